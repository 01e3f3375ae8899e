package io.github.javaatspi.agent.cli;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.PlainValues;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.messages.DBusSignal;

/**
 * {@code java-atspi events}: prints one application's AT-SPI events as they happen, the way a
 * screen reader receives them. Registering with the registry is what makes the application send
 * them (bridges send only what someone listens for); the registration ends with our connection.
 */
final class EventMonitor {
    private static final String EVENT_PREFIX = "org.a11y.atspi.Event.";
    private static final List<String> KINDS = List.of("object:", "window:", "focus:");
    private static final String REGISTRY_PATH = "/org/a11y/atspi/registry";

    private final Desktop desktop;
    private final PrintStream out;

    EventMonitor(Desktop desktop, PrintStream out) {
        this.desktop = desktop;
        this.out = out;
    }

    /** Prints events of {@code app} until {@code count} were printed or {@code timeoutMillis} passed (0: never). */
    int run(Desktop.App app, int count, long timeoutMillis) throws IOException {
        BusConnection c = desktop.connection();
        BlockingQueue<DBusSignal> events = new LinkedBlockingQueue<>();
        String sender = app.root().bus();
        c.onSignal(s -> sender.equals(s.getSource()) && s.getInterface() != null
                && s.getInterface().startsWith(EVENT_PREFIX), events::add);
        c.addMatch("type='signal',sender='" + sender + "'");
        for (String kind : KINDS) {
            c.callSync(Interfaces.REGISTRY_NAME, REGISTRY_PATH, Interfaces.REGISTRY, "RegisterEvent", "s",
                    Desktop.CALL_MILLIS, kind);
        }
        out.println("Events of '" + app.name() + "' (PID " + app.pid() + "); Ctrl+C stops.");
        out.flush();
        long end = timeoutMillis > 0 ? System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis) : Long.MAX_VALUE;
        int printed = 0;
        while (count <= 0 || printed < count) {
            long left = end - System.nanoTime();
            if (left <= 0) {
                break;
            }
            DBusSignal s;
            try {
                s = events.poll(Math.min(left, TimeUnit.SECONDS.toNanos(1)), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            if (s != null) {
                out.println(describe(s));
                out.flush();
                printed++;
            } else if (!c.isOpen()) {
                throw new IOException("the accessibility bus closed the connection");
            }
        }
        return Exit.OK;
    }

    private String describe(DBusSignal s) {
        Object[] args;
        try {
            args = PlainValues.convertAll(s.getParameters());
        } catch (DBusException e) {
            args = new Object[0];
        }
        String kind = s.getInterface().substring(EVENT_PREFIX.length()).toLowerCase(Locale.ROOT) + ":"
                + kebab(s.getName());
        StringBuilder line = new StringBuilder(kind);
        if (args.length > 0 && args[0] instanceof String detail && !detail.isEmpty()) {
            line.append(':').append(detail);
        }
        if (args.length > 2) {
            line.append(" (").append(args[1]).append(", ").append(args[2]).append(')');
        }
        if (args.length > 3 && args[3] instanceof Object[] variant && variant.length == 2
                && variant[1] instanceof String text && !text.isEmpty()) {
            line.append(" \"").append(text).append('"');
        }
        Desktop.Ref source = new Desktop.Ref(s.getSource(), s.getPath());
        try {
            line.append("  ").append(desktop.roleName(source)).append(" '").append(desktop.name(source)).append('\'');
        } catch (IOException e) {
            line.append("  ").append(s.getPath()).append(" (gone)");
        }
        return line.toString();
    }

    static String kebab(String member) {
        return member.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }
}
