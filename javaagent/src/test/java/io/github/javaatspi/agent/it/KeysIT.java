package io.github.javaatspi.agent.it;

import static io.github.javaatspi.agent.it.Events.any;
import static io.github.javaatspi.agent.it.Events.type;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.EventRecorder;
import io.github.javaatspi.stack.KeystrokeListeners;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.stack.NumLock;
import io.github.javaatspi.stack.ResourceFiles;
import io.github.javaatspi.stack.SystemPieces;
import io.github.javaatspi.testapps.DemoApp;
import io.github.javaatspi.testapps.EventsApp;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Keys reach assistive technologies as they reach them from GTK 3: a keystroke listener
 * registered the way Orca 43 registers (all modifier masks, synchronous, able to consume) gets
 * the same DeviceEvent fields from the Swing app under the bridge as from the GTK twin, for the
 * same xdotool keys on the same X server; the keys it consumes never reach the app, and a
 * listener that hangs does not stop typing.
 */
class KeysIT extends DesktopIT {
    private static final Duration LIMIT = Duration.ofSeconds(20);
    /** Pressed last in every sequence: its release tells the sequence has been heard whole. */
    private static final String END = "F12";
    /** Every kind of key the issue names, on a US keymap; the focus stays in the first text field. */
    private static final String[] US_KEYS = {"a", "A", "1", "exclam", "question", "comma", "Return", "Left", "Right",
        "Home", "End", "Insert", "KP_Enter", "KP_End", "KP_1", "KP_Add", "KP_Divide", "ctrl+a", "ctrl+shift+Left",
        "ctrl+slash", "alt+f", "Escape", "Escape", "Escape", "BackSpace", "Delete", "Caps_Lock", "b", "Caps_Lock",
        "shift+Home", "space", END};
    /** A German keymap: letters moved (y/z), a Latin-1 letter, AltGr characters, one outside Latin-1. */
    private static final String[] GERMAN_KEYS = {"y", "z", "odiaeresis", "ssharp", "EuroSign", "at", "bar", END};
    /**
     * A Russian keymap: letters whose keysyms are legacy Cyrillic ones, shifted too; then Tab,
     * last because it moves the focus on (to a password field in both apps).
     */
    private static final String[] RUSSIAN_KEYS = {"Cyrillic_ya", "Cyrillic_A", "Cyrillic_shorti", "Tab", END};
    private static Path twin;
    private static KeystrokeListeners keystrokes;

    @BeforeAll
    static void prepare() throws Exception {
        keystrokes = new KeystrokeListeners(stack);
        twin = ResourceFiles.temp(DemoApp.class, "gtk/demo_twin.py");
    }

    @Test
    void everyFieldEqualsWhatGtkSendsForTheSameKeys() throws Exception {
        String twinName = Fixture.uniqueName("keys-twin", 3);
        Map<String, List<String>> gtk;
        try (ManagedProcess app = stack.start(twinName, List.of(SystemPieces.PYTHON, twin.toString(), twinName),
                stack.environment())) {
            gtk = typeEverything(twinName, "text|");
        }
        String ours = Fixture.uniqueName("keys-ours", 17);
        Map<String, List<String>> bridge;
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, 17, ours), client, ours)) {
            bridge = typeEverything(ours, "text|Name:");
        }
        for (String layout : gtk.keySet()) {
            System.out.println(layout + " keymap, GTK 3 | bridge:");
            List<String> g = gtk.get(layout);
            List<String> b = bridge.get(layout);
            for (int i = 0; i < Math.max(g.size(), b.size()); i++) {
                String left = i < g.size() ? g.get(i) : "-";
                String right = i < b.size() ? b.get(i) : "-";
                System.out.println((left.equals(right) ? "   " : "!! ") + left + " | " + right);
            }
            assertThat(b).as("the %s keymap's key events", layout).isNotEmpty().isEqualTo(g);
        }
    }

    /**
     * GTK 3 reads a key's release only after it has handled the press, so a screen reader hears
     * the focus move a Tab caused before the Tab's release; under the bridge as well (the release
     * waits for its press's events, see KeySnooper), although the release is there before the
     * press has been handled.
     */
    @Test
    void aTabsReleaseIsHeardAfterTheFocusMoveItsPressCausedAsFromGtk() throws Exception {
        String twinName = Fixture.uniqueName("order-twin", 3);
        try (ManagedProcess app = stack.start(twinName, List.of(SystemPieces.PYTHON, twin.toString(), twinName),
                stack.environment())) {
            assertEachReleaseFollowsTheFocusMove(twinName, "text|", "GTK 3");
        }
        String ours = Fixture.uniqueName("order-ours", 17);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, 17, ours), client, ours)) {
            assertEachReleaseFollowsTheFocusMove(ours, "text|Name:", "the bridge");
        }
    }

    private static void assertEachReleaseFollowsTheFocusMove(String app, String field, String who) throws Exception {
        client.json("wait-window", app, "--find", "frame|" + DemoApp.TITLE, "--timeout", "30");
        client.json("wait-node", app, "--find", field, "--state", "focused");
        // A screen reader that takes 30 ms over each key, as Orca can: the press is handled after
        // xdotool has sent the release (20 ms after it).
        try (EventRecorder r = keystrokes.start("--focus-events", "--delay-ms", "30")) {
            // The app learns of the event listener through the registry: Tab until a move is
            // heard, back and forth between two fields (in a table Tab would only move the cell).
            AtomicInteger presses = new AtomicInteger();
            Deadline.awaitTrue("a focus event from " + who, LIMIT, () -> {
                try {
                    DesktopIT.keys(presses.getAndIncrement() % 2 == 0 ? "Tab" : "shift+Tab");
                } catch (Exception e) {
                    return false;
                }
                return r.events().stream().anyMatch(KeysIT::focusGained);
            });
            // The listener answers late: hear the last of those Tabs out before the rounds.
            int fence = r.mark();
            DesktopIT.keys(END);
            r.await("the release of " + END, fence, released(END), LIMIT);
            for (String keys : List.of("shift+Tab", "Tab", "shift+Tab", "Tab")) {
                int mark = r.mark();
                DesktopIT.keys(keys);
                // With Shift held the press is ISO_Left_Tab, its release Tab (as X reports them).
                Predicate<Map<String, Object>> press = pressed("Tab").or(pressed("ISO_Left_Tab"));
                r.await("the press of Tab", mark, press, LIMIT);
                // From the press on: GTK may repeat the round before's focus event after its release.
                int afterPress = mark + indexOf(r.since(mark), press) + 1;
                r.await("the release of Tab", afterPress, released("Tab"), LIMIT);
                r.await("the focus moving", afterPress, KeysIT::focusGained, LIMIT);
                List<Map<String, Object>> heard = r.since(afterPress);
                assertThat(indexOf(heard, KeysIT::focusGained))
                        .as("%s, %s: the focus move before Tab's release, heard:\n%s", who, keys,
                                EventRecorder.describe(r.since(mark)))
                        .isLessThan(indexOf(heard, released("Tab")));
            }
        }
    }

    private static boolean focusGained(Map<String, Object> e) {
        return "object:state-changed:focused".equals(e.get("event")) && e.get("detail1") instanceof Number d
                && d.intValue() == 1;
    }

    private static int indexOf(List<Map<String, Object>> heard, Predicate<Map<String, Object>> match) {
        for (int i = 0; i < heard.size(); i++) {
            if (match.test(heard.get(i))) {
                return i;
            }
        }
        return -1;
    }

    @Test
    void theOptimizingCompilersGiveWayWhileAScreenReaderListensForKeysAndGetTheirPriorityBackWhenItLeaves()
            throws Exception {
        String name = Fixture.uniqueName("compilers", 17);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, 17, name), client, name)) {
            assertThat(Fixture.compilerNiceSteps(stack, app.pid(), "C2")).as("no screen reader").containsExactly(0);
            try (EventRecorder r = keystrokes.start()) {
                Deadline.awaitTrue("C2 lowered by the default step", LIMIT,
                        () -> Fixture.compilerNiceSteps(stack, app.pid(), "C2").equals(Set.of(10)));
                assertThat(Fixture.compilerNiceSteps(stack, app.pid(), "C1")).as("C1 keeps its priority")
                        .containsExactly(0);
            }
            Deadline.awaitTrue("C2 given its priority back", LIMIT,
                    () -> Fixture.compilerNiceSteps(stack, app.pid(), "C2").equals(Set.of(0)));
        }
    }

    /** Types the three sequences (US, German, Russian keymaps) into the app's text field {@code field}. */
    private static Map<String, List<String>> typeEverything(String app, String field) throws Exception {
        client.json("wait-window", app, "--find", "frame|" + DemoApp.TITLE, "--timeout", "30");
        client.json("wait-node", app, "--find", field, "--state", "focused");
        Map<String, List<String>> heard = new java.util.LinkedHashMap<>();
        try (EventRecorder r = keystrokes.start()) {
            if (NumLock.set(stack, false)) {
                // The toggle reaches the listener asynchronously: hear it out before recording.
                r.await("the Num_Lock toggle", 0, released("Num_Lock"), LIMIT);
            }
            heard.put("us", typeKeys(r, US_KEYS));
            try {
                stack.run(List.of("setxkbmap", "de"), 20);
                heard.put("de", typeKeys(r, GERMAN_KEYS));
                stack.run(List.of("setxkbmap", "ru"), 20);
                heard.put("ru", typeKeys(r, RUSSIAN_KEYS));
            } finally {
                stack.run(List.of("setxkbmap", "us"), 20);
            }
        }
        return heard;
    }

    /** Types {@code keys}; returns the events the listener heard, as comparable lines. */
    private static List<String> typeKeys(EventRecorder r, String... keys) throws Exception {
        int mark = r.mark();
        List<String> cmd = new ArrayList<>(List.of("xdotool", "key", "--delay", "60"));
        cmd.addAll(List.of(keys));
        stack.run(cmd, 60);
        r.await("the release of " + END, mark, released(END), LIMIT);
        return r.since(mark).stream().map(KeysIT::fields).toList();
    }

    /** The fields compared: all but the timestamp (X server time for GTK, Java's clock for us). */
    private static String fields(Map<String, Object> e) {
        return String.format("%s 0x%x keycode %s mods 0x%x '%s' text=%s", ((Number) e.get("type")).intValue() == 0
                ? "press  " : "release", ((Number) e.get("id")).longValue(), e.get("hw_code"),
                ((Number) e.get("modifiers")).longValue(), e.get("string"), e.get("is_text"));
    }

    /**
     * Java's input method takes the presses of a dead key and of the key it combines with before
     * any dispatcher sees them, so only their releases can be forwarded (GTK forwards all four);
     * what matters is that composing still works while the bridge holds and replays keys.
     */
    @Test
    void aDeadKeyStillComposesWhileKeysAreForwarded() throws Exception {
        String name = Fixture.uniqueName("dead", 17);
        try (ManagedProcess app = startEventsApp(name);
                EventRecorder text = client.listen(name, "object:text-changed:insert");
                EventRecorder keys = keystrokes.start()) {
            focusField(name);
            DesktopIT.keys("End");
            try {
                stack.run(List.of("setxkbmap", "de"), 20);
                DesktopIT.keys("dead_circumflex", "e", "y", END);
            } finally {
                stack.run(List.of("setxkbmap", "us"), 20);
            }
            keys.await("the end of the keys", 0, released(END), LIMIT);
            Deadline.awaitTrue("the composed letter and the y typed", LIMIT, () -> inserted(text).equals("\u00eay"));
            assertThat(keys.events()).as("the y, pressed and released").filteredOn(e -> "y".equals(e.get("string")))
                    .hasSize(2);
        }
    }

    @Test
    void aKeyTheScreenReaderConsumesNeverReachesTheApp() throws Exception {
        String name = Fixture.uniqueName("consume", 17);
        try (ManagedProcess app = startEventsApp(name);
                EventRecorder text = client.listen(name, "object:text-changed:insert");
                EventRecorder keys = keystrokes.start("--orca-key", "Insert")) {
            focusField(name);
            DesktopIT.keys("End", "a", "Insert+t", "b", END);
            keys.await("the end of the keys", 0, released(END), LIMIT);
            text.await("the b typed after the command", 0, type("object:text-changed:insert").and(any("b")), LIMIT);
            assertThat(keys.events()).as("the screen reader heard and took the t")
                    .anyMatch(e -> "t".equals(e.get("string")) && Boolean.TRUE.equals(e.get("consumed")));
            assertThat(inserted(text)).isEqualTo("ab");
        }
    }

    @Test
    void mnemonicsStillWorkWhileKeysAreForwarded() throws Exception {
        String name = Fixture.uniqueName("mnemonic", 17);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, 17, name), client, name);
                EventRecorder keys = keystrokes.start()) {
            client.json("wait-node", name, "--find", "text|Name:", "--state", "focused");
            DesktopIT.keys("alt+f");
            client.json("wait-node", name, "--find", "menu item|New", "--state", "focused");
            DesktopIT.keys("Escape", "Escape");
            client.json("wait-node", name, "--find", "text|Name:", "--state", "focused");
            assertThat(keys.events()).as("the screen reader heard the mnemonic, Alt (Mod1) held")
                    .anyMatch(e -> "f".equals(e.get("string"))
                            && (((Number) e.get("modifiers")).intValue() & 0x08) != 0);
        }
    }

    @Test
    void aHungScreenReaderDoesNotStopTyping() throws Exception {
        String name = Fixture.uniqueName("hung", 17);
        try (ManagedProcess app = startEventsApp(name);
                EventRecorder text = client.listen(name, "object:text-changed:insert");
                EventRecorder keys = keystrokes.start("--delay-ms", "1500")) {
            focusField(name);
            DesktopIT.keys("End", "h", "e", "l", "l", "o");
            Deadline.awaitTrue("hello typed whole", LIMIT, () -> inserted(text).equals("hello"));
            assertThat(keys.events()).as("the screen reader still hears the keys").isNotEmpty();
        }
    }

    @Test
    void aPasswordNeverLeavesTheProcess() throws Exception {
        String name = Fixture.uniqueName("secret", 17);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, 17, name), client, name);
                EventRecorder keys = keystrokes.start()) {
            client.json("focus", name, "--find", "password text|Password:");
            client.json("wait-node", name, "--find", "password text|Password:", "--state", "focused");
            DesktopIT.keys("x", "Insert", "ctrl+Home", END);
            keys.await("the end of the keys", 0, released(END), LIMIT);
            List<Map<String, Object>> heard = keys.events();
            assertThat(heard).filteredOn(e -> ((Number) e.get("hw_code")).intValue() == 0)
                    .as("the typed x: no keysym, no keycode, no text").hasSize(2)
                    .allMatch(e -> ((Number) e.get("id")).longValue() == 0xffffffL && "".equals(e.get("string")));
            assertThat(heard).extracting(e -> e.get("string")).doesNotContain("x")
                    .contains("Insert", "Control_L", "Home", END);
        }
    }

    @Test
    void withoutAKeystrokeListenerNoKeyIsForwarded() throws Exception {
        String name = Fixture.uniqueName("nokeys", 17);
        try (ManagedProcess app = startEventsApp(name);
                EventRecorder text = client.listen(name, "object:text-changed:insert")) {
            String bus = (String) client.json("wait-app", name).get("bus");
            focusField(name);
            try (ManagedProcess monitor = stack.start("monitor", List.of("dbus-monitor", "--address",
                    stack.a11yBusAddress(), "type='method_call',member='NotifyListenersSync',sender='" + bus + "'"),
                    stack.environment())) {
                Deadline.awaitTrue("dbus-monitor to start", LIMIT, () -> monitor.output().contains("NameAcquired"));
                DesktopIT.keys("End", "q");
                text.await("the typed q", 0, type("object:text-changed:insert").and(any("q")), LIMIT);
                assertThat(monitor.output()).as("nobody listens for keys").doesNotContain("NotifyListenersSync");
                try (EventRecorder keys = keystrokes.start()) {
                    DesktopIT.keys("w");
                    keys.await("the w forwarded", 0, e -> "w".equals(e.get("string")), LIMIT);
                    assertThat(monitor.output()).contains("member=NotifyListenersSync");
                }
            }
        }
    }

    private static ManagedProcess startEventsApp(String name) throws Exception {
        ManagedProcess app = Fixture.app(stack, EventsApp.class.getName(), 17, name).start();
        try {
            client.json("wait-window", name, "--find", "frame|" + EventsApp.TITLE, "--timeout", "30");
        } catch (Exception e) {
            app.close();
            throw new AssertionError("the app did not appear; its log:\n" + app.output(), e);
        }
        return app;
    }

    private static void focusField(String name) throws Exception {
        client.json("focus", name, "--find", "text|Field");
        client.json("wait-node", name, "--find", "text|Field", "--state", "focused");
    }

    private static Predicate<Map<String, Object>> released(String keysymName) {
        return keyEvent(1, keysymName);
    }

    private static Predicate<Map<String, Object>> pressed(String keysymName) {
        return keyEvent(0, keysymName);
    }

    /** A key event (type 0 press, 1 release) of the keysym named; never a focus event. */
    private static Predicate<Map<String, Object>> keyEvent(int type, String keysymName) {
        return e -> e.get("type") instanceof Number t && t.intValue() == type && keysymName.equals(e.get("string"));
    }

    /** The text the app reported inserted, in order. */
    private static String inserted(EventRecorder text) {
        return text.events().stream().filter(type("object:text-changed:insert"))
                .map(e -> String.valueOf(e.get("any"))).collect(Collectors.joining());
    }
}
