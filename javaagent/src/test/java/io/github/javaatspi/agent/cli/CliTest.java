package io.github.javaatspi.agent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.junit.jupiter.api.Test;

class CliTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return new Cli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true,
                StandardCharsets.UTF_8), Map.of("HOME", "/nonexistent"), null).execute(args);
    }

    @Test
    void noCommandPrintsTheUsageToStderrAndExitsTwo() {
        assertThat(run()).isEqualTo(Exit.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("Usage: java-atspi COMMAND");
        assertThat(out.size()).isZero();
    }

    @Test
    void helpGoesToStdout() {
        assertThat(run("--help")).isEqualTo(Exit.OK);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("attach PID|NAME", "Exit status");
    }

    @Test
    void wrongArgumentsExitTwoWithTheReason() {
        assertThat(run("list", "extra")).isEqualTo(Exit.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("unexpected argument 'extra'");
        assertThat(run("events", "x", "--count", "zero")).isEqualTo(Exit.USAGE);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--count wants a positive whole number");
        assertThat(run("doctor", "a", "b")).isEqualTo(Exit.USAGE);
    }

    @Test
    void commandsThatNeedTheJarSaySoOutsideIt() {
        assertThat(run("watch")).isEqualTo(Exit.FAILED);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("run this from java-atspi-agent.jar");
    }
}
