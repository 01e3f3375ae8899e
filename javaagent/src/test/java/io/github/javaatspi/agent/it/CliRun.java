package io.github.javaatspi.agent.it;

import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.Jdks;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** One run of the {@code java-atspi} command line on a desktop: its exit status and what it printed. */
record CliRun(int exit, String out, String err) {
    static final long LIMIT_SECONDS = 60;

    /** Runs {@code java -jar java-atspi-agent.jar ARGS} (or {@code command} given whole) with {@code env}. */
    static CliRun of(Map<String, String> env, List<String> command) throws IOException {
        Path stdout = Files.createTempFile("java-atspi", ".out");
        Path stderr = Files.createTempFile("java-atspi", ".err");
        try {
            ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(stdout.toFile())
                    .redirectError(stderr.toFile()).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
            pb.environment().clear();
            pb.environment().putAll(env);
            Process p = pb.start();
            if (!p.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError(command + " did not finish within " + LIMIT_SECONDS + " s; it printed:\n"
                        + Files.readString(stdout) + Files.readString(stderr));
            }
            return new CliRun(p.exitValue(), Files.readString(stdout, StandardCharsets.UTF_8),
                    Files.readString(stderr, StandardCharsets.UTF_8));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } finally {
            Files.deleteIfExists(stdout);
            Files.deleteIfExists(stderr);
        }
    }

    static CliRun jar(Map<String, String> env, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(Jdks.java(17).toString(), "-jar", Fixture.agentJar()));
        cmd.addAll(List.of(args));
        return of(env, cmd);
    }

    static CliRun jar(DesktopStack stack, String... args) throws IOException {
        return jar(stack.environment(), args);
    }

    @Override
    public String toString() {
        return "exit " + exit + "\n--- stdout\n" + out + "--- stderr\n" + err;
    }
}
