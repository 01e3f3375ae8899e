package io.github.javaatspi.bus.wire;

import java.nio.ByteBuffer;

/** A channel that reads the given bytes, at most {@code chunk} per read as a socket may, then ends. */
final class BytesChannel implements WireChannel {
    private final byte[] data;
    private final int chunk;
    private int at;

    BytesChannel(byte[] data) {
        this(data, Integer.MAX_VALUE);
    }

    BytesChannel(byte[] data, int chunk) {
        this.data = data;
        this.chunk = chunk;
    }

    @Override
    public int read(ByteBuffer dst) {
        if (at == data.length) {
            return -1;
        }
        int n = Math.min(chunk, Math.min(dst.remaining(), data.length - at));
        dst.put(data, at, n);
        at += n;
        return n;
    }

    @Override
    public void writeFully(ByteBuffer[] srcs) {
        throw new UnsupportedOperationException();
    }

    @Override
    public boolean isOpen() {
        return at < data.length;
    }

    @Override
    public void close() {
        at = data.length;
    }
}
