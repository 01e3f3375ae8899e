package io.github.javaatspi.stack.bench;

import io.github.javaatspi.stack.ManagedProcess;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One measured application on the bench desktop: the C floor, the Swing app under this bridge
 * or under java-atk-wrapper (or under none), or the GTK3 twin. Knows its name on the desktop,
 * talks to BenchApp through its standard input, and reads its memory and CPU from /proc.
 */
final class Subject implements AutoCloseable {
    final String label;
    final String appName;
    final ManagedProcess process;
    /** The object the per-call figures ask: the app's first frame. */
    String framePath;

    Subject(String label, String appName, ManagedProcess process) {
        this.label = label;
        this.appName = appName;
        this.process = process;
    }

    /** Sends one line to BenchApp. */
    void command(String line) throws IOException {
        OutputStream in = process.process().getOutputStream();
        in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    /** Sends {@code line} and waits for the next output line starting with {@code prefix}. */
    String ask(String line, String prefix) throws IOException {
        long before = lines(prefix).size();
        command(line);
        return awaitLine(prefix, before, 60_000);
    }

    /** Waits until the output has more than {@code seen} lines starting with {@code prefix}; returns the newest. */
    String awaitLine(String prefix, long seen, long timeoutMillis) throws IOException {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (System.currentTimeMillis() < deadline) {
            List<String> found = lines(prefix);
            if (found.size() > seen) {
                return found.get(found.size() - 1);
            }
            if (!process.isAlive()) {
                throw new IOException(label + " ended: " + tail());
            }
            sleep(5);
        }
        throw new IOException(label + " printed no '" + prefix + "' line in time: " + tail());
    }

    List<String> lines(String prefix) {
        return process.output().lines().filter(l -> l.startsWith(prefix)).toList();
    }

    /** A field {@code key=value} of a BenchApp report line, as a number. */
    static double field(String line, String key) {
        for (String part : line.split(" ")) {
            if (part.startsWith(key + "=")) {
                return Double.parseDouble(part.substring(key.length() + 1));
            }
        }
        throw new IllegalArgumentException("no " + key + " in " + line);
    }

    /** Resident memory, kB. */
    long rssKb() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(process.pid()), "status"))) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        }
        throw new IOException("no VmRSS for " + label);
    }

    /** CPU time used so far (user + system), in clock ticks. */
    long cpuTicks() throws IOException {
        String stat = Files.readString(Path.of("/proc", Long.toString(process.pid()), "stat"));
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(f[11]) + Long.parseLong(f[12]);
    }

    /** CPU time (clock ticks) of the threads whose names start with {@code prefix} (the kernel keeps 15 characters). */
    long threadCpuTicks(String prefix) throws IOException {
        long sum = 0;
        try (var tasks = Files.list(Path.of("/proc", Long.toString(process.pid()), "task"))) {
            for (Path t : tasks.toList()) {
                try {
                    if (Files.readString(t.resolve("comm")).strip().startsWith(prefix)) {
                        String stat = Files.readString(t.resolve("stat"));
                        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                        sum += Long.parseLong(f[11]) + Long.parseLong(f[12]);
                    }
                } catch (IOException e) {
                    // a thread that ended while we looked
                }
            }
        }
        return sum;
    }

    private String tail() {
        String out = process.output();
        return out.substring(Math.max(0, out.length() - 2000));
    }

    static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        process.close();
    }

    @Override
    public String toString() {
        return label;
    }
}
