package io.github.javaatspi.bus;

import io.github.javaatspi.bus.wire.BusConnection;

import java.io.IOException;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the accessibility bus: {@code AT_SPI_BUS_ADDRESS}, else {@code org.a11y.Bus.GetAddress}
 * on the session bus, else the {@code AT_SPI_BUS} property of the X root window. No subprocess.
 */
public final class A11yBusLocator {
    static final long GET_ADDRESS_TIMEOUT_MILLIS = 2000;

    private A11yBusLocator() {
    }

    /**
     * @param session the session bus, or null when there is none
     * @param xRoot the X root property reader, or null when native code is unavailable
     * @throws IOException saying what was tried
     */
    public static String locate(Map<String, String> env, BusConnection session, XRootProperty xRoot)
            throws IOException {
        String fromEnv = env.get("AT_SPI_BUS_ADDRESS");
        if (fromEnv != null && !fromEnv.isBlank()) {
            return fromEnv;
        }
        String sessionProblem = "no session bus";
        if (session != null) {
            try {
                Object address = session.callSync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", null,
                        GET_ADDRESS_TIMEOUT_MILLIS).getParameters()[0];
                if (address instanceof String s && !s.isBlank()) {
                    return s;
                }
                sessionProblem = "org.a11y.Bus.GetAddress returned nothing";
            } catch (IOException | org.freedesktop.dbus.exceptions.DBusException e) {
                sessionProblem = "org.a11y.Bus.GetAddress failed: " + e.getMessage();
            }
        }
        String xProblem = "no X display support";
        if (xRoot != null) {
            Optional<String> prop = xRoot.read("AT_SPI_BUS");
            if (prop.isPresent() && !prop.get().isBlank()) {
                return prop.get();
            }
            xProblem = "no AT_SPI_BUS property on the X root window";
        }
        throw new IOException("no accessibility bus found: AT_SPI_BUS_ADDRESS is not set, " + sessionProblem + ", "
                + xProblem);
    }
}
