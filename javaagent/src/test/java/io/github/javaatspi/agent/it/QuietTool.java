package io.github.javaatspi.agent.it;

/** A JVM without a window (think of a build tool): runs for {@code -Dquiet.millis} (3 s), prints nothing. */
public final class QuietTool {
    private QuietTool() {
    }

    public static void main(String[] args) throws InterruptedException {
        Thread.sleep(Long.getLong("quiet.millis", 3000));
    }
}
