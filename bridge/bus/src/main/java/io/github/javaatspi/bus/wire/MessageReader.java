package io.github.javaatspi.bus.wire;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;

import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.messages.Message;
import org.freedesktop.dbus.messages.MessageFactory;

/**
 * Frames D-Bus messages off a channel through a read buffer, so several pipelined messages cost
 * one system call, and hands the bytes to dbus-java for parsing.
 */
public final class MessageReader {
    /** The protocol's limit (2^27 bytes). */
    static final int MAX_MESSAGE = 1 << 27;

    private final WireChannel channel;
    private ByteBuffer buffer = ByteBuffer.allocate(64 * 1024);

    public MessageReader(WireChannel channel) {
        this.channel = channel;
        buffer.flip();
    }

    /** Blocks until a whole message has arrived. */
    public Message read() throws IOException {
        fill(16);
        int start = buffer.position();
        byte endian = buffer.get(start);
        byte type = buffer.get(start + 1);
        if (buffer.get(start + 3) != 1) {
            throw new IOException("unsupported D-Bus protocol version " + buffer.get(start + 3));
        }
        byte[] fixed = new byte[16];
        buffer.get(start, fixed);
        long bodyLength = Message.demarshallint(fixed, 4, endian, 4);
        long fieldsLength = Message.demarshallint(fixed, 12, endian, 4);
        long headerLength = (fieldsLength + 7) & ~7L;
        long total = 16 + headerLength + bodyLength;
        if (bodyLength < 0 || fieldsLength < 0 || total > MAX_MESSAGE) {
            throw new IOException("D-Bus message of " + total + " bytes exceeds the protocol limit");
        }
        fill((int) total);
        // Filling may have moved the bytes (compacted or grown the buffer): the message now starts here.
        start = buffer.position();
        // dbus-java's layout: the 12 fixed bytes; the field-array length followed by the fields
        // at offset 8 of the header buffer; the body.
        byte[] header = new byte[(int) headerLength + 8];
        System.arraycopy(fixed, 12, header, 0, 4);
        buffer.get(start + 16, header, 8, (int) headerLength);
        byte[] body = new byte[(int) bodyLength];
        buffer.get(start + 16 + (int) headerLength, body);
        buffer.position(start + (int) total);
        try {
            return MessageFactory.createMessage(type, Arrays.copyOf(fixed, 12), header, body, null);
        } catch (DBusException e) {
            throw new IOException("malformed D-Bus message: " + e.getMessage(), e);
        }
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
