package io.github.javaatspi.model;

/** A live question could not be answered in time or the object is gone. */
public class UiUnavailableException extends RuntimeException {
    /** Why the answer is missing. */
    public enum Reason {
        /** The object no longer exists. */
        GONE,
        /** The UI thread did not answer within the budget. */
        BUSY,
        /** The object does not support the question. */
        UNSUPPORTED
    }

    private final Reason reason;

    public UiUnavailableException(Reason reason, String message) {
        super(message);
        this.reason = reason;
    }

    /** For questions the toolkit side does not answer at all. */
    public static UiUnavailableException unsupported() {
        return new UiUnavailableException(Reason.UNSUPPORTED, "not supported by this object");
    }

    public Reason reason() {
        return reason;
    }
}
