package io.github.javaatspi.stack.orca;

import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.PythonScripts;
import io.github.javaatspi.stack.SystemPieces;
import io.github.javaatspi.stack.TempDirs;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Keys typed through XTEST into the focused window, as a user types them, by one helper process
 * ({@code xtest_keys.py}, beside the stack's other Python helpers) that lives as long as this keyboard. It stamps the moment a step's key
 * goes down, on the clock {@link System#nanoTime()} reads: a step's delay runs from the key, not
 * from starting a program that sends it (starting {@code xdotool} for each step took 7 ms on an
 * idle machine and longer while the application under test kept the CPUs busy, and its pause after
 * a combination's modifier counted too). With the bus logged ({@link BusLog}) the helper also notes
 * each step's key on the wall clock the bus log keeps, so the key's way into each application can
 * be read off the bus.
 */
public final class Keyboard implements AutoCloseable {
    /**
     * Time between a step's keys, as {@code xdotool key --delay} takes it (half after each key
     * event), so every toolkit sees separate presses.
     */
    private static final int BETWEEN_KEYS_MS = 40;
    private static final long ANSWER_SECONDS = 20;

    private final Path scripts;
    private final Process helper;
    private final Writer requests;
    private final BufferedReader answers;

    public Keyboard(DesktopStack stack) throws IOException {
        this(stack, BusLog.keyLog());
    }

    /** @param keyLog where to note each step's key on the wall clock (see {@link BusLog#keyLog}), or null */
    Keyboard(DesktopStack stack, Path keyLog) throws IOException {
        scripts = PythonScripts.copy("xtest_keys.py");
        List<String> command = new ArrayList<>(List.of(SystemPieces.require(SystemPieces.PYTHON, "python3"),
                scripts.resolve("xtest_keys.py").toString()));
        if (keyLog != null) {
            command.add(keyLog.toString());
        }
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().clear();
        pb.environment().putAll(stack.environment());
        helper = pb.start();
        requests = new OutputStreamWriter(helper.getOutputStream(), StandardCharsets.UTF_8);
        answers = new BufferedReader(new InputStreamReader(helper.getInputStream(), StandardCharsets.UTF_8));
        String first;
        try {
            first = answer();
        } catch (IOException e) {
            close();
            throw e;
        }
        if (!"ready".equals(first)) {
            String message = "the XTEST key helper did not start: " + first + "\n"
                    + (exitStatus().startsWith("exit") ? String.join("\n", answers.lines().toList()) : "");
            close();
            throw new IOException(message.strip());
        }
    }

    /**
     * Presses {@code keys} in order (xdotool names, e.g. "Tab", "ctrl+Tab", "Insert+KP_Enter") and
     * returns {@link System#nanoTime()} just before the last key went down: the time a reaction to
     * the step is measured from.
     */
    public long press(List<String> keys) throws IOException {
        if (keys.isEmpty()) {
            throw new IllegalArgumentException("no keys");
        }
        requests.write(BETWEEN_KEYS_MS + " " + String.join(" ", keys) + "\n");
        requests.flush();
        String answer = answer();
        if (answer.startsWith("sent ")) {
            return Long.parseLong(answer.substring("sent ".length()));
        }
        throw new IOException("cannot press " + keys + ": " + answer);
    }

    /** The helper's next line; fails when it has stopped or says nothing in time. */
    private String answer() throws IOException {
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            try {
                return answers.readLine();
            } catch (IOException e) {
                return null;
            }
        });
        try {
            String got = line.get(ANSWER_SECONDS, TimeUnit.SECONDS);
            if (got == null) {
                throw new IOException("the XTEST key helper stopped (" + exitStatus() + ")");
            }
            return got;
        } catch (TimeoutException e) {
            throw new IOException("the XTEST key helper did not answer within " + ANSWER_SECONDS + " s");
        } catch (ExecutionException e) {
            throw new IOException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    private String exitStatus() {
        try {
            return helper.waitFor(1, TimeUnit.SECONDS) ? "exit " + helper.exitValue() : "still running";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    @Override
    public void close() {
        helper.destroy();
        try {
            if (!helper.waitFor(3, TimeUnit.SECONDS)) {
                helper.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            helper.destroyForcibly();
        }
        TempDirs.delete(scripts);
    }
}
