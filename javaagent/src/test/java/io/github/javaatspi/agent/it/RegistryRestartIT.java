package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.DemoApp;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** When the registry restarts, the running app embeds itself again and is back on the desktop. */
class RegistryRestartIT extends DesktopIT {

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void theAppComesBackWhenTheRegistryRestarts(int jdk) throws Exception {
        String name = Fixture.uniqueName("registry", jdk);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, jdk, name), client, name)) {
            stack.killRegistry();
            stack.startRegistry();
            client.json("wait-window", name, "--find", "frame|" + DemoApp.TITLE);
            assertThat(client.json("wait-app", name).get("listings")).as("embedded once").isEqualTo(1L);
            client.json("action", name, "--find", "push button|Press me");
            client.json("wait-node", name, "--find", "label|Pressed 1 time");
        }
    }
}
