package io.github.javaatspi.stack;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Checks that the system programs exist, failing with the Debian package to install. */
public final class SystemPieces {
    public static final String PYTHON = "/usr/bin/python3";
    public static final String BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher";
    public static final String REGISTRYD = "/usr/libexec/at-spi2-registryd";

    private SystemPieces() {
    }

    /** The absolute path of {@code program} on the PATH (or as given when absolute). */
    public static String require(String program, String debianPackage) {
        if (program.startsWith("/")) {
            if (Files.isExecutable(Path.of(program))) {
                return program;
            }
        } else {
            for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
                Path p = Path.of(dir, program);
                if (Files.isExecutable(p)) {
                    return p.toString();
                }
            }
        }
        throw new MissingPieceException(program + " is missing: install it with 'apt-get install -y " + debianPackage
                + "' (or run ./scripts/install-deps.sh)");
    }

    /** Checks that the system Python can import pyatspi and GDBus bindings. */
    public static void requirePyatspi() {
        require(PYTHON, "python3");
        try {
            Process p = new ProcessBuilder(PYTHON, "-c", "import pyatspi, gi; gi.require_version('Atspi', '2.0')")
                    .redirectErrorStream(true).start();
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new MissingPieceException("pyatspi is missing: install it with 'apt-get install -y "
                        + "python3-pyatspi gir1.2-atspi-2.0 python3-gi'");
            }
        } catch (IOException e) {
            throw new MissingPieceException("cannot run " + PYTHON + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
