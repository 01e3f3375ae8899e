package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.testapps.DocumentsApp;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The Image interface of icons (checked against the pixels on the screen) and the Document
 * interface of editor panes, as pyatspi (libatspi) and GDBus read and drive them.
 */
class ImagesAndDocumentsIT extends DocumentsAppIT {
    private static final String EDITOR = "text|Editor";
    private static final String RED = "#ff0000";
    private static final String BLUE = "#0000ff";

    @Test
    void aLabelsIconIsWhereItsPixelsAre() {
        Map<String, Object> logo = awaitPixels("label|Logo", RED);

        assertThat(logo).containsEntry("description", "Red logo")
                .containsEntry("size", List.of((long) DocumentsApp.LOGO_WIDTH, (long) DocumentsApp.LOGO_HEIGHT))
                .containsEntry("locale", logo.get("objectLocale"));
        assertThat((String) logo.get("locale")).isNotEmpty();
        List<Long> screen = numbers(logo.get("screen"));
        assertThat(screen.subList(2, 4)).isEqualTo(numbers(logo.get("size")));
        assertThat(numbers(logo.get("position"))).isEqualTo(screen.subList(0, 2));
        List<Long> component = numbers(logo.get("screenComponent"));
        assertThat(screen.get(0)).as("the label centres its icon and text: the icon is not at its left edge")
                .isGreaterThan(component.get(0) + 10);
        assertSameOffset(logo, "window");
        assertSameOffset(logo, "parent");
    }

    @Test
    void aButtonsIconAboveItsTextIsWhereItsPixelsAre() {
        Map<String, Object> save = awaitPixels("push button|Save", BLUE);

        assertThat(save).containsEntry("description", "Blue disk")
                .containsEntry("size", List.of((long) DocumentsApp.DISK_SIZE, (long) DocumentsApp.DISK_SIZE));
        List<Long> screen = numbers(save.get("screen"));
        List<Long> component = numbers(save.get("screenComponent"));
        assertThat(screen.get(1) + screen.get(3)).as("the text is below the icon")
                .isLessThan(component.get(1) + component.get(3) - 10);
    }

    @Test
    void anIconLoadedFromAFileIsNotDescribedByItsAddress() {
        Map<String, Object> loaded = json("image", app, "--find", "label|Loaded");

        assertThat(loaded).as("Swing describes it by its file's URL").containsEntry("description", "")
                .containsEntry("size", List.of((long) DocumentsApp.LOADED_WIDTH, (long) DocumentsApp.LOADED_HEIGHT));
    }

    @Test
    void anHtmlTooltipIsReadWithoutItsMarkup() {
        Map<String, Object> label = json("node", app, "--find", "label|Marked up text");

        assertThat(label).containsEntry("description", "Shows bold & more.\nSecond line");
    }

    @Test
    void aLabelInsideAComponentThatIsNotAccessibleIsInTheTree() {
        Map<String, Object> label = json("node", app, "--find", "label|Inside a plain component");

        assertThat(label).containsEntry("application", app);
        assertThat(label.get("states").toString()).contains("showing", "visible");
    }

    @Test
    void onlyObjectsWithAnIconAreImagesAndBadCoordinateTypesAreRefused() {
        Map<String, Object> plain = json("node", app, "--find", "label|No icon");
        String bus = (String) plain.get("bus");
        assertThat(json("call-path", bus, (String) plain.get("path"), "org.a11y.atspi.Accessible", "GetInterfaces")
                .get("reply").toString()).doesNotContain("Image");
        String logo = (String) json("node", app, "--find", "label|Logo").get("path");
        assertThat(json("call-path", bus, logo, "org.a11y.atspi.Image", "GetImageExtents", "u", "3"))
                .containsEntry("errorName", "org.freedesktop.DBus.Error.InvalidArgs");
    }

    @Test
    void editorPanesAreDocumentsWithTheirTypeAndLanguage() {
        Map<String, Object> page = json("document", app, "--find", PAGE);
        assertThat(page).containsEntry("attributes", Map.of("MimeType", "text/html")).containsEntry("mime", "text/html")
                .containsEntry("missing", "").containsEntry("locale", "de_AT")
                .containsEntry("pageCount", 0L).containsEntry("currentPage", -1L)
                .containsEntry("selections", List.of());

        Map<String, Object> editor = json("document", app, "--find", EDITOR);
        assertThat(editor).containsEntry("mime", "text/plain")
                .as("a plain document speaks the component's language").containsEntry("locale", editor.get("objectLocale"));
        assertThat(json("node", app, "--find", PAGE)).as("Swing describes an editor pane by its content type")
                .containsEntry("description", "");
        assertThat(json("node", app, "--find", EDITOR)).containsEntry("description", "");
    }

    @Test
    void theTextSelectionIsSetAndReadThroughTheDocument() {
        Map<String, Object> editor = json("document", app, "--find", EDITOR);
        String bus = (String) editor.get("bus");
        String self = (String) editor.get("path");
        String page = (String) json("node", app, "--find", PAGE).get("path");

        assertThat(select(bus, self, "[[\"" + self + "\", 2, \"" + self + "\", 6, false]]")).isEqualTo(true);
        press("Show selection");
        awaitLabel("Selection 2-6 caret 6");
        awaitSelections(List.of(List.of(self, 2L, self, 6L, false)));

        assertThat(select(bus, self, "[[\"" + self + "\", 5, \"" + self + "\", 9, true]]")).isEqualTo(true);
        press("Show selection");
        awaitLabel("Selection 5-9 caret 5");
        awaitSelections(List.of(List.of(self, 5L, self, 9L, true)));

        assertThat(select(bus, self, "[[\"" + self + "\", 0, \"" + self + "\", 1, false], [\"" + self + "\", 2, \""
                + self + "\", 3, false]]")).as("a pane has one selection").isEqualTo(false);
        assertThat(select(bus, self, "[[\"" + page + "\", 0, \"" + page + "\", 1, false]]"))
                .as("text of another object").isEqualTo(false);
        assertThat(select(bus, self, "[[\"" + self + "\", 0, \"" + self + "\", 99, false]]"))
                .as("past the end").isEqualTo(false);
        assertThat(select(bus, self, "[[\"" + self + "\", 6, \"" + self + "\", 2, false]]"))
                .as("the end before the start").isEqualTo(false);

        assertThat(select(bus, self, "[]")).as("no selection clears it").isEqualTo(true);
        press("Show selection");
        awaitLabel("Selection 5-5 caret 5");
        awaitSelections(List.of());
    }

    @Test
    void aPasswordFieldIsNeitherHypertextNorDocumentNorImage() {
        Map<String, Object> secret = json("node", app, "--find", "password text|Secret");
        String interfaces = json("call-path", (String) secret.get("bus"), (String) secret.get("path"),
                "org.a11y.atspi.Accessible", "GetInterfaces").get("reply").toString();
        assertThat(interfaces).contains("org.a11y.atspi.Text")
                .doesNotContain("Hypertext", "Hyperlink", "Document", "Image");
        assertThat(json("text", app, "--find", "password text|Secret").toString())
                .doesNotContain(DocumentsApp.SECRET, "hunter2");
    }

    /** The image answer once the screen shows {@code colour} just inside its box and not just outside. */
    private static Map<String, Object> awaitPixels(String find, String colour) {
        return Deadline.await(find + " drawn in " + colour + " exactly inside its image extents", LIMIT, () -> {
            Map<String, Object> image = json("image", app, "--find", find, "--pixels");
            Map<?, ?> pixels = (Map<?, ?>) image.get("pixels");
            boolean inside = ((List<?>) pixels.get("inside")).stream().allMatch(colour::equals);
            boolean outside = ((List<?>) pixels.get("outside")).stream().noneMatch(colour::equals);
            return inside && outside ? image : null;
        });
    }

    /** The image keeps its place in the component in every coordinate type. */
    private static void assertSameOffset(Map<String, Object> image, String space) {
        List<Long> screen = numbers(image.get("screen"));
        List<Long> screenComponent = numbers(image.get("screenComponent"));
        List<Long> box = numbers(image.get(space));
        List<Long> component = numbers(image.get(space + "Component"));
        assertThat(box.get(0) - component.get(0)).as("x in %s coordinates", space)
                .isEqualTo(screen.get(0) - screenComponent.get(0));
        assertThat(box.get(1) - component.get(1)).as("y in %s coordinates", space)
                .isEqualTo(screen.get(1) - screenComponent.get(1));
    }

    private static Object select(String bus, String path, String selections) {
        Map<String, Object> answer = json("set-text-selections", bus, path, selections);
        assertThat(answer).containsEntry("ok", true);
        return answer.get("result");
    }

    /** Waits until the editor's text selections, read through the Document interface, are {@code expected}. */
    private static void awaitSelections(List<?> expected) {
        await("the editor's text selections to be " + expected, d -> expected.equals(d.get("selections")),
                "document", app, "--find", EDITOR);
    }

    private static List<Long> numbers(Object list) {
        return ((List<?>) list).stream().map(n -> ((Number) n).longValue()).toList();
    }
}
