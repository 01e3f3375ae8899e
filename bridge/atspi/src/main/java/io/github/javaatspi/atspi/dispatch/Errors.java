package io.github.javaatspi.atspi.dispatch;

import io.github.javaatspi.model.UiUnavailableException;

/** Every failure of a call becomes exactly one D-Bus error here, nowhere else. */
public final class Errors {
    private Errors() {
    }

    public static AtspiError toDBus(Throwable failure, DBusCall call) {
        if (failure instanceof AtspiError e) {
            return e;
        }
        if (failure instanceof UiUnavailableException u) {
            return switch (u.reason()) {
                case GONE -> DBusErrors.unknownObject(call);
                case BUSY -> new AtspiError(DBusErrors.TIMED_OUT, u.getMessage());
                case UNSUPPORTED -> new AtspiError(DBusErrors.FAILED, u.getMessage());
            };
        }
        if (failure instanceof ClassCastException || failure instanceof IndexOutOfBoundsException) {
            return DBusErrors.invalidArgs("arguments of \"" + call.member() + "\" could not be read");
        }
        return new AtspiError(DBusErrors.FAILED, "internal error in the accessibility bridge: " + failure);
    }
}
