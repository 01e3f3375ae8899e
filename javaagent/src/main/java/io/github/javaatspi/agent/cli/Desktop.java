package io.github.javaatspi.agent.cli;

import io.github.javaatspi.atspi.AtspiStates;
import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.bus.A11yBusLocator;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.PlainValues;
import io.github.javaatspi.bus.wire.Transports;
import io.github.javaatspi.nativehooks.AbstractUnixSocket;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.freedesktop.dbus.exceptions.DBusException;

/**
 * The accessibility desktop as a screen reader sees it, through the registry and each
 * application's objects on the accessibility bus. Every call has a deadline.
 */
final class Desktop implements Closeable {
    static final long CALL_MILLIS = 2000;
    static final int MAX_NODES = 20_000;

    /** An object on the bus. */
    record Ref(String bus, String path) {
    }

    /** An application on the desktop and the process behind it. */
    record App(Ref root, String name, long pid) {
    }

    /** One node of a walk, at its depth below the application. */
    record Node(int depth, String role, String name, List<String> states) {
    }

    private final BusConnection a11y;

    private Desktop(BusConnection a11y) {
        this.a11y = a11y;
    }

    /** Connects to the accessibility bus the session advertises (or {@code AT_SPI_BUS_ADDRESS}). */
    static Desktop connect(Map<String, String> env) throws IOException {
        Transports transports = new Transports(AbstractUnixSocket.connector());
        BusConnection session = null;
        try {
            session = Session.open(env, transports);
        } catch (IOException e) {
            // AT_SPI_BUS_ADDRESS may still name the bus; locate() reports both when neither works
        }
        String address;
        try {
            address = A11yBusLocator.locate(env, session, null);
        } finally {
            if (session != null) {
                session.close();
            }
        }
        return new Desktop(BusConnection.open(transports.open(address), "java-atspi-a11y", true, CALL_MILLIS));
    }

    BusConnection connection() {
        return a11y;
    }

    boolean registryRunning() {
        try {
            Object[] r = a11y.callSync(BusConnection.DBUS_NAME, BusConnection.DBUS_PATH, BusConnection.DBUS_NAME,
                    "NameHasOwner", "s", CALL_MILLIS, Interfaces.REGISTRY_NAME).getParameters();
            return Boolean.TRUE.equals(r[0]);
        } catch (IOException | DBusException e) {
            return false;
        }
    }

    /** The applications registered on the desktop. */
    List<App> apps() throws IOException {
        List<App> apps = new ArrayList<>();
        for (Ref r : children(new Ref(Interfaces.REGISTRY_NAME, ObjectPaths.ROOT))) {
            try {
                apps.add(new App(r, name(r), pidOf(r.bus())));
            } catch (IOException e) {
                // an application that left while we asked
            }
        }
        return apps;
    }

    Optional<App> appOfPid(long pid) throws IOException {
        return apps().stream().filter(a -> a.pid() == pid).findFirst();
    }

    /** The whole tree below an application, depth first, at most {@link #MAX_NODES} nodes. */
    List<Node> walk(Ref root) throws IOException {
        List<Node> out = new ArrayList<>();
        walk(root, 0, out);
        return out;
    }

    private void walk(Ref ref, int depth, List<Node> out) throws IOException {
        if (out.size() >= MAX_NODES) {
            return;
        }
        out.add(new Node(depth, roleName(ref), name(ref), states(ref)));
        for (Ref child : children(ref)) {
            walk(child, depth + 1, out);
        }
    }

    String name(Ref r) throws IOException {
        Object v = call(r, Interfaces.PROPERTIES, "Get", "ss", Interfaces.ACCESSIBLE, "Name");
        return v instanceof Object[] variant && variant.length == 2 ? String.valueOf(variant[1]) : String.valueOf(v);
    }

    String roleName(Ref r) throws IOException {
        return String.valueOf(call(r, Interfaces.ACCESSIBLE, "GetRoleName", null));
    }

    List<String> states(Ref r) throws IOException {
        Object v = call(r, Interfaces.ACCESSIBLE, "GetState", null);
        Collection<?> words = v instanceof Collection<?> c ? c : List.of((Object[]) v);
        long[] w = words.stream().mapToLong(o -> ((Number) o).longValue()).toArray();
        return AtspiStates.namesOf(w);
    }

    List<Ref> children(Ref r) throws IOException {
        Object v = call(r, Interfaces.ACCESSIBLE, "GetChildren", null);
        List<Ref> refs = new ArrayList<>();
        for (Object o : v instanceof Collection<?> c ? c : List.of((Object[]) v)) {
            Object[] pair = (Object[]) o;
            refs.add(new Ref((String) pair[0], (String) pair[1]));
        }
        return refs;
    }

    long pidOf(String busName) throws IOException {
        try {
            Object pid = PlainValues.convert(a11y.callSync(BusConnection.DBUS_NAME, BusConnection.DBUS_PATH,
                    BusConnection.DBUS_NAME, "GetConnectionUnixProcessID", "s", CALL_MILLIS, busName)
                    .getParameters()[0]);
            return ((Number) pid).longValue();
        } catch (DBusException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    private Object call(Ref r, String iface, String member, String signature, Object... args) throws IOException {
        try {
            return PlainValues.convert(a11y.callSync(r.bus(), r.path(), iface, member, signature, CALL_MILLIS, args)
                    .getParameters()[0]);
        } catch (DBusException | RuntimeException e) {
            throw new IOException(member + " on " + r.path() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        a11y.close();
    }
}
