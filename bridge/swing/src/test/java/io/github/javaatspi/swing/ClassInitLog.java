package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a main class of the test class path in a JVM of its own with the JVM's log of class
 * initialisation on: a class is initialised once per JVM, and this one's AWT may have done so
 * already. Returns what the child printed, the log included.
 */
final class ClassInitLog {
    private ClassInitLog() {
    }

    static String of(Class<?> main, String argument) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(List.of(java.toString(), "-Xlog:class+init=info", "-cp",
                System.getProperty("java.class.path"), main.getName(), argument))
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("the child JVM ends").isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        return out;
    }
}
