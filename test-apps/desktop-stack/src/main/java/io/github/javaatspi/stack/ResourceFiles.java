package io.github.javaatspi.stack;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Class-path resources written out for the programs that need a file: Python helpers and GTK twins. */
public final class ResourceFiles {
    private ResourceFiles() {
    }

    /**
     * A temporary file holding {@code owner}'s resource {@code name} (relative to its package),
     * with the resource's extension; deleted when the JVM exits, if not before.
     */
    public static Path temp(Class<?> owner, String name) throws IOException {
        try (InputStream in = owner.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("no resource " + name + " beside " + owner.getName());
            }
            String file = Path.of(name).getFileName().toString();
            int dot = file.lastIndexOf('.');
            Path path = dot > 0 ? Files.createTempFile(file.substring(0, dot), file.substring(dot))
                    : Files.createTempFile(file, "");
            path.toFile().deleteOnExit();
            Files.write(path, in.readAllBytes());
            return path;
        }
    }
}
