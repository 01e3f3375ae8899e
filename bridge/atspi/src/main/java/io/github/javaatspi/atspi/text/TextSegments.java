package io.github.javaatspi.atspi.text;

import java.text.BreakIterator;
import java.util.Arrays;
import java.util.Locale;

/**
 * Where the words and sentences of a text start and end, in code points, by the Unicode rules
 * (UAX #29) Java's {@link BreakIterator} follows. A word is a segment that holds a letter or a
 * digit (so "don't" is one word, where GTK's Pango splits it at the apostrophe); a sentence ends
 * after its last non-space character. Immutable; computed once per text.
 */
public final class TextSegments {
    private final int length;
    private final int[] wordStarts;
    private final int[] wordEnds;
    private final int[] sentenceStarts;
    private final int[] sentenceEnds;

    private TextSegments(int length, int[] wordStarts, int[] wordEnds, int[] sentenceStarts, int[] sentenceEnds) {
        this.length = length;
        this.wordStarts = wordStarts;
        this.wordEnds = wordEnds;
        this.sentenceStarts = sentenceStarts;
        this.sentenceEnds = sentenceEnds;
    }

    public static TextSegments of(String text) {
        Builder words = new Builder();
        Builder wordEnds = new Builder();
        BreakIterator bi = BreakIterator.getWordInstance(Locale.ROOT);
        bi.setText(text);
        CodePoints wordOffsets = new CodePoints(text);
        for (int a = bi.first(), b = bi.next(); b != BreakIterator.DONE; a = b, b = bi.next()) {
            if (holdsWordCharacter(text, a, b)) {
                words.add(wordOffsets.at(a));
                wordEnds.add(wordOffsets.at(b));
            }
        }
        Builder sentences = new Builder();
        Builder sentenceEnds = new Builder();
        BreakIterator si = BreakIterator.getSentenceInstance(Locale.ROOT);
        si.setText(text);
        CodePoints sentenceOffsets = new CodePoints(text);
        for (int a = si.first(), b = si.next(); b != BreakIterator.DONE; a = b, b = si.next()) {
            int end = b;
            while (end > a && Character.isWhitespace(text.codePointBefore(end))) {
                end -= Character.charCount(text.codePointBefore(end));
            }
            if (end > a) {
                sentences.add(sentenceOffsets.at(a));
                sentenceEnds.add(sentenceOffsets.at(end));
            }
        }
        return new TextSegments(text.codePointCount(0, text.length()), words.toArray(), wordEnds.toArray(),
                sentences.toArray(), sentenceEnds.toArray());
    }

    public int length() {
        return length;
    }

    int[] wordStarts() {
        return wordStarts;
    }

    int[] wordEnds() {
        return wordEnds;
    }

    int[] sentenceStarts() {
        return sentenceStarts;
    }

    int[] sentenceEnds() {
        return sentenceEnds;
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
