package io.github.javaatspi.stack;

import java.time.Duration;
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
        long end = System.nanoTime() + limit.toNanos();
        while (true) {
            T v = probe.get();
            if (v != null) {
                return v;
            }
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out after " + limit.toMillis() + " ms waiting for " + what);
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for " + what, e);
            }
        }
    }

    public static void awaitTrue(String what, Duration limit, Supplier<Boolean> condition) {
        await(what, limit, () -> condition.get() ? Boolean.TRUE : null);
    }
}
