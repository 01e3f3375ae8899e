package io.github.javaatspi.atspi.dispatch;

/** A successful answer: the D-Bus signature of the out-arguments and their values. */
public record Reply(String signature, Object[] values) {
    public static final Reply EMPTY = new Reply("", new Object[0]);

    public static Reply of(String signature, Object... values) {
        return new Reply(signature, values);
    }
}
