package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.Json;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.ReliabilityApp;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The desktop fails under the app: the accessibility bus goes away and comes back, or the app
 * itself dies while a client walks it. (A restarted registry: RegistryRestartIT; accessibility
 * switched off and on: ActivationIT.)
 */
class DesktopFaultsIT extends DesktopIT {
    @Test
    void theAppRunsOnWithoutTheAccessibilityBusAndReturnsWithIt() throws Exception {
        String name = Fixture.uniqueName("busgone", 17);
        try (ManagedProcess app = Reliability.start(stack, client, name)) {
            Object nodes = client.json("walk", name).get("count");
            stack.stopAccessibilityBus();
            try {
                Fixture.awaitLog(app, "lost the accessibility bus");
                assertThat(app.isAlive()).as("the app runs on without the bus").isTrue();
            } finally {
                stack.startAccessibilityBusAgain();
            }
            // The bridge retries with back-off (at most 30 s apart) and registers on the new bus.
            client.json("wait-window", name, "--find", "frame|" + ReliabilityApp.TITLE, "--timeout", "60");
            assertThat(client.json("walk", name).get("count")).isEqualTo(nodes);
            assertThat(app.output()).doesNotContain("Exception in thread");
        }
    }

    @Test
    void aClientWalkingTheAppWhenItDiesGetsErrorsNotAHang() throws Exception {
        String name = Fixture.uniqueName("dies", 17);
        ManagedProcess app = Reliability.start(stack, client, name);
        try (ManagedProcess walker = stack.start("walk-loop", client.command("walk-loop", name, "15"),
                stack.environment())) {
            Deadline.awaitTrue("the client to walk the app twice", Duration.ofSeconds(20),
                    () -> walker.output().contains("\"walk\": 2,"));
            app.close();
            assertThat(walker.awaitExit(30_000)).as("the client finishes").isTrue();
            List<String> lines = walker.output().strip().lines().toList();
            Map<String, Object> first = Json.object(lines.get(0));
            Map<String, Object> lastWalk = Json.object(lines.get(lines.size() - 2));
            Map<String, Object> summary = Json.object(lines.get(lines.size() - 1));
            System.out.println("a client walking a dying app: " + summary + "; last walk " + lastWalk);
            // libatspi turns a vanished application's answers into errors or empty results.
            assertThat(lastWalk.containsKey("error")
                    || ((Number) lastWalk.get("nodes")).intValue() < ((Number) first.get("nodes")).intValue())
                    .as("the client noticed the app was gone").isTrue();
            assertThat(((Number) summary.get("slowestCallMs")).doubleValue()).as("its slowest call (ms)")
                    .isLessThan(5000);
        } finally {
            app.close();
        }
    }
}
