package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.ReliabilityApp;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The app blocks its event thread for ten seconds; every AT-SPI call made meanwhile is answered
 * within a second — from the snapshot, or with a D-Bus error where only the UI thread could
 * answer — and the app and the bridge carry on normally once it is free again.
 */
class BusyEventThreadIT extends DesktopIT {
    private static final List<String> OBJECTS = List.of("frame|" + ReliabilityApp.TITLE, "push button|Report",
            "text|Fixed", "list|Items", "password text|PIN", "slider|Locked", "combo box|Size",
            "table|Files");
    private static final String LIST_ITEM = "list item|first 0";

    @Test
    void everyCallIsAnsweredWithinASecondWhileTheEventThreadIsBlocked() throws Exception {
        String name = Fixture.uniqueName("busy", 17);
        try (ManagedProcess app = Reliability.start(stack, client, name)) {
            client.json("action", name, "--find", "push button|Freeze");
            Deadline.awaitTrue("the event thread to be blocked (a live question times out)", Duration.ofSeconds(10),
                    () -> unanswered(client("component", name, "--find", LIST_ITEM)));

            List<Map<String, Object>> during = calls(name);
            double worst = during.stream().mapToDouble(c -> ((Number) c.get("ms")).doubleValue()).max().orElse(0);
            System.out.printf("while blocked: %d calls, worst %.1f ms, %d answered with an error%n", during.size(),
                    worst, during.stream().filter(c -> c.get("error") != null).count());
            assertThat(during).hasSizeGreaterThan(20).allSatisfy(c -> assertThat(((Number) c.get("ms")).doubleValue())
                    .as("%s of %s", c.get("call"), c.get("object")).isLessThan(1000));
            List<String> fromSnapshot = List.of("role", "name", "states", "children", "text", "selected child",
                    "column header");
            assertThat(during).extracting(c -> c.get("call")).as("a combo box's value and a column's header, which"
                    + " Orca asks as the focus enters either").contains("selected child", "column header");
            assertThat(during).filteredOn(c -> fromSnapshot.contains(c.get("call")))
                    .as("answered from the snapshot, at once")
                    .allMatch(c -> c.get("error") == null && ((Number) c.get("ms")).doubleValue() < 100);

            Deadline.awaitTrue("the event thread to be free again", Duration.ofSeconds(20),
                    () -> !unanswered(client("component", name, "--find", LIST_ITEM)));
            client.json("wait-node", name, "--find", "label|Thawed", "--timeout", "20");
            List<Map<String, Object>> after = calls(name);
            assertThat(after).as("everything answers again").allMatch(c -> c.get("error") == null);
            assertThat(app.output()).doesNotContain("Exception in thread");
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> calls(String name) throws Exception {
        String[] args = new String[OBJECTS.size() + 2];
        args[0] = "timed-calls";
        args[1] = name;
        for (int i = 0; i < OBJECTS.size(); i++) {
            args[i + 2] = OBJECTS.get(i);
        }
        return (List<Map<String, Object>>) client.json(args).get("calls");
    }

    private static Map<String, Object> client(String... args) {
        try {
            return client.json(args);
        } catch (Exception e) {
            return Map.of("error", String.valueOf(e.getMessage()));
        }
    }

    /**
     * libatspi turns a timed-out geometry question into a box of -1s. A list item's extents are
     * always asked of the event thread: rows move without an event of their own, so the snapshot
     * keeps no place for them (a component's may come from the snapshot).
     */
    private static boolean unanswered(Map<String, Object> component) {
        return List.of(-1L, -1L, -1L, -1L).equals(component.get("screen"));
    }
}
