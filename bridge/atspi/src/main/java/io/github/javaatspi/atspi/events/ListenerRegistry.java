package io.github.javaatspi.atspi.events;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * Who listens: the event registrations the registry tells us about (per listener bus name),
 * and the clients that call us. Until the registry has answered, everything counts as wanted.
 * Thread-safe; fed by the bus module, read by {@link EventFilter} and by whoever decides
 * whether to listen to the toolkit at all.
 */
public final class ListenerRegistry implements EventInterest {
    private final Map<String, List<String[]>> registrations = new ConcurrentHashMap<>();
    private final Set<String> callers = ConcurrentHashMap.newKeySet();
    private final List<Consumer<Boolean>> clientListeners = new CopyOnWriteArrayList<>();
    private volatile boolean known;
    private volatile String ignored = "";
    private volatile boolean lastClients = true;

    /**
     * Calls {@code listener} with true/false whenever the presence of clients changes, and with
     * the registry's first answer even when it changes nothing (clients were assumed until then):
     * a listener can tell clients that were there from the start from clients never seen.
     */
    public void onClientsChanged(Consumer<Boolean> listener) {
        clientListeners.add(listener);
    }

    /** A bus name whose calls do not make it a client (the registry's own). */
    public void ignore(String busName) {
        ignored = busName == null ? "" : busName;
        callers.remove(ignored);
        report();
    }

    /** The registry's full answer: (listener bus name, event) pairs. */
    public void replaceAll(List<String[]> busAndEvent) {
        registrations.clear();
        for (String[] pair : busAndEvent) {
            registrations.computeIfAbsent(pair[0], k -> new CopyOnWriteArrayList<>()).add(parts(pair[1]));
        }
        boolean first = !known;
        known = true;
        report(first);
    }

    public void registered(String bus, String event) {
        registrations.computeIfAbsent(bus, k -> new CopyOnWriteArrayList<>()).add(parts(event));
        report();
    }

    /** An empty {@code event} means every registration of {@code bus}. */
    public void deregistered(String bus, String event) {
        List<String[]> list = registrations.get(bus);
        if (list != null) {
            if (event.isEmpty()) {
                registrations.remove(bus);
            } else {
                String key = String.join(":", parts(event));
                list.removeIf(p -> String.join(":", p).equals(key));
                if (list.isEmpty()) {
                    registrations.remove(bus);
                }
            }
        }
        report();
    }

    /** A bus name left the bus: its registrations and its client status go with it. */
    public void vanished(String bus) {
        boolean changed = registrations.remove(bus) != null | callers.remove(bus);
        if (changed) {
            report();
        }
    }

    /** {@code sender} called one of our methods: it is a client until its name leaves the bus. */
    public void called(String sender) {
        if (sender != null && !sender.equals(ignored) && callers.add(sender)) {
            report();
        }
    }

    public boolean isKnown() {
        return known;
    }

    /** Whether anybody listens or asks; true until the registry has answered. */
    public boolean hasClients() {
        return !known || !registrations.isEmpty() || !callers.isEmpty();
    }

    /**
     * Whether some registration covers the event {@code klass:major:minor} (e.g. Object,
     * StateChanged, focused): each non-empty part of a registration must match.
     */
    @Override
    public boolean wants(String klass, String major, String minor) {
        if (!known) {
            return true;
        }
        String[] event = {normalize(klass), normalize(major), normalize(cut(minor))};
        for (List<String[]> list : registrations.values()) {
            for (String[] p : list) {
                if (covers(p, event)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean covers(String[] registration, String[] event) {
        for (int i = 0; i < registration.length; i++) {
            if (!registration[i].isEmpty() && !registration[i].equals(event[i])) {
                return false;
            }
        }
        return true;
    }

    /** "object:state-changed:focused", "Object:StateChanged:Focused" and "Focus::" alike. */
    static String[] parts(String event) {
        String[] raw = event.split(":", -1);
        List<String> out = new ArrayList<>(3);
        for (int i = 0; i < Math.min(3, raw.length); i++) {
            out.add(normalize(raw[i]));
        }
        while (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) {
            out.remove(out.size() - 1);
        }
        return out.toArray(new String[0]);
    }

    private static String cut(String minor) {
        int colon = minor.indexOf(':');
        int slash = minor.indexOf('/');
        int end = colon < 0 ? slash : slash < 0 ? colon : Math.min(colon, slash);
        return end < 0 ? minor : minor.substring(0, end);
    }

    private static String normalize(String part) {
        return part.replace("-", "").replace("_", "").toLowerCase(Locale.ROOT);
    }

    private void report() {
        report(false);
    }

    /** Tells the listeners when presence changed, or always when {@code always}. */
    private synchronized void report(boolean always) {
        boolean now = hasClients();
        if (now != lastClients || always) {
            lastClients = now;
            for (Consumer<Boolean> l : clientListeners) {
                l.accept(now);
            }
        }
    }
}
