package io.github.javaatspi.model;

import static io.github.javaatspi.model.TreeTest.node;
import static io.github.javaatspi.model.TreeTest.update;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class TreePumpTest {
    private final Tree tree = new Tree();
    private final List<String> names = new CopyOnWriteArrayList<>();
    private final List<Thread> handlerThreads = new CopyOnWriteArrayList<>();
    private final List<Throwable> errors = new CopyOnWriteArrayList<>();
    private final ChangeHandler handler = new ChangeHandler() {
        @Override
        public void nodeAdded(Node node) {
            record(node);
        }

        @Override
        public void nodeUpdated(Node old, Node now) {
            record(now);
        }

        @Override
        public void nodeRemoved(Node old) {
        }

        private void record(Node n) {
            handlerThreads.add(Thread.currentThread());
            if (n.name().equals("boom")) {
                throw new IllegalStateException("handler failed");
            }
            names.add(n.name());
        }
    };
    private final TreePump pump = new TreePump(tree, errors::add, "tree-pump-test");

    @AfterEach
    void stopPump() {
        pump.stop(1000);
    }

    @Test
    void updatesSubmittedFromAnotherThreadAreAppliedInOrder() throws Exception {
        pump.start(handler);
        Thread producer = new Thread(() -> {
            for (int i = 0; i < 50; i++) {
                pump.submit(update(named(NodeId.ROOT, "v" + i)));
            }
        });
        producer.start();
        producer.join(5000);

        assertThat(pump.awaitApplied(5, TimeUnit.SECONDS)).isTrue();
        assertThat(names).hasSize(50).startsWith("v0", "v1").endsWith("v48", "v49");
        assertThat(names).isSortedAccordingTo((a, b) -> Integer.compare(index(a), index(b)));
        assertThat(tree.get(NodeId.ROOT).name()).isEqualTo("v49");
    }

    @Test
    void updatesSubmittedBeforeTheStartWaitForItAndReachTheHandlerItNames() throws Exception {
        pump.submit(update(named(2, "early")));
        pump.submit(update(named(3, "later")));

        assertThat(tree.get(2)).isNull();
        assertThat(names).isEmpty();

        pump.start(handler);

        assertThat(pump.awaitApplied(5, TimeUnit.SECONDS)).isTrue();
        assertThat(names).containsExactly("early", "later");
        assertThat(tree.get(3).name()).isEqualTo("later");
    }

    @Test
    void aThrowingHandlerIsReportedAndLaterUpdatesStillApply() throws Exception {
        pump.start(handler);

        pump.submit(update(named(2, "boom")));
        pump.submit(update(named(3, "after")));

        assertThat(pump.awaitApplied(5, TimeUnit.SECONDS)).isTrue();
        assertThat(errors).singleElement().satisfies(e -> assertThat(e).hasMessage("handler failed"));
        assertThat(names).containsExactly("after");
        assertThat(tree.get(3).name()).isEqualTo("after");
    }

    @Test
    void handlerRunsOnThePumpThreadWhichStopEnds() throws Exception {
        pump.start(handler);
        pump.submit(update(named(2, "x")));
        assertThat(pump.awaitApplied(5, TimeUnit.SECONDS)).isTrue();
        Thread pumpThread = handlerThreads.get(0);
        assertThat(pumpThread).isNotSameAs(Thread.currentThread());
        assertThat(pumpThread.getName()).isEqualTo("tree-pump-test");

        pump.stop(5000);

        assertThat(pumpThread.isAlive()).isFalse();
    }

    @Test
    void aTimedTaskRunsOnThePumpThreadOnceItsTimeHasComeWhileOtherTasksRunMeanwhile() throws Exception {
        pump.start(handler);
        List<String> ran = new CopyOnWriteArrayList<>();
        CountDownLatch timedRan = new CountDownLatch(1);
        long asked = System.nanoTime();
        long[] ranAfter = new long[1];
        Thread[] ranOn = new Thread[1];
        pump.executeAfter(TimeUnit.MILLISECONDS.toNanos(50), () -> {
            ranAfter[0] = System.nanoTime() - asked;
            ranOn[0] = Thread.currentThread();
            ran.add("timed");
            timedRan.countDown();
        });
        pump.execute(() -> ran.add("queued"));

        assertThat(timedRan.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(ran).containsExactly("queued", "timed");
        assertThat(ranAfter[0]).isGreaterThanOrEqualTo(TimeUnit.MILLISECONDS.toNanos(50));
        assertThat(ranOn[0].getName()).isEqualTo("tree-pump-test");
    }

    @Test
    void timedTasksAskedFromThePumpThreadRunInTheOrderOfTheirTimes() throws Exception {
        pump.start(handler);
        List<String> ran = new CopyOnWriteArrayList<>();
        CountDownLatch bothRan = new CountDownLatch(2);
        pump.execute(() -> {
            pump.executeAfter(TimeUnit.MILLISECONDS.toNanos(40), () -> {
                ran.add("second");
                bothRan.countDown();
            });
            pump.executeAfter(TimeUnit.MILLISECONDS.toNanos(10), () -> {
                ran.add("first");
                bothRan.countDown();
            });
        });

        assertThat(bothRan.await(5, TimeUnit.SECONDS)).isTrue();
        assertThat(ran).containsExactly("first", "second");
    }

    private static Node named(long id, String name) {
        return node(id, NodeId.NONE).toBuilder().name(name).build();
    }

    private static int index(String name) {
        return Integer.parseInt(name.substring(1));
    }
}
