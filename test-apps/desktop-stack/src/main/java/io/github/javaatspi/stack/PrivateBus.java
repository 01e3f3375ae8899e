package io.github.javaatspi.stack;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/**
 * A bare {@code dbus-daemon} of our own on a given address, for tests of bus plumbing that need
 * a real bus but not a whole desktop. Started and stopped by PID; its temporary directory (config
 * and log, and the socket of a {@code unix:path=} bus made by {@link #onPath()}) goes with it.
 */
public final class PrivateBus implements AutoCloseable {
    private static final Duration READY = Duration.ofSeconds(20);

    private final String address;
    private final Path dir;
    private final ManagedProcess daemon;

    private PrivateBus(String address, Path dir, ManagedProcess daemon) {
        this.address = address;
        this.dir = dir;
        this.daemon = daemon;
    }

    /** A bus on a socket file in a fresh temporary directory. */
    public static PrivateBus onPath() throws IOException {
        Path dir = Files.createTempDirectory(Path.of("/tmp"), "jatspi-bus-");
        try {
            return start("unix:path=" + dir.resolve("bus"), dir);
        } catch (IOException | RuntimeException | Error e) {
            TempDirs.delete(dir);
            throw e;
        }
    }

    /** A bus on a Linux abstract-namespace socket with a random name. */
    public static PrivateBus onAbstractSocket() throws IOException {
        return start("unix:abstract=/tmp/jatspi-abs-" + UUID.randomUUID());
    }

    /**
     * Starts {@code dbus-daemon} listening on {@code listenAddress} (e.g. {@code unix:path=/tmp/x/bus}
     * or {@code unix:abstract=/tmp/jatspi-abs-1}) and waits until it answers.
     *
     * @throws MissingPieceException when dbus-daemon or dbus-send is not installed
     */
    public static PrivateBus start(String listenAddress) throws IOException {
        Path dir = Files.createTempDirectory(Path.of("/tmp"), "jatspi-bus-");
        try {
            return start(listenAddress, dir);
        } catch (IOException | RuntimeException | Error e) {
            TempDirs.delete(dir);
            throw e;
        }
    }

    private static PrivateBus start(String listenAddress, Path dir) throws IOException {
        String dbusDaemon = SystemPieces.require("dbus-daemon", "dbus");
        String dbusSend = SystemPieces.require("dbus-send", "dbus");
        Path conf = dir.resolve("bus.conf");
        Files.writeString(conf, BusConfig.listeningOn(listenAddress), StandardCharsets.UTF_8);
        Map<String, String> env = Map.of("PATH", System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
        ManagedProcess daemon = ManagedProcess.start("dbus-daemon",
                List.of(dbusDaemon, "--nofork", "--config-file=" + conf), env, dir);
        PrivateBus bus = new PrivateBus(listenAddress, dir, daemon);
        try {
            Deadline.awaitTrue("dbus-daemon to answer on " + listenAddress, READY, () -> {
                if (!daemon.isAlive()) {
                    throw new IllegalStateException("dbus-daemon on " + listenAddress + " exited: " + daemon.output());
                }
                return answers(dbusSend, listenAddress);
            });
            return bus;
        } catch (RuntimeException | Error e) {
            bus.close();
            throw e;
        }
    }

    /** The address clients connect to (the listen address: it has no guid). */
    public String address() {
        return address;
    }

    /** The PID of the daemon. */
    public long pid() {
        return daemon.pid();
    }

    public boolean isAlive() {
        return daemon.isAlive();
    }

    /** Stops the daemon by PID and removes the temporary directory. */
    @Override
    public void close() {
        try {
            daemon.close();
        } finally {
            TempDirs.delete(dir);
        }
    }

    @Override
    public String toString() {
        return "PrivateBus[" + address + ", pid " + daemon.pid() + "]";
    }

    private static boolean answers(String dbusSend, String address) {
        try {
            Process p = new ProcessBuilder(dbusSend, "--bus=" + address, "--print-reply", "--dest=org.freedesktop.DBus",
                    "/org/freedesktop/DBus", "org.freedesktop.DBus.ListNames")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(5, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return false;
            }
            return p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

}
