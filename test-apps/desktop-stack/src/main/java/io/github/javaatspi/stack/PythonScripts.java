package io.github.javaatspi.stack;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The stack's Python helpers, written from the class path into a directory of their own, where
 * Python finds the ones a script imports beside it. The caller deletes the directory
 * ({@link TempDirs#delete}).
 */
public final class PythonScripts {
    private PythonScripts() {
    }

    /** A fresh directory holding the named scripts of this package's resources. */
    public static Path copy(String... names) throws IOException {
        Path dir = Files.createTempDirectory("jatspi-py-");
        for (String name : names) {
            try (InputStream in = PythonScripts.class.getResourceAsStream(name)) {
                if (in == null) {
                    TempDirs.delete(dir);
                    throw new IOException("no script " + name + " among the stack's resources");
                }
                Files.write(dir.resolve(name), in.readAllBytes());
            }
        }
        return dir;
    }
}
