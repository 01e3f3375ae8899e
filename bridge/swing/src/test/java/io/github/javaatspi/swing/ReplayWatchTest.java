package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The watch wakes the toolkit only while a replayed key's dispatch is parked on the event thread,
 * as when AWT waits for the X server's time, and stops with the dispatch.
 */
class ReplayWatchTest {
    private final AtomicInteger nudges = new AtomicInteger();
    private final CountDownLatch nudged = new CountDownLatch(1);
    private final ReplayWatch watch = new ReplayWatch(() -> () -> {
        nudges.incrementAndGet();
        nudged.countDown();
    });

    @AfterEach
    void stop() {
        watch.stop();
    }

    @Test
    void aDispatchParkedOnTheEventThreadIsNudgedUntilItGoesOn() throws Exception {
        watch.start();

        // Parked as the event thread is in AWT's lock condition: only the nudge lets it go on (the
        // wait is timed, so that a missing nudge fails the test instead of hanging it).
        boolean wokenByTheNudge = OnEdt.call(() -> {
            watch.dispatching();
            return nudged.await(5, TimeUnit.SECONDS);
        });

        assertThat(wokenByTheNudge).isTrue();
        Deadline.awaitTrue("the watch over once the dispatch ended", Duration.ofSeconds(5), () -> !watch.watching());
    }

    @Test
    void aDispatchThatComputesOrEndsIsLeftAlone() throws Exception {
        watch.start();

        OnEdt.call(() -> {
            watch.dispatching();
            // Busy (RUNNABLE) for 20 ms: the watcher looks about forty times and must not nudge.
            long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(20);
            while (System.nanoTime() < end) {
                Thread.onSpinWait();
            }
            return null;
        });
        OnEdt.call(() -> null);

        assertThat(watch.watching()).as("the dispatch's end, queued behind it, ended the watch").isFalse();
        assertThat(nudges).hasValue(0);
    }

    @Test
    void nothingIsWatchedWhileTheWatchIsStopped() throws Exception {
        watch.start();
        watch.stop();

        boolean watched = OnEdt.call(() -> {
            watch.dispatching();
            return watch.watching();
        });

        assertThat(watched).isFalse();
        Deadline.awaitTrue("the watcher thread gone", Duration.ofSeconds(5), () -> Thread.getAllStackTraces().keySet()
                .stream().noneMatch(t -> t.getName().equals("javaatspi-replay-watch")));
    }
}
