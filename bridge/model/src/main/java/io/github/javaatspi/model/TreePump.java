package io.github.javaatspi.model;

import java.util.PriorityQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The one thread that writes the {@link Tree}: it applies updates in the order they were
 * submitted and runs the {@link ChangeHandler} (event translation and emission) on them, so
 * the UI thread never waits for the bus and D-Bus threads never write the tree.
 */
public final class TreePump {
    private static final Runnable STOP = () -> { };

    private final Tree tree;
    /** Set by {@link #start}, before the thread that reads it runs. */
    private ChangeHandler handler;
    private final Consumer<Throwable> errors;
    private final BlockingQueue<Runnable> queue = new LinkedBlockingQueue<>();
    /** Tasks waiting for their time ({@link #executeAfter}); the tree thread's own. */
    private final PriorityQueue<Timed> timed = new PriorityQueue<>();
    private long timedSequence;
    private final Thread thread;

    /** A task and when it is due; equal times keep the order they were asked in. */
    private record Timed(long dueNanos, long sequence, Runnable task) implements Comparable<Timed> {
        @Override
        public int compareTo(Timed other) {
            long byTime = dueNanos - other.dueNanos;
            return byTime != 0 ? Long.signum(byTime) : Long.compare(sequence, other.sequence);
        }
    }

    /**
     * Updates may be submitted at once; they wait in the queue until {@link #start} names the
     * handler that hears about them (the bridge reads the first windows while it builds that).
     */
    public TreePump(Tree tree, Consumer<Throwable> errors, String threadName) {
        this.tree = tree;
        this.errors = errors;
        this.thread = new Thread(this::run, threadName);
        thread.setDaemon(true);
    }

    public void start(ChangeHandler changes) {
        handler = changes;
        thread.start();
    }

    public Tree tree() {
        return tree;
    }

    /** Queues an update; returns at once. */
    public void submit(TreeUpdate update) {
        if (!update.isEmpty()) {
            queue.add(() -> tree.apply(update, handler));
        }
    }

    /** Runs {@code task} on the tree thread, after everything queued before it. */
    public void execute(Runnable task) {
        queue.add(task);
    }

    /**
     * Runs {@code task} on the tree thread once {@code delayNanos} have passed (or, when the
     * thread is busy then, as soon as it finishes the task at hand). From any thread.
     */
    public void executeAfter(long delayNanos, Runnable task) {
        long due = System.nanoTime() + delayNanos;
        if (Thread.currentThread() == thread) {
            timed.add(new Timed(due, timedSequence++, task));
        } else {
            queue.add(() -> timed.add(new Timed(due, timedSequence++, task)));
        }
    }

    /** Waits until everything queued so far has been applied; false on timeout. */
    public boolean awaitApplied(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.currentThread() == thread) {
            return true;
        }
        CountDownLatch done = new CountDownLatch(1);
        queue.add(done::countDown);
        return done.await(timeout, unit);
    }

    /** Stops after the queued work; waits for it at most {@code timeoutMillis}. */
    public void stop(long timeoutMillis) {
        queue.add(STOP);
        if (Thread.currentThread() != thread) {
            try {
                thread.join(timeoutMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void run() {
        while (true) {
            Runnable task;
            try {
                task = next();
            } catch (InterruptedException e) {
                return;
            }
            if (task == STOP) {
                return;
            }
            try {
                task.run();
            } catch (RuntimeException | Error e) {
                errors.accept(e);
            }
        }
    }

    /** The next task: a timed one that is due, else the queue's, waiting no longer than the next timed one. */
    private Runnable next() throws InterruptedException {
        while (true) {
            Timed first = timed.peek();
            if (first == null) {
                return queue.take();
            }
            long wait = first.dueNanos() - System.nanoTime();
            if (wait <= 0) {
                return timed.poll().task();
            }
            Runnable task = queue.poll(wait, TimeUnit.NANOSECONDS);
            if (task != null) {
                return task;
            }
        }
    }
}
