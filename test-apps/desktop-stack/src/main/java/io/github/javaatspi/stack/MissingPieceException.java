package io.github.javaatspi.stack;

/** A system program the tests need is not installed; the message says how to install it. */
public final class MissingPieceException extends IllegalStateException {
    public MissingPieceException(String message) {
        super(message);
    }
}
