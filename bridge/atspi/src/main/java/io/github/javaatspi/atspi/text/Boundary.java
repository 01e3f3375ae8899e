package io.github.javaatspi.atspi.text;

/** AT-SPI's text boundary types of {@code GetText{Before,At,After}Offset}, by their wire numbers. */
public enum Boundary {
    CHAR, WORD_START, WORD_END, SENTENCE_START, SENTENCE_END, LINE_START, LINE_END;

    /** The boundary with wire number {@code n}, or null. */
    public static Boundary of(long n) {
        return n >= 0 && n < values().length ? values()[(int) n] : null;
    }
}
