package io.github.javaatspi.atspi.text;

/** AT-SPI's text granularities of {@code GetStringAtOffset}, by their wire numbers. */
public enum Granularity {
    CHAR, WORD, SENTENCE, LINE, PARAGRAPH;

    /** The granularity with wire number {@code n}, or null. */
    public static Granularity of(long n) {
        return n >= 0 && n < values().length ? values()[(int) n] : null;
    }
}
