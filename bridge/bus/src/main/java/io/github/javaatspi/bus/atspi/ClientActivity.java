package io.github.javaatspi.bus.atspi;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * When a client last called us. The bridge's warm-ups, which keep both cores busy for a few
 * hundred milliseconds, wait until a screen reader's first questions about a new application are
 * over: started when the first read was published, they ran while Orca read the new window, and
 * it announced the window ~80 ms later (ARCHITECTURE.md, "Warming up the answers").
 */
public final class ClientActivity {
    private volatile long lastCall = Long.MIN_VALUE;

    /** A call came in. Reader threads; a volatile write. */
    void called() {
        lastCall = System.nanoTime();
    }

    /**
     * Returns once no call has come in for {@code quietMillis}, counted from now at the earliest,
     * or at {@code maxMillis} from now, whichever comes first; ends early once {@code stop} says
     * so — the waiting thread asks it each time it wakes, so whoever sets it unparks the thread
     * (an interrupt ends the wait too, but would also close any interruptible channel the thread
     * went on to use).
     *
     * @return false when stopped or interrupted
     */
    public boolean awaitQuiet(long quietMillis, long maxMillis, BooleanSupplier stop) {
        long start = System.nanoTime();
        long quiet = quietMillis * 1_000_000;
        long deadline = start + maxMillis * 1_000_000;
        while (true) {
            long now = System.nanoTime();
            long last = lastCall;
            long from = last == Long.MIN_VALUE || last - start < 0 ? start : last;
            long left = Math.min(from + quiet, deadline) - now;
            if (stop.getAsBoolean()) {
                return false;
            }
            if (left <= 0) {
                return true;
            }
            LockSupport.parkNanos(left);
            if (Thread.currentThread().isInterrupted()) {
                return false;
            }
        }
    }
}
