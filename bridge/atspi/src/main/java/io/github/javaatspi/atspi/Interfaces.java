package io.github.javaatspi.atspi;

/** Names of the D-Bus interfaces we serve or call. */
public final class Interfaces {
    public static final String ACCESSIBLE = "org.a11y.atspi.Accessible";
    public static final String APPLICATION = "org.a11y.atspi.Application";
    public static final String COMPONENT = "org.a11y.atspi.Component";
    public static final String ACTION = "org.a11y.atspi.Action";
    public static final String VALUE = "org.a11y.atspi.Value";
    public static final String TEXT = "org.a11y.atspi.Text";
    public static final String COLLECTION = "org.a11y.atspi.Collection";
    public static final String EDITABLE_TEXT = "org.a11y.atspi.EditableText";
    public static final String HYPERTEXT = "org.a11y.atspi.Hypertext";
    public static final String HYPERLINK = "org.a11y.atspi.Hyperlink";
    public static final String IMAGE = "org.a11y.atspi.Image";
    public static final String DOCUMENT = "org.a11y.atspi.Document";
    public static final String SELECTION = "org.a11y.atspi.Selection";
    public static final String TABLE = "org.a11y.atspi.Table";
    public static final String TABLE_CELL = "org.a11y.atspi.TableCell";
    public static final String CACHE = "org.a11y.atspi.Cache";
    public static final String SOCKET = "org.a11y.atspi.Socket";
    public static final String REGISTRY = "org.a11y.atspi.Registry";
    public static final String DEVICE_EVENT_CONTROLLER = "org.a11y.atspi.DeviceEventController";
    public static final String DEVICE_EVENT_LISTENER = "org.a11y.atspi.DeviceEventListener";
    public static final String EVENT_OBJECT = "org.a11y.atspi.Event.Object";
    public static final String EVENT_WINDOW = "org.a11y.atspi.Event.Window";
    public static final String EVENT_FOCUS = "org.a11y.atspi.Event.Focus";

    public static final String PROPERTIES = "org.freedesktop.DBus.Properties";
    public static final String INTROSPECTABLE = "org.freedesktop.DBus.Introspectable";
    public static final String PEER = "org.freedesktop.DBus.Peer";

    public static final String REGISTRY_NAME = "org.a11y.atspi.Registry";

    private Interfaces() {
    }
}
