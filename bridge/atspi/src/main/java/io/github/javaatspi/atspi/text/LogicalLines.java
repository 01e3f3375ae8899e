package io.github.javaatspi.atspi.text;

import io.github.javaatspi.model.TextLine;

/** Lines separated by {@code '\n'}: what a text without layout (or that does not wrap) shows. */
public final class LogicalLines implements LineSource {
    private final int[] codePoints;

    public LogicalLines(String text) {
        this.codePoints = text.codePoints().toArray();
    }

    @Override
    public TextLine lineAt(int offset) {
        int at = Math.max(0, Math.min(offset, codePoints.length));
        int start = at;
        while (start > 0 && codePoints[start - 1] != '\n') {
            start--;
        }
        int end = at;
        while (end < codePoints.length && codePoints[end] != '\n') {
            end++;
        }
        return new TextLine(start, end, end < codePoints.length ? end + 1 : end);
    }
}
