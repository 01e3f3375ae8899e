package io.github.javaatspi.atspi.text;

import io.github.javaatspi.model.TextLine;

/**
 * The ranges AT-SPI's text calls return, as GTK 3 returns them for a text view (measured with a
 * pyatspi client against a GtkTextView; see {@code TextSlicerTest}), so Orca moves through a
 * Java text as through a GTK one. All offsets are code points; a result is {start, end},
 * end exclusive.
 *
 * <p>The rules, with "starts" and "ends" the sorted word (or sentence) boundaries:
 * <ul>
 * <li><b>at</b> a START boundary: from the last start at or before the offset (else 0) to the
 * first start after it (else the text's end); at an END boundary: from the last end at or
 * before the offset (else 0) to the first end after it (else the offset itself);</li>
 * <li><b>before</b>: the unit that ends where the one <i>at</i> the offset begins;</li>
 * <li><b>after</b>: the unit that begins where the one <i>at</i> the offset ends;</li>
 * <li>LINE_START units run from a line's start to the next line's start (newline included),
 * LINE_END units from the previous line's content end to this line's content end.</li>
 * </ul>
 */
public final class TextSlicer {
    private final TextSegments segments;
    private final LineSource lines;
    private final LineSource paragraphs;
    private final int length;

    /**
     * @param lines the lines as laid out (visual rows when the component wraps)
     * @param paragraphs the logical lines
     */
    public TextSlicer(TextSegments segments, LineSource lines, LineSource paragraphs) {
        this.segments = segments;
        this.lines = lines;
        this.paragraphs = paragraphs;
        this.length = segments.length();
    }

    /** {@code GetStringAtOffset}. */
    public int[] stringAt(int offset, Granularity g) {
        return switch (g) {
            case CHAR -> at(offset, Boundary.CHAR);
            case WORD -> at(offset, Boundary.WORD_START);
            case SENTENCE -> at(offset, Boundary.SENTENCE_START);
            case LINE -> at(offset, Boundary.LINE_START);
            case PARAGRAPH -> lineStartUnit(paragraphs, clamp(offset));
        };
    }

    /** {@code GetTextAtOffset}. */
    public int[] at(int offset, Boundary b) {
        int o = clamp(offset);
        if (length == 0) {
            return new int[] {0, 0};
        }
        return switch (b) {
            case CHAR -> new int[] {o, Math.min(o + 1, length)};
            case WORD_START -> startUnit(segments.wordStarts(), o);
            case WORD_END -> endUnit(segments.wordEnds(), o);
            case SENTENCE_START -> startUnit(segments.sentenceStarts(), o);
            case SENTENCE_END -> endUnit(segments.sentenceEnds(), o);
            case LINE_START -> lineStartUnit(lines, o);
            case LINE_END -> lineEndUnit(o);
        };
    }

    /** {@code GetTextBeforeOffset}. */
    public int[] before(int offset, Boundary b) {
        int o = clamp(offset);
        if (length == 0) {
            return new int[] {0, 0};
        }
        return switch (b) {
            case CHAR -> new int[] {Math.max(o - 1, 0), o};
            case WORD_START -> startUnitBefore(segments.wordStarts(), o);
            case WORD_END -> endUnitBefore(segments.wordEnds(), o);
            case SENTENCE_START -> startUnitBefore(segments.sentenceStarts(), o);
            case SENTENCE_END -> endUnitBefore(segments.sentenceEnds(), o);
            case LINE_START -> {
                TextLine line = lines.lineAt(o);
                yield line.start() == 0 ? new int[] {0, 0} : new int[] {lines.lineAt(line.start() - 1).start(),
                    line.start()};
            }
            case LINE_END -> {
                TextLine line = lines.lineAt(o);
                if (line.start() == 0) {
                    yield new int[] {0, 0};
                }
                TextLine previous = lines.lineAt(line.start() - 1);
                int start = previous.start() == 0 ? 0 : lines.lineAt(previous.start() - 1).contentEnd();
                yield new int[] {start, previous.contentEnd()};
            }
        };
    }

    /** {@code GetTextAfterOffset}. */
    public int[] after(int offset, Boundary b) {
        int o = clamp(offset);
        if (length == 0) {
            return new int[] {0, 0};
        }
        return switch (b) {
            case CHAR -> new int[] {Math.min(o + 1, length), Math.min(o + 2, length)};
            case WORD_START -> startUnitAfter(segments.wordStarts(), o);
            case WORD_END -> endUnitAfter(segments.wordEnds(), o);
            case SENTENCE_START -> startUnitAfter(segments.sentenceStarts(), o);
            case SENTENCE_END -> endUnitAfter(segments.sentenceEnds(), o);
            case LINE_START -> {
                TextLine line = lines.lineAt(o);
                if (!hasLineAfter(line)) {
                    yield new int[] {line.contentEnd(), line.contentEnd()};
                }
                TextLine next = lines.lineAt(line.nextStart());
                yield new int[] {next.start(), hasLineAfter(next) ? next.nextStart() : next.contentEnd()};
            }
            case LINE_END -> {
                TextLine line = lines.lineAt(o);
                if (!hasLineAfter(line)) {
                    yield new int[] {line.contentEnd(), line.contentEnd()};
                }
                yield new int[] {line.contentEnd(), lines.lineAt(line.nextStart()).contentEnd()};
            }
        };
    }

    private int[] startUnit(int[] starts, int o) {
        int start = Math.max(lastAtOrBefore(starts, o), 0);
        int next = firstAfter(starts, o);
        return new int[] {start, next < 0 ? length : next};
    }

    private int[] startUnitBefore(int[] starts, int o) {
        int start = Math.max(lastAtOrBefore(starts, o), 0);
        int previous = lastBefore(starts, start);
        return new int[] {Math.max(previous, 0), start};
    }

    private int[] startUnitAfter(int[] starts, int o) {
        int next = firstAfter(starts, o);
        if (next < 0) {
            return new int[] {length, length};
        }
        int nextNext = firstAfter(starts, next);
        return new int[] {next, nextNext < 0 ? length : nextNext};
    }

    private static int[] endUnit(int[] ends, int o) {
        int start = Math.max(lastAtOrBefore(ends, o), 0);
        int next = firstAfter(ends, o);
        return new int[] {start, next < 0 ? o : next};
    }

    private static int[] endUnitBefore(int[] ends, int o) {
        int end = Math.max(lastAtOrBefore(ends, o), 0);
        return new int[] {Math.max(lastBefore(ends, end), 0), end};
    }

    private static int[] endUnitAfter(int[] ends, int o) {
        int next = firstAfter(ends, o);
        if (next < 0) {
            return new int[] {o, o};
        }
        int nextNext = firstAfter(ends, next);
        return new int[] {next, nextNext < 0 ? next : nextNext};
    }

    private int[] lineStartUnit(LineSource source, int o) {
        TextLine line = source.lineAt(o);
        return new int[] {line.start(), hasLineAfter(line) ? line.nextStart() : line.contentEnd()};
    }

    private int[] lineEndUnit(int o) {
        TextLine line = lines.lineAt(o);
        int start = line.start() == 0 ? 0 : lines.lineAt(line.start() - 1).contentEnd();
        return new int[] {start, line.contentEnd()};
    }

    /** Whether another line follows {@code line}: it ends in a newline, or wraps before the text's end. */
    private boolean hasLineAfter(TextLine line) {
        return line.nextStart() > line.contentEnd() || line.contentEnd() < length;
    }

    private int clamp(int offset) {
        return Math.max(0, Math.min(offset, length));
    }

    private static int lastAtOrBefore(int[] sorted, int o) {
        int i = upperBound(sorted, o) - 1;
        return i >= 0 ? sorted[i] : -1;
    }

    private static int lastBefore(int[] sorted, int o) {
        return lastAtOrBefore(sorted, o - 1);
    }

    private static int firstAfter(int[] sorted, int o) {
        int i = upperBound(sorted, o);
        return i < sorted.length ? sorted[i] : -1;
    }

    /** The index of the first value greater than {@code o}. */
    private static int upperBound(int[] sorted, int o) {
        int lo = 0;
        int hi = sorted.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] <= o) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
