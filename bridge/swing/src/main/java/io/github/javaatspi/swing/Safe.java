package io.github.javaatspi.swing;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads from application code that may throw. A custom {@code AccessibleContext} with a bug
 * must cost the user one property of one object, not the bridge or the app. The first failure
 * of each throwing class is one warning line (the app's developer needs to hear of it once);
 * every later one is debug, because a broken class fails on every read of every instance.
 */
final class Safe {
    private static final Logger LOG = LoggerFactory.getLogger(Safe.class);
    /** Bounds what a pathological app can make us remember. */
    private static final int MAX_WARNED = 64;
    private static final Set<String> WARNED = ConcurrentHashMap.newKeySet();

    private Safe() {
    }

    static <T> T get(Supplier<T> read, T fallback) {
        try {
            T v = read.get();
            return v != null ? v : fallback;
        } catch (RuntimeException | LinkageError e) {
            report(e);
            return fallback;
        }
    }

    /** Reports {@code e} as {@link #get} does and gives {@code fallback}: for guards written out (see {@link GuardedContext}). */
    static <T> T failed(Throwable e, T fallback) {
        report(e);
        return fallback;
    }

    static void run(Runnable action, String what) {
        try {
            action.run();
        } catch (RuntimeException | LinkageError e) {
            LOG.warn("{} failed in the application's accessibility code: {}", what, e.toString());
            LOG.debug("details", e);
        }
    }

    private static void report(Throwable e) {
        StackTraceElement[] trace = e.getStackTrace();
        String thrower = trace.length == 0 ? e.getClass().getName() : trace[0].getClassName();
        if (WARNED.size() < MAX_WARNED && WARNED.add(thrower)) {
            LOG.warn("The application's accessibility code in {} throws ({}); the bridge shows what else it can "
                    + "read of such objects", thrower, e.toString());
        }
        LOG.debug("accessibility call failed, using a fallback", e);
    }
}
