package io.github.javaatspi.stack.orca;

import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.SystemPieces;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * For diagnosis (not a test): every message on the report's accessibility bus, one line each
 * with its time ({@code dbus-monitor --profile}), written to the file that
 * {@code JAVAATSPI_ORCA_BUS_LOG} names. The keys' round trips through the registry and each
 * application's first event after its key was answered can then be read off the bus itself,
 * outside every process that is measured: {@code scripts/orca-probe/bus-keys.py}. The keyboard notes
 * its keys beside it ({@link #keyLog}), which gives the way from the key to each application's
 * question to the registry as well.
 */
final class BusLog implements AutoCloseable {
    private static final long STOP_SECONDS = 5;

    private final Process monitor;

    private BusLog(Process monitor) {
        this.monitor = monitor;
    }

    /** The monitor on {@code stack}'s accessibility bus, or null when no log was asked for. */
    static BusLog startIfAsked(DesktopStack stack) throws IOException {
        String file = System.getenv("JAVAATSPI_ORCA_BUS_LOG");
        if (file == null || file.isBlank()) {
            return null;
        }
        String program = SystemPieces.require("dbus-monitor", "dbus-bin");
        Process p = new ProcessBuilder(program, "--address", stack.a11yBusAddress(), "--profile")
                .redirectOutput(Path.of(file).toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        return new BusLog(p);
    }

    /**
     * Where the keyboard notes when each step's key went down, on the bus log's clock: beside the
     * bus log ({@code FILE.keys}), or null when no log was asked for.
     */
    static Path keyLog() {
        String file = System.getenv("JAVAATSPI_ORCA_BUS_LOG");
        return file == null || file.isBlank() ? null : Path.of(file + ".keys").toAbsolutePath();
    }

    @Override
    public void close() {
        monitor.destroy();
        try {
            if (!monitor.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
                monitor.destroyForcibly();
            }
        } catch (InterruptedException e) {
            monitor.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
