package io.github.javaatspi.agent.it;

import static io.github.javaatspi.agent.it.Events.detail1;
import static io.github.javaatspi.agent.it.Events.event;
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
 * A JTree has the shape of GTK 3's tree view: every visible row is an item of the tree, its
 * level is its depth along NODE_CHILD_OF, it is expandable and expanded as GTK says, and the
 * "expand or contract" action shows and hides its children's rows. Compared with the GTK twin of
 * the demo app in the same run. Both are table cells of a tree table of one column. Deliberate
 * differences, asserted here too: GTK's tree has a header row; ours tells each row's
 * {@code level} as an attribute too; GTK marks no row collapsed, we mark collapsed the
 * expandable ones.
 */
class TreesIT extends DesktopIT {
    private static final Duration LIMIT = Duration.ofSeconds(15);
    @Test
    void theTreeHasGtksShapeAndExpandsAndCollapsesAsGtksDoes() throws Exception {
        String gtkName = Fixture.uniqueName("twin-tree", 3);
        List<List<String>> gtk;
        try (ManagedProcess gtkApp = GtkTwin.start(stack, client, gtkName)) {
            gtk = walkThrough(gtkName, "tree table|", "table cell");
        }
        String ours = Fixture.uniqueName("ours-tree", 17);
        List<List<String>> bridge;
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, 17, ours), client, ours)) {
            bridge = walkThrough(ours, "tree table|", "table cell");
            Map<String, Object> rows = client.json("tree-rows", ours, "--find", "tree table|");
            for (Map<String, Object> row : TablesApps.<Map<String, Object>>list(rows, "rows")) {
                assertThat(list(row, "attributes")).as("the level of %s", row.get("name"))
                        .contains("level:" + row.get("depth"));
                assertThat(row).containsEntry("childCount", 0L);
            }
            assertThat(list(client.json("node", ours, "--find", "table cell|Birds"), "states")).contains("collapsed");
            assertThat(list(client.json("node", ours, "--find", "table cell|Animals"), "states"))
                    .doesNotContain("collapsed");
        }
        System.out.println("tree rows, GTK 3:\n  " + gtk + "\nbridge:\n  " + bridge);
        assertThat(bridge).isEqualTo(gtk);
        assertThat(gtk.get(0)).as("the reference itself: Animals expanded with two children, Birds and Fish collapsed")
                .isEqualTo(List.of("Animals 1 expandable expanded [Birds, Fish]", "Birds 2 expandable",
                        "Fish 2 expandable"));
    }

    @Test
    void keysExpandTheFocusedRowAndItsNewRowsTakeTheFocus() throws Exception {
        String name = Fixture.uniqueName("keys", 17);
        try (ManagedProcess app = TablesApps.start(stack, client, name, 17, 100);
                EventRecorder r = client.listen(name, "object:state-changed:expanded", "object:state-changed:focused",
                        "object:active-descendant-changed")) {
            client.json("selection", name, "--find", "tree table|Animals", "--do", "select", "--index", "1");
            TablesApps.awaitSwing(client, name, "tree: Birds");
            client.json("focus", name, "--find", "tree table|Animals");
            r.await("focus on Birds, the lead row", 0,
                    event("object:state-changed:focused", "table cell", "Birds").and(detail1(1)), LIMIT);
            int mark = r.mark();
            keys("Right");
            r.await("Birds expanded", mark,
                    event("object:state-changed:expanded", "table cell", "Birds").and(detail1(1)), LIMIT);
            Map<String, Object> wren = Deadline.await("Wren's row", LIMIT, () -> row(name, "Wren"));
            assertThat(wren).containsEntry("depth", 3L).containsEntry("index", 3L);
            assertThat(list(wren, "attributes")).contains("level:3", "posinset:2", "setsize:2");
            mark = r.mark();
            keys("Down");
            r.await("focus on Robin, a row that was just shown", mark,
                    event("object:state-changed:focused", "table cell", "Robin").and(detail1(1)), LIMIT);
            r.await("the tree's active descendant", mark,
                    event("object:active-descendant-changed", "tree table", "Animals"), LIMIT);
            mark = r.mark();
            keys("Left", "Left");
            r.await("Birds collapsed", mark,
                    event("object:state-changed:expanded", "table cell", "Birds").and(detail1(0)), LIMIT);
            Deadline.awaitTrue("Wren's row hidden", LIMIT, () -> row(name, "Wren") == null);
        }
    }

    /**
     * The rows as "name depth [expandable] [expanded]", before, after expanding Birds through its
     * action, and after collapsing it again.
     */
    private static List<List<String>> walkThrough(String app, String tree, String itemRole) throws Exception {
        List<String> before = rows(app, tree, itemRole);
        assertThat(client.json("action", app, "--find", itemRole + "|Birds")).containsEntry("name", "expand or contract");
        List<String> expanded = Deadline.await("Birds expanded", LIMIT, () -> {
            List<String> now = quietly(() -> rows(app, tree, itemRole));
            return now.size() == before.size() + 2 ? now : null;
        });
        client.json("action", app, "--find", itemRole + "|Birds");
        List<String> collapsed = Deadline.await("Birds collapsed", LIMIT, () -> {
            List<String> now = quietly(() -> rows(app, tree, itemRole));
            return now.size() == before.size() ? now : null;
        });
        return List.of(before, expanded, collapsed);
    }

    private static List<String> rows(String app, String tree, String itemRole) throws IOException {
        Map<String, Object> answer = client.json("tree-rows", app, "--find", tree);
        return TablesApps.<Map<String, Object>>list(answer, "rows").stream().map(row -> {
            assertThat(row).containsEntry("role", itemRole);
            if ((Boolean) row.get("expandable")) {
                assertThat(list(row, "actions")).as("%s", row.get("name")).contains("expand or contract");
            }
            List<String> children = list(row, "nodeChildren");
            return row.get("name") + " " + row.get("depth") + ((Boolean) row.get("expandable") ? " expandable" : "")
                    + ((Boolean) row.get("expanded") ? " expanded" : "") + (children.isEmpty() ? "" : " " + children);
        }).toList();
    }

    private static Map<String, Object> row(String app, String name) {
        Map<String, Object> answer = quietly(() -> client.json("tree-rows", app, "--find", "tree table|Animals"));
        return TablesApps.<Map<String, Object>>list(answer, "rows").stream().filter(r -> name.equals(r.get("name")))
                .findFirst().orElse(null);
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
