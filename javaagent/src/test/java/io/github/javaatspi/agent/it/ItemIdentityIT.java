package io.github.javaatspi.agent.it;

import static io.github.javaatspi.agent.it.Events.detail1;
import static io.github.javaatspi.agent.it.Events.type;
import static io.github.javaatspi.agent.it.TablesApps.list;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.EventRecorder;
import io.github.javaatspi.stack.ManagedProcess;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A list item, a table cell and a tree node are the same object (the same path) every time a
 * client asks for them while they exist, also when rows are inserted above them, the table is
 * sorted or rows above them expand; when they go away they become defunct and their path answers
 * UnknownObject. Each question here is asked by a separate client process, as different screen
 * reader features would ask.
 */
class ItemIdentityIT extends DesktopIT {
    private static final Duration LIMIT = Duration.ofSeconds(15);
    private static final String UNKNOWN = "org.freedesktop.DBus.Error.UnknownObject";

    @Test
    void aListItemKeepsItsPathThroughAnInsertionAboveAndIsDefunctWhenRemoved() throws Exception {
        String name = Fixture.uniqueName("list", 17);
        try (ManagedProcess app = TablesApps.start(stack, client, name, 17, 100);
                EventRecorder r = client.listen(name, "object:state-changed:defunct", "object:children-changed")) {
            Map<String, Object> cherry = child(name, "list|Fruit", 2);
            assertThat(cherry).containsEntry("name", "Cherry");
            assertThat(child(name, "list|Fruit", 2)).containsEntry("path", cherry.get("path"));

            client.json("action", name, "--find", "push button|Insert Fig");
            Deadline.awaitTrue("Fig inserted", LIMIT, () -> "Fig".equals(quietly(() -> child(name, "list|Fruit", 0))
                    .get("name")));
            assertThat(child(name, "list|Fruit", 3)).as("Cherry moved down, the same object")
                    .containsEntry("name", "Cherry").containsEntry("path", cherry.get("path"))
                    .containsEntry("index", 3L);

            int mark = r.mark();
            client.json("action", name, "--find", "push button|Remove Cherry");
            assertGone(r, mark, name, cherry);
            r.await("the list's child removed", mark, type("object:children-changed:remove").and(detail1(3)), LIMIT);
            assertThat(child(name, "list|Fruit", 3)).containsEntry("name", "Damson");
        }
    }

    @Test
    void aTableCellKeepsItsPathThroughInsertionAndSortingAndIsDefunctWhenItsRowGoes() throws Exception {
        String name = Fixture.uniqueName("cell", 17);
        try (ManagedProcess app = TablesApps.start(stack, client, name, 17, 100);
                EventRecorder r = client.listen(name, "object:state-changed:defunct")) {
            Map<String, Object> oslo = cell(name, 1, 0);
            assertThat(oslo).containsEntry("name", "Oslo");

            client.json("action", name, "--find", "push button|Add Rome");
            Deadline.awaitTrue("Rome in front", LIMIT, () -> "Rome".equals(quietly(() -> cell(name, 0, 0)).get("name")));
            assertThat(cell(name, 2, 0)).containsEntry("path", oslo.get("path")).containsEntry("name", "Oslo")
                    .containsEntry("position", List.of(2L, 0L));

            client.json("action", name, "--find", "push button|Sort cities");
            Deadline.awaitTrue("sorted by city", LIMIT, () -> "Hanoi".equals(quietly(() -> cell(name, 0, 0)).get("name")));
            Map<String, Object> sorted = cell(name, 2, 0);
            assertThat(sorted).as("Hanoi, Lisbon, Oslo, Quito, Rome").containsEntry("name", "Oslo")
                    .containsEntry("path", oslo.get("path")).containsEntry("index", 6L);

            int mark = r.mark();
            client.json("action", name, "--find", "push button|Remove Oslo");
            assertGone(r, mark, name, oslo);
        }
    }

    @Test
    void aTreeNodeKeepsItsPathWhenRowsAboveItExpandAndIsDefunctWhenRemoved() throws Exception {
        String name = Fixture.uniqueName("node", 17);
        try (ManagedProcess app = TablesApps.start(stack, client, name, 17, 100);
                EventRecorder r = client.listen(name, "object:state-changed:defunct")) {
            Map<String, Object> fish = child(name, "tree table|Animals", 2);
            assertThat(fish).containsEntry("name", "Fish");

            client.json("action", name, "--find", "table cell|Birds");
            Deadline.awaitTrue("Birds expanded", LIMIT,
                    () -> "Fish".equals(quietly(() -> child(name, "tree table|Animals", 4)).get("name")));
            assertThat(child(name, "tree table|Animals", 4)).containsEntry("path", fish.get("path"));

            int mark = r.mark();
            client.json("action", name, "--find", "push button|Remove Fish");
            assertGone(r, mark, name, fish);
            assertThat(child(name, "tree table|Animals", 4)).containsEntry("name", "Insects");
        }
    }

    /** The object announces defunct, and its path answers UnknownObject from then on. */
    private static void assertGone(EventRecorder r, int mark, String name, Map<String, Object> item) throws Exception {
        r.await("defunct", mark, type("object:state-changed:defunct").and(e -> item.get("path").equals(e.get("path")))
                .and(detail1(1)), LIMIT);
        Deadline.awaitTrue("the path answers UnknownObject", LIMIT, () -> UNKNOWN.equals(quietly(() -> client.json(
                "call-path", (String) item.get("bus"), (String) item.get("path"), "org.a11y.atspi.Accessible", "GetRole"))
                .get("errorName")));
        assertThat(list(client.json("walk", name), "errors")).isEmpty();
    }

    private static Map<String, Object> child(String name, String container, int index) throws IOException {
        return client.json("child-at", name, "--find", container, "--index", Integer.toString(index));
    }

    private static Map<String, Object> cell(String name, int row, int column) throws IOException {
        return client.json("table-cell", name, "--find", "table|Cities", Integer.toString(row),
                Integer.toString(column));
    }

    private interface Read<T> {
        T get() throws IOException;
    }

    private static <T> T quietly(Read<T> read) {
        try {
            return read.get();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
