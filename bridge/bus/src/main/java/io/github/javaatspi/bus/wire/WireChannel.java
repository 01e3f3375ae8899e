package io.github.javaatspi.bus.wire;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;

/**
 * A connected byte stream to a D-Bus peer. One thread may read while another writes;
 * {@link #close()} from any thread wakes a blocked reader.
 */
public interface WireChannel extends Closeable {
    /** Reads at least one byte (blocking); -1 at end of stream. */
    int read(ByteBuffer dst) throws IOException;

    /** Writes all remaining bytes of {@code srcs}, in order. */
    void writeFully(ByteBuffer[] srcs) throws IOException;

    boolean isOpen();
}
