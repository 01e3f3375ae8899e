package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.ManagedProcess;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * libatspi asks the application for a peer-to-peer address and sends its calls there: a
 * pyatspi walk of the demo app puts none of them on the bus (watched with dbus-monitor).
 */
class PeerToPeerIT extends DesktopIT {
    private static final Duration LIMIT = Duration.ofSeconds(15);

    @Test
    void clientsCallThroughAPrivateSocketInsteadOfTheBus() throws Exception {
        String name = Fixture.uniqueName("p2p", 17);
        Path socket;
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, 17, name), client, name)) {
            String bus = (String) client.json("wait-app", name).get("bus");
            Map<String, Object> reply = client.json("call-path", bus, "/org/a11y/atspi/accessible/root",
                    "org.a11y.atspi.Application", "GetApplicationBusAddress");
            String address = String.valueOf(reply.get("reply"));
            assertThat(address).contains("unix:path=" + stack.environment().get("XDG_RUNTIME_DIR"));
            socket = Path.of(address.substring(address.indexOf("unix:path=") + "unix:path=".length(),
                    address.lastIndexOf('\'')));
            assertThat(Files.getPosixFilePermissions(socket.getParent()))
                    .isEqualTo(PosixFilePermissions.fromString("rwx------"));

            try (ManagedProcess monitor = stack.start("monitor", List.of("dbus-monitor", "--address",
                    stack.a11yBusAddress(), "type='method_call',destination='" + bus + "'"), stack.environment())) {
                Deadline.awaitTrue("dbus-monitor to start", LIMIT, () -> monitor.output().contains("NameAcquired"));
                Map<String, Object> walk = client.json("walk", name);
                assertThat(((Number) walk.get("count")).intValue()).isGreaterThan(50);
                String onTheBus = monitor.output();
                assertThat(onTheBus).as("calls of the walk on the bus").doesNotContain("member=GetChildAtIndex")
                        .doesNotContain("member=GetRole").doesNotContain("member=GetState");
            }
        }
        Deadline.awaitTrue("the socket to be removed with the app", LIMIT, () -> !Files.exists(socket));
    }

    /** The same watch sees the calls when the socket is switched off: it would see them if they came. */
    @Test
    void withoutTheSocketTheCallsTravelThroughTheBus() throws Exception {
        String name = Fixture.uniqueName("no-p2p", 17);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, 17, name)
                .property("javaatspi.peerToPeer", "false"), client, name)) {
            String bus = (String) client.json("wait-app", name).get("bus");
            try (ManagedProcess monitor = stack.start("monitor", List.of("dbus-monitor", "--address",
                    stack.a11yBusAddress(), "type='method_call',destination='" + bus + "'"), stack.environment())) {
                Deadline.awaitTrue("dbus-monitor to start", LIMIT, () -> monitor.output().contains("NameAcquired"));
                client.json("walk", name);
                Deadline.awaitTrue("the walk's calls on the bus", LIMIT,
                        () -> monitor.output().contains("member=GetChildAtIndex"));
            }
        }
    }
}
