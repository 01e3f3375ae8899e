package io.github.javaatspi.bus.wire;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Recently decoded names (interfaces, members, senders, signatures, paths) by their bytes, so that
 * a call for a name seen before allocates nothing and hands the dispatcher a string whose hash is
 * already computed. A small direct-mapped table: a collision just replaces the older entry.
 * Not thread-safe: one per reader thread.
 */
final class NameCache {
    private static final int SLOTS = 256;

    private final byte[][] keys = new byte[SLOTS][];
    private final String[] values = new String[SLOTS];

    /** The UTF-8 string in {@code b[at, at + n)}. */
    String get(byte[] b, int at, int n) {
        int h = n;
        for (int i = at; i < at + n; i++) {
            h = 31 * h + b[i];
        }
        int slot = (h ^ (h >>> 16)) & (SLOTS - 1);
        byte[] key = keys[slot];
        if (key != null && Arrays.equals(key, 0, key.length, b, at, at + n)) {
            return values[slot];
        }
        String s = new String(b, at, n, StandardCharsets.UTF_8);
        keys[slot] = Arrays.copyOfRange(b, at, at + n);
        values[slot] = s;
        return s;
    }
}
