package io.github.javaatspi.model;

/**
 * One line of a text in code points: where it starts, where its content ends (before a newline
 * that ends it), and where the next line starts (after that newline; equal to the content end
 * for a line that wraps or is the last).
 */
public record TextLine(int start, int contentEnd, int nextStart) {
    public TextLine {
        if (start < 0 || contentEnd < start || nextStart < contentEnd) {
            throw new IllegalArgumentException("not a line: " + start + ", " + contentEnd + ", " + nextStart);
        }
    }
}
