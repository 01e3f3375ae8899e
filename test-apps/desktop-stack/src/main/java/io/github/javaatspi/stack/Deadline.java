package io.github.javaatspi.stack;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/** Waits for a condition, checking it often, until a deadline; never an unbounded wait. */
public final class Deadline {
    private static final long POLL_MILLIS = 20;

    private Deadline() {
    }

    /**
     * Returns the first non-null value {@code probe} yields within {@code limit}.
     *
     * @throws AssertionError naming {@code what} when the deadline passes
     */
    public static <T> T await(String what, Duration limit, Supplier<T> probe) {
        return within(limit, probe).orElseThrow(
                () -> new AssertionError("timed out after " + limit.toMillis() + " ms waiting for " + what));
    }

    /**
     * The first non-null value {@code probe} yields within {@code limit}, or empty when the
     * deadline passes: for waits whose timing out is an outcome to report, not an error.
     */
    public static <T> Optional<T> within(Duration limit, Supplier<T> probe) {
        long end = System.nanoTime() + limit.toNanos();
        while (true) {
            T v = probe.get();
            if (v != null) {
                return Optional.of(v);
            }
            if (System.nanoTime() > end) {
                return Optional.empty();
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while polling", e);
            }
        }
    }

    public static void awaitTrue(String what, Duration limit, Supplier<Boolean> condition) {
        await(what, limit, () -> condition.get() ? Boolean.TRUE : null);
    }
}
