package io.github.javaatspi.model;

import java.util.Map;
import java.util.Objects;

/**
 * The text of a text object as an AT-SPI client counts it: offsets are in Unicode code points.
 * A password field's text is already masked when it gets here; the secret never enters the
 * model.
 *
 * @param text the whole text
 * @param caret the caret offset, 0..length
 * @param selectionStart start of the selection (equal to the end when nothing is selected)
 * @param selectionEnd end of the selection
 * @param revision counts the toolkit's text notifications; a new revision with the same text
 *     means the text's attributes changed
 * @param wraps whether the toolkit may lay the text out in more rows than it has lines (soft
 *     wrapping): when it does not, a line is a logical line, known without the live component
 * @param plainAttributes the text attributes every character has when the text is plain (one
 *     font, one colour: a single attribute run), so that a client's attribute questions need no
 *     live component; null when runs differ or are only known from the live component
 */
public record TextState(String text, int caret, int selectionStart, int selectionEnd, int revision,
        boolean wraps, Map<String, String> plainAttributes) {
    public TextState {
        Objects.requireNonNull(text, "text");
        plainAttributes = plainAttributes == null ? null : Map.copyOf(plainAttributes);
    }

    /** A text whose attribute runs are only known from the live component. */
    public TextState(String text, int caret, int selectionStart, int selectionEnd, int revision, boolean wraps) {
        this(text, caret, selectionStart, selectionEnd, revision, wraps, null);
    }

    /** A text whose rows are only known from the live component (as if it wrapped). */
    public TextState(String text, int caret, int selectionStart, int selectionEnd, int revision) {
        this(text, caret, selectionStart, selectionEnd, revision, true);
    }

    public boolean hasSelection() {
        return selectionStart != selectionEnd;
    }

    /** The length in code points. */
    public int length() {
        return text.codePointCount(0, text.length());
    }

    // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
    @Override
    public boolean equals(Object o) {
        return o instanceof TextState t && Objects.equals(t.text, text) && t.caret == caret
                && t.selectionStart == selectionStart && t.selectionEnd == selectionEnd
                && t.revision == revision && t.wraps == wraps && Objects.equals(t.plainAttributes, plainAttributes);
    }

    @Override
    public int hashCode() {
        return Objects.hash(text, caret, selectionStart, selectionEnd, revision, wraps, plainAttributes);
    }
}
