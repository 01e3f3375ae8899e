package io.github.javaatspi.bus.wire;

import java.io.IOException;

import org.freedesktop.dbus.messages.Message;

/** An error reply to one of our calls. */
public final class DBusCallException extends IOException {
    private final String errorName;

    public DBusCallException(String errorName, String message) {
        super(errorName + ": " + message);
        this.errorName = errorName;
    }

    public String errorName() {
        return errorName;
    }

    static DBusCallException from(Message error) {
        String text = "";
        try {
            Object[] params = error.getParameters();
            if (params != null && params.length > 0) {
                text = String.valueOf(params[0]);
            }
        } catch (org.freedesktop.dbus.exceptions.DBusException e) {
            text = "(unreadable error message)";
        }
        return new DBusCallException(error.getName(), text);
    }
}
