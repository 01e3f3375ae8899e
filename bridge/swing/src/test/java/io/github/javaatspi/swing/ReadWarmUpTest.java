package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.EventQueue;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The warm-up's turns on the real event thread, with a reader that only records what it was given. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ReadWarmUpTest {
    private final List<List<Long>> chunks = new ArrayList<>();
    private final AtomicBoolean mayRead = new AtomicBoolean(true);
    private final AtomicInteger asked = new AtomicInteger();
    private long spinNanos;
    private ReadWarmUp warmUp;

    @AfterEach
    void stop() throws Exception {
        if (warmUp != null) {
            OnEdt.run(warmUp::stop);
        }
    }

    @Test
    void eachPassReadsEveryIdInOrderInSmallChunksThenItEnds() throws Exception {
        warmUp = warmUp(ids(10));

        OnEdt.run(() -> warmUp.start(3, 60_000));
        OnEdt.awaitTrue("the warm-up to end", () -> !warmUp.running());

        List<Long> read = OnEdt.call(() -> chunks.stream().flatMap(List::stream).toList());
        List<Long> expected = new ArrayList<>();
        for (int pass = 0; pass < 3; pass++) {
            expected.addAll(ids(10));
        }
        assertThat(read).isEqualTo(expected);
        assertThat(OnEdt.call(() -> chunks)).allSatisfy(c -> assertThat(c).hasSizeLessThanOrEqualTo(ReadWarmUp.CHUNK));
        assertThat(OnEdt.call(warmUp::nodesRead)).isEqualTo(30);
    }

    @Test
    void noPassesOrNoTimeReadNothing() throws Exception {
        warmUp = warmUp(ids(10));

        OnEdt.run(() -> warmUp.start(0, 60_000));
        assertThat(OnEdt.call(warmUp::running)).as("zero passes: off").isFalse();

        OnEdt.run(() -> warmUp.start(5, 0));
        OnEdt.awaitTrue("the warm-up to run out of time", () -> !warmUp.running());
        assertThat(OnEdt.call(() -> chunks)).isEmpty();
    }

    @Test
    void turnsWhenReadingIsNotAllowedAreSkipped() throws Exception {
        warmUp = warmUp(ids(10));
        mayRead.set(false);

        OnEdt.run(() -> warmUp.start(1, 60_000));
        OnEdt.awaitTrue("three turns", () -> asked.get() >= 3);
        assertThat(OnEdt.call(() -> chunks)).as("nothing read while the focus is in transit").isEmpty();

        mayRead.set(true);
        OnEdt.awaitTrue("the warm-up to end", () -> !warmUp.running());
        assertThat(OnEdt.call(warmUp::nodesRead)).isEqualTo(10);
    }

    @Test
    void stoppedItReadsNoMore() throws Exception {
        warmUp = warmUp(ids(100));

        OnEdt.run(() -> warmUp.start(1000, 60_000));
        OnEdt.awaitTrue("a first read", () -> warmUp.nodesRead() > 0);
        int atStop = OnEdt.call(() -> {
            warmUp.stop();
            return warmUp.nodesRead();
        });
        for (int turn = 0; turn < 5; turn++) {
            // Later event-thread turns: a timer event already queued would run in one of them.
            EventQueue.invokeAndWait(() -> { });
        }

        assertThat(OnEdt.call(warmUp::running)).isFalse();
        assertThat(OnEdt.call(warmUp::nodesRead)).isEqualTo(atStop);
    }

    @Test
    void theApplicationGetsTheEventThreadBetweenTurns() throws Exception {
        // 200 chunks of 1 ms each: 200 ms of reading, in turns of about 2 ms.
        spinNanos = TimeUnit.MILLISECONDS.toNanos(1);
        warmUp = warmUp(ids(200 * ReadWarmUp.CHUNK));

        OnEdt.run(() -> warmUp.start(1, 60_000));
        OnEdt.awaitTrue("a first read", () -> warmUp.nodesRead() > 0);
        boolean stillRunning = OnEdt.call(warmUp::running);
        int readBefore = OnEdt.call(warmUp::nodesRead);

        assertThat(stillRunning).as("an application task ran while the warm-up was still going").isTrue();
        assertThat(readBefore).isLessThan(200 * ReadWarmUp.CHUNK);
    }

    private ReadWarmUp warmUp(List<Long> pass) throws Exception {
        return OnEdt.call(() -> new ReadWarmUp(() -> pass, chunk -> {
            chunks.add(List.copyOf(chunk));
            long until = System.nanoTime() + spinNanos;
            while (System.nanoTime() - until < 0) {
                Thread.onSpinWait();
            }
        }, () -> {
            asked.incrementAndGet();
            return mayRead.get();
        }));
    }

    private static List<Long> ids(int n) {
        return LongStream.rangeClosed(1, n).boxed().toList();
    }
}
