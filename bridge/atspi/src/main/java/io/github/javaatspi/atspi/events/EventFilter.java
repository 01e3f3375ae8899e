package io.github.javaatspi.atspi.events;

import io.github.javaatspi.atspi.Interfaces;

import java.util.Set;

/**
 * Sends only what somebody listens to, plus the events that keep client caches coherent
 * (children-changed, name/description/parent/role changes, every state change including
 * defunct), which libatspi relies on whether or not anybody registered for them. Cache
 * signals go out only while there are clients at all.
 */
public final class EventFilter implements SignalSink {
    private static final String EVENT_PREFIX = "org.a11y.atspi.Event.";
    private static final Set<String> CACHE_PROPERTIES = Set.of(
            "accessible-name", "accessible-description", "accessible-parent", "accessible-role");

    private final ListenerRegistry listeners;
    private final SignalSink delegate;

    public EventFilter(ListenerRegistry listeners, SignalSink delegate) {
        this.listeners = listeners;
        this.delegate = delegate;
    }

    @Override
    public void emit(AtspiSignal s) {
        if (shouldSend(s)) {
            delegate.emit(s);
        }
    }

    boolean shouldSend(AtspiSignal s) {
        if (Interfaces.CACHE.equals(s.iface())) {
            return listeners.hasClients();
        }
        if (!s.iface().startsWith(EVENT_PREFIX)) {
            return true;
        }
        String klass = s.iface().substring(EVENT_PREFIX.length());
        String detail = s.args().length > 0 && s.args()[0] instanceof String d ? d : "";
        return keepsCachesCoherent(klass, s.member(), detail) || listeners.wants(klass, s.member(), detail);
    }

    private static boolean keepsCachesCoherent(String klass, String member, String detail) {
        if (!"Object".equals(klass)) {
            return false;
        }
        return member.equals("ChildrenChanged") || member.equals("StateChanged")
                || member.equals("PropertyChange") && CACHE_PROPERTIES.contains(detail);
    }
}
