package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.Transports;
import io.github.javaatspi.stack.ManagedProcess;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * Bad input from a client: every method of every interface of every object of the demo app,
 * called with extreme values, the wrong signature, no arguments, unknown members, interfaces and
 * objects. Each call gets an answer in time, nothing escapes as an uncaught exception, and the
 * app answers correctly afterwards.
 */
class FuzzIT extends DesktopIT {
    @Test
    void everyBadCallGetsAnAnswerAndTheAppStaysWhole() throws Exception {
        String name = Fixture.uniqueName("fuzz", 17);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, 17, name), client, name);
                BusConnection bus = BusConnection.open(new Transports(null).open(stack.a11yBusAddress()), "fuzzer",
                        true, 5000)) {
            Map<String, Object> before = client.json("walk", name);
            String destination = (String) client.json("wait-app", name).get("bus");
            Fuzzer fuzzer = new Fuzzer(bus, destination);
            int objects = 0;
            List<Map<?, ?>> vanished = new ArrayList<>();
            for (Object o : (List<?>) before.get("nodes")) {
                Map<?, ?> node = (Map<?, ?>) o;
                // Leave the app running: its Exit item would end it, which is its right.
                if ("Exit".equals(node.get("name"))) {
                    continue;
                }
                if (!fuzzer.object((String) node.get("path"), objects++ < 10)) {
                    vanished.add(node);
                }
            }
            fuzzer.unknownObjects();
            Fuzzer.Tally tally = fuzzer.tally();
            System.out.printf("fuzzed %d objects: %d calls, %d replies, errors %s, unanswered %d%n", objects,
                    tally.calls, tally.replies, tally.errors, tally.unanswered.size());
            tally.examples.forEach((error, calls) -> System.out.println("  " + error + ": " + calls));

            assertThat(tally.unanswered).isEmpty();
            assertThat(tally.calls).isGreaterThan(10_000);
            assertThat(tally.errors).containsKeys("org.freedesktop.DBus.Error.InvalidArgs",
                    "org.freedesktop.DBus.Error.UnknownMethod", "org.freedesktop.DBus.Error.UnknownObject");
            assertThat(tally.errors).doesNotContainKey("org.freedesktop.DBus.Error.NoReply");
            // Actions ran (dialogs opened, the tree collapsed): only a fuzzed collapse may take
            // objects away, so rows of the tree may be gone; everything else still reads.
            List<String> trees = nodes(before).stream().filter(n -> "tree table".equals(n.get("role")))
                    .map(n -> (String) n.get("path")).toList();
            assertThat(vanished).allSatisfy(node -> assertThat(trees).as("a row of a tree").contains(
                    (String) node.get("parent")));
            Map<String, Object> after = client.json("walk", name);
            assertThat(paths(after)).containsAll(nodes(before).stream()
                    .filter(n -> !"Exit".equals(n.get("name")) && !trees.contains((String) n.get("parent")))
                    .map(n -> (String) n.get("path")).toList());
            assertThat(app.isAlive()).isTrue();
            assertThat(app.output()).doesNotContain("Exception in thread").doesNotContain("internal error in the");
        }
    }

    private static List<Map<?, ?>> nodes(Map<String, Object> walk) {
        return ((List<?>) walk.get("nodes")).stream().<Map<?, ?>>map(n -> (Map<?, ?>) n).toList();
    }

    private static List<String> paths(Map<String, Object> walk) {
        return nodes(walk).stream().map(n -> (String) n.get("path")).toList();
    }
}
