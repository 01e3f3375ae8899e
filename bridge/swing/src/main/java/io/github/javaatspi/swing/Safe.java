package io.github.javaatspi.swing;

import java.util.function.Supplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads from application code that may throw. A custom {@code AccessibleContext} with a bug
 * must cost the user one property of one object, not the bridge or the app.
 */
final class Safe {
    private static final Logger LOG = LoggerFactory.getLogger(Safe.class);

    private Safe() {
    }

    static <T> T get(Supplier<T> read, T fallback) {
        try {
            T v = read.get();
            return v != null ? v : fallback;
        } catch (RuntimeException | LinkageError e) {
            LOG.debug("accessibility call failed, using a fallback", e);
            return fallback;
        }
    }

    static void run(Runnable action, String what) {
        try {
            action.run();
        } catch (RuntimeException | LinkageError e) {
            LOG.warn("{} failed in the application's accessibility code: {}", what, e.toString());
            LOG.debug("details", e);
        }
    }
}
