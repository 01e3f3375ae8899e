package io.github.javaatspi.atspi.adaptors;

import io.github.javaatspi.atspi.dispatch.Args;
import io.github.javaatspi.atspi.dispatch.DBusErrors;

/** Index arguments checked against the snapshot: one out of range is the caller's error (InvalidArgs). */
final class Indices {
    private Indices() {
    }

    /** Argument {@code index} as an int in {@code 0..count-1}. */
    static int within(Object[] args, int index, int count, String what) {
        int v = Args.i(args, index);
        if (v < 0 || v >= count) {
            throw DBusErrors.invalidArgs(what + " " + v + " is out of range (" + count + ")");
        }
        return v;
    }
}
