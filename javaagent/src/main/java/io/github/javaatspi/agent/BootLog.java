package io.github.javaatspi.agent;

import java.lang.reflect.InvocationTargetException;

/**
 * The bootstrap's one log line when the bridge cannot start, through {@code System.Logger} so
 * the application's logging setup decides where it goes.
 */
final class BootLog {
    private BootLog() {
    }

    static void failed(Throwable e) {
        // Reflection wraps what the bridge threw; the user needs the reason, not the wrapper.
        Throwable reason = e instanceof InvocationTargetException && e.getCause() != null ? e.getCause() : e;
        try {
            System.getLogger("io.github.javaatspi").log(System.Logger.Level.WARNING,
                    "Java AT-SPI bridge could not start; the application runs without it: " + reason);
        } catch (Throwable ignored) {
            // Logging itself failed: there is nowhere left to report to, and the app must run on.
        }
    }
}
