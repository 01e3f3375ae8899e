package io.github.javaatspi.bus.peer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

/**
 * A directory only we may enter (mode 0700), to hold the peer-to-peer socket: in
 * {@code $XDG_RUNTIME_DIR} as GTK's bridge does, or under the temporary directory when there is
 * none or its path is too long for a socket (a unix socket path holds at most 107 bytes).
 */
final class SocketDirectory {
    /** Room left in a socket path for the directory, "/" and a short file name. */
    static final int MAX_DIRECTORY = 80;

    private SocketDirectory() {
    }

    static Path create(Map<String, String> env) throws IOException {
        String runtime = env.get("XDG_RUNTIME_DIR");
        if (runtime != null && !runtime.isEmpty() && Files.isDirectory(Path.of(runtime))
                && runtime.length() + 20 < MAX_DIRECTORY) {
            return Files.createTempDirectory(Path.of(runtime), "at-spi-java-",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        }
        Path dir = Files.createTempDirectory("jatspi", PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rwx------")));
        if (dir.toString().length() >= MAX_DIRECTORY) {
            Files.delete(dir);
            throw new IOException("no directory with a path short enough for a socket: " + dir);
        }
        return dir;
    }
}
