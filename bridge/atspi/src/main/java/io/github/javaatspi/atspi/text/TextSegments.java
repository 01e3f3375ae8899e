package io.github.javaatspi.atspi.text;

import java.text.BreakIterator;
import java.util.Arrays;
import java.util.Locale;

/**
 * Where the words and sentences of a text start and end, in code points, by the Unicode rules
 * (UAX #29) Java's {@link BreakIterator} follows. A word is a segment that holds a letter or a
 * digit (so "don't" is one word, where GTK's Pango splits it at the apostrophe); a sentence ends
 * after its last non-space character. Immutable to its users; each kind is found once per text.
 */
public final class TextSegments {
    private final String text;
    private final int length;
    // Each kind is found on first use: a text read line by line never pays for a break
    // iterator (the JDK's first one costs ~7 ms of CPU, loading its rules). Racing threads may
    // both compute a kind; they get equal spans.
    private volatile Spans words;
    private volatile Spans sentences;

    private TextSegments(String text) {
        this.text = text;
        this.length = text.codePointCount(0, text.length());
    }

    public static TextSegments of(String text) {
        return new TextSegments(text);
    }

    public int length() {
        return length;
    }

    int[] wordStarts() {
        return words().starts;
    }

    int[] wordEnds() {
        return words().ends;
    }

    int[] sentenceStarts() {
        return sentences().starts;
    }

    int[] sentenceEnds() {
        return sentences().ends;
    }

    private Spans words() {
        Spans found = words;
        if (found == null) {
            found = findWords(text);
            words = found;
        }
        return found;
    }

    private Spans sentences() {
        Spans found = sentences;
        if (found == null) {
            found = findSentences(text);
            sentences = found;
        }
        return found;
    }

    private static Spans findWords(String text) {
        Builder starts = new Builder();
        Builder ends = new Builder();
        BreakIterator bi = BreakIterator.getWordInstance(Locale.ROOT);
        bi.setText(text);
        CodePoints offsets = new CodePoints(text);
        for (int a = bi.first(), b = bi.next(); b != BreakIterator.DONE; a = b, b = bi.next()) {
            if (holdsWordCharacter(text, a, b)) {
                starts.add(offsets.at(a));
                ends.add(offsets.at(b));
            }
        }
        return new Spans(starts.toArray(), ends.toArray());
    }

    private static Spans findSentences(String text) {
        Builder starts = new Builder();
        Builder ends = new Builder();
        BreakIterator si = BreakIterator.getSentenceInstance(Locale.ROOT);
        si.setText(text);
        CodePoints offsets = new CodePoints(text);
        for (int a = si.first(), b = si.next(); b != BreakIterator.DONE; a = b, b = si.next()) {
            int end = b;
            while (end > a && Character.isWhitespace(text.codePointBefore(end))) {
                end -= Character.charCount(text.codePointBefore(end));
            }
            if (end > a) {
                starts.add(offsets.at(a));
                ends.add(offsets.at(end));
            }
        }
        return new Spans(starts.toArray(), ends.toArray());
    }

    /** Where the segments of one kind start and end, in code points. */
    private static final class Spans {
        final int[] starts;
        final int[] ends;

        Spans(int[] starts, int[] ends) {
            this.starts = starts;
            this.ends = ends;
        }
    }

    private static boolean holdsWordCharacter(String text, int from, int to) {
        for (int i = from; i < to; ) {
            int cp = text.codePointAt(i);
            if (Character.isLetterOrDigit(cp)) {
                return true;
            }
            i += Character.charCount(cp);
        }
        return false;
    }

    /** Turns ascending UTF-16 indices into code-point offsets, counting only what lies between two calls. */
    private static final class CodePoints {
        private final String text;
        private int index;
        private int offset;

        CodePoints(String text) {
            this.text = text;
        }

        int at(int utf16) {
            offset += text.codePointCount(index, utf16);
            index = utf16;
            return offset;
        }
    }

    /** A growable list of ascending offsets. */
    private static final class Builder {
        private int[] values = new int[16];
        private int size;

        void add(int v) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = v;
        }

        int[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }
}
