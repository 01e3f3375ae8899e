package io.github.javaatspi.bus.atspi;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.PlainValues;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.messages.DBusSignal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Knows whether any keystroke listener is registered with the registry's DeviceEventController
 * ({@code GetKeystrokeListeners}, then {@code KeystrokeListenerRegistered/Deregistered} and
 * listeners whose bus names vanish), and tells a callback whenever that answer changes: keys are
 * forwarded only while somebody listens. Until the first answer it reports nobody, so an
 * application whose registry never answers types at full speed.
 *
 * <p>The registry forgets a keystroke listener only when its owner was also an application it
 * knows: a screen reader that exits stays listed. So the listed listeners whose bus names have
 * no owner any more are left out.
 */
public final class KeystrokeTracking implements RegistryMirror {
    private static final Logger LOG = LoggerFactory.getLogger(KeystrokeTracking.class);
    static final String DEC_PATH = "/org/a11y/atspi/registry/deviceeventcontroller";

    private final BusConnection connection;
    private final Consumer<Boolean> onAnyChanged;
    /** Registrations by "bus name|path|mask|types", counted: Orca registers one per modifier mask. */
    private final Map<String, Integer> registrations = new HashMap<>();
    private boolean any;

    /** @param onAnyChanged told true when the first listener appears and false when the last goes */
    public KeystrokeTracking(BusConnection connection, Consumer<Boolean> onAnyChanged) {
        this.connection = connection;
        this.onAnyChanged = onAnyChanged;
    }

    @Override
    public void subscribe() {
        connection.addMatch("type='signal',interface='" + Interfaces.DEVICE_EVENT_LISTENER + "',sender='"
                + Interfaces.REGISTRY_NAME + "'");
        connection.addMatch("type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',"
                + "member='NameOwnerChanged'");
        connection.onSignal(s -> Interfaces.DEVICE_EVENT_LISTENER.equals(s.getInterface()), this::onListenerSignal);
        connection.onSignal(s -> "NameOwnerChanged".equals(s.getName())
                && BusConnection.DBUS_NAME.equals(s.getInterface()), this::onNameOwnerChanged);
    }

    @Override
    public void refresh() throws IOException {
        Object reply;
        try {
            reply = PlainValues.convert(connection.callSync(Interfaces.REGISTRY_NAME, DEC_PATH,
                    Interfaces.DEVICE_EVENT_CONTROLLER, "GetKeystrokeListeners", null,
                    ListenerTracking.TIMEOUT_MILLIS).getParameters()[0]);
        } catch (DBusException | RuntimeException e) {
            throw new IOException("unexpected answer from the device event controller: " + e, e);
        }
        Map<String, Boolean> alive = new HashMap<>();
        synchronized (this) {
            registrations.clear();
        }
        for (Object o : (List<?>) reply) {
            Object[] listener = (Object[]) o;
            String owner = String.valueOf(listener[0]);
            if (alive.computeIfAbsent(owner, this::hasOwner)) {
                synchronized (this) {
                    add(listener, 1);
                }
            }
        }
        LOG.debug("keystroke listeners of {} live bus names", alive.values().stream().filter(b -> b).count());
        publish();
    }

    private boolean hasOwner(String busName) {
        try {
            return Boolean.TRUE.equals(connection.callSync(BusConnection.DBUS_NAME, BusConnection.DBUS_PATH,
                    BusConnection.DBUS_NAME, "NameHasOwner", "s", ListenerTracking.TIMEOUT_MILLIS, busName)
                    .getParameters()[0]);
        } catch (IOException | DBusException e) {
            // When in doubt, the listener counts: a key then costs a round trip, never a command.
            return true;
        }
    }

    /** Whether some keystroke listener is registered now. */
    public synchronized boolean any() {
        return !registrations.isEmpty();
    }

    private void onListenerSignal(DBusSignal s) {
        Object[] args = params(s);
        if (args.length != 1 || !(args[0] instanceof Object[] listener)) {
            return;
        }
        synchronized (this) {
            if ("KeystrokeListenerRegistered".equals(s.getName())) {
                add(listener, 1);
            } else if ("KeystrokeListenerDeregistered".equals(s.getName())) {
                add(listener, -1);
            }
        }
        publish();
    }

    private void onNameOwnerChanged(DBusSignal s) {
        Object[] args = params(s);
        if (args.length == 3 && String.valueOf(args[2]).isEmpty()) {
            String prefix = args[0] + "|";
            synchronized (this) {
                registrations.keySet().removeIf(k -> k.startsWith(prefix));
            }
            publish();
        }
    }

    /** {@code listener} is (bus name, path, type, event types, keys, mask, mode). */
    private void add(Object[] listener, int delta) {
        if (listener.length < 6) {
            return;
        }
        String key = listener[0] + "|" + listener[1] + "|" + listener[5] + "|" + listener[3];
        registrations.compute(key, (k, count) -> {
            int now = (count == null ? 0 : count) + delta;
            return now <= 0 ? null : now;
        });
    }

    /** Tells the callback when the answer changed; under the lock, so the callbacks keep their order. */
    private synchronized void publish() {
        boolean now = !registrations.isEmpty();
        if (now != any) {
            any = now;
            LOG.debug("keystroke listeners {}", now ? "present: forwarding keys" : "gone: not forwarding keys");
            onAnyChanged.accept(now);
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
