package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.JavaApp;
import io.github.javaatspi.stack.Jdks;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.stack.PrivateBus;
import io.github.javaatspi.testapps.DemoApp;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/**
 * The {@code java-atspi} command line on a private desktop: usage and exit statuses, attaching to
 * an application started without the bridge, list, dump, events, the per-user watcher that
 * {@code enable} starts, and doctor in a healthy and in a broken session.
 */
class CliIT extends DesktopIT {
    private static final Duration LIMIT = Duration.ofSeconds(30);

    @Test
    void usageErrorsExitWithTwoAndSayWhatIsWrong() throws Exception {
        CliRun none = CliRun.jar(stack);
        assertThat(none.exit()).as(none.toString()).isEqualTo(2);
        assertThat(none.err()).startsWith("Usage: java-atspi COMMAND");
        assertThat(none.out()).isEmpty();

        CliRun help = CliRun.jar(stack, "help");
        assertThat(help.exit()).isZero();
        assertThat(help.out()).contains("enable [--system|--user]", "doctor [PID|NAME]", "Exit status: 0");

        CliRun unknown = CliRun.jar(stack, "frobnicate");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown command 'frobnicate'", "Try 'java-atspi help'.");

        CliRun missing = CliRun.jar(stack, "attach");
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("missing PID|NAME");

        CliRun badScope = CliRun.jar(stack, "enable", "--everywhere");
        assertThat(badScope.exit()).isEqualTo(2);
        assertThat(badScope.err()).contains("unknown option '--everywhere'");

        CliRun noSuchApp = CliRun.jar(stack, "attach", "2147483646");
        assertThat(noSuchApp.exit()).as(noSuchApp.toString()).isEqualTo(1);
        assertThat(noSuchApp.err()).contains("no Java process of yours has PID 2147483646");

        CliRun version = CliRun.jar(stack, "--version");
        assertThat(version.exit()).isZero();
        assertThat(version.out()).matches("java-atspi \\d+\\.\\d+\\.\\d+.*\\R");
    }

    @Test
    void attachBringsARunningAppOntoTheDesktopAndListDumpAndEventsSeeIt() throws Exception {
        String name = Fixture.uniqueName("attach", 25);
        try (ManagedProcess app = withoutBridge(25, name).start()) {
            Deadline.awaitTrue("the demo window", LIMIT, () -> stack.hasWindow(DemoApp.TITLE));
            assertThatThrownBy(() -> client.raw("wait-app", name, "--timeout", "0"))
                    .as("not accessible before attach").hasMessageContaining("is not on the desktop");

            CliRun attach = CliRun.jar(stack, "attach", Long.toString(app.pid()));
            assertThat(attach.exit()).as(attach.toString()).isZero();
            assertThat(attach.out()).contains("Loaded the bridge into 'DemoApp' (PID " + app.pid() + ")",
                    "on the accessibility desktop as '" + name + "'");
            client.json("wait-window", name, "--find", "frame|" + DemoApp.TITLE);

            CliRun again = CliRun.jar(stack, "attach", "DemoApp");
            assertThat(again.exit()).as(again.toString()).isZero();
            assertThat(again.out()).contains("has the bridge already: yes (attach)");

            CliRun list = CliRun.jar(stack, "list");
            assertThat(list.exit()).isZero();
            assertThat(list.out().lines().filter(l -> l.startsWith(app.pid() + " ")))
                    .singleElement().asString().contains("25", "yes (attach)", "DemoApp")
                    .matches(".*yes\\s+yes \\(attach\\)\\s+yes\\s+DemoApp");

            CliRun dump = CliRun.jar(stack, "dump", name);
            assertThat(dump.exit()).as(dump.toString()).isZero();
            assertThat(dump.out()).startsWith("application '" + name + "'")
                    .contains("\n  frame '" + DemoApp.TITLE + "' ", "push button 'Press me' ");

            CompletableFuture<CliRun> events = CompletableFuture.supplyAsync(() -> {
                try {
                    return CliRun.jar(stack, "events", Long.toString(app.pid()), "--count", "3", "--timeout", "30");
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            // Keys until the monitor has what it asked for: it registers with the registry first.
            // Ctrl+Tab, not Tab: in the table Tab moves between cells, so focus would stay there
            // and no focus event would come if the monitor registered after Tab reached it.
            Deadline.awaitTrue("the event monitor to print three events", LIMIT, () -> {
                try {
                    keys("ctrl+Tab");
                } catch (Exception e) {
                    return false;
                }
                return events.isDone();
            });
            CliRun seen = events.get(5, TimeUnit.SECONDS);
            assertThat(seen.exit()).as(seen.toString()).isZero();
            assertThat(seen.out()).startsWith("Events of '" + name + "' (PID " + app.pid() + ")");
            assertThat(seen.out().lines().skip(1)).hasSize(3)
                    .anySatisfy(l -> assertThat(l).matches("(object|focus|window):[a-z-]+.*"));
            assertThat(seen.out()).contains("object:state-changed:focused (1, 0)");

            CliRun doctor = CliRun.jar(stack, "doctor", Long.toString(app.pid()));
            assertThat(doctor.out()).contains("  ok    'DemoApp' (PID " + app.pid() + ") has the bridge yes (attach) "
                    + "and is on the desktop as '" + name + "'");
        }
    }

    @Test
    void enableForTheUserStartsAWatcherThatBringsNewAppsAndLeavesToolsAlone() throws Exception {
        Path home = Path.of(stack.environment().get("HOME"));
        Path entry = home.resolve(".config/autostart/java-atspi.desktop");
        ManagedProcess watcher = null;
        try {
            CliRun doctorBefore = CliRun.jar(stack, "doctor");
            assertThat(doctorBefore.exit()).as(doctorBefore.toString()).isEqualTo(1);
            assertThat(doctorBefore.out()).contains("FAIL  Java accessibility is not enabled",
                    "fix: java-atspi enable", "1 problem found.");

            CliRun enable = CliRun.jar(stack, "enable", "--user");
            assertThat(enable.exit()).as(enable.toString()).isZero();
            assertThat(enable.out()).contains("Enabled Java accessibility for you:", "wrote " + entry,
                    "No Java runtime's files were changed", "java-atspi watch &");
            assertThat(Files.readString(entry)).contains("Exec=", " watch", "TryExec=");

            // What the session does at login: run the entry's command.
            watcher = stack.start("watcher", AutostartCommand.of(entry), stack.environment());
            ManagedProcess w = watcher;
            Fixture.awaitLog(w, "loading the bridge into Java windows");

            CliRun doctor = CliRun.jar(stack, "doctor");
            assertThat(doctor.exit()).as(doctor.toString()).isZero();
            assertThat(doctor.out()).contains("ok    session bus", "ok    accessibility bus", "ok    registry",
                    "ok    accessibility is on", "ok    Java accessibility is enabled and its watcher runs",
                    "No problems found.");

            String name = Fixture.uniqueName("watched", 17);
            try (ManagedProcess tool = JavaApp.of(stack, QuietTool.class.getName()).java(Jdks.java(25)).name("tool")
                    .classpath(JavaApp.locationOf(QuietTool.class)).property("quiet.millis", "3000").start();
                    ManagedProcess app = withoutBridge(17, name).start()) {
                client.json("wait-window", name, "--find", "frame|" + DemoApp.TITLE);
                Fixture.awaitLog(w, "loaded the bridge into PID " + app.pid());
                assertThat(tool.awaitExit(LIMIT.toMillis())).isTrue();
                assertThat(tool.output()).as("a JVM without a window is never touched (Java 25 would print the "
                        + "dynamic-agent warning)").isEmpty();
                assertThat(w.output()).doesNotContain("PID " + tool.pid());
            }

            CliRun disable = CliRun.jar(stack, "disable", "--user");
            assertThat(disable.exit()).as(disable.toString()).isZero();
            assertThat(disable.out()).contains("removed " + entry);
            assertThat(w.awaitExit(LIMIT.toMillis())).as("the watcher follows disable").isTrue();
            assertThat(w.output()).contains("disabled; stopping");
        } finally {
            if (watcher != null) {
                watcher.close();
            }
            Files.deleteIfExists(entry);
        }
    }

    @Test
    void doctorInASessionWithoutAnAccessibilityBusSaysWhatToInstall() throws Exception {
        try (PrivateBus bare = PrivateBus.onPath()) {
            Map<String, String> env = stack.environment();
            env.put("DBUS_SESSION_BUS_ADDRESS", bare.address());
            CliRun doctor = CliRun.jar(env, "doctor");
            assertThat(doctor.exit()).as(doctor.toString()).isEqualTo(1);
            assertThat(doctor.out()).contains("  ok    session bus: " + bare.address(),
                    "  FAIL  accessibility bus: no accessibility bus found",
                    "        fix: sudo apt-get install at-spi2-core",
                    "  FAIL  accessibility is off").contains("problems found.");
            assertThat(doctor.err()).isEmpty();
        }
    }

    private static JavaApp withoutBridge(int jdk, String name) {
        return JavaApp.of(stack, Fixture.MAIN).java(Jdks.java(jdk)).name(name).classpath(Fixture.demoClasspath())
                .property("javaatspi.appName", name);
    }
}
