package io.github.javaatspi.bus.wire;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;

import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.messages.Message;
import org.freedesktop.dbus.messages.MessageFactory;
import org.freedesktop.dbus.messages.MethodCall;

/**
 * Frames D-Bus messages off a channel through a read buffer, so several pipelined messages cost
 * one system call. Common method calls are parsed right out of the buffer ({@link CallParser});
 * the rest is handed to dbus-java.
 */
public final class MessageReader {
    /** The protocol's limit (2^27 bytes). */
    static final int MAX_MESSAGE = 1 << 27;

    private final WireChannel channel;
    private final CallParser calls = new CallParser();
    private ByteBuffer buffer = ByteBuffer.allocate(64 * 1024);

    public MessageReader(WireChannel channel) {
        this.channel = channel;
        buffer.flip();
    }

    /** Blocks until a whole message has arrived. */
    public Incoming read() throws IOException {
        fill(16);
        int start = buffer.position();
        byte endian = buffer.get(start);
        if (buffer.get(start + 3) != 1) {
            throw new IOException("unsupported D-Bus protocol version " + buffer.get(start + 3));
        }
        long bodyLength = uint32(start + 4, endian);
        long fieldsLength = uint32(start + 12, endian);
        long headerLength = (fieldsLength + 7) & ~7L;
        long total = 16 + headerLength + bodyLength;
        if (total > MAX_MESSAGE) {
            throw new IOException("D-Bus message of " + total + " bytes exceeds the protocol limit");
        }
        fill((int) total);
        // Filling may have moved the bytes (compacted or grown the buffer): the message now starts here.
        start = buffer.position();
        buffer.position(start + (int) total);
        IncomingCall call = calls.parse(buffer.array(), buffer.arrayOffset() + start, (int) total, (int) fieldsLength);
        if (call != null) {
            return call;
        }
        Message m = parseWithDbusJava(start, (int) headerLength, (int) bodyLength);
        return m instanceof MethodCall mc ? fromDbusJava(mc) : new Incoming.Other(m);
    }

    /** Whether a whole message is already buffered, so that {@link #read()} will not block. */
    public boolean hasWholeMessage() {
        int have = buffer.remaining();
        if (have < 16) {
            return false;
        }
        int start = buffer.position();
        byte endian = buffer.get(start);
        long total = 16 + ((uint32(start + 12, endian) + 7) & ~7L) + uint32(start + 4, endian);
        return have >= total;
    }

    private Message parseWithDbusJava(int start, int headerLength, int bodyLength) throws IOException {
        // dbus-java's layout: the 12 fixed bytes; the field-array length followed by the fields
        // at offset 8 of the header buffer; the body.
        byte[] fixed = new byte[12];
        buffer.get(start, fixed);
        byte[] header = new byte[headerLength + 8];
        buffer.get(start + 12, header, 0, 4);
        buffer.get(start + 16, header, 8, headerLength);
        byte[] body = new byte[bodyLength];
        buffer.get(start + 16 + headerLength, body);
        try {
            return MessageFactory.createMessage(fixed[1], fixed, header, body, null);
        } catch (DBusException e) {
            throw new IOException("malformed D-Bus message: " + e.getMessage(), e);
        }
    }

    /** A call dbus-java parsed; a body it cannot read is reported with the call, not thrown. */
    private static IncomingCall fromDbusJava(MethodCall m) {
        String sig = m.getSig() == null ? "" : m.getSig();
        Object[] args = null;
        String unreadable = null;
        try {
            args = PlainValues.convertAll(m.getParameters());
        } catch (DBusException | RuntimeException e) {
            unreadable = String.valueOf(e.getMessage());
        }
        return new IncomingCall(m.getSerial(), (byte) m.getFlags(), m.getSource(), m.getPath(), m.getInterface(),
                m.getName(), sig, args, unreadable);
    }

    private long uint32(int at, byte endian) {
        long v = Integer.toUnsignedLong(buffer.getInt(at));
        // The buffer reads big-endian.
        return endian == 'B' ? v : Integer.toUnsignedLong(Integer.reverseBytes((int) v));
    }

    /** Makes at least {@code n} bytes readable from the buffer's position. */
    private void fill(int n) throws IOException {
        if (buffer.remaining() >= n) {
            return;
        }
        if (buffer.capacity() < n) {
            ByteBuffer bigger = ByteBuffer.allocate(Math.max(n, buffer.capacity() * 2));
            bigger.put(buffer);
            buffer = bigger;
        } else {
            buffer.compact();
        }
        while (buffer.position() < n) {
            if (channel.read(buffer) < 0) {
                throw new EOFException("D-Bus connection closed");
            }
        }
        buffer.flip();
    }
}
