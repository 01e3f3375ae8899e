package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.EventRecorder;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.stack.ResourceFiles;
import io.github.javaatspi.stack.SystemPieces;
import io.github.javaatspi.testapps.DemoApp;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Windows and dialogs are announced as GTK 3 announces them: the GTK twin of the demo app is
 * recorded in the same run, and the Swing app under the bridge must produce the same sequence
 * of window, activation and focus events for the same steps.
 */
class WindowEventsIT extends DesktopIT {
    private static final Duration LIMIT = Duration.ofSeconds(15);
    private static final Set<String> COMPARED = Set.of("window:create", "window:activate", "window:deactivate",
            "window:destroy", "object:state-changed:active", "object:state-changed:focused");
    private static Path twin;

    @BeforeAll
    static void extractTwin() throws Exception {
        twin = ResourceFiles.temp(DemoApp.class, "gtk/demo_twin.py");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Open dialog", "Open modal dialog"})
    void dialogsOpenAndCloseInGtksOrder(String button) throws Exception {
        String dialog = button.equals("Open dialog") ? DemoApp.DIALOG_TITLE : DemoApp.MODAL_TITLE;
        Recorded run = inBoth("dialog", (r, app) -> steps(r, app, button, dialog), "window:", "object:state-changed:");
        assertThat(run.bridge()).isEqualTo(run.gtk());
    }

    /**
     * A menu opened from the menu bar is a popup of its invoker: GTK 3 announces no window for it
     * (its window is an attached menu window), only the focus moving into it and back, and Swing's
     * popup, shown in a window of its own or not, must be announced the same way.
     */
    @Test
    void aMenuOpensAndClosesWithoutWindowEventsAsInGtk() throws Exception {
        Recorded run = inBoth("menu", WindowEventsIT::menuSteps, "window:", "object:state-changed:focused");
        assertThat(run.gtk()).as("the reference itself").containsExactly("focused menu", "focused menu item",
                "focused text");
        assertThat(run.bridge()).isEqualTo(run.gtk());
    }

    /** Opens the File menu with F10, moves down, closes it; the window events and focus gains since F10. */
    private static List<String> menuSteps(EventRecorder r, String app) throws Exception {
        client.json("wait-window", app, "--find", "frame|" + DemoApp.TITLE, "--timeout", "30");
        Map<String, Object> first = r.await("the first focus", 0, focusedText(), LIMIT);
        int mark = r.mark();
        keys("F10");
        r.await("the menu's focus", mark, Events.event("object:state-changed:focused", "menu", "File")
                .and(Events.detail1(1)), LIMIT);
        keys("Down");
        r.await("the item's focus", mark, Events.event("object:state-changed:focused", "menu item", "New")
                .and(Events.detail1(1)), LIMIT);
        int closing = r.mark();
        keys("Escape", "Escape");
        r.await("the focus back in the frame", closing, focusedText(), LIMIT);
        List<String> out = new ArrayList<>();
        for (Map<String, Object> e : r.since(mark)) {
            String type = (String) e.get("type");
            if (type.startsWith("window:")) {
                out.add(type + " " + e.get("role"));
            } else if (out.isEmpty() && focusedText().test(e) && Objects.equals(e.get("path"), first.get("path"))) {
                // GTK 3 focuses the field twice as its frame comes up, on either side of the
                // frame's state-changed:active, and the second may arrive after the mark: a
                // repeat of the focus the app had before F10, not an effect of the steps.
                continue;
            } else if (Events.detail1(1).test(e)) {
                out.add("focused " + e.get("role"));
            }
        }
        return out;
    }

    /** Steps run on one app while a listener records its events; returns what is compared. */
    @FunctionalInterface
    private interface Steps {
        List<String> run(EventRecorder r, String app) throws Exception;
    }

    /** What the GTK twin and the demo under the bridge gave for the same steps. */
    private record Recorded(List<String> gtk, List<String> bridge) {
    }

    /** Runs {@code steps} on the GTK twin, then on the demo under the bridge, listening for {@code types}. */
    private static Recorded inBoth(String what, Steps steps, String... types) throws Exception {
        String twinName = Fixture.uniqueName("twin-" + what, 3);
        String ours = Fixture.uniqueName("ours-" + what, 17);
        List<String> gtk;
        try (EventRecorder r = client.listen(twinName, types);
                ManagedProcess app = stack.start(twinName, List.of(SystemPieces.PYTHON, twin.toString(), twinName),
                        stack.environment())) {
            gtk = steps.run(r, twinName);
        }
        List<String> bridge;
        try (EventRecorder r = client.listen(ours, types);
                ManagedProcess app = Fixture.demo(stack, 17, ours).start()) {
            bridge = steps.run(r, ours);
        }
        System.out.println(what + ", GTK 3:\n  " + String.join("\n  ", gtk) + "\nbridge:\n  "
                + String.join("\n  ", bridge));
        return new Recorded(gtk, bridge);
    }

    /** Starts, opens the dialog, closes it; returns the compared events, in order, normalised. */
    private static List<String> steps(EventRecorder r, String app, String button, String dialog) throws Exception {
        client.json("wait-window", app, "--find", "frame|" + DemoApp.TITLE, "--timeout", "30");
        r.await("the first focus", 0, focusedText(), LIMIT);
        int mark = r.mark();
        client.json("action", app, "--find", "push button|" + button);
        r.await("the dialog's focus", mark, Events.event("object:state-changed:focused", "push button", "Close")
                .and(Events.detail1(1)), LIMIT);
        int closing = r.mark();
        client.json("action", app, "--find", "push button|Close");
        r.await("the focus back in the frame", closing, focusedText(), LIMIT);
        // Both toolkits send the frame's activation and its focus in either order: await both.
        r.await("the frame active again", closing, Events.event("object:state-changed:active", "frame", DemoApp.TITLE)
                .and(Events.detail1(1)), LIMIT);
        return normalise(r.since(mark));
    }

    private static java.util.function.Predicate<Map<String, Object>> focusedText() {
        return Events.type("object:state-changed:focused").and(e -> "text".equals(e.get("role")))
                .and(Events.detail1(1));
    }

    /**
     * The compared events from the dialog's creation on. Window events keep their exact order;
     * the state changes between two window events are compared as a set, because GTK itself
     * sends the focus and the activation of one window in either order (and some twice) from run
     * to run. A window becoming active ({@code state-changed:active 1}) is compared as a fact,
     * listed at the end: GTK sends it before or after its {@code window:activate}, sometimes after
     * the next window event; we send it first (see EventTranslator). Events from sources already
     * gone count only when they are window events.
     */
    private static List<String> normalise(List<Map<String, Object>> events) {
        List<String> out = new ArrayList<>();
        java.util.TreeSet<String> block = new java.util.TreeSet<>();
        java.util.TreeSet<String> activated = new java.util.TreeSet<>();
        boolean started = false;
        for (Map<String, Object> e : events) {
            String type = (String) e.get("type");
            started |= type.equals("window:create");
            if (!started || !COMPARED.contains(type)) {
                continue;
            }
            String role = e.get("role") == null ? "(gone)" : (String) e.get("role");
            if (type.startsWith("window:")) {
                out.addAll(block);
                block.clear();
                // A closing window may be gone before the client reads its role, or not yet: the
                // role of a deactivation or destruction is not compared, its place in the order is.
                boolean leaving = type.equals("window:deactivate") || type.equals("window:destroy");
                out.add(leaving ? type : type + " " + role);
            } else if (type.equals("object:state-changed:active") && Long.valueOf(1).equals(e.get("detail1"))) {
                activated.add("became active: " + role);
            } else if (!role.equals("(gone)")) {
                block.add("  " + type + " " + role + " " + e.get("detail1"));
            }
        }
        out.addAll(block);
        out.addAll(activated);
        return out;
    }
}
