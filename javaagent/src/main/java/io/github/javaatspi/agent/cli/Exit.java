package io.github.javaatspi.agent.cli;

/** Exit statuses, as shell users expect them (and as the man page lists them). */
final class Exit {
    /** Done; for {@code doctor}: healthy. */
    static final int OK = 0;
    /** The command ran and failed, or {@code doctor} found a problem. */
    static final int FAILED = 1;
    /** The command line itself was wrong. */
    static final int USAGE = 2;

    private Exit() {
    }
}
