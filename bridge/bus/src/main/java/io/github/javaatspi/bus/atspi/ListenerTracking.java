package io.github.javaatspi.bus.atspi;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.events.ListenerRegistry;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.PlainValues;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.messages.DBusSignal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps a {@link ListenerRegistry} in step with the registry: the registrations it reports
 * ({@code GetRegisteredEvents}), the ones it announces ({@code EventListenerRegistered} and
 * {@code Deregistered}), and the listeners and callers whose bus names vanish.
 */
public final class ListenerTracking implements RegistryMirror {
    private static final Logger LOG = LoggerFactory.getLogger(ListenerTracking.class);
    static final String REGISTRY_PATH = "/org/a11y/atspi/registry";
    static final long TIMEOUT_MILLIS = 3000;

    private final BusConnection connection;
    private final ListenerRegistry listeners;

    public ListenerTracking(BusConnection connection, ListenerRegistry listeners) {
        this.connection = connection;
        this.listeners = listeners;
    }

    /** Subscribes to the registry's announcements and to names leaving the bus. */
    @Override
    public void subscribe() {
        connection.addMatch("type='signal',interface='" + Interfaces.REGISTRY + "',sender='"
                + Interfaces.REGISTRY_NAME + "'");
        connection.addMatch("type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',"
                + "member='NameOwnerChanged'");
        connection.onSignal(s -> Interfaces.REGISTRY.equals(s.getInterface()), this::onRegistrySignal);
        connection.onSignal(s -> "NameOwnerChanged".equals(s.getName())
                && BusConnection.DBUS_NAME.equals(s.getInterface()), this::onNameOwnerChanged);
    }

    /**
     * Reads the registry's owner and its current registrations; blocks (never call it on the
     * reader thread). Until this succeeds, the registry object reports everything as wanted.
     */
    @Override
    public void refresh() throws IOException {
        try {
            String owner = (String) connection.callSync(BusConnection.DBUS_NAME, BusConnection.DBUS_PATH,
                    BusConnection.DBUS_NAME, "GetNameOwner", "s", TIMEOUT_MILLIS, Interfaces.REGISTRY_NAME)
                    .getParameters()[0];
            listeners.ignore(owner);
            Object reply = connection.callSync(Interfaces.REGISTRY_NAME, REGISTRY_PATH, Interfaces.REGISTRY,
                    "GetRegisteredEvents", null, TIMEOUT_MILLIS).getParameters()[0];
            List<String[]> pairs = new ArrayList<>();
            for (Object o : (List<?>) PlainValues.convert(reply)) {
                Object[] pair = (Object[]) o;
                pairs.add(new String[] {(String) pair[0], (String) pair[1]});
            }
            listeners.replaceAll(pairs);
            LOG.debug("{} event registrations", pairs.size());
        } catch (DBusException | RuntimeException e) {
            throw new IOException("unexpected answer from the registry: " + e, e);
        }
    }

    private void onRegistrySignal(DBusSignal s) {
        Object[] args = params(s);
        if ("EventListenerRegistered".equals(s.getName()) && args.length >= 2) {
            listeners.registered((String) args[0], (String) args[1]);
        } else if ("EventListenerDeregistered".equals(s.getName()) && args.length >= 2) {
            listeners.deregistered((String) args[0], (String) args[1]);
        }
    }

    private void onNameOwnerChanged(DBusSignal s) {
        Object[] args = params(s);
        if (args.length != 3) {
            return;
        }
        String name = (String) args[0];
        String newOwner = (String) args[2];
        if (Interfaces.REGISTRY_NAME.equals(name)) {
            listeners.ignore(newOwner);
        } else if (newOwner.isEmpty()) {
            listeners.vanished(name);
        }
    }

    private static Object[] params(DBusSignal s) {
        try {
            return PlainValues.convertAll(s.getParameters());
        } catch (DBusException e) {
            return new Object[0];
        }
    }
}
