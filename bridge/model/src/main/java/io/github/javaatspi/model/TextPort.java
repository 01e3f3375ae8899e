package io.github.javaatspi.model;

import java.util.Map;

/**
 * What a client may ask of a text that the snapshot does not hold — layout (visual rows,
 * character geometry), attributes — and the changes it may ask for; implemented by the toolkit
 * side. Offsets are code points. Reads wait for the UI thread at most a small budget and then
 * throw {@link UiUnavailableException}; changes are queued and report whether they were accepted.
 */
public interface TextPort {
    /** A text side with nothing to offer: every question is unsupported, every change refused. */
    TextPort NONE = new TextPort() {
    };

    /**
     * The visual row that holds {@code offset} in a text that wraps, or null when the text is laid
     * out in its logical lines.
     */
    default TextLine rowAt(long id, int offset) {
        return null;
    }

    /** The box of the character at {@code offset} in {@code space}; zero size when it has none. */
    default Rect characterExtents(long id, int offset, CoordSpace space) {
        throw unsupported();
    }

    /** The smallest box around the characters {@code [start, end)} in {@code space}. */
    default Rect rangeExtents(long id, int start, int end, CoordSpace space) {
        throw unsupported();
    }

    /** The offset of the character at the point, or -1 when none is there. */
    default int offsetAtPoint(long id, int x, int y, CoordSpace space) {
        throw unsupported();
    }

    /** The attributes the character at {@code offset} has beyond the defaults, and how far they reach. */
    default TextRun attributeRun(long id, int offset) {
        throw unsupported();
    }

    /** The attributes every character has unless its run says otherwise. */
    default Map<String, String> defaultAttributes(long id) {
        throw unsupported();
    }

    /** Queues moving the caret; false when it cannot move there. */
    default boolean setCaret(long id, int offset) {
        return false;
    }

    /**
     * Queues selecting the text between {@code start} and {@code end} with the caret at {@code end}, so
     * a selection made backwards has {@code start > end}; an empty range clears the selection. False
     * when refused.
     */
    default boolean setSelection(long id, int start, int end) {
        return false;
    }

    /** Queues {@code edit}; false when the text cannot take it. */
    default boolean edit(long id, TextEdit edit) {
        return false;
    }

    /** Queues scrolling {@code [start, end)} into view; false when nothing can scroll. */
    default boolean scrollToRange(long id, int start, int end) {
        return false;
    }

    private static UiUnavailableException unsupported() {
        return new UiUnavailableException(UiUnavailableException.Reason.UNSUPPORTED, "no text layout here");
    }
}
