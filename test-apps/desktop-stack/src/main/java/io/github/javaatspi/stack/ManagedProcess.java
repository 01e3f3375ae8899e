package io.github.javaatspi.stack;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A process we started, with its output in a log file, stopped by PID (its own descendants
 * too, which it started on our behalf, such as the launcher's bus daemon).
 */
public final class ManagedProcess implements AutoCloseable {
    private final String name;
    private final Process process;
    private final Path log;

    private ManagedProcess(String name, Process process, Path log) {
        this.name = name;
        this.process = process;
        this.log = log;
    }

    public static ManagedProcess start(String name, List<String> command, Map<String, String> env, Path logDir)
            throws IOException {
        Path log = logDir.resolve(name + ".log");
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        pb.environment().clear();
        pb.environment().putAll(env);
        return new ManagedProcess(name, pb.start(), log);
    }

    public long pid() {
        return process.pid();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    public Process process() {
        return process;
    }

    public Path log() {
        return log;
    }

    public String output() {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    /** Waits for the process to end by itself; true when it did within the limit. */
    public boolean awaitExit(long millis) {
        try {
            return process.waitFor(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Terminates the process and its descendants: politely, then forcibly after a deadline. */
    @Override
    public void close() {
        List<ProcessHandle> family = process.toHandle().descendants().toList();
        process.destroy();
        family.forEach(ProcessHandle::destroy);
        if (!awaitExit(3000)) {
            process.destroyForcibly();
            awaitExit(3000);
        }
        for (ProcessHandle h : family) {
            try {
                h.onExit().get(2, TimeUnit.SECONDS);
            } catch (Exception e) {
                h.destroyForcibly();
            }
        }
    }

    @Override
    public String toString() {
        return name + "[" + process.pid() + "]";
    }
}
