package io.github.javaatspi.atspi.text;

import io.github.javaatspi.model.TextLine;

/**
 * The lines of a text as its toolkit lays them out: logical lines, or the visual rows of a
 * component that wraps. Offsets in code points.
 */
public interface LineSource {
    /**
     * The line that holds {@code offset} (0 … length): the first whose start ≤ offset ≤ content
     * end, so the position of a newline belongs to the line it ends.
     */
    TextLine lineAt(int offset);
}
