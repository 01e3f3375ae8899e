package io.github.javaatspi.atspi.dispatch;

import java.util.function.Predicate;

/**
 * One method of an interface: its in/out signatures, its handler and whether it must leave the
 * connection's reader thread because it may wait (for the UI thread or for another D-Bus reply).
 */
public record Member(String name, String in, String out, Handler handler, Predicate<Target> mayWait) {
    private static final Predicate<Target> NEVER = t -> false;
    private static final Predicate<Target> ALWAYS = t -> true;

    /** A method answered from the published tree: it never waits. */
    public static Member of(String name, String in, String out, Handler handler) {
        return new Member(name, in, out, handler, NEVER);
    }

    /** A method that asks the UI thread (bounded) and must run on a worker. */
    public static Member waiting(String name, String in, String out, Handler handler) {
        return new Member(name, in, out, handler, ALWAYS);
    }

    /** Computes the out-values of one call. */
    @FunctionalInterface
    public interface Handler {
        Object[] invoke(Target target, Object[] args);
    }
}
