package io.github.javaatspi.bus.atspi;

import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.PlainValues;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Executor;

import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.messages.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Embeds the application root in the registry's desktop and keeps it there: the desktop
 * reference {@code Socket.Embed} returns becomes the root's parent, and when the registry's
 * name gets a new owner (a restarted registry) we embed again. After each embedding the
 * registry's state we mirror (event and keystroke listeners) is read afresh.
 *
 * <p>The registry lists an application once per {@code Embed}, so we embed once per registry
 * process. When no registry runs yet, our first {@code Embed} starts one (D-Bus activation), and
 * its taking the name looks exactly like a restart: the owner is compared with the one that
 * answered, or else the desktop would list the application twice.
 */
public final class Registration {
    private static final Logger LOG = LoggerFactory.getLogger(Registration.class);
    static final long EMBED_TIMEOUT_MILLIS = 5000;

    private final BusConnection connection;
    private final AtspiContext ctx;
    private final List<RegistryMirror> mirrors;
    private final Executor background;
    /** Serialises the embeddings; guards {@link #embeddedWith}. */
    private final Object embedding = new Object();
    /** The unique bus name of the registry that answered our last {@code Embed}. */
    private String embeddedWith;

    /**
     * @param mirrors what to read again after each embedding
     * @param background where the blocking calls run (never the reader thread)
     */
    public Registration(BusConnection connection, AtspiContext ctx, List<RegistryMirror> mirrors, Executor background) {
        this.connection = connection;
        this.ctx = ctx;
        this.mirrors = List.copyOf(mirrors);
        this.background = background;
    }

    public void start() {
        mirrors.forEach(RegistryMirror::subscribe);
        connection.addMatch("type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',"
                + "member='NameOwnerChanged',arg0='" + Interfaces.REGISTRY_NAME + "'");
        connection.onSignal(s -> "NameOwnerChanged".equals(s.getName())
                && BusConnection.DBUS_NAME.equals(s.getInterface()), s -> {
                    Object[] args = parameters(s);
                    if (args.length == 3 && Interfaces.REGISTRY_NAME.equals(args[0])) {
                        String owner = String.valueOf(args[2]);
                        if (!owner.isEmpty()) {
                            background.execute(() -> embedUnlessThere(owner));
                        }
                    }
                });
        background.execute(() -> embedUnlessThere(null));
    }

    /** Embeds unless {@code owner} (null: whichever registry runs) has this application already. */
    private void embedUnlessThere(String owner) {
        synchronized (embedding) {
            if (embeddedWith != null && (owner == null || owner.equals(embeddedWith))) {
                LOG.debug("the registry {} has this application already", embeddedWith);
                return;
            }
            if (owner != null) {
                LOG.debug("the registry {} is new; embedding again", owner);
            }
            embed();
        }
    }

    private void embed() {
        try {
            Message reply = connection.callSync(Interfaces.REGISTRY_NAME, ObjectPaths.ROOT, Interfaces.SOCKET, "Embed",
                    "(so)", EMBED_TIMEOUT_MILLIS, (Object) new Object[] {connection.uniqueName(), ObjectPaths.ROOT});
            Object[] desktop = (Object[]) PlainValues.convert(reply.getParameters()[0]);
            ctx.desktop(desktop);
            embeddedWith = reply.getSource();
            LOG.debug("embedded; desktop is {} {}", desktop[0], desktop[1]);
        } catch (IOException | DBusException | RuntimeException e) {
            if (connection.isOpen()) {
                LOG.warn("Could not register with the accessibility registry ({}); screen readers will not see "
                        + "this application until the registry restarts", e.getMessage());
            }
            return;
        }
        for (RegistryMirror mirror : mirrors) {
            try {
                mirror.refresh();
            } catch (IOException e) {
                // Until the registrations are known, every event counts as wanted: nothing is lost.
                LOG.debug("could not read the registry's state: {}", e.getMessage());
            }
        }
    }

    private static Object[] parameters(Message m) {
        try {
            return PlainValues.convertAll(m.getParameters());
        } catch (DBusException e) {
            return new Object[0];
        }
    }
}
