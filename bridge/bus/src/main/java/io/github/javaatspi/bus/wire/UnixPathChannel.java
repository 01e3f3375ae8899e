package io.github.javaatspi.bus.wire;

import java.io.IOException;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;

/** A {@code unix:path=} connection through the JDK's own unix-domain socket channel. */
public final class UnixPathChannel implements WireChannel {
    private final SocketChannel channel;

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
    public void writeFully(ByteBuffer[] srcs) throws IOException {
        long remaining = 0;
        for (ByteBuffer b : srcs) {
            remaining += b.remaining();
        }
        while (remaining > 0) {
            remaining -= channel.write(srcs);
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
