package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.JavaApp;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.DemoApp;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The bridge follows {@code org.a11y.Status} at run time, and {@code javaatspi.enabled} overrides
 * it. While off, nothing of ours runs but the status watch: one session-bus connection and its
 * reader thread, and no connection to the accessibility bus.
 */
class ActivationIT extends DesktopIT {
    private static final Duration LIMIT = Duration.ofSeconds(30);
    private static final String STATUS_THREAD = "javaatspi-session";


    @AfterEach
    void accessibilityBackOn() throws Exception {
        stack.setAccessibilityEnabled(true);
    }

    @Test
    void followsIsEnabledAtRunTime() throws Exception {
        stack.setAccessibilityEnabled(false);
        String name = Fixture.uniqueName("status", 17);
        try (ManagedProcess app = Fixture.demo(stack, 17, name).start()) {
            Fixture.awaitLog(app, "accessibility is off");
            Deadline.awaitTrue("the demo window", LIMIT, () -> stack.hasWindow(DemoApp.TITLE));
            assertOnlyTheStatusWatchRuns(app);

            stack.setAccessibilityEnabled(true);
            client.json("wait-window", name, "--find", "frame|" + DemoApp.TITLE);
            assertThat(stack.connectedPids(stack.a11yBusAddress())).contains(app.pid());

            stack.setAccessibilityEnabled(false);
            client.json("wait-gone", name);
            Deadline.awaitTrue("the bridge's threads to end", LIMIT, () -> {
                try {
                    return Fixture.bridgeThreads(stack, 17, app.pid()).equals(List.of(STATUS_THREAD));
                } catch (Exception e) {
                    return false;
                }
            });
            assertOnlyTheStatusWatchRuns(app);

            stack.setAccessibilityEnabled(true);
            client.json("wait-window", name, "--find", "frame|" + DemoApp.TITLE);
        }
    }

    @Test
    void enabledFalseKeepsTheBridgeOffWhileStatusIsOn() throws Exception {
        String name = Fixture.uniqueName("forced-off", 17);
        JavaApp app = Fixture.demo(stack, 17, name).property("javaatspi.enabled", "false");
        try (ManagedProcess p = app.start()) {
            Fixture.awaitLog(p, "javaatspi.enabled=false overrides");
            Deadline.awaitTrue("the demo window", LIMIT, () -> stack.hasWindow(DemoApp.TITLE));
            Deadline.awaitTrue("no thread of the bridge", LIMIT, () -> {
                try {
                    return Fixture.bridgeThreads(stack, 17, p.pid()).isEmpty();
                } catch (Exception e) {
                    return false;
                }
            });
            assertThat(stack.connectedPids(stack.a11yBusAddress())).doesNotContain(p.pid());
            assertThatThrownBy(() -> client.raw("wait-app", name, "--timeout", "0"))
                    .hasMessageContaining("is not on the desktop");
        }
    }

    @Test
    void enabledTrueStartsTheBridgeWhileStatusIsOff() throws Exception {
        stack.setAccessibilityEnabled(false);
        String name = Fixture.uniqueName("forced-on", 17);
        JavaApp app = Fixture.demo(stack, 17, name).property("javaatspi.enabled", "true");
        try (ManagedProcess p = Fixture.startAndWait(app, client, name)) {
            assertThat(stack.connectedPids(stack.a11yBusAddress())).contains(p.pid());
        }
    }

    private static void assertOnlyTheStatusWatchRuns(ManagedProcess app) throws Exception {
        Deadline.awaitTrue("the start-up threads to end", LIMIT, () -> {
            try {
                return Fixture.bridgeThreads(stack, 17, app.pid()).equals(List.of(STATUS_THREAD));
            } catch (Exception e) {
                return false;
            }
        });
        assertThat(stack.connectedPids(stack.a11yBusAddress())).as("no connection to the accessibility bus")
                .doesNotContain(app.pid());
        assertThat(stack.connectedPids(stack.environment().get("DBUS_SESSION_BUS_ADDRESS")))
                .as("one session-bus connection, the status watch").containsOnlyOnce(app.pid());
    }
}
