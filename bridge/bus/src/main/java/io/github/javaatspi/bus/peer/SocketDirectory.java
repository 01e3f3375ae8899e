package io.github.javaatspi.bus.peer;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A directory only we may enter (mode 0700), to hold the peer-to-peer socket: in
 * {@code $XDG_RUNTIME_DIR} as GTK's bridge does, or under the temporary directory when there is
 * none or its path is too long for a socket (a unix socket path holds at most 107 bytes).
 */
final class SocketDirectory {
    /** Room left in a socket path for the directory, "/" and a short file name. */
    static final int MAX_DIRECTORY = 80;
    private static final int MAX_ATTEMPTS = 10;

    private SocketDirectory() {
    }

    static Path create(Map<String, String> env) throws IOException {
        String runtime = env.get("XDG_RUNTIME_DIR");
        if (runtime != null && !runtime.isEmpty() && Files.isDirectory(Path.of(runtime))
                && runtime.length() + 20 < MAX_DIRECTORY) {
            return createPrivate(Path.of(runtime), "at-spi-java-");
        }
        Path dir = createPrivate(Path.of(System.getProperty("java.io.tmpdir")), "jatspi");
        if (dir.toString().length() >= MAX_DIRECTORY) {
            Files.delete(dir);
            throw new IOException("no directory with a path short enough for a socket: " + dir);
        }
        return dir;
    }

    /**
     * A new directory of mode 0700 under {@code parent}, with a random name. Not
     * {@code Files.createTempDirectory}: its name comes from a {@code SecureRandom}, whose first
     * use cost ~5 ms of a fresh JVM's start. Nothing here needs an unguessable name: the
     * directory is made atomically, refusing any name that exists (a symbolic link included), and
     * only we may enter it.
     */
    private static Path createPrivate(Path parent, String prefix) throws IOException {
        FileAttribute<Set<PosixFilePermission>> ownerOnly =
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"));
        for (int attempt = 1; ; attempt++) {
            Path dir = parent.resolve(prefix + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36));
            try {
                return Files.createDirectory(dir, ownerOnly);
            } catch (FileAlreadyExistsException e) {
                if (attempt == MAX_ATTEMPTS) {
                    throw e;
                }
            }
        }
    }
}
