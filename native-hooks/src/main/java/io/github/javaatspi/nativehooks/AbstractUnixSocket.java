package io.github.javaatspi.nativehooks;

import io.github.javaatspi.bus.wire.AbstractSocketConnector;
import io.github.javaatspi.bus.wire.WireChannel;

import com.sun.jna.LastErrorException;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A connection to a Linux abstract-namespace unix socket ({@code unix:abstract=} D-Bus
 * addresses, which older distributions use and the JDK cannot open).
 */
public final class AbstractUnixSocket implements WireChannel {
    /** sun_path holds 108 bytes; the leading NUL marks the abstract namespace. */
    static final int MAX_NAME = 107;

    private final int fd;
    private final AtomicBoolean open = new AtomicBoolean(true);
    private byte[] readBuffer = new byte[64 * 1024];

    private AbstractUnixSocket(int fd) {
        this.fd = fd;
    }

    /** The connector the bus module uses. */
    public static AbstractSocketConnector connector() {
        return AbstractUnixSocket::connect;
    }

    public static AbstractUnixSocket connect(String name) throws IOException {
        byte[] nameBytes = name.getBytes(StandardCharsets.UTF_8);
        if (nameBytes.length > MAX_NAME) {
            throw new IOException("abstract socket name longer than " + MAX_NAME + " bytes: " + name);
        }
        // struct sockaddr_un: sa_family_t (2 bytes, native order), then '\0' + name, no terminator.
        byte[] address = new byte[2 + 1 + nameBytes.length];
        address[0] = (byte) LibC.AF_UNIX;
        address[1] = 0;
        System.arraycopy(nameBytes, 0, address, 3, nameBytes.length);
        LibC libc = LibC.Holder.INSTANCE;
        int fd;
        try {
            fd = libc.socket(LibC.AF_UNIX, LibC.SOCK_STREAM | LibC.SOCK_CLOEXEC, 0);
        } catch (LastErrorException e) {
            throw new IOException("socket(AF_UNIX) failed: errno " + e.getErrorCode());
        }
        try {
            libc.connect(fd, address, address.length);
        } catch (LastErrorException e) {
            libc.close(fd);
            throw new IOException("cannot connect to abstract socket @" + name + ": errno " + e.getErrorCode());
        }
        return new AbstractUnixSocket(fd);
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
        int want = Math.min(dst.remaining(), readBuffer.length);
        while (true) {
            try {
                int n = LibC.Holder.INSTANCE.read(fd, readBuffer, want);
                if (n <= 0) {
                    return -1;
                }
                dst.put(readBuffer, 0, n);
                return n;
            } catch (LastErrorException e) {
                if (e.getErrorCode() != LibC.EINTR) {
                    if (!open.get()) {
                        return -1;
                    }
                    throw new IOException("read failed: errno " + e.getErrorCode());
                }
            }
        }
    }

    @Override
    public synchronized void writeFully(ByteBuffer[] srcs) throws IOException {
        int total = 0;
        for (ByteBuffer b : srcs) {
            total += b.remaining();
        }
        // One copy, one write: the gathered message goes out in a single system call.
        byte[] all = new byte[total];
        int off = 0;
        for (ByteBuffer b : srcs) {
            int n = b.remaining();
            b.get(all, off, n);
            off += n;
        }
        int done = 0;
        while (done < total) {
            byte[] chunk = done == 0 ? all : java.util.Arrays.copyOfRange(all, done, total);
            try {
                done += LibC.Holder.INSTANCE.write(fd, chunk, total - done);
            } catch (LastErrorException e) {
                if (e.getErrorCode() != LibC.EINTR) {
                    throw new IOException("write failed: errno " + e.getErrorCode());
                }
            }
        }
    }

    @Override
    public boolean isOpen() {
        return open.get();
    }

    @Override
    public void close() {
        if (open.compareAndSet(true, false)) {
            LibC libc = LibC.Holder.INSTANCE;
            try {
                // shutdown wakes a reader blocked in read(); close alone would not.
                libc.shutdown(fd, LibC.SHUT_RDWR);
            } catch (LastErrorException e) {
                // already disconnected
            }
            libc.close(fd);
        }
    }
}
