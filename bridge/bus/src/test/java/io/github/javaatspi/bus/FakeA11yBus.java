package io.github.javaatspi.bus;

import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.IncomingCall;
import io.github.javaatspi.bus.wire.PlainValues;
import io.github.javaatspi.bus.wire.Transports;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.freedesktop.dbus.exceptions.DBusException;

/**
 * A stand-in for {@code at-spi-bus-launcher} on a test bus: owns {@code org.a11y.Bus}, answers
 * {@code GetAddress} and {@code Properties.Get} of {@code org.a11y.Status}, and announces changes
 * with {@code PropertiesChanged} as the launcher does.
 */
final class FakeA11yBus implements AutoCloseable {
    static final String NAME = "org.a11y.Bus";
    static final String PATH = "/org/a11y/bus";
    static final String STATUS = "org.a11y.Status";
    static final String PROPERTIES = "org.freedesktop.DBus.Properties";

    private final BusConnection connection;
    private final Map<String, Boolean> status = new ConcurrentHashMap<>();
    private final String a11yAddress;

    private FakeA11yBus(BusConnection connection, String a11yAddress, boolean isEnabled, boolean screenReader) {
        this.connection = connection;
        this.a11yAddress = a11yAddress;
        status.put("IsEnabled", isEnabled);
        status.put("ScreenReaderEnabled", screenReader);
    }

    /** Connects to {@code busAddress}, serves, and takes the name {@code org.a11y.Bus}. */
    static FakeA11yBus start(String busAddress, String a11yAddress, boolean isEnabled, boolean screenReader)
            throws IOException {
        BusConnection c = BusConnection.open(new Transports(null).open(busAddress), "fake-a11y-bus", true, 5000);
        FakeA11yBus fake = new FakeA11yBus(c, a11yAddress, isEnabled, screenReader);
        c.onMethodCall(fake::serve);
        try {
            Object reply = c.callSync(BusConnection.DBUS_NAME, BusConnection.DBUS_PATH, BusConnection.DBUS_NAME,
                    "RequestName", "su", 5000, NAME, 0L).getParameters()[0];
            // 1 = DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER
            if (!Long.valueOf(1).equals(PlainValues.convert(reply))) {
                throw new IOException("could not own " + NAME + ": RequestName answered " + reply);
            }
        } catch (DBusException | IOException e) {
            c.close();
            throw new IOException("fake " + NAME + " failed to start: " + e.getMessage(), e);
        }
        return fake;
    }

    String uniqueName() {
        return connection.uniqueName();
    }

    /** Changes properties and emits one {@code PropertiesChanged} naming them. */
    void set(Map<String, Boolean> changes) {
        status.putAll(changes);
        Map<String, Object> changed = new java.util.LinkedHashMap<>();
        changes.forEach((k, v) -> changed.put(k, new Object[] {"b", v}));
        connection.emitSignal(PATH, PROPERTIES, "PropertiesChanged", "sa{sv}as", STATUS, changed, List.of());
    }

    @Override
    public void close() {
        connection.close();
    }

    private void serve(IncomingCall call) {
        Object[] args = call.args();
        if (NAME.equals(call.iface()) && "GetAddress".equals(call.member())) {
            connection.reply(call, "s", a11yAddress);
        } else if (PROPERTIES.equals(call.iface()) && "Get".equals(call.member()) && args.length == 2
                && STATUS.equals(args[0]) && status.containsKey(args[1])) {
            connection.reply(call, "v", (Object) new Object[] {"b", status.get(args[1])});
        } else {
            connection.replyError(call, "org.freedesktop.DBus.Error.UnknownMethod",
                    "the fake serves no " + call.iface() + "." + call.member());
        }
    }
}
