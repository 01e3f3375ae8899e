package io.github.javaatspi.agent;

/**
 * The bootstrap's one log line when the bridge cannot start, through {@code System.Logger} so
 * the application's logging setup decides where it goes.
 */
final class BootLog {
    private BootLog() {
    }

    static void failed(Throwable e) {
        try {
            System.getLogger("io.github.javaatspi").log(System.Logger.Level.WARNING,
                    "Java AT-SPI bridge could not start; the application runs without it: " + e);
        } catch (Throwable ignored) {
            // Logging itself failed: there is nowhere left to report to, and the app must run on.
        }
    }
}
