package io.github.javaatspi.swing;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.Timer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads the published tree again a few times, in short event-thread turns, before the user's
 * first key: then the reading code (ours and Swing's: renderers, accessible contexts) is compiled
 * by the time a key needs it. In a fresh JVM the turn after an arrow key in a list read the list
 * in 0.9–1.5 ms; after a warm-up, in 0.5–0.7 ms (ARCHITECTURE.md, "Warming up the reads").
 *
 * <p>A turn reads for at most {@link #TURN_NANOS}, then leaves the event thread to the
 * application for {@link #GAP_MILLIS}. The warm-up ends after its passes, after its budget, or at
 * the first key the user presses ({@link #stop}), whichever comes first. A reading changes
 * nothing that was not already changed: what it finds different is published, as any turn would.
 * Event thread only.
 */
final class ReadWarmUp {
    private static final Logger LOG = LoggerFactory.getLogger(ReadWarmUp.class);
    /** How long one turn may keep the event thread: what a key arriving then waits at most. */
    static final long TURN_NANOS = TimeUnit.MICROSECONDS.toNanos(2000);
    static final int GAP_MILLIS = 5;
    /** Ids read per call of the reader within a turn. */
    static final int CHUNK = 4;

    private final Supplier<List<Long>> pass;
    private final Consumer<List<Long>> read;
    private final BooleanSupplier mayRead;
    private final Timer timer = new Timer(GAP_MILLIS, e -> turn());
    private List<Long> ids = List.of();
    private int next;
    private int passesLeft;
    private long deadline;
    private long started;
    private int nodesRead;

    /**
     * @param pass the ids one pass reads, asked again at the start of each pass
     * @param read reads those ids and publishes what changed
     * @param mayRead false while a turn should be skipped (the focus in transit)
     */
    ReadWarmUp(Supplier<List<Long>> pass, Consumer<List<Long>> read, BooleanSupplier mayRead) {
        this.pass = pass;
        this.read = read;
        this.mayRead = mayRead;
        timer.setInitialDelay(0);
    }

    /** Starts {@code passes} passes, unless it already runs; ends them after {@code budgetMillis} anyway. */
    void start(int passes, long budgetMillis) {
        if (passes <= 0 || timer.isRunning()) {
            return;
        }
        passesLeft = passes;
        ids = List.of();
        next = 0;
        nodesRead = 0;
        started = System.nanoTime();
        deadline = started + TimeUnit.MILLISECONDS.toNanos(budgetMillis);
        timer.start();
    }

    /** Ends the warm-up now (the user pressed a key, or the source stops). */
    void stop() {
        if (timer.isRunning()) {
            finish("stopped early");
        }
    }

    boolean running() {
        return timer.isRunning();
    }

    /** Nodes read by the last warm-up, so far. */
    int nodesRead() {
        return nodesRead;
    }

    private void turn() {
        long turnStarted = System.nanoTime();
        if (turnStarted - deadline > 0) {
            finish("out of time");
            return;
        }
        if (!mayRead.getAsBoolean()) {
            return;
        }
        do {
            if (next >= ids.size()) {
                if (passesLeft == 0) {
                    finish("done");
                    return;
                }
                passesLeft--;
                ids = pass.get();
                next = 0;
                if (ids.isEmpty()) {
                    finish("nothing to read");
                    return;
                }
            }
            List<Long> chunk = ids.subList(next, Math.min(ids.size(), next + CHUNK));
            next += chunk.size();
            nodesRead += chunk.size();
            read.accept(chunk);
        } while (System.nanoTime() - turnStarted < TURN_NANOS);
    }

    private void finish(String why) {
        timer.stop();
        LOG.debug("read warm-up {}: {} nodes read in {} ms", why, nodesRead,
                (System.nanoTime() - started) / 1_000_000);
    }
}
