package io.github.javaatspi.stack.orca;

import io.github.javaatspi.stack.Deadline;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The right to run one Orca. Orca 43 refuses to start while any other process of the same
 * user is named {@code orca} (it asks {@code pgrep -u UID -x orca}), on any display. Our own
 * runs take turns through a file lock; an Orca that is not ours (the user's own screen reader,
 * or one left behind by a killed run) makes the start fail with its PIDs, since we only ever
 * stop processes we started.
 */
final class OrcaSlot implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private OrcaSlot(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Waits up to {@code limit} for our other runs to finish with Orca, then checks for foreign ones. */
    static OrcaSlot acquire(Duration limit) throws IOException {
        long uid = ownerOf(Path.of("/proc/self"));
        Path file = Path.of(System.getProperty("java.io.tmpdir"), "javaatspi-orca-" + uid + ".lock");
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        try {
            FileLock lock = Deadline.await("the other run of the Orca suite to finish (lock " + file + ")", limit,
                    () -> tryLock(channel));
            List<Long> others = runningOrcas(uid);
            if (!others.isEmpty()) {
                lock.release();
                throw new IllegalStateException("another Orca is running as this user (PIDs " + others
                        + "); Orca 43 does not start beside it. Stop it, or run the Orca suite as another user.");
            }
            return new OrcaSlot(channel, lock);
        } catch (RuntimeException | Error e) {
            channel.close();
            throw e;
        }
    }

    private static FileLock tryLock(FileChannel channel) {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null; // this JVM runs an Orca already: wait for it like for any other run
        } catch (IOException e) {
            throw new IllegalStateException("cannot lock " + channel, e);
        }
    }

    /** The processes of user {@code uid} whose name is {@code orca}, as pgrep sees them. */
    static List<Long> runningOrcas(long uid) {
        List<Long> found = new ArrayList<>();
        try (Stream<Path> procs = Files.list(Path.of("/proc"))) {
            for (Path proc : procs.filter(p -> p.getFileName().toString().matches("\\d+")).toList()) {
                try {
                    if (Files.readString(proc.resolve("comm")).strip().equals("orca") && ownerOf(proc) == uid) {
                        found.add(Long.parseLong(proc.getFileName().toString()));
                    }
                } catch (IOException e) {
                    // the process ended while we looked
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot list /proc", e);
        }
        return found;
    }

    private static long ownerOf(Path proc) throws IOException {
        return ((Number) Files.getAttribute(proc, "unix:uid")).longValue();
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            channel.close();
        }
    }
}
