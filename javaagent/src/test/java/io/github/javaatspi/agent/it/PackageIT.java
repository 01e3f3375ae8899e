package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.Jdks;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.DemoApp;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The Debian package on this machine, end to end: build it, {@code dpkg -i}, {@code java-atspi
 * enable}, unmodified apps started with plain {@code java -jar} on Java 17 and 25 appear on the
 * desktop; {@code disable} and they no longer do; enable again and {@code dpkg -r}: apps still
 * start cleanly. This changes the machine (a package, {@code /etc/xdg/autostart}), so it refuses
 * to run over an existing installation and puts everything back in {@code finally}.
 */
class PackageIT extends DesktopIT {
    private static final String PACKAGE = "java-atspi-bridge";
    private static final Path LAUNCHER = Path.of("/usr/bin/java-atspi");
    private static final Path JAR = Path.of("/usr/share/java/java-atspi-agent.jar");
    private static final Path SYSTEM_ENTRY = Path.of("/etc/xdg/autostart/java-atspi.desktop");
    private static final String SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
    private static final Duration LIMIT = Duration.ofSeconds(30);

    @Test
    void installEnableFindDisableRemove() throws Exception {
        assertThat(System.getProperty("user.name")).as("installing a package needs root").isEqualTo("root");
        assertThat(installed()).as(PACKAGE + " is installed already; remove it first: dpkg -r " + PACKAGE).isFalse();
        assertThat(SYSTEM_ENTRY).as("a system-wide enable exists already; remove it first: java-atspi disable")
                .doesNotExist();
        Map<String, String> before = versionBanners();
        Path dir = Files.createDirectories(stack.directory().resolve("jars"));
        ManagedProcess watcher = null;
        try {
            Path deb = buildDeb();
            assertThat(deb.getFileName().toString()).matches("java-atspi-bridge_.+_all\\.deb");
            String lintian = runWith(systemEnv(), List.of("lintian", "--pedantic", deb.toString()));
            assertThat(lintian.lines().filter(l -> l.matches("[EWIP]: .*"))).as("lintian's findings").isEmpty();
            root("dpkg", "-i", deb.toString());
            assertThat(LAUNCHER).isExecutable();
            assertThat(JAR).isRegularFile();

            CliRun enable = CliRun.of(stack.environment(), List.of(LAUNCHER.toString(), "enable"));
            assertThat(enable.exit()).as(enable.toString()).isZero();
            assertThat(enable.out()).contains("Enabled Java accessibility for every user:", "wrote " + SYSTEM_ENTRY,
                    "/usr/lib/jvm/", "gets the bridge", "No Java runtime's files were changed");
            assertThat(versionBanners()).as("no JVM prints anything new at start (no noise)").isEqualTo(before);

            // What every desktop session does at login.
            watcher = stack.start("watcher", AutostartCommand.of(SYSTEM_ENTRY), stack.environment());
            Fixture.awaitLog(watcher, "loading the bridge into Java windows");
            for (int jdk : new int[] {17, 25}) {
                String name = "PlainDemo" + jdk;
                try (ManagedProcess app = plainJava(jdk, PlainJar.demo(dir, name))) {
                    try {
                        client.json("wait-window", name, "--find", "frame|" + DemoApp.TITLE, "--timeout", "30");
                    } catch (IOException e) {
                        throw new AssertionError("not on the desktop; the watcher's log:\n" + watcher.output()
                                + "\nthe app's log:\n" + app.output(), e);
                    }
                    Fixture.awaitLog(watcher, "loaded the bridge into PID " + app.pid() + " (" + name + ")");
                }
                client.json("wait-gone", name);
            }

            CliRun disable = CliRun.of(stack.environment(), List.of(LAUNCHER.toString(), "disable"));
            assertThat(disable.exit()).as(disable.toString()).isZero();
            assertThat(disable.out()).contains("removed " + SYSTEM_ENTRY);
            assertThat(watcher.awaitExit(LIMIT.toMillis())).as("the watcher stops when disabled").isTrue();
            try (ManagedProcess app = plainJava(17, PlainJar.demo(dir, "AfterDisable"))) {
                Deadline.awaitTrue("the window", LIMIT, () -> stack.hasWindow(DemoApp.TITLE));
                assertThatThrownBy(() -> client.raw("wait-app", "AfterDisable", "--timeout", "3"))
                        .hasMessageContaining("is not on the desktop");
            }
            Deadline.awaitTrue("the window to close", LIMIT, () -> !stack.hasWindow(DemoApp.TITLE));

            // The risky order: removed while still enabled.
            assertThat(CliRun.of(stack.environment(), List.of(LAUNCHER.toString(), "enable")).exit()).isZero();
            root("dpkg", "-r", PACKAGE);
            assertThat(installed()).isFalse();
            assertThat(JAR).doesNotExist();
            assertThat(SYSTEM_ENTRY).as("prerm takes the system-wide entry back").doesNotExist();
            for (int jdk : new int[] {17, 25}) {
                try (ManagedProcess app = plainJava(jdk, PlainJar.demo(dir, "AfterRemove" + jdk))) {
                    Deadline.awaitTrue("the window on Java " + jdk, LIMIT, () -> stack.hasWindow(DemoApp.TITLE));
                    assertThat(app.isAlive()).isTrue();
                    assertThat(app.output()).as("starts cleanly, no error on Java " + jdk).isEmpty();
                }
                Deadline.awaitTrue("the window to close", LIMIT, () -> !stack.hasWindow(DemoApp.TITLE));
            }
            assertThat(versionBanners()).isEqualTo(before);
        } finally {
            if (watcher != null) {
                watcher.close();
            }
            if (installed()) {
                root("dpkg", "--purge", PACKAGE);
            }
            Files.deleteIfExists(SYSTEM_ENTRY);
        }
    }

    private static ManagedProcess plainJava(int jdk, Path jar) throws IOException {
        return stack.start(jar.getFileName().toString(), PlainJar.command(Jdks.java(jdk), jar), stack.environment());
    }

    /** What {@code java -version} prints on each JDK: any noise enabling added would show here. */
    private static Map<String, String> versionBanners() throws IOException {
        return Map.of("17", stack.run(List.of(Jdks.java(17).toString(), "-version"), 30),
                "25", stack.run(List.of(Jdks.java(25).toString(), "-version"), 30));
    }

    private static Path buildDeb() throws IOException {
        Path script = Path.of("..", "packaging", "build-deb.sh").toAbsolutePath().normalize();
        Map<String, String> env = stack.environment();
        env.put("JAR", Path.of(Fixture.agentJar()).toAbsolutePath().toString());
        env.put("PATH", SYSTEM_PATH);
        String out = runWith(env, List.of("sh", script.toString()));
        return script.getParent().resolve(out.strip().lines().reduce((a, b) -> b).orElseThrow());
    }

    private static Map<String, String> systemEnv() {
        Map<String, String> env = stack.environment();
        env.put("PATH", SYSTEM_PATH);
        return env;
    }

    private static boolean installed() throws IOException {
        Map<String, String> env = systemEnv();
        try {
            return runWith(env, List.of("dpkg-query", "-W", "-f=${Status}", PACKAGE)).contains("install ok installed");
        } catch (IOException e) {
            return false;
        }
    }

    private static void root(String... command) throws IOException {
        Map<String, String> env = systemEnv();
        env.put("DEBIAN_FRONTEND", "noninteractive");
        runWith(env, List.of(command));
    }

    private static String runWith(Map<String, String> env, List<String> command) throws IOException {
        CliRun r = CliRun.of(env, new ArrayList<>(command));
        if (r.exit() != 0) {
            throw new IOException(command + " failed: " + r);
        }
        return r.out();
    }
}
