package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.ManagedProcess;

import org.junit.jupiter.api.Test;

/**
 * No registry runs when the application starts (a session whose first accessible application
 * is ours): its {@code Embed} starts the registry through D-Bus activation, and the registry's
 * taking its name must not count as a restart, or the desktop lists the application twice.
 */
class RegistryActivationIT extends DesktopIT {

    @Test
    void theAppThatStartsTheRegistryIsListedOnce() throws Exception {
        String name = Fixture.uniqueName("activation", 17);
        stack.killRegistry();
        try (ManagedProcess app = Fixture.demo(stack, 17, name).start()) {
            // The bridge's decision on the registry's arrival; no client has called the registry before.
            Fixture.awaitLog(app, "has this application already");

            assertThat(client.json("wait-app", name).get("listings")).isEqualTo(1L);
            assertThat(app.output()).doesNotContain("embedding again");
        }
    }
}
