package io.github.javaatspi.stack;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@code atspi_client.py} (pyatspi and GDBus) on a desktop and returns its JSON answer.
 * A non-zero exit carries the client's error text into the exception.
 */
public final class AtspiClient {
    private final Path script;
    private final Map<String, String> env;

    public AtspiClient(DesktopStack stack) throws IOException {
        this(stack.environment());
    }

    public AtspiClient(Map<String, String> env) throws IOException {
        this.env = env;
        this.script = ResourceFiles.temp(AtspiClient.class, "atspi_client.py");
    }

    /**
     * Starts a listener for the events of application {@code app} whose types start with one of
     * {@code types} (e.g. "object:state-changed", "window:"), returning once it is registered.
     */
    public EventRecorder listen(String app, String... types) throws IOException {
        return listen(false, app, types);
    }

    /** As {@link #listen(String, String...)}; {@code bare} skips reading each event's source, for timing. */
    public EventRecorder listen(boolean bare, String app, String... types) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(SystemPieces.PYTHON, script.toString(), "listen", app));
        if (bare) {
            cmd.add("--bare");
        }
        cmd.addAll(List.of(types));
        cmd.addAll(List.of("--timeout", "3600"));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().clear();
        pb.environment().putAll(env);
        EventRecorder recorder = new EventRecorder(pb.start());
        recorder.awaitReady();
        return recorder;
    }

    /** The command line that runs the client with {@code args}, for a client that runs in the background. */
    public List<String> command(String... args) {
        List<String> cmd = new ArrayList<>(List.of(SystemPieces.PYTHON, script.toString()));
        cmd.addAll(List.of(args));
        return cmd;
    }

    /** Runs one command and parses its JSON object. */
    public Map<String, Object> json(String... args) throws IOException {
        String out = raw(args).strip();
        String last = out.substring(out.lastIndexOf('\n') + 1);
        return Json.object(last);
    }

    /** Runs one command, returning stdout; throws with the output when the client fails. */
    public String raw(String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(SystemPieces.PYTHON, script.toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().clear();
        pb.environment().putAll(env);
        Process p = pb.start();
        byte[] out;
        byte[] err;
        try {
            out = p.getInputStream().readAllBytes();
            err = p.getErrorStream().readAllBytes();
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException("atspi client did not finish: " + cmd);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
            throw new IOException("interrupted", e);
        }
        String stdout = new String(out, StandardCharsets.UTF_8);
        if (p.exitValue() != 0) {
            throw new IOException("atspi client " + String.join(" ", args) + " failed: " + stdout.strip() + " "
                    + new String(err, StandardCharsets.UTF_8).strip());
        }
        return stdout;
    }
}
