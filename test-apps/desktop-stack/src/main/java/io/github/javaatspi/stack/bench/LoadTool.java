package io.github.javaatspi.stack.bench;

import io.github.javaatspi.stack.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs the C load generator ({@code atspi-load}) against one application and returns the JSON
 * objects it prints. A C client, so that the client is never what a figure measures.
 */
final class LoadTool {
    /** The exit status with which atspi-load says the application is not on the desktop yet. */
    static final int NOT_THERE = 3;
    /** The status of a run this class ended at its deadline. */
    static final int TIMED_OUT = -1;

    private final Path exe;
    private final String busAddress;
    private final Map<String, String> env;

    LoadTool(Path exe, String busAddress, Map<String, String> env) {
        this.exe = exe;
        this.busAddress = busAddress;
        this.env = env;
    }

    /** Result of one run: its exit status and its JSON lines. */
    record Run(int status, List<Map<String, Object>> lines, String errors) {
        Map<String, Object> last() {
            return lines.get(lines.size() - 1);
        }

        double number(String key) {
            return ((Number) last().get(key)).doubleValue();
        }
    }

    /** Runs {@code atspi-load BUS @APP MODE ARGS...}; fails unless it exits 0. */
    Run run(String app, String mode, String... args) throws IOException {
        Run r = tryRun(app, mode, args);
        if (r.status != 0) {
            throw new IOException("atspi-load " + app + " " + mode + " " + String.join(" ", args) + " exited "
                    + r.status + ": " + r.errors.strip());
        }
        return r;
    }

    Run tryRun(String app, String mode, String... args) throws IOException {
        return tryRun(600, app, mode, args);
    }

    /** As {@link #tryRun(String, String, String...)}, ended after {@code seconds}: status {@link #TIMED_OUT}. */
    Run tryRun(long seconds, String app, String mode, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(exe.toString(), busAddress, "@" + app, mode));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().clear();
        pb.environment().putAll(env);
        Process p = pb.start();
        try {
            // Both pipes are read on threads of their own so that neither can fill and stall the
            // client, and so that a client stuck on one huge reply can be ended at the deadline.
            StringBuilder err = new StringBuilder();
            StringBuilder out = new StringBuilder();
            Thread errReader = drain(p.getErrorStream(), err);
            Thread outReader = drain(p.getInputStream(), out);
            if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                p.waitFor();
                return new Run(TIMED_OUT, List.of(), "no answer within " + seconds + " s");
            }
            errReader.join();
            outReader.join();
            List<Map<String, Object>> lines = new ArrayList<>();
            for (String line : out.toString().split("\n")) {
                if (line.startsWith("{")) {
                    lines.add(Json.object(line));
                }
            }
            return new Run(p.exitValue(), lines, err.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } finally {
            p.destroyForcibly();
        }
    }

    private static Thread drain(java.io.InputStream in, StringBuilder into) {
        Thread t = new Thread(() -> {
            try {
                String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                synchronized (into) {
                    into.append(text);
                }
            } catch (IOException e) {
                synchronized (into) {
                    into.append(e.getMessage());
                }
            }
        });
        t.setDaemon(true);
        t.start();
        return t;
    }
}
