package io.github.javaatspi.atspi.collection;

/** AT-SPI's collection match types, by their wire numbers. */
public enum MatchType {
    INVALID, ALL, ANY, NONE, EMPTY;

    /** The match type with wire number {@code n}; INVALID for any number AT-SPI does not define. */
    static MatchType of(long n) {
        return n >= 0 && n < values().length ? values()[(int) n] : INVALID;
    }
}
