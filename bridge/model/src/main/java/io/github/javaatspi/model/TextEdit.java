package io.github.javaatspi.model;

import java.util.Objects;

/**
 * A change a client asks of an editable text (AT-SPI's EditableText), in code points.
 *
 * @param start where it applies (the insertion or paste point, or the range's start)
 * @param end the range's end (exclusive); equal to {@code start} for an insertion or a paste
 * @param text what to insert or the new contents; empty otherwise
 */
public record TextEdit(Kind kind, int start, int end, String text) {
    public enum Kind { INSERT, DELETE, CUT, COPY, PASTE, SET_CONTENTS }

    public TextEdit {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
    }
}
