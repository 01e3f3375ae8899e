package io.github.javaatspi.bus.wire;

import java.io.IOException;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;

/** A {@code unix:path=} connection through the JDK's own unix-domain socket channel. */
public final class UnixPathChannel implements WireChannel {
    /**
     * Outgoing bytes are copied into this much direct memory and written from there. Handing the
     * JDK heap buffers instead makes it copy every remaining buffer into fresh temporary direct
     * memory on each partial write: a megabyte reply made of thousands of marshalled pieces then
     * churned direct memory and the garbage collector for seconds (the bench's 1 MB GetItems).
     */
    static final int OUT_BYTES = 256 * 1024;

    private final SocketChannel channel;
    private ByteBuffer out;

    public UnixPathChannel(SocketChannel channel) {
        this.channel = channel;
    }

    public static UnixPathChannel connect(Path path) throws IOException {
        return new UnixPathChannel(SocketChannel.open(UnixDomainSocketAddress.of(path)));
    }

    public SocketChannel socket() {
        return channel;
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        return channel.read(dst);
    }

    @Override
    public synchronized void writeFully(ByteBuffer[] srcs) throws IOException {
        if (out == null) {
            out = ByteBuffer.allocateDirect(OUT_BYTES);
        }
        int i = 0;
        while (i < srcs.length) {
            // Fill the direct buffer with as much of the message as fits, then write it all.
            out.clear();
            while (i < srcs.length && out.hasRemaining()) {
                ByteBuffer src = srcs[i];
                if (src.remaining() <= out.remaining()) {
                    out.put(src);
                    i++;
                } else {
                    int limit = src.limit();
                    src.limit(src.position() + out.remaining());
                    out.put(src);
                    src.limit(limit);
                }
            }
            out.flip();
            while (out.hasRemaining()) {
                channel.write(out);
            }
        }
    }

    @Override
    public boolean isOpen() {
        return channel.isOpen();
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
