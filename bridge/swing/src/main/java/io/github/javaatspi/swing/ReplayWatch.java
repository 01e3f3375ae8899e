package io.github.javaatspi.swing;

import java.awt.EventQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Wakes AWT's toolkit thread while a replayed key's dispatch waits for it for nothing.
 *
 * <p>On X, AWT asks the server for its time whenever a text takes the X selection — every
 * Shift+arrow, Shift+Home or Shift+End in a focused text component — and for a paste: the event
 * thread changes a property, flushes, and waits until the toolkit thread has seen the server's
 * PropertyNotify. But Xlib's flush also reads what the server has already sent, so on a fast
 * server the notice lands in Xlib's queue on the event thread, and the toolkit thread, asleep in
 * {@code poll()} on a socket that has nothing more, sees it only when its poll times out, up to
 * a hundred milliseconds and more later, with the application frozen meanwhile. Without a screen
 * reader the toolkit thread is usually still awake with the key's own events when that happens;
 * a key held for the screen reader's answer and replayed comes when it has gone back to sleep
 * (figures in ARCHITECTURE, Keys).
 *
 * <p>So while a replayed key press is dispatched (its release and character wait for nothing
 * of the kind), a watcher thread looks at the event thread every millisecond (every
 * {@value #LATE_CHECK_MILLIS} ms after the first {@value #EARLY_MILLIS}); if it is parked
 * (waiting on AWT's lock condition, as far as a thread's state tells), it {@link ToolkitNudge
 * nudges} the toolkit thread, which then reads its queue and hands the notice over. A dispatch
 * that computes is left alone, and one still waiting after {@value #GIVE_UP_MILLIS} ms (an
 * application waiting for something else) is no longer watched. The watch ends when the event
 * thread runs a task queued as the dispatch began, i.e. once that dispatch is over.
 */
public final class ReplayWatch {
    private static final Logger LOG = LoggerFactory.getLogger(ReplayWatch.class);
    static final long EARLY_MILLIS = 10;
    static final long EARLY_CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(1);
    static final long LATE_CHECK_MILLIS = 10;
    static final long GIVE_UP_MILLIS = 300;

    /**
     * One dispatch under watch: the thread dispatching and when it began. Run on the event
     * thread once the dispatch is over, it ends the watch (a class, loaded by {@link #start}, not
     * a lambda, which would be linked on the first key of a fresh JVM).
     */
    private final class Dispatch implements Runnable {
        final Thread thread;
        final long began;

        Dispatch(Thread thread, long began) {
            this.thread = thread;
            this.began = began;
        }

        @Override
        public void run() {
            watched.compareAndSet(this, null);
        }
    }

    private final Supplier<ToolkitNudge> nudges;
    private final AtomicReference<Dispatch> watched = new AtomicReference<>();
    private volatile Thread watcher;

    /** @param nudges gives the nudge, asked on the watcher thread each time it starts */
    public ReplayWatch(Supplier<ToolkitNudge> nudges) {
        this.nudges = nudges;
    }

    /** Starts the watcher thread, if it does not run; any thread. */
    public synchronized void start() {
        if (watcher == null) {
            new Dispatch(null, 0L).run();
            Thread t = new Thread(this::watch, "javaatspi-replay-watch");
            t.setDaemon(true);
            watcher = t;
            t.start();
        }
    }

    /** Ends the watcher thread; any thread. */
    public synchronized void stop() {
        Thread t = watcher;
        watcher = null;
        watched.set(null);
        if (t != null) {
            t.interrupt();
        }
    }

    /** A replayed key press is being dispatched on this thread, the event thread; watched until it is over. */
    void dispatching() {
        Thread t = watcher;
        if (t == null) {
            return;
        }
        Dispatch d = new Dispatch(Thread.currentThread(), System.nanoTime());
        watched.set(d);
        EventQueue.invokeLater(d);
        LockSupport.unpark(t);
    }

    /** Parked: in AWT's lock condition (untimed for the server's time, timed while a paste waits for its data). */
    private static boolean waits(Thread t) {
        Thread.State state = t.getState();
        return state == Thread.State.WAITING || state == Thread.State.TIMED_WAITING;
    }

    /** Whether a dispatch is under watch now. */
    boolean watching() {
        return watched.get() != null;
    }

    private void watch() {
        ToolkitNudge nudge;
        try {
            nudge = nudges.get();
        } catch (RuntimeException | LinkageError e) {
            LOG.debug("no way to wake the toolkit thread: {}", e.toString());
            nudge = ToolkitNudge.NONE;
        }
        while (watcher == Thread.currentThread()) {
            Dispatch d = watched.get();
            if (d == null) {
                LockSupport.park(this);
                continue;
            }
            long waited = System.nanoTime() - d.began;
            long step = waited < TimeUnit.MILLISECONDS.toNanos(EARLY_MILLIS)
                    ? EARLY_CHECK_NANOS : TimeUnit.MILLISECONDS.toNanos(LATE_CHECK_MILLIS);
            LockSupport.parkNanos(this, step);
            if (watched.get() != d) {
                continue;
            }
            if (System.nanoTime() - d.began > TimeUnit.MILLISECONDS.toNanos(GIVE_UP_MILLIS)) {
                watched.compareAndSet(d, null);
            } else if (waits(d.thread)) {
                try {
                    nudge.nudge();
                } catch (RuntimeException | LinkageError e) {
                    LOG.debug("could not wake the toolkit thread: {}", e.toString());
                }
            }
        }
    }
}
