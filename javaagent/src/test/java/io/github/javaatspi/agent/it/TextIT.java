package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.stack.ResourceFiles;
import io.github.javaatspi.stack.SystemPieces;
import io.github.javaatspi.testapps.DemoApp;
import io.github.javaatspi.testapps.TextApp;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Text and EditableText interfaces as pyatspi (libatspi, as Orca) reads and drives them,
 * compared where it matters with a GTK 3 twin holding the same texts.
 */
class TextIT extends DesktopIT {
    private static final Duration LIMIT = Duration.ofSeconds(15);
    private static final String NOTES = "text|Notes";
    private static final String FIELD = "text|Field";
    private static final String STYLED = "text|Styled";
    private static final String SECRET = "password text|Secret";
    private static String app;
    private static ManagedProcess process;

    @BeforeAll
    static void startApp() throws Exception {
        app = Fixture.uniqueName("text", 17);
        process = Fixture.app(stack, TextApp.class.getName(), 17, app).start();
        try {
            client.json("wait-window", app, "--find", "frame|" + TextApp.TITLE, "--timeout", "30");
        } catch (Exception e) {
            throw new AssertionError("the app did not appear; its log:\n" + process.output(), e);
        }
    }

    @AfterAll
    static void stopApp() {
        if (process != null) {
            process.close();
        }
    }

    @Test
    void wordsSentencesAndLinesAreCutAsGtkCutsThem() throws Exception {
        Map<String, Object> gtk = withTwin(twin -> client.json("text-slices", twin, "--find", NOTES));
        Map<String, Object> ours = client.json("text-slices", app, "--find", NOTES);

        List<String> differences = new ArrayList<>();
        int compared = 0;
        for (String call : gtk.keySet()) {
            if (call.equals("string 4")) {
                continue; // GTK's text view has no paragraphs (it answers -1); ours are the logical lines
            }
            List<?> expected = (List<?>) gtk.get(call);
            List<?> actual = (List<?>) ours.get(call);
            for (int offset = 0; offset < expected.size(); offset++) {
                List<?> e = (List<?>) expected.get(offset);
                if (isWordCall(call) && touchesDont(offset, e)) {
                    continue;
                }
                compared++;
                if (!e.equals(actual.get(offset))) {
                    differences.add(call + " at " + offset + ": GTK " + e + ", ours " + actual.get(offset));
                }
            }
        }
        assertThat(compared).isGreaterThan(2000);
        assertThat(differences).isEmpty();
    }

    @Test
    void attributeRunsAreGtksRuns() throws Exception {
        List<Object> gtk = withTwin(twin -> runs(twin));
        List<Object> ours = runs(app);

        assertThat(ours).isEqualTo(gtk);
        Map<String, Object> gtkDefaults = withTwin(twin -> result(twin, STYLED, "get_default_attributes"));
        Map<String, Object> ourDefaults = result(app, STYLED, "get_default_attributes");
        assertThat(ourDefaults.keySet()).containsAll(gtkDefaults.keySet());
        assertThat(ourDefaults).containsEntry("weight", "400").containsEntry("underline", "none")
                .containsEntry("editable", "true");
    }

    @Test
    void textCharactersAndBadArgumentsGetWhatTheSpecSays() throws Exception {
        Map<String, Object> summary = client.json("text", app, "--find", NOTES);
        assertThat(summary).containsEntry("count", 95L).containsEntry("text", TextApp.NOTES);
        assertThat(call(NOTES, "get_text", "6", "11")).containsEntry("result", "world");
        assertThat(call(NOTES, "get_text", "90", "-1")).containsEntry("result", "Yes.\n");
        assertThat(call(NOTES, "get_text", "11", "6")).containsEntry("result", "");
        assertThat(call(NOTES, "get_text", "90", "1000")).containsEntry("result", "Yes.\n");
        assertThat(call(NOTES, "get_character_at_offset", "0")).containsEntry("result", (long) 'H');
        assertThat(call(NOTES, "get_character_at_offset", "95")).containsEntry("result", 0L);
        assertThat(call(NOTES, "get_character_at_offset", "-1")).containsEntry("result", 0L);
        Map<String, Object> node = client.json("node", app, "--find", NOTES);
        String bus = (String) node.get("bus");
        String path = (String) node.get("path");
        assertThat(client.json("call-path", bus, path, "org.a11y.atspi.Text", "GetStringAtOffset", "iu", "3", "9"))
                .containsEntry("errorName", "org.freedesktop.DBus.Error.InvalidArgs");
        assertThat(client.json("call-path", bus, path, "org.a11y.atspi.Text", "GetTextAtOffset", "iu", "3", "7"))
                .containsEntry("errorName", "org.freedesktop.DBus.Error.InvalidArgs");
        assertThat(client.json("call-path", bus, path, "org.a11y.atspi.Text", "GetText", "s", "x"))
                .containsEntry("errorName", "org.freedesktop.DBus.Error.InvalidArgs");
    }

    @Test
    void theCaretAndTheSelectionGoWhereAClientPutsThem() throws Exception {
        assertThat(call(FIELD, "set_caret_offset", "2")).containsEntry("result", true);
        awaitText(FIELD, t -> Long.valueOf(2).equals(t.get("caret")));
        assertThat(call(FIELD, "set_selection", "0", "1", "4")).containsEntry("result", true);
        awaitText(FIELD, t -> List.of(List.of(1L, 4L)).equals(t.get("selections")));
        assertThat(call(FIELD, "get_selection", "0")).containsEntry("result", List.of(1L, 4L));
        assertThat(call(FIELD, "add_selection", "5", "6")).as("one selection at a time").containsEntry("result", false);
        assertThat(call(FIELD, "remove_selection", "0")).containsEntry("result", true);
        awaitText(FIELD, t -> List.of().equals(t.get("selections")));
        assertThat(call(FIELD, "add_selection", "5", "7")).containsEntry("result", true);
        awaitText(FIELD, t -> List.of(List.of(5L, 7L)).equals(t.get("selections")));
        // A selection that does not exist is the empty range at the caret (GTK 3's answer): on an
        // error reply libatspi hands back uninitialised offsets, which Orca took for a selection.
        long caret = ((Number) call(FIELD, "get_caret_offset").get("result")).longValue();
        assertThat(call(FIELD, "get_selection", "3")).containsEntry("result", List.of(caret, caret));
        Map<String, Object> field = client.json("node", app, "--find", FIELD);
        assertThat(client.json("call-path", (String) field.get("bus"), (String) field.get("path"),
                "org.a11y.atspi.Text", "GetSelection", "i", "3"))
                .containsEntry("reply", "(" + caret + ", " + caret + ")");
        assertThat(call(FIELD, "set_caret_offset", "99")).containsEntry("result", false);
    }

    @Test
    void aCharactersBoxAndThePointInsideItAgree() throws Exception {
        List<?> box = (List<?>) call(NOTES, "get_character_extents", "13", "0").get("result");
        long x = ((Number) box.get(0)).longValue();
        long y = ((Number) box.get(1)).longValue();
        long w = ((Number) box.get(2)).longValue();
        long h = ((Number) box.get(3)).longValue();
        assertThat(w).isPositive();
        assertThat(h).isPositive();
        assertThat(call(NOTES, "get_offset_at_point", String.valueOf(x + w / 2), String.valueOf(y + h / 2), "0"))
                .containsEntry("result", 13L);
        List<?> component = (List<?>) client.json("component", app, "--find", NOTES).get("screen");
        assertThat(x).isBetween(((Number) component.get(0)).longValue(),
                ((Number) component.get(0)).longValue() + ((Number) component.get(2)).longValue());
        assertThat(call(NOTES, "get_offset_at_point", "-50", "-50", "0")).containsEntry("result", -1L);
        List<?> range = (List<?>) call(NOTES, "get_range_extents", "13", "17", "0").get("result");
        assertThat(((Number) range.get(2)).longValue()).isGreaterThan(w);
    }

    @Test
    void aWrappingTextIsReadInItsVisualRows() throws Exception {
        long count = ((Number) client.json("text", app, "--find", "text|Wrapped").get("count")).longValue();
        List<String> rows = new ArrayList<>();
        long offset = 0;
        while (offset < count && rows.size() < 50) {
            Map<?, ?> row = (Map<?, ?>) call("text|Wrapped", "get_string_at_offset", String.valueOf(offset), "3")
                    .get("result");
            rows.add((String) row.get("content"));
            assertThat(((Number) row.get("start")).longValue()).isEqualTo(offset);
            offset = ((Number) row.get("end")).longValue();
        }
        assertThat(rows).hasSizeGreaterThan(2);
        assertThat(String.join("", rows)).isEqualTo(TextApp.WRAPPED);
    }

    @Test
    void anEditableFieldIsEditedThroughAtspi() throws Exception {
        assertThat(call(FIELD, "insert_text", "0", "XY", "2")).containsEntry("result", true);
        awaitText(FIELD, t -> "XYabc def".equals(t.get("text")));
        assertThat(call(FIELD, "delete_text", "0", "2")).containsEntry("result", true);
        awaitText(FIELD, t -> "abc def".equals(t.get("text")));
        assertThat(call(FIELD, "cut_text", "0", "4")).containsEntry("result", true);
        awaitText(FIELD, t -> "def".equals(t.get("text")));
        assertThat(call(FIELD, "paste_text", "3")).containsEntry("result", true);
        awaitText(FIELD, t -> "defabc ".equals(t.get("text")));
        assertThat(call(FIELD, "set_text_contents", TextApp.FIELD)).containsEntry("result", true);
        awaitText(FIELD, t -> TextApp.FIELD.equals(t.get("text")));
        assertThat(call(FIELD, "delete_text", "3", "40")).as("beyond the text").containsEntry("result", false);
        List<?> readOnly = (List<?>) client.json("text", app, "--find", "text|Read only").get("interfaces");
        assertThat(readOnly).map(String::valueOf).contains("Text").doesNotContain("EditableText");
    }

    @Test
    void aPasswordNeverLeavesTheProcess() throws Exception {
        Map<String, Object> secret = client.json("text", app, "--find", SECRET);
        assertThat((String) secret.get("text")).hasSize(TextApp.SECRET.length()).doesNotContain("s3cret", "Pa55");
        assertThat(call(SECRET, "get_string_at_offset", "2", "1").toString()).doesNotContain("s3cret");
        assertThat(client.json("node", app, "--find", SECRET).toString()).doesNotContain("s3cret");
        // The clipboard holds a known word; copying the password must not replace it.
        assertThat(call(NOTES, "copy_text", "0", "5")).doesNotContainKey("error");
        assertThat(call(SECRET, "copy_text", "0", "11")).doesNotContainKey("error");
        assertThat(call(FIELD, "set_text_contents", "")).containsEntry("result", true);
        awaitText(FIELD, t -> "".equals(t.get("text")));
        assertThat(call(FIELD, "paste_text", "0")).containsEntry("result", true);
        awaitText(FIELD, t -> "Hello".equals(t.get("text")));
        assertThat(call(FIELD, "set_text_contents", TextApp.FIELD)).containsEntry("result", true);
        awaitText(FIELD, t -> TextApp.FIELD.equals(t.get("text")));
    }

    // ---- fixture ----

    @FunctionalInterface
    private interface OnTwin<T> {
        T read(String twin) throws Exception;
    }

    /** Starts the GTK twin, reads from it, stops it. */
    private static <T> T withTwin(OnTwin<T> read) throws Exception {
        Path script = ResourceFiles.temp(DemoApp.class, "gtk/text_twin.py");
        String twin = Fixture.uniqueName("text-twin", 3);
        try (ManagedProcess p = stack.start(twin, List.of(SystemPieces.PYTHON, script.toString(), twin),
                stack.environment())) {
            client.json("wait-window", twin, "--timeout", "30");
            return read.read(twin);
        } finally {
            Files.deleteIfExists(script);
        }
    }

    /** The attribute run (without defaults) at every offset of the styled text. */
    private static List<Object> runs(String target) throws Exception {
        List<Object> out = new ArrayList<>();
        for (int offset = 0; offset <= 21; offset++) {
            out.add(client.json("text-call", target, "--find", STYLED, "get_attribute_run", String.valueOf(offset),
                    "0").get("result"));
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> result(String target, String find, String function) throws Exception {
        return (Map<String, Object>) client.json("text-call", target, "--find", find, function).get("result");
    }

    private static Map<String, Object> call(String find, String function, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("text-call", app, "--find", find, function));
        cmd.addAll(List.of(args));
        return client.json(cmd.toArray(String[]::new));
    }

    private static void awaitText(String find, Predicate<Map<String, Object>> condition) {
        Deadline.awaitTrue("the text of " + find + " to change", LIMIT, () -> {
            try {
                return condition.test(client.json("text", app, "--find", find));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private static boolean isWordCall(String call) {
        return call.endsWith(" 1") || call.endsWith(" 2") && !call.startsWith("string");
    }

    /** Pango splits "don't" (offsets 54–59) at its apostrophe; Java's Unicode word rules do not. */
    private static boolean touchesDont(int offset, List<?> range) {
        long start = ((Number) range.get(0)).longValue();
        long end = ((Number) range.get(1)).longValue();
        return offset >= 54 && offset <= 60 || start > 54 && start < 60 || end > 54 && end < 60;
    }
}
