package io.github.javaatspi.agent.it;

import static io.github.javaatspi.agent.it.Events.any;
import static io.github.javaatspi.agent.it.Events.anyNamed;
import static io.github.javaatspi.agent.it.Events.detail1;
import static io.github.javaatspi.agent.it.Events.event;
import static io.github.javaatspi.agent.it.Events.type;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.EventRecorder;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.EventsApp;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The events a screen reader hears, judged by a pyatspi listener (libatspi, as Orca listens)
 * while the app is driven with the real keyboard (xdotool, XTEST) and through AT-SPI actions.
 */
class EventsIT extends DesktopIT {
    private static final Duration LIMIT = Duration.ofSeconds(15);
    private static final String MAIN = EventsApp.class.getName();

    private static ManagedProcess start(String name, int jdk) throws Exception {
        ManagedProcess app = Fixture.app(stack, MAIN, jdk, name).start();
        try {
            client.json("wait-window", name, "--find", "frame|" + EventsApp.TITLE, "--timeout", "30");
        } catch (Exception e) {
            throw new AssertionError("the app did not appear; its log:\n" + app.output(), e);
        }
        return app;
    }

    private static void focus(String name, String spec) throws Exception {
        client.json("focus", name, "--find", spec);
        client.json("wait-node", name, "--find", spec, "--state", "focused");
    }

    @Test
    void nonCacheEventsWaitForAListenerWhileCacheEventsAlwaysGoOut() throws Exception {
        String name = Fixture.uniqueName("quiet", 17);
        try (ManagedProcess app = start(name, 17)) {
            Fixture.awaitLog(app, "event registrations");
            String bus = (String) client.json("wait-app", name).get("bus");
            focus(name, "text|Field");
            try (ManagedProcess monitor = stack.start("monitor", List.of("dbus-monitor", "--address",
                    stack.a11yBusAddress(), "type='signal',sender='" + bus + "'"), stack.environment())) {
                Deadline.awaitTrue("dbus-monitor to start", LIMIT, () -> monitor.output().contains("NameAcquired"));
                keys("End", "q");
                client.json("action", name, "--find", "push button|Rename");
                Deadline.awaitTrue("the rename on the bus", LIMIT,
                        () -> monitor.output().contains("string \"accessible-name\""));
                assertThat(monitor.output()).as("nobody listens for text events")
                        .doesNotContain("member=TextChanged").doesNotContain("member=TextCaretMoved");

                try (EventRecorder recorder = client.listen(name, "object:text-changed")) {
                    keys("z");
                    recorder.await("the typed z", 0, type("object:text-changed:insert").and(any("z")), LIMIT);
                    Deadline.awaitTrue("TextChanged on the bus", LIMIT,
                            () -> monitor.output().contains("member=TextChanged"));
                }
            }
        }
    }

    @Test
    void withNoClientTheToolkitIsNotListenedToUntilOneRegisters() throws Exception {
        String name = Fixture.uniqueName("noclient", 17);
        try (ManagedProcess app = Fixture.app(stack, MAIN, 17, name).start()) {
            Fixture.awaitLog(app, "0 event registrations");
            Fixture.awaitLog(app, "listening to the toolkit: off");
            try (EventRecorder r = client.listen(name, "object:property-change:accessible-name")) {
                Fixture.awaitLog(app, "listening to the toolkit: on");
                client.json("action", name, "--find", "push button|Rename");
                r.await("a name change", 0, type("object:property-change:accessible-name").and(any("Renamed")), LIMIT);
            }
        }
    }

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void focusMovesWithTheKeyboardThroughControlsAndItems(int jdk) throws Exception {
        String name = Fixture.uniqueName("focus", jdk);
        try (ManagedProcess app = start(name, jdk);
                EventRecorder r = client.listen(name, "object:state-changed:focused", "focus:",
                        "object:active-descendant-changed")) {
            focus(name, "check box|Check me");
            int mark = r.mark();
            keys("Tab");
            Map<String, Object> gained = r.await("focus on the combo box", mark,
                    event("object:state-changed:focused", "combo box", "Choice").and(detail1(1)), LIMIT);
            assertThat(Events.sourceHas(gained, "focused")).as("the source reports focused").isTrue();
            r.await("the check box losing focus", mark,
                    event("object:state-changed:focused", "check box", "Check me").and(detail1(0)), LIMIT);
            // GTK 3 sends no legacy focus: event; libatspi would drop its cached states on one.
            assertThat(r.since(mark)).as("focus: events").noneMatch(type("focus:"));

            focus(name, "list|Letters");
            mark = r.mark();
            keys("Down");
            Map<String, Object> item = r.await("focus on the next list item", mark,
                    event("object:state-changed:focused", "list item", "Beta").and(detail1(1)), LIMIT);
            assertThat(Events.sourceHas(item, "focused")).isTrue();
            assertThat(Events.sourceHas(item, "selected")).isTrue();
            r.await("the list's active descendant", mark,
                    event("object:active-descendant-changed", "list", "Letters").and(anyNamed("Beta")), LIMIT);

            focus(name, "tree table|Outline");
            mark = r.mark();
            keys("Down");
            r.await("focus on a tree item", mark, type("object:state-changed:focused")
                    .and(e -> "table cell".equals(e.get("role"))).and(detail1(1)), LIMIT);

            focus(name, "table|Grid");
            mark = r.mark();
            keys("Down", "Right");
            Map<String, Object> cell = r.await("focus on a table cell", mark, type("object:state-changed:focused")
                    .and(e -> "table cell".equals(e.get("role"))).and(detail1(1)), LIMIT);
            assertThat(Events.sourceHas(cell, "focused")).isTrue();
            r.await("the table's active descendant", mark, event("object:active-descendant-changed", "table", "Grid"),
                    LIMIT);

            mark = r.mark();
            keys("F10");
            r.await("focus on the open menu", mark,
                    event("object:state-changed:focused", "menu", "File").and(detail1(1)), LIMIT);
            keys("Down");
            r.await("focus on the armed menu item", mark,
                    event("object:state-changed:focused", "menu item", "New").and(detail1(1)), LIMIT);
            keys("Escape", "Escape");

            focus(name, "combo box|Choice");
            mark = r.mark();
            keys("alt+Down");
            r.await("focus in the combo box's popup list", mark,
                    event("object:state-changed:focused", "list item", "One").and(detail1(1)), LIMIT);
            keys("Escape");
        }
    }

    @Test
    void statesChangeWithKeysAndActions() throws Exception {
        String name = Fixture.uniqueName("states", 17);
        try (ManagedProcess app = start(name, 17);
                EventRecorder r = client.listen(name, "object:state-changed")) {
            focus(name, "check box|Check me");
            int mark = r.mark();
            keys("space");
            r.await("checked", mark, event("object:state-changed:checked", "check box", "Check me").and(detail1(1)),
                    LIMIT);
            keys("space");
            r.await("unchecked", mark, event("object:state-changed:checked", "check box", "Check me").and(detail1(0)),
                    LIMIT);

            mark = r.mark();
            client.json("action", name, "--find", "push button|Toggle field");
            r.await("the field disabled", mark, event("object:state-changed:enabled", "text", "Field").and(detail1(0)),
                    LIMIT);
            r.await("the field insensitive", mark,
                    event("object:state-changed:sensitive", "text", "Field").and(detail1(0)), LIMIT);

            mark = r.mark();
            client.json("action", name, "--find", "table cell|Branch");
            r.await("the branch expanded", mark,
                    event("object:state-changed:expanded", "table cell", "Branch").and(detail1(1)), LIMIT);
        }
    }

    @Test
    void propertiesAndValuesChange() throws Exception {
        String name = Fixture.uniqueName("props", 17);
        try (ManagedProcess app = start(name, 17);
                EventRecorder r = client.listen(name, "object:property-change")) {
            int mark = r.mark();
            client.json("action", name, "--find", "push button|Rename");
            r.await("the new name", mark, event("object:property-change:accessible-name", "label", "Renamed")
                    .and(any("Renamed")), LIMIT);
            client.json("action", name, "--find", "push button|Describe");
            r.await("the new description", mark,
                    type("object:property-change:accessible-description").and(any("Described")), LIMIT);
            client.json("action", name, "--find", "push button|Progress");
            r.await("the progress value", mark,
                    event("object:property-change:accessible-value", "progress bar", "Progress"), LIMIT);
            assertThat(client.json("value", name, "--find", "progress bar|Progress")).containsEntry("current", 10.0)
                    .containsEntry("maximum", 100.0);
            focus(name, "slider|Volume");
            mark = r.mark();
            keys("Right");
            r.await("the slider value", mark,
                    event("object:property-change:accessible-value", "slider", "Volume"), LIMIT);
            assertThat(client.json("value", name, "--find", "slider|Volume")).containsEntry("current", 6.0);
            mark = r.mark();
            client.json("value", name, "--find", "slider|Volume", "--set", "2");
            r.await("the value set through AT-SPI", mark,
                    event("object:property-change:accessible-value", "slider", "Volume"), LIMIT);
            assertThat(client.json("value", name, "--find", "slider|Volume")).containsEntry("current", 2.0);
        }
    }

    @Test
    void aTablesCaptionSummaryAndColumnHeadersAreAnnounced() throws Exception {
        String name = Fixture.uniqueName("table", 17);
        try (ManagedProcess app = start(name, 17);
                EventRecorder r = client.listen(name, "object:property-change:accessible-table-caption-object",
                        "object:property-change:accessible-table-summary",
                        "object:property-change:accessible-table-column-header")) {
            client.json("action", name, "--find", "push button|Caption");
            r.await("the new caption", 0, event("object:property-change:accessible-table-caption-object", "table",
                    "Grid"), LIMIT);
            r.await("the new summary", 0, event("object:property-change:accessible-table-summary", "table", "Grid"),
                    LIMIT);
            int mark = r.mark();
            client.json("action", name, "--find", "push button|Rename columns");
            r.await("the first column's header", mark,
                    event("object:property-change:accessible-table-column-header", "table", "Grid").and(detail1(0)),
                    LIMIT);
            r.await("the second column's header", mark,
                    event("object:property-change:accessible-table-column-header", "table", "Grid").and(detail1(1)),
                    LIMIT);
        }
    }

    @Test
    void structureChangesCarryIndexAndChild() throws Exception {
        String name = Fixture.uniqueName("structure", 17);
        try (ManagedProcess app = start(name, 17);
                EventRecorder r = client.listen(name, "object:children-changed", "object:model-changed",
                        "object:selection-changed", "object:bounds-changed", "object:visible-data-changed",
                        "object:property-change:accessible-parent")) {
            int mark = r.mark();
            client.json("action", name, "--find", "push button|Add child");
            Map<String, Object> add = r.await("the new child", mark, type("object:children-changed:add")
                    .and(anyNamed("Child 1")), LIMIT);
            assertThat(add).containsEntry("role", "panel").containsEntry("detail1", 0L);
            client.json("action", name, "--find", "push button|Add child");
            r.await("the second child in front", mark, type("object:children-changed:add").and(anyNamed("Child 2"))
                    .and(detail1(0)), LIMIT);
            mark = r.mark();
            client.json("action", name, "--find", "push button|Remove child");
            Map<String, Object> removed = r.await("the removal", mark, type("object:children-changed:remove")
                    .and(detail1(0)), LIMIT);
            assertThat(removed).containsEntry("role", "panel");

            mark = r.mark();
            client.json("action", name, "--find", "push button|Move child");
            r.await("the moved child's new parent", mark,
                    event("object:property-change:accessible-parent", "push button", "Child 1"), LIMIT);
            assertThat(client.json("node", name, "--find", "panel|Dock")).containsEntry("childCount", 1L);

            mark = r.mark();
            client.json("action", name, "--find", "push button|Add row");
            r.await("the table's model change", mark, event("object:model-changed", "table", "Grid"), LIMIT);
            r.await("the new cells", mark, event("object:children-changed:add", "table", "Grid"), LIMIT);
            mark = r.mark();
            client.json("action", name, "--find", "push button|Edit cell");
            r.await("the table's visible data", mark, event("object:visible-data-changed", "table", "Grid"), LIMIT);

            focus(name, "list|Letters");
            mark = r.mark();
            keys("Down");
            r.await("the list's selection change", mark, event("object:selection-changed", "list", "Letters"), LIMIT);

            mark = r.mark();
            stack.run(List.of("xdotool", "search", "--name", "^" + EventsApp.TITLE + "$", "windowsize", "700", "500"),
                    20);
            r.await("the frame's new bounds", mark, event("object:bounds-changed", "frame", EventsApp.TITLE), LIMIT);
        }
    }

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void textChangesCarryExactTextOffsetsAndLengths(int jdk) throws Exception {
        String name = Fixture.uniqueName("text", jdk);
        try (ManagedProcess app = start(name, jdk);
                EventRecorder r = client.listen(name, "object:text-changed", "object:text-caret-moved",
                        "object:text-selection-changed")) {
            focus(name, "text|Field");
            keys("End");
            int mark = r.mark();
            keys("x");
            r.await("the insertion", mark, event("object:text-changed:insert", "text", "Field").and(detail1(3))
                    .and(e -> Long.valueOf(1).equals(e.get("detail2"))).and(any("x")), LIMIT);
            r.await("the caret after it", mark, type("object:text-caret-moved").and(detail1(4)), LIMIT);
            assertOrder(r.since(mark), "object:text-changed:insert", "object:text-caret-moved");

            mark = r.mark();
            keys("BackSpace");
            r.await("the deletion with the deleted text", mark, event("object:text-changed:delete", "text", "Field")
                    .and(detail1(3)).and(e -> Long.valueOf(1).equals(e.get("detail2"))).and(any("x")), LIMIT);
            r.await("the caret back", mark, type("object:text-caret-moved").and(detail1(3)), LIMIT);

            mark = r.mark();
            keys("shift+Left");
            r.await("the selection", mark, event("object:text-selection-changed", "text", "Field"), LIMIT);

            // Home after Shift+Home: the selection goes, the caret stays at 0. Swing's context
            // reports nothing then; a screen reader must still hear that nothing is selected.
            keys("shift+Home");
            r.await("the caret at the start", mark, type("object:text-caret-moved").and(detail1(0)), LIMIT);
            mark = r.mark();
            keys("Home");
            r.await("the selection gone, the caret where it was", mark,
                    event("object:text-selection-changed", "text", "Field"), LIMIT);

            // A multi-line text moves its caret ahead of its selection, as GTK's text view does
            // (an entry the other way round, as GTK's entry): Orca 43 spoke a text view's line
            // again after "unselected" when the selection came first.
            focus(name, "text|Area");
            keys("ctrl+Home");
            mark = r.mark();
            keys("shift+Down");
            r.await("the area's selection", mark, event("object:text-selection-changed", "text", "Area"), LIMIT);
            List<Map<String, Object>> since = r.since(mark);
            int selection = indexOf(since, event("object:text-selection-changed", "text", "Area"));
            // "line one\n" is 9 characters: Shift+Down takes the caret from 0 to the second line.
            assertThat(indexOf(since, type("object:text-caret-moved").and(detail1(9))))
                    .as("the caret's move, ahead of the selection, in %s", since).isBetween(0, selection - 1);

            mark = r.mark();
            client.json("action", name, "--find", "push button|Insert emoji");
            r.await("one code point inserted at 0", mark, type("object:text-changed:insert").and(detail1(0))
                    .and(e -> Long.valueOf(1).equals(e.get("detail2"))).and(any(EventsApp.EMOJI)), LIMIT);
            focus(name, "text|Field");
            keys("End");
            mark = r.mark();
            keys("y");
            r.await("offsets counted in code points", mark, type("object:text-changed:insert").and(detail1(4))
                    .and(any("y")), LIMIT);
        }
    }

    @Test
    void theAppCanAnnounceAStatusMessage() throws Exception {
        String name = Fixture.uniqueName("announce", 17);
        try (ManagedProcess app = start(name, 17);
                EventRecorder r = client.listen(name, "object:announcement")) {
            client.json("action", name, "--find", "push button|Announce");
            Map<String, Object> e = r.await("the announcement", 0, type("object:announcement").and(any("Saved")), LIMIT);
            assertThat(e).containsEntry("detail1", 1L).containsEntry("role", "frame");
        }
    }

    @Test
    void clientsThatDoNotListenForAnnouncementsHearANotification() throws Exception {
        String name = Fixture.uniqueName("notify", 17);
        try (ManagedProcess app = start(name, 17);
                EventRecorder r = client.listen(name, "object:state-changed:showing")) {
            client.json("action", name, "--find", "push button|Announce");
            Map<String, Object> e = r.await("the notification", 0,
                    event("object:state-changed:showing", "notification", "Saved").and(detail1(1)), LIMIT);
            assertThat(Events.sourceHas(e, "showing")).isTrue();
        }
    }

    @Test
    void newTextAttributesAreAnnounced() throws Exception {
        String name = Fixture.uniqueName("attributes", 17);
        try (ManagedProcess app = start(name, 17);
                EventRecorder r = client.listen(name, "object:text-attributes-changed", "object:text-changed")) {
            client.json("action", name, "--find", "push button|Bold");
            r.await("the attributes change", 0, event("object:text-attributes-changed", "text", "Styled"), LIMIT);
            assertThat(r.events()).as("the text itself did not change")
                    .noneMatch(type("object:text-changed:insert").or(type("object:text-changed:delete")));
        }
    }

    @Test
    void aFloodOfLabelUpdatesIsCoalescedAndEndsInTheFinalState() throws Exception {
        String name = Fixture.uniqueName("flood", 17);
        try (ManagedProcess app = start(name, 17);
                EventRecorder r = client.listen(name, "object:property-change:accessible-name")) {
            client.json("action", name, "--find", "push button|Flood");
            String last = "Flood " + EventsApp.FLOOD;
            // The event that carries the final name: a client reading the label's name on an
            // earlier event may already get the final one, while that event is still on its way.
            r.await("the final state", 0, type("object:property-change:accessible-name").and(any(last)), LIMIT);
            List<Map<String, Object>> names = r.events().stream()
                    .filter(e -> String.valueOf(e.get("any")).startsWith("Flood ")).toList();
            System.out.printf("%d label updates became %d name-change events%n", EventsApp.FLOOD, names.size());
            assertThat(names).hasSizeLessThan(EventsApp.FLOOD / 20);
            assertThat(names.get(names.size() - 1)).containsEntry("any", last);
            int previous = 0;
            for (Map<String, Object> e : names) {
                int n = Integer.parseInt(String.valueOf(e.get("any")).substring("Flood ".length()));
                assertThat(n).as("updates keep their order").isGreaterThan(previous);
                previous = n;
            }
        }
    }

    private static int indexOf(List<Map<String, Object>> events, Predicate<Map<String, Object>> which) {
        for (int i = 0; i < events.size(); i++) {
            if (which.test(events.get(i))) {
                return i;
            }
        }
        return -1;
    }

    private static void assertOrder(List<Map<String, Object>> events, String first, String then) {
        int a = -1;
        int b = -1;
        for (int i = 0; i < events.size(); i++) {
            if (a < 0 && first.equals(events.get(i).get("type"))) {
                a = i;
            }
            if (b < 0 && then.equals(events.get(i).get("type"))) {
                b = i;
            }
        }
        assertThat(a).as(first + " before " + then + ":\n" + EventRecorder.describe(events)).isBetween(0, b);
    }
}
