package io.github.javaatspi.agent.it;

import static io.github.javaatspi.agent.it.Events.detail1;
import static io.github.javaatspi.agent.it.Events.event;
import static io.github.javaatspi.agent.it.TablesApps.awaitSwing;
import static io.github.javaatspi.agent.it.TablesApps.list;
import static io.github.javaatspi.agent.it.TablesApps.selectedNames;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.EventRecorder;
import io.github.javaatspi.stack.ManagedProcess;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code Selection} round trips on every kind of container that has one: selected through
 * AT-SPI and seen in Swing (through labels that mirror Swing's selection, read over AT-SPI), and
 * selected by the application and seen through AT-SPI: the Selection interface, the items'
 * states and the events a screen reader hears.
 */
class SelectionIT extends DesktopIT {
    private static final Duration LIMIT = Duration.ofSeconds(15);
    private static final String FRUIT = "list|Fruit";

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void listItemsSelectedEitherWayAreSeenOnTheOtherSide(int jdk) throws Exception {
        String name = Fixture.uniqueName("list", jdk);
        try (ManagedProcess app = TablesApps.start(stack, client, name, jdk, 100);
                EventRecorder r = client.listen(name, "object:selection-changed", "object:state-changed:selected")) {
            assertThat(select(name, FRUIT, "select", 1)).containsEntry("result", true);
            select(name, FRUIT, "select", 3);
            awaitSwing(client, name, "fruit: Banana, Damson");
            r.await("the list's selection change", 0, event("object:selection-changed", "list", "Fruit"), LIMIT);
            r.await("Damson selected", 0, event("object:state-changed:selected", "list item", "Damson").and(detail1(1)),
                    LIMIT);
            Map<String, Object> now = awaitSelected(name, FRUIT, 2);
            assertThat(selectedNames(now)).containsExactly("Banana", "Damson");
            assertThat(list(now, "isChildSelected")).containsExactly(false, true, false, true, false);

            select(name, FRUIT, "deselect-selected", 0);
            awaitSwing(client, name, "fruit: Damson");
            select(name, FRUIT, "deselect", 3);
            awaitSwing(client, name, "fruit: ");
            assertThat(select(name, FRUIT, "select-all", 0)).containsEntry("result", true);
            awaitSwing(client, name, "fruit: Apple, Banana, Cherry, Damson, Elderberry");
            assertThat(select(name, FRUIT, "clear", 0)).containsEntry("result", true);
            awaitSwing(client, name, "fruit: ");
            awaitSelected(name, FRUIT, 0);

            int mark = r.mark();
            client.json("action", name, "--find", "push button|Select Banana");
            awaitSwing(client, name, "fruit: Banana");
            r.await("selection-changed from Swing's change", mark, event("object:selection-changed", "list", "Fruit"),
                    LIMIT);
            r.await("Banana selected", mark,
                    event("object:state-changed:selected", "list item", "Banana").and(detail1(1)), LIMIT);
            assertThat(selectedNames(awaitSelected(name, FRUIT, 1))).containsExactly("Banana");
        }
    }

    @Test
    void treeRowsAreSelectedByRow() throws Exception {
        String name = Fixture.uniqueName("tree", 17);
        try (ManagedProcess app = TablesApps.start(stack, client, name, 17, 100);
                EventRecorder r = client.listen(name, "object:selection-changed")) {
            select(name, "tree table|Animals", "select", 2);
            awaitSwing(client, name, "tree: Fish");
            assertThat(selectedNames(awaitSelected(name, "tree table|Animals", 1))).containsExactly("Fish");
            select(name, "tree table|Animals", "select", 1);
            awaitSwing(client, name, "tree: Fish, Birds");
            assertThat(select(name, "tree table|Animals", "select-all", 0)).as("a tree that selects several rows")
                    .containsEntry("result", true);
            awaitSwing(client, name, "tree: Animals, Birds, Fish, Insects");
            select(name, "tree table|Animals", "clear", 0);
            awaitSwing(client, name, "tree: ");

            int mark = r.mark();
            client.json("action", name, "--find", "push button|Select Fish");
            r.await("the tree's selection change", mark, event("object:selection-changed", "tree table", "Animals"), LIMIT);
            Map<String, Object> now = awaitSelected(name, "tree table|Animals", 1);
            assertThat(TablesApps.selected(now).get(0)).containsEntry("name", "Fish").containsEntry("index", 2L);
            client.json("wait-node", name, "--find", "table cell|Fish", "--state", "selected");
        }
    }

    @Test
    void tabsComboBoxesAndMenusSelectTheirOneChild() throws Exception {
        String name = Fixture.uniqueName("single", 17);
        try (ManagedProcess app = TablesApps.start(stack, client, name, 17, 100)) {
            String tabs = "page tab list|Pages";
            assertThat(selectedNames(select(name, tabs, null, 0))).containsExactly("First");
            select(name, tabs, "select", 1);
            awaitSwing(client, name, "tab: Second");
            assertThat(select(name, tabs, "clear", 0)).as("a tab list always shows a page")
                    .containsEntry("result", false);
            assertThat(select(name, tabs, "deselect", 1)).containsEntry("result", false);
            client.json("action", name, "--find", "push button|Show Third");
            assertThat(selectedNames(awaitSelectedName(name, tabs, "Third"))).containsExactly("Third");

            String combo = "combo box|Colour";
            select(name, combo, "select", 2);
            awaitSwing(client, name, "colour: Blue");
            Map<String, Object> blue = awaitSelectedName(name, combo, "Blue");
            assertThat(TablesApps.selected(blue).get(0)).as("the item in the combo box's popup list")
                    .containsEntry("index", 2L);
            assertThat(select(name, combo, "select", 0)).containsEntry("result", true);
            awaitSwing(client, name, "colour: Red");
            client.json("action", name, "--find", "push button|Choose Blue");
            awaitSelectedName(name, combo, "Blue");

            String bar = "menu bar|";
            select(name, bar, "select", 1);
            client.json("wait-node", name, "--find", "menu|View", "--state", "selected");
            assertThat(selectedNames(awaitSelectedName(name, bar, "View"))).containsExactly("View");
            select(name, "menu|View", "select", 0);
            client.json("wait-node", name, "--find", "menu item|Zoom", "--state", "armed");
            assertThat(selectedNames(awaitSelectedName(name, "menu|View", "Zoom"))).containsExactly("Zoom");
            select(name, "menu|View", "clear", 0);
            awaitSelected(name, "menu|View", 0);
            select(name, bar, "clear", 0);
            awaitSelected(name, bar, 0);
        }
    }

    @Test
    void aTableSelectsCellsByRowAndAllOfAMillionRowsAtOnce() throws Exception {
        String name = Fixture.uniqueName("table", 17);
        try (ManagedProcess app = TablesApps.start(stack, client, name, 17, 1_000_000);
                EventRecorder r = client.listen(name, "object:selection-changed")) {
            String numbers = "table|Numbers";
            select(name, numbers, "select", 4 * 3 + 1);
            awaitSwing(client, name, "numbers: 4");
            Map<String, Object> row4 = awaitSelected(name, numbers, 3);
            assertThat(selectedNames(row4)).as("the cells of the selected row").containsExactly("4", "16", "even");
            select(name, numbers, "deselect", 4 * 3 + 2);
            awaitSwing(client, name, "numbers: ");

            int mark = r.mark();
            assertThat(select(name, numbers, "select-all", 0)).containsEntry("result", true);
            awaitSwing(client, name, "numbers: 1000000 rows");
            r.await("the table's selection change", mark, event("object:selection-changed", "table", "Numbers"), LIMIT);
            Map<String, Object> table = client.json("table", name, "--find", numbers);
            assertThat(table).containsEntry("nSelectedRows", 1_000_000L);
            assertThat(awaitSelected(name, numbers, 3_000_000)).containsEntry("nSelected", 3_000_000L);
            select(name, numbers, "clear", 0);
            awaitSwing(client, name, "numbers: ");
        }
    }

    /** The Selection interface of {@code spec}, after {@code action} (or none) with {@code index}. */
    private static Map<String, Object> select(String name, String spec, String action, int index) throws IOException {
        return action == null ? client.json("selection", name, "--find", spec)
                : client.json("selection", name, "--find", spec, "--do", action, "--index", Integer.toString(index));
    }

    /**
     * Waits until the selection of {@code spec} counts {@code n} children and names the first of
     * them (a change reaches the count a moment after Swing made it).
     */
    private static Map<String, Object> awaitSelected(String name, String spec, long n) {
        return Deadline.await(spec + " with " + n + " selected", LIMIT, () -> {
            Map<String, Object> s = quietly(() -> select(name, spec, null, 0));
            boolean counted = ((Number) s.get("nSelected")).longValue() == n;
            return counted && selectedNames(s).stream().noneMatch(Objects::isNull) ? s : null;
        });
    }

    private static Map<String, Object> awaitSelectedName(String name, String spec, String selected) {
        return Deadline.await(spec + " selecting " + selected, LIMIT, () -> {
            Map<String, Object> s = quietly(() -> select(name, spec, null, 0));
            return s != null && selectedNames(s).equals(List.of(selected)) ? s : null;
        });
    }

    private interface Read {
        Map<String, Object> get() throws IOException;
    }

    private static Map<String, Object> quietly(Read read) {
        try {
            return read.get();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
