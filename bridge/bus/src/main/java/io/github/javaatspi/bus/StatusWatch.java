package io.github.javaatspi.bus;

import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.PlainValues;

import java.io.Closeable;
import java.util.Map;
import java.util.function.Consumer;

import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.messages.DBusSignal;
import org.freedesktop.dbus.messages.Message;
import org.freedesktop.dbus.messages.constants.Flags;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Follows {@code org.a11y.Status} ({@code IsEnabled} or {@code ScreenReaderEnabled}) on the
 * session bus, at start and whenever it changes or {@code org.a11y.Bus} changes hands. Reads
 * never auto-start the accessibility bus launcher. The listener runs on the connection's
 * reader thread and must hand real work to another thread.
 */
public final class StatusWatch implements Closeable {
    private static final Logger LOG = LoggerFactory.getLogger(StatusWatch.class);
    static final String BUS_NAME = "org.a11y.Bus";
    static final String PATH = "/org/a11y/bus";
    static final String STATUS = "org.a11y.Status";
    static final long READ_TIMEOUT_MILLIS = 2000;

    private final BusConnection session;
    private final Consumer<Boolean> listener;
    private volatile boolean isEnabled;
    private volatile boolean screenReaderEnabled;
    private volatile boolean lastReported;

    private StatusWatch(BusConnection session, Consumer<Boolean> listener) {
        this.session = session;
        this.listener = listener;
    }

    /** Starts watching; {@link #enabled()} holds the first reading when this returns. */
    public static StatusWatch start(BusConnection session, Consumer<Boolean> listener) {
        StatusWatch w = new StatusWatch(session, listener);
        session.addMatch("type='signal',interface='org.freedesktop.DBus.Properties',member='PropertiesChanged',"
                + "path='" + PATH + "',arg0='" + STATUS + "'");
        session.addMatch("type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',"
                + "member='NameOwnerChanged',arg0='" + BUS_NAME + "'");
        session.onSignal(s -> "PropertiesChanged".equals(s.getName()) && PATH.equals(s.getPath()), w::onChanged);
        session.onSignal(s -> "NameOwnerChanged".equals(s.getName()), w::onOwnerChanged);
        w.readNow();
        w.lastReported = w.enabled();
        return w;
    }

    public boolean enabled() {
        return isEnabled || screenReaderEnabled;
    }

    public BusConnection session() {
        return session;
    }

    @Override
    public void close() {
        session.close();
    }

    private void readNow() {
        isEnabled = read("IsEnabled");
        screenReaderEnabled = read("ScreenReaderEnabled");
    }

    private boolean read(String property) {
        try {
            Message reply = session.callSync(Flags.NO_AUTO_START, BUS_NAME, PATH, "org.freedesktop.DBus.Properties",
                    "Get", "ss", READ_TIMEOUT_MILLIS, STATUS, property);
            return truth(PlainValues.convert(reply.getParameters()[0]));
        } catch (Exception e) {
            LOG.debug("reading {}.{}: {}", STATUS, property, e.toString());
            return false;
        }
    }

    private void onChanged(DBusSignal s) {
        Object[] args = params(s);
        if (args.length < 2 || !STATUS.equals(args[0]) || !(args[1] instanceof Map<?, ?> changed)) {
            return;
        }
        if (changed.containsKey("IsEnabled")) {
            isEnabled = truth(changed.get("IsEnabled"));
        }
        if (changed.containsKey("ScreenReaderEnabled")) {
            screenReaderEnabled = truth(changed.get("ScreenReaderEnabled"));
        }
        report();
    }

    private void onOwnerChanged(DBusSignal s) {
        Object[] args = params(s);
        if (args.length == 3 && BUS_NAME.equals(args[0])) {
            // Re-read off the reader thread: it has to deliver the replies.
            Thread t = new Thread(() -> {
                readNow();
                report();
            }, "javaatspi-status-read");
            t.setDaemon(true);
            t.start();
        }
    }

    private synchronized void report() {
        boolean now = enabled();
        if (now != lastReported) {
            lastReported = now;
            listener.accept(now);
        }
    }

    private static boolean truth(Object v) {
        if (v instanceof Object[] variant && variant.length == 2) {
            v = variant[1];
        }
        return Boolean.TRUE.equals(v);
    }

    private static Object[] params(DBusSignal s) {
        try {
            return PlainValues.convertAll(s.getParameters());
        } catch (DBusException e) {
            return new Object[0];
        }
    }
}
