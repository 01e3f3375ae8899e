package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.EventRecorder;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.stack.SystemPieces;
import io.github.javaatspi.testapps.DemoApp;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
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
        twin = Files.createTempFile("demo_twin", ".py");
        twin.toFile().deleteOnExit();
        try (InputStream in = DemoApp.class.getResourceAsStream("gtk/demo_twin.py")) {
            Files.write(twin, in.readAllBytes());
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Open dialog", "Open modal dialog"})
    void dialogsOpenAndCloseInGtksOrder(String button) throws Exception {
        String dialog = button.equals("Open dialog") ? DemoApp.DIALOG_TITLE : DemoApp.MODAL_TITLE;
        String twinName = Fixture.uniqueName("twin", 3);
        String ours = Fixture.uniqueName("ours", 17);
        List<String> expected;
        try (EventRecorder r = client.listen(twinName, "window:", "object:state-changed:");
                ManagedProcess gtk = stack.start(twinName, List.of(SystemPieces.PYTHON, twin.toString(), twinName),
                        stack.environment())) {
            expected = steps(r, twinName, button, dialog);
        }
        List<String> actual;
        try (EventRecorder r = client.listen(ours, "window:", "object:state-changed:");
                ManagedProcess app = Fixture.demo(stack, 17, ours).start()) {
            actual = steps(r, ours, button, dialog);
        }
        System.out.println("GTK 3:\n  " + String.join("\n  ", expected) + "\nbridge:\n  " + String.join("\n  ", actual));
        assertThat(actual).isEqualTo(expected);
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
     * to run. Events from sources already gone count only when they are window events.
     */
    private static List<String> normalise(List<Map<String, Object>> events) {
        List<String> out = new ArrayList<>();
        java.util.TreeSet<String> block = new java.util.TreeSet<>();
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
                out.add(type + " " + role);
            } else if (!role.equals("(gone)")) {
                block.add("  " + type + " " + role + " " + e.get("detail1"));
            }
        }
        out.addAll(block);
        return out;
    }
}
