package io.github.javaatspi.agent.cli;

import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.Transports;

import java.io.IOException;
import java.util.Map;

/** The desktop session's bus, which advertises the accessibility bus and {@code org.a11y.Status}. */
final class Session {
    static final long CONNECT_MILLIS = 3000;

    private Session() {
    }

    /** A connection to the session bus; fails saying why when there is none. */
    static BusConnection open(Map<String, String> env, Transports transports) throws IOException {
        String address = env.get("DBUS_SESSION_BUS_ADDRESS");
        if (address == null || address.isBlank()) {
            throw new IOException("DBUS_SESSION_BUS_ADDRESS is not set");
        }
        return BusConnection.open(transports.open(address), "java-atspi-session", true, CONNECT_MILLIS);
    }
}
