package io.github.javaatspi.bus.wire;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.messages.DBusSignal;
import org.freedesktop.dbus.messages.Message;
import org.freedesktop.dbus.messages.MessageFactory;
import org.freedesktop.dbus.messages.MethodCall;
import org.freedesktop.dbus.messages.constants.Endian;
import org.freedesktop.dbus.messages.constants.Flags;
import org.freedesktop.dbus.messages.constants.MessageType;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One D-Bus connection with its own reader thread. Method calls and signals that arrive are
 * handled on that thread (handlers must not wait; see {@link #isReaderThread()}); replies to our
 * calls complete futures; writes from any thread are serialised and go out in one gathering
 * write per message, except that the reader thread's answers to calls already buffered behind
 * each other go out together (see {@link #held}).
 */
public final class BusConnection implements Closeable {
    private static final Logger LOG = LoggerFactory.getLogger(BusConnection.class);
    public static final String DBUS_NAME = "org.freedesktop.DBus";
    public static final String DBUS_PATH = "/org/freedesktop/DBus";
    /** The most the reader thread holds back before writing (see {@link #held}). */
    static final int HELD_MAX_BYTES = 64 * 1024;

    private final WireChannel channel;
    private final MessageReader reader;
    private final MessageFactory factory = new MessageFactory(Endian.LITTLE);
    private final Map<Long, CompletableFuture<Message>> pending = new ConcurrentHashMap<>();
    private final List<Subscription> subscriptions = new CopyOnWriteArrayList<>();
    private final List<Runnable> closeListeners = new CopyOnWriteArrayList<>();
    private final Object writeLock = new Object();
    /**
     * What the reader thread wrote while the next call was already buffered: it goes out with the
     * next write that finds no call waiting (or once the batch is large, or before the reader
     * blocks), in one gathering write. A client with many calls in flight gets its answers in a
     * few system calls instead of one each (under a 64-deep flood the reader thread spent 85% of
     * its time in read and write); a lone call's answer leaves at once, as before. Touched by
     * the reader thread only.
     */
    private final List<ByteBuffer> held = new ArrayList<>();
    private int heldBytes;
    private final Thread readerThread;
    private volatile Consumer<IncomingCall> methodHandler;
    private volatile String uniqueName = "";
    private volatile boolean closed;

    private BusConnection(WireChannel channel, String threadName) {
        this.channel = channel;
        this.reader = new MessageReader(channel);
        this.readerThread = new Thread(this::readLoop, threadName);
        readerThread.setDaemon(true);
        this.methodHandler = this::refuse;
    }

    /**
     * Authenticates on {@code channel}, starts the reader thread and, for a message bus, says
     * Hello within {@code timeoutMillis}.
     */
    public static BusConnection open(WireChannel channel, String threadName, boolean messageBus, long timeoutMillis)
            throws IOException {
        try {
            SaslClient.authenticate(channel);
            BusConnection c = new BusConnection(channel, threadName);
            c.readerThread.start();
            if (messageBus) {
                Message reply = c.callSync(DBUS_NAME, DBUS_PATH, DBUS_NAME, "Hello", null, timeoutMillis);
                c.uniqueName = (String) reply.getParameters()[0];
            }
            return c;
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        } catch (DBusException e) {
            channel.close();
            throw new IOException("unexpected Hello reply: " + e.getMessage(), e);
        }
    }

    /**
     * A peer that has authenticated on {@code channel} (see {@link SaslServer}): a peer-to-peer
     * connection, without a bus, Hello or unique name. Nothing is read until {@link #startReading},
     * so the handlers can be installed first (a peer may call at once).
     */
    public static BusConnection accepted(WireChannel channel, String threadName) {
        return new BusConnection(channel, threadName);
    }

    /** Starts reading a connection made by {@link #accepted}. */
    public void startReading() {
        readerThread.start();
    }

    /** Our unique bus name (empty on a peer-to-peer connection). */
    public String uniqueName() {
        return uniqueName;
    }

    public MessageFactory factory() {
        return factory;
    }

    public boolean isOpen() {
        return !closed;
    }

    public boolean isReaderThread() {
        return Thread.currentThread() == readerThread;
    }

    /**
     * Handles incoming method calls (on the reader thread). A call whose body cannot be read never
     * reaches the handler: it is answered with {@code InvalidArgs} here.
     */
    public void onMethodCall(Consumer<IncomingCall> handler) {
        methodHandler = handler;
    }

    /** Handles signals matching {@code filter} (on the reader thread). */
    public void onSignal(Predicate<DBusSignal> filter, Consumer<DBusSignal> handler) {
        subscriptions.add(new Subscription(filter, handler));
    }

    public void onClose(Runnable listener) {
        closeListeners.add(listener);
        if (closed) {
            listener.run();
        }
    }

    public void send(Message m) throws IOException {
        byte[][] wire = m.getWireData();
        int n = 0;
        while (n < wire.length && wire[n] != null) {
            n++;
        }
        ByteBuffer[] buffers = new ByteBuffer[n];
        for (int i = 0; i < n; i++) {
            buffers[i] = ByteBuffer.wrap(wire[i]);
        }
        write(buffers);
    }

    /** Sends one marshalled message without failing: a broken connection is noticed by the reader. */
    private void sendQuietly(ByteBuffer wire) {
        try {
            write(wire);
        } catch (IOException e) {
            LOG.debug("send failed on a closing connection: {}", e.toString());
        }
    }

    private void write(ByteBuffer wire) throws IOException {
        write(new ByteBuffer[] {wire});
    }

    private void write(ByteBuffer[] wire) throws IOException {
        if (Thread.currentThread() != readerThread) {
            synchronized (writeLock) {
                channel.writeFully(wire);
            }
            return;
        }
        for (ByteBuffer b : wire) {
            held.add(b);
            heldBytes += b.remaining();
        }
        if (heldBytes >= HELD_MAX_BYTES || !reader.hasWholeMessage()) {
            writeHeld();
        }
    }

    private void writeHeld() throws IOException {
        ByteBuffer[] batch = held.toArray(new ByteBuffer[0]);
        held.clear();
        heldBytes = 0;
        synchronized (writeLock) {
            channel.writeFully(batch);
        }
    }

    /** Sends without failing: a broken connection is noticed by the reader. */
    public void sendQuietly(Message m) {
        try {
            send(m);
        } catch (IOException e) {
            LOG.debug("send failed on a closing connection: {}", e.toString());
        }
    }

    public void emitSignal(String path, String iface, String member, String signature, Object... args) {
        ByteBuffer wire = MessageWriter.signal(path, iface, member, signature, args);
        if (wire != null) {
            sendQuietly(wire);
            return;
        }
        try {
            sendQuietly(factory.createSignal(null, path, iface, member, signature, args));
        } catch (DBusException e) {
            LOG.warn("could not marshal signal {}.{}: {}", iface, member, e.getMessage());
        }
    }

    /**
     * Calls a method; the future fails with {@link DBusCallException} on an error reply and with an
     * {@link IOException} when the connection closes. It has no timer of its own (no timer
     * thread): wait on it with a deadline, or use {@link #callSync}.
     */
    public CompletableFuture<Message> call(String dest, String path, String iface, String member, String signature,
            Object... args) {
        return call((byte) 0, dest, path, iface, member, signature, args);
    }

    /** As {@link #call(String, String, String, String, String, Object...)} with message flags. */
    public CompletableFuture<Message> call(byte flags, String dest, String path, String iface, String member,
            String signature, Object... args) {
        CompletableFuture<Message> result = new CompletableFuture<>();
        int ours = MessageWriter.nextSerial();
        ByteBuffer wire = MessageWriter.methodCall(ours, flags, dest, path, iface, member, signature, args);
        MethodCall call = null;
        if (wire == null) {
            // A value of a shape MessageWriter does not know (a DBusPath, say): dbus-java marshals it.
            try {
                call = factory.createMethodCall(dest, path, iface, member, flags, signature, args);
            } catch (DBusException e) {
                result.completeExceptionally(e);
                return result;
            }
        }
        long serial = call == null ? Integer.toUnsignedLong(ours) : call.getSerial();
        pending.put(serial, result);
        result.whenComplete((m, e) -> pending.remove(serial));
        try {
            if (call == null) {
                write(wire);
            } else {
                send(call);
            }
        } catch (IOException e) {
            result.completeExceptionally(e);
        }
        return result;
    }

    /** Calls and waits at most {@code timeoutMillis}; never from the reader thread, which delivers the reply. */
    public Message callSync(String dest, String path, String iface, String member, String signature,
            long timeoutMillis, Object... args) throws IOException {
        return callSync((byte) 0, dest, path, iface, member, signature, timeoutMillis, args);
    }

    /** As {@link #callSync(String, String, String, String, String, long, Object...)} with message flags. */
    public Message callSync(byte flags, String dest, String path, String iface, String member, String signature,
            long timeoutMillis, Object... args) throws IOException {
        if (isReaderThread()) {
            throw new IllegalStateException("a blocking call on the reader thread would deadlock");
        }
        CompletableFuture<Message> reply = call(flags, dest, path, iface, member, signature, args);
        try {
            return reply.get(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while calling " + member, e);
        } catch (TimeoutException e) {
            reply.cancel(false);
            throw new IOException(member + " got no reply within " + timeoutMillis + " ms", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw cause instanceof IOException io ? io : new IOException(cause.getMessage(), cause);
        }
    }

    /** Calls without wanting an answer. */
    public void callNoReply(String dest, String path, String iface, String member, String signature, Object... args) {
        try {
            sendQuietly(factory.createMethodCall(dest, path, iface, member, Flags.NO_REPLY_EXPECTED, signature, args));
        } catch (DBusException e) {
            LOG.warn("could not marshal call {}.{}: {}", iface, member, e.getMessage());
        }
    }

    /** Adds a match rule on the bus; failures are logged, not thrown. */
    public void addMatch(String rule) {
        call(DBUS_NAME, DBUS_PATH, DBUS_NAME, "AddMatch", "s", rule)
                .whenComplete((m, e) -> {
                    if (e != null) {
                        LOG.debug("AddMatch {} failed: {}", rule, e.toString());
                    }
                });
    }

    public void reply(IncomingCall call, String signature, Object... values) {
        if (!call.wantsReply()) {
            return;
        }
        ByteBuffer wire = MessageWriter.methodReturn(call.serial(), call.sender(), signature, values);
        if (wire == null) {
            try {
                wire = MessageWriter.methodReturn(call.serial(), call.sender(), signature,
                        DbusJavaBodies.marshal(factory, signature, values));
            } catch (DBusException | RuntimeException e) {
                LOG.warn("could not marshal the reply to {}.{}: {}", call.iface(), call.member(), e.getMessage());
                replyError(call, "org.freedesktop.DBus.Error.Failed", "reply could not be marshalled");
                return;
            }
        }
        sendQuietly(wire);
    }

    /** Replies with a body marshalled before ({@link MessageWriter#bodyOf}). */
    public void replyWithBody(IncomingCall call, String signature, byte[] body) {
        if (call.wantsReply()) {
            sendQuietly(MessageWriter.methodReturn(call.serial(), call.sender(), signature, body));
        }
    }

    public void replyError(IncomingCall call, String errorName, String message) {
        if (call.wantsReply()) {
            sendQuietly(MessageWriter.error(call.serial(), call.sender(), errorName, message));
        }
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            channel.close();
        } catch (IOException e) {
            LOG.debug("closing the channel: {}", e.toString());
        }
        IOException gone = new IOException("D-Bus connection closed");
        for (CompletableFuture<Message> f : pending.values()) {
            f.completeExceptionally(gone);
        }
        for (Runnable r : closeListeners) {
            try {
                r.run();
            } catch (RuntimeException e) {
                LOG.warn("close listener failed", e);
            }
        }
    }

    private void readLoop() {
        try {
            while (!closed) {
                dispatch(reader.read());
                if (!held.isEmpty() && !reader.hasWholeMessage()) {
                    // The last call answered nothing (or answered elsewhere): what the calls
                    // before it wrote goes out before the reader blocks.
                    writeHeld();
                }
            }
        } catch (IOException e) {
            if (!closed) {
                LOG.debug("D-Bus connection lost: {}", e.toString());
            }
        } catch (RuntimeException | Error e) {
            LOG.warn("D-Bus reader stopped by an unexpected failure", e);
        } finally {
            close();
        }
    }

    private void dispatch(Incoming incoming) {
        if (incoming instanceof IncomingCall call) {
            dispatchCall(call);
            return;
        }
        Message m = ((Incoming.Other) incoming).message();
        byte type = m.getType();
        if (type == MessageType.METHOD_RETURN || type == MessageType.ERROR) {
            CompletableFuture<Message> f = pending.remove(m.getReplySerial());
            if (f != null) {
                if (type == MessageType.ERROR) {
                    f.completeExceptionally(DBusCallException.from(m));
                } else {
                    f.complete(m);
                }
            }
        } else if (type == MessageType.SIGNAL) {
            for (Subscription s : subscriptions) {
                if (s.filter.test((DBusSignal) m)) {
                    try {
                        s.handler.accept((DBusSignal) m);
                    } catch (RuntimeException e) {
                        LOG.warn("signal handler failed", e);
                    }
                }
            }
        }
    }

    private void dispatchCall(IncomingCall call) {
        if (call.unreadable() != null) {
            replyError(call, "org.freedesktop.DBus.Error.InvalidArgs",
                    "the message body could not be read: " + call.unreadable());
            return;
        }
        try {
            methodHandler.accept(call);
        } catch (RuntimeException e) {
            LOG.warn("method handler failed for {}.{}", call.iface(), call.member(), e);
            replyError(call, "org.freedesktop.DBus.Error.Failed", "internal error");
        }
    }

    /** The default for connections that serve nothing: answer Ping, refuse the rest. */
    private void refuse(IncomingCall call) {
        if ("org.freedesktop.DBus.Peer".equals(call.iface()) && "Ping".equals(call.member())) {
            reply(call, "");
        } else {
            replyError(call, "org.freedesktop.DBus.Error.UnknownMethod", "this connection serves no objects");
        }
    }

    private record Subscription(Predicate<DBusSignal> filter, Consumer<DBusSignal> handler) {
    }
}
