package io.github.javaatspi.agent.cli;

/** The command line was wrong: the message says how, and the caller prints the usage hint. */
final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
        super(message);
    }
}
