package io.github.javaatspi.swing;

import java.util.Arrays;

/** A growable list of primitive longs, to build child-id arrays without boxing. */
final class LongList {
    private long[] values = new long[8];
    private int size;

    void add(long v) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = v;
    }

    int size() {
        return size;
    }

    long[] toArray() {
        return Arrays.copyOf(values, size);
    }
}
