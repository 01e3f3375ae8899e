package io.github.javaatspi.atspi.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every range GTK 3's text view returned for one text, at every offset, for every call and
 * boundary (recorded with pyatspi, {@code gtk-textview.txt}), compared with ours. Two deliberate
 * differences: Pango splits "don't" into two words at the apostrophe, the Unicode word rules
 * Java follows do not; and GTK's text view has no paragraphs (it answers -1), ours are the
 * logical lines.
 */
class TextSlicerTest {
    private static String text;
    private static final List<String[]> RECORDED = new ArrayList<>();
    /** Where Pango's word boundary inside "don't" lies. */
    private static final int APOSTROPHE_START = 54;
    private static final int APOSTROPHE_END = 60;

    private final TextSlicer slicer = slicerFor(text);

    @BeforeAll
    static void readRecording() throws IOException {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                TextSlicerTest.class.getResourceAsStream("gtk-textview.txt"), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                if (line.startsWith("#")) {
                    continue;
                }
                if (line.startsWith("text ")) {
                    text = line.substring(5).replace("\\n", "\n");
                } else {
                    RECORDED.add(line.split(" "));
                }
            }
        }
    }

    @Test
    void everyRangeMatchesGtksExceptInsideDont() {
        List<String> differences = new ArrayList<>();
        int compared = 0;
        for (String[] r : RECORDED) {
            String call = r[0];
            String kind = r[1];
            int offset = Integer.parseInt(r[2]);
            int[] expected = {Integer.parseInt(r[3]), Integer.parseInt(r[4])};
            if (kind.equals("PARAGRAPH") || kind.startsWith("WORD") && touchesDont(offset, expected)) {
                continue;
            }
            int[] actual = switch (call) {
                case "at" -> slicer.at(offset, Boundary.valueOf(kind));
                case "before" -> slicer.before(offset, Boundary.valueOf(kind));
                case "after" -> slicer.after(offset, Boundary.valueOf(kind));
                default -> slicer.stringAt(offset, Granularity.valueOf(kind));
            };
            compared++;
            if (actual[0] != expected[0] || actual[1] != expected[1]) {
                differences.add(String.join(" ", r) + " but ours " + actual[0] + " " + actual[1]);
            }
        }
        assertThat(compared).isGreaterThan(2000);
        assertThat(differences).isEmpty();
    }

    @Test
    void dontIsOneWord() {
        assertThat(slice(slicer.stringAt(55, Granularity.WORD))).isEqualTo("don't ");
        assertThat(slice(slicer.at(56, Boundary.WORD_END))).isEqualTo(": don't");
    }

    @Test
    void paragraphsAreTheLogicalLinesWithTheirNewline() {
        assertThat(slice(slicer.stringAt(3, Granularity.PARAGRAPH))).isEqualTo("Hello world. This is a test!\n");
        assertThat(slice(slicer.stringAt(66, Granularity.PARAGRAPH))).isEqualTo("\n");
    }

    @Test
    void aSingleLineFieldIsOneLineAtEveryOffsetIncludingItsEnd() {
        TextSlicer field = slicerFor("abc def");

        assertThat(field.stringAt(7, Granularity.LINE)).containsExactly(0, 7);
        assertThat(field.stringAt(7, Granularity.WORD)).containsExactly(4, 7);
        assertThat(field.stringAt(7, Granularity.CHAR)).containsExactly(7, 7);
    }

    @Test
    void anEmptyTextHasEmptyUnits() {
        TextSlicer empty = slicerFor("");

        for (Boundary b : Boundary.values()) {
            assertThat(empty.at(0, b)).containsExactly(0, 0);
            assertThat(empty.before(0, b)).containsExactly(0, 0);
            assertThat(empty.after(0, b)).containsExactly(0, 0);
        }
    }

    @Test
    void offsetsOutsideTheTextAreClampedToIt() {
        assertThat(slicer.at(-5, Boundary.CHAR)).containsExactly(0, 1);
        assertThat(slicer.at(10_000, Boundary.LINE_START)).containsExactly(95, 95);
    }

    @Test
    void offsetsCountCodePoints() {
        TextSlicer emoji = slicerFor("\uD83D\uDE00 smile");

        assertThat(emoji.stringAt(0, Granularity.CHAR)).containsExactly(0, 1);
        assertThat(emoji.stringAt(3, Granularity.WORD)).containsExactly(2, 7);
    }

    private static TextSlicer slicerFor(String s) {
        return new TextSlicer(TextSegments.of(s), new LogicalLines(s), new LogicalLines(s));
    }

    private static boolean touchesDont(int offset, int[] range) {
        return offset >= APOSTROPHE_START && offset <= APOSTROPHE_END
                || range[0] > APOSTROPHE_START && range[0] < APOSTROPHE_END
                || range[1] > APOSTROPHE_START && range[1] < APOSTROPHE_END;
    }

    private static String slice(int[] range) {
        int[] cps = text.codePoints().toArray();
        return new String(cps, range[0], range[1] - range[0]);
    }
}
