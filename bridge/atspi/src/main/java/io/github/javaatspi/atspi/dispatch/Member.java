package io.github.javaatspi.atspi.dispatch;

import java.util.function.BiPredicate;
import java.util.function.Function;

/**
 * One method of an interface: its in/out signatures, its handler and whether a call must leave
 * the connection's reader thread because it may wait (for the UI thread or for another D-Bus
 * reply). That is decided per call, with its arguments: a hop to a worker costs a thread's
 * wake-up, which a client walking a list pays on every item if the container alone decides.
 */
public record Member(String name, String in, String out, Handler handler, BiPredicate<Target, Object[]> mayWait,
        Function<Target, Object> keptWhile) {
    private static final BiPredicate<Target, Object[]> NEVER = (t, a) -> false;
    private static final BiPredicate<Target, Object[]> ALWAYS = (t, a) -> true;

    /** A method whose answers are built anew for every call. */
    public Member(String name, String in, String out, Handler handler, BiPredicate<Target, Object[]> mayWait) {
        this(name, in, out, handler, mayWait, null);
    }

    /** A method answered from the published tree: it never waits. */
    public static Member of(String name, String in, String out, Handler handler) {
        return new Member(name, in, out, handler, NEVER);
    }

    /**
     * A method answered from the published tree whose answer is large and the same for as long
     * as {@code keptWhile} gives an equal key (built before the answer): the wire may keep it
     * marshalled and send it again ({@code Cache.GetItems}, a megabyte for a 4,000-node tree).
     */
    public static Member kept(String name, String in, String out, Handler handler, Function<Target, Object> keptWhile) {
        return new Member(name, in, out, handler, NEVER, keptWhile);
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
