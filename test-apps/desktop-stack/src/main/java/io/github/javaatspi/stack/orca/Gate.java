package io.github.javaatspi.stack.orca;

/**
 * Whether the end-to-end test holds the bridge to a step today, and why. A reported step runs
 * and is scored in {@code scripts/orca-report.sh}; it fails no build until the bridge grows what
 * it needs, and then it becomes asserted.
 */
public record Gate(boolean asserted, String why) {
    /** The bridge can pass this step today: {@code why} names what it relies on. */
    public static Gate asserted(String why) {
        return new Gate(true, why);
    }

    /** Scored, not asserted: {@code why} names the missing piece. */
    public static Gate reported(String why) {
        return new Gate(false, why);
    }
}
