package io.github.javaatspi.atspi.dispatch;

/** D-Bus error names, in one place, with the message wording clients recognise. */
public final class DBusErrors {
    public static final String UNKNOWN_OBJECT = "org.freedesktop.DBus.Error.UnknownObject";
    public static final String UNKNOWN_METHOD = "org.freedesktop.DBus.Error.UnknownMethod";
    public static final String UNKNOWN_INTERFACE = "org.freedesktop.DBus.Error.UnknownInterface";
    public static final String UNKNOWN_PROPERTY = "org.freedesktop.DBus.Error.UnknownProperty";
    public static final String PROPERTY_READ_ONLY = "org.freedesktop.DBus.Error.PropertyReadOnly";
    public static final String INVALID_ARGS = "org.freedesktop.DBus.Error.InvalidArgs";
    public static final String TIMED_OUT = "org.freedesktop.DBus.Error.TimedOut";
    public static final String LIMITS_EXCEEDED = "org.freedesktop.DBus.Error.LimitsExceeded";
    public static final String FAILED = "org.freedesktop.DBus.Error.Failed";
    public static final String NOT_SUPPORTED = "org.freedesktop.DBus.Error.NotSupported";

    private DBusErrors() {
    }

    /** Worded like at-spi2-atk so that Orca's "accessible/<digits> does not exist" check matches. */
    public static AtspiError unknownObject(DBusCall call) {
        return new AtspiError(UNKNOWN_OBJECT, "Method \"" + call.member() + "\" with signature \"" + call.signature()
                + "\" on interface \"" + call.iface() + "\" could not be processed as object " + call.path()
                + " does not exist");
    }

    public static AtspiError unknownMethod(DBusCall call) {
        return new AtspiError(UNKNOWN_METHOD, "Method \"" + call.member() + "\" with signature \"" + call.signature()
                + "\" on interface \"" + call.iface() + "\" doesn't exist");
    }

    public static AtspiError invalidArgs(String detail) {
        return new AtspiError(INVALID_ARGS, detail);
    }
}
