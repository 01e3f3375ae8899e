package io.github.javaatspi.agent.cli;

/** A command could not do its job; the message is what the user reads (one line, with the fix when we know it). */
final class CommandFailed extends Exception {
    private static final long serialVersionUID = 1L;

    CommandFailed(String message) {
        super(message);
    }

    CommandFailed(String message, Throwable cause) {
        super(message, cause);
    }
}
