package io.github.javaatspi.agent.it;

import io.github.javaatspi.stack.AtspiClient;
import io.github.javaatspi.stack.JavaApp;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.stack.PrivateBus;

import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The three ways to find the accessibility bus that the session bus does not cover:
 * {@code AT_SPI_BUS_ADDRESS} with a {@code unix:path=} and with a {@code unix:abstract=} address
 * (each on a real dbus-daemon with a real registry), and the {@code AT_SPI_BUS} property of the
 * X root window. The app has no session bus in all three.
 */
class BusAddressIT extends DesktopIT {


    @Test
    void connectsToAPathAddressFromTheEnvironment() throws Exception {
        appearsOnBus("unix:path=" + stack.directory().resolve("path-bus"));
    }

    @Test
    void connectsToAnAbstractAddressFromTheEnvironment() throws Exception {
        appearsOnBus("unix:abstract=" + stack.directory().resolve("abstract-bus"));
    }

    @Test
    void findsTheBusThroughTheXRootWindowProperty() throws Exception {
        String name = Fixture.uniqueName("xroot", 17);
        stack.setRootProperty("AT_SPI_BUS", stack.a11yBusAddress());
        try (ManagedProcess app = Fixture.startAndWait(noSessionBus(name).property("javaatspi.enabled", "true"),
                new AtspiClient(stack), name)) {
            app.isAlive();
        } finally {
            stack.setRootProperty("AT_SPI_BUS", null);
        }
    }

    private static void appearsOnBus(String address) throws Exception {
        String name = Fixture.uniqueName("bus", 17);
        try (PrivateBus bus = PrivateBus.start(address); ManagedProcess registry = stack.startRegistryOn(address)) {
            Map<String, String> clientEnv = stack.environment();
            clientEnv.put("AT_SPI_BUS_ADDRESS", address);
            try (ManagedProcess app = Fixture.startAndWait(noSessionBus(name).env("AT_SPI_BUS_ADDRESS", address),
                    new AtspiClient(clientEnv), name)) {
                app.isAlive();
            }
        }
    }

    private static JavaApp noSessionBus(String name) throws Exception {
        return Fixture.demo(stack, 17, name).env("DBUS_SESSION_BUS_ADDRESS", null);
    }
}
