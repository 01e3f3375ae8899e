package io.github.javaatspi.agent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The watcher's choice, on a made-up {@code /proc}: only windowed JVMs of its own display. */
class WatcherTest {
    @TempDir
    Path proc;

    private void process(long pid, String maps, String display) throws Exception {
        Path dir = Files.createDirectories(proc.resolve(Long.toString(pid)));
        Files.writeString(dir.resolve("maps"), maps);
        Files.writeString(dir.resolve("cmdline"), "java\0-jar\0/opt/App" + pid + ".jar\0");
        Files.writeString(dir.resolve("environ"), "HOME=/h\0DISPLAY=" + display + "\0");
        Path program = proc.resolve("java");
        if (!Files.exists(program)) {
            Files.createFile(program);
        }
        Files.createSymbolicLink(dir.resolve("exe"), program);
    }

    @Test
    void onlyAJvmWithAWindowOnTheWatchersDisplayIsApproached() throws Exception {
        String jvm = "7f00 r-xp /usr/lib/jvm/x/lib/server/libjvm.so\n";
        String awt = "7f10 r-xp /usr/lib/jvm/x/lib/libawt_xawt.so\n";
        process(100, "5600 r-xp /usr/bin/bash\n", ":5");
        process(200, jvm, ":5");
        process(300, jvm + awt, ":5");
        process(400, jvm + awt, ":9");
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        ProcFs fake = new ProcFs(proc, ProcFs.currentUid());

        new Watcher(fake, "/nonexistent.jar", () -> true, ":5", new PrintStream(log, true, StandardCharsets.UTF_8))
                .scan();

        String out = log.toString(StandardCharsets.UTF_8);
        // PID 300 is not a real JVM here, so attaching fails: what matters is that it was the one tried.
        assertThat(out).contains("into PID 300 (App300)").doesNotContain("PID 100", "PID 200", "PID 400");
        assertThat(fake.jvms()).extracting(JvmProcess::pid).containsExactly(200L, 300L, 400L);
    }

    @Test
    void aJvmWithoutAWindowIsLookedAtLessOftenAsItAges() {
        assertThat(Watcher.backoff(5_000_000_000L)).isZero();
        assertThat(Watcher.backoff(60_000_000_000L)).isEqualTo(2_000_000_000L);
        assertThat(Watcher.backoff(600_000_000_000L)).isEqualTo(10_000_000_000L);
    }
}
