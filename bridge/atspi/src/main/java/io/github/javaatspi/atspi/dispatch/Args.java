package io.github.javaatspi.atspi.dispatch;

/** Typed access to already signature-checked arguments. */
public final class Args {
    private Args() {
    }

    public static int i(Object[] args, int index) {
        return ((Number) args[index]).intValue();
    }

    public static long u(Object[] args, int index) {
        return ((Number) args[index]).longValue();
    }

    public static String s(Object[] args, int index) {
        return String.valueOf(args[index]);
    }

    /** A {@code u} argument that must be one of {@code 0..count-1}. */
    public static int choice(Object[] args, int index, int count, String what) {
        long v = u(args, index);
        if (v < 0 || v >= count) {
            throw DBusErrors.invalidArgs(what + " " + v + " is not between 0 and " + (count - 1));
        }
        return (int) v;
    }
}
