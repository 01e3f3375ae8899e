package io.github.javaatspi.bus.atspi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.bus.wire.Transports;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.TreeUpdate;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/** Waiting for clients to fall quiet: never less than the quiet time after the last call, never past the limit. */
class ClientActivityTest {
    private static final BooleanSupplier NEVER = () -> false;
    private final ClientActivity activity = new ClientActivity();

    @Test
    void withoutCallsTheWaitIsTheQuietTimeFromNow() {
        long started = System.nanoTime();

        assertThat(activity.awaitQuiet(40, 10_000, NEVER)).isTrue();

        assertThat(millisSince(started)).isBetween(40L, 5_000L);
    }

    @Test
    void theWaitLastsUntilTheCallsHaveStoppedForTheQuietTime() throws Exception {
        ScheduledExecutorService caller = Executors.newSingleThreadScheduledExecutor();
        try {
            long started = System.nanoTime();
            ScheduledFuture<?> calls = caller.scheduleAtFixedRate(activity::called, 0, 5, TimeUnit.MILLISECONDS);
            caller.schedule(() -> calls.cancel(false), 300, TimeUnit.MILLISECONDS);

            assertThat(activity.awaitQuiet(60, 10_000, NEVER)).isTrue();

            long waited = millisSince(started);
            assertThat(calls.isCancelled()).as("the calls had stopped").isTrue();
            assertThat(waited).isGreaterThanOrEqualTo(300 + 60 - 5);
        } finally {
            caller.shutdownNow();
        }
    }

    @Test
    void callsThatNeverStopEndTheWaitAtItsLimit() {
        ScheduledExecutorService caller = Executors.newSingleThreadScheduledExecutor();
        try {
            caller.scheduleAtFixedRate(activity::called, 0, 5, TimeUnit.MILLISECONDS);
            long started = System.nanoTime();

            assertThat(activity.awaitQuiet(60, 250, NEVER)).isTrue();

            assertThat(millisSince(started)).isBetween(250L, 5_000L);
        } finally {
            caller.shutdownNow();
        }
    }

    @Test
    void anInterruptEndsTheWait() {
        Thread.currentThread().interrupt();
        try {
            assertThat(activity.awaitQuiet(60_000, 60_000, NEVER)).isFalse();
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void aStopEndsTheWaitOnceTheWaiterIsUnparked() throws Exception {
        AtomicBoolean stopped = new AtomicBoolean();
        AtomicReference<Boolean> result = new AtomicReference<>();
        Thread waiter = new Thread(() -> result.set(activity.awaitQuiet(60_000, 60_000, stopped::get)));
        long started = System.nanoTime();
        waiter.start();

        stopped.set(true);
        LockSupport.unpark(waiter);
        waiter.join(10_000);

        assertThat(waiter.isAlive()).as("the waiter returned").isFalse();
        assertThat(result.get()).isFalse();
        assertThat(millisSince(started)).isLessThan(10_000L);
    }

    @Test
    void aCallThroughTheEndpointCounts() throws Exception {
        try (ServedTree served = new ServedTree()) {
            served.tree.apply(new TreeUpdate(List.of(Node.builder(NodeId.ROOT, Role.APPLICATION).name("App").build()),
                    new long[0]), ChangeHandler.NONE);
            String address = served.serve(":1.5");
            ScheduledExecutorService client = Executors.newSingleThreadScheduledExecutor();
            try {
                long started = System.nanoTime();
                // One call, 150 ms into a wait for 300 ms of quiet: the wait then lasts 300 ms past it.
                ScheduledFuture<Integer> call = client.schedule(() -> AnswerWarmUp.run(new Transports(null), address,
                        served.tree, 1, 10_000, () -> false), 150, TimeUnit.MILLISECONDS);

                assertThat(served.activity.awaitQuiet(300, 10_000, NEVER)).isTrue();

                assertThat(call.get()).as("calls answered").isEqualTo(1);
                assertThat(millisSince(started)).isGreaterThanOrEqualTo(150 + 300);
            } finally {
                client.shutdownNow();
            }
        }
    }

    private static long millisSince(long nanos) {
        return (System.nanoTime() - nanos) / 1_000_000;
    }
}
