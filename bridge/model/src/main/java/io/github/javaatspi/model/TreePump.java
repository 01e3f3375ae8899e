package io.github.javaatspi.model;

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
    private final Thread thread;

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
                task = queue.take();
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
}
