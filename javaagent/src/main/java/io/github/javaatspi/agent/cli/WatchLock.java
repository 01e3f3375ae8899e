package io.github.javaatspi.agent.cli;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;

/**
 * One watcher per user: it holds a lock on a file in the user's runtime directory for as long as
 * it runs, so a second one (two sessions, or {@code watch} typed by hand) steps aside, and
 * {@code doctor} can tell whether one is running. The kernel drops the lock when the process
 * dies, so a crash leaves nothing stale.
 */
final class WatchLock implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private WatchLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    static Path file(Map<String, String> env) {
        String runtime = env.get("XDG_RUNTIME_DIR");
        Path dir = runtime != null && runtime.startsWith("/") ? Path.of(runtime)
                : Path.of(System.getProperty("java.io.tmpdir"));
        return dir.resolve("java-atspi-watch-" + ProcFs.currentUid() + ".lock");
    }

    /** The lock, or empty when another watcher holds it. */
    static Optional<WatchLock> acquire(Map<String, String> env) throws IOException {
        Path file = file(env);
        if (!Files.exists(file)) {
            try {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            } catch (FileAlreadyExistsException e) {
                // another watcher made it a moment ago: the lock below decides
            }
        }
        FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE);
        FileLock l = ch.tryLock();
        if (l == null) {
            ch.close();
            return Optional.empty();
        }
        return Optional.of(new WatchLock(ch, l));
    }

    /** Whether a watcher runs for this user now. */
    static boolean held(Map<String, String> env) {
        try {
            Optional<WatchLock> mine = acquire(env);
            mine.ifPresent(WatchLock::close);
            return mine.isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    @Override
    public void close() {
        try {
            lock.release();
            channel.close();
        } catch (IOException e) {
            // the process ends anyway, and the kernel drops the lock with it
        }
    }
}
