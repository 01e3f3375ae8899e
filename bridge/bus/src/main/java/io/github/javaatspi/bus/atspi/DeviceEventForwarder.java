package io.github.javaatspi.bus.atspi;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.MessageWriter;
import io.github.javaatspi.model.DeviceKey;
import io.github.javaatspi.model.KeyForwarder;

import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.messages.Message;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hands keys to the registry's {@code DeviceEventController.NotifyListenersSync}, which asks
 * every keystroke listener and answers whether one consumed the key. The caller (the UI thread)
 * never touches the socket: calls are written from a sender thread of their own, so a bus that
 * stops reading cannot stall typing, and the answer arrives on the reader thread.
 */
public final class DeviceEventForwarder implements KeyForwarder {
    private static final Logger LOG = LoggerFactory.getLogger(DeviceEventForwarder.class);
    /**
     * The registry accepts {@code (uiiiisb)} or {@code (uinnisb)} here although its
     * introspection says {@code (uiuuisb)}, which it rejects.
     */
    static final String SIGNATURE = "(uiiiisb)";

    private final BusConnection connection;
    private final Executor sender;

    /** @param sender runs the calls, in order (one thread, bounded queue) */
    public DeviceEventForwarder(BusConnection connection, Executor sender) {
        this.connection = connection;
        this.sender = sender;
    }

    @Override
    public void forward(DeviceKey key, Consumer<Boolean> answer) {
        try {
            sender.execute(new Notification(key, answer));
        } catch (RejectedExecutionException e) {
            answer.accept(false);
        }
    }

    /**
     * Starts the sender thread, loads the classes a key goes through and marshals one call into
     * bytes that are thrown away: in a fresh JVM the first key otherwise paid 1–3 ms for that
     * before the registry heard of it.
     */
    @Override
    public void prepare() {
        Notification rehearsal = new Notification(new DeviceKey(false, 0xff09, 23, 0, 0, "Tab", false), ignored -> { });
        try {
            sender.execute(rehearsal::marshal);
        } catch (RejectedExecutionException e) {
            LOG.debug("the key sender has stopped");
        }
    }

    /**
     * One key on its way to the registry (run on the sender thread) and its answer (on the reader
     * thread). A class rather than lambdas: {@link #prepare} loads it ahead of the first key,
     * where each new lambda was linked while the screen reader waited.
     */
    private final class Notification implements Runnable, BiConsumer<Message, Throwable> {
        private final Object[] event;
        private final Consumer<Boolean> answer;

        Notification(DeviceKey key, Consumer<Boolean> answer) {
            this.event = new Object[] {key.pressed() ? 0L : 1L, key.keysym(), key.keycode(), key.modifiers(),
                key.timestamp(), key.text(), key.isText()};
            this.answer = answer;
        }

        @Override
        public void run() {
            connection.call(Interfaces.REGISTRY_NAME, KeystrokeTracking.DEC_PATH, Interfaces.DEVICE_EVENT_CONTROLLER,
                    "NotifyListenersSync", SIGNATURE, (Object) event).whenComplete(this);
        }

        @Override
        public void accept(Message reply, Throwable failure) {
            if (failure != null) {
                LOG.debug("NotifyListenersSync failed: {}", failure.toString());
            }
            answer.accept(failure == null && consumed(reply));
        }

        void marshal() {
            MessageWriter.methodCall(1, (byte) 0, Interfaces.REGISTRY_NAME, KeystrokeTracking.DEC_PATH,
                    Interfaces.DEVICE_EVENT_CONTROLLER, "NotifyListenersSync", SIGNATURE, new Object[] {event});
        }
    }

    private static boolean consumed(Message reply) {
        try {
            Object[] values = reply.getParameters();
            return values.length > 0 && Boolean.TRUE.equals(values[0]);
        } catch (DBusException e) {
            LOG.debug("unreadable NotifyListenersSync reply: {}", e.getMessage());
            return false;
        }
    }
}
