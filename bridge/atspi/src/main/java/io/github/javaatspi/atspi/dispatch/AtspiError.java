package io.github.javaatspi.atspi.dispatch;

/** A failure that becomes a D-Bus error reply with {@link #errorName()}. */
public final class AtspiError extends RuntimeException {
    private final String errorName;

    public AtspiError(String errorName, String message) {
        super(message, null, false, false);
        this.errorName = errorName;
    }

    public String errorName() {
        return errorName;
    }
}
