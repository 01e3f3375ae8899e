package io.github.javaatspi.agent;

import java.util.function.BiConsumer;

/**
 * Lets an application make a screen reader speak a status message ("Saved", "3 results"),
 * for changes that do not move the focus. Silent when no screen reader listens, and a no-op
 * when the bridge is not running, so an application may call it unconditionally.
 *
 * <pre>{@code
 * AccessibleAnnouncer.announce("File saved");
 * AccessibleAnnouncer.announce("Connection lost", AccessibleAnnouncer.Politeness.ASSERTIVE);
 * }</pre>
 */
public final class AccessibleAnnouncer {
    /** How urgently: POLITE waits for the current speech, ASSERTIVE interrupts it. */
    public enum Politeness {
        POLITE(1), ASSERTIVE(2);

        final int level;

        Politeness(int level) {
            this.level = level;
        }
    }

    private static volatile BiConsumer<String, Integer> sink;

    private AccessibleAnnouncer() {
    }

    public static void announce(String message) {
        announce(message, Politeness.POLITE);
    }

    public static void announce(String message, Politeness politeness) {
        BiConsumer<String, Integer> s = sink;
        if (s != null && message != null && !message.isBlank() && politeness != null) {
            try {
                s.accept(message, politeness.level);
            } catch (RuntimeException e) {
                BootLog.failed(e);
            }
        }
    }

    /** Called by the bridge once it runs (across the class-loader boundary, with JDK types only). */
    static void connect(BiConsumer<String, Integer> bridge) {
        sink = bridge;
    }
}
