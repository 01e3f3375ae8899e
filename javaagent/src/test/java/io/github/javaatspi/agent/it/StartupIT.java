package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.JavaApp;
import io.github.javaatspi.stack.Jdks;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.DemoApp;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;

/**
 * Nothing the bridge meets stops the application from starting: a damaged bridge inside the jar,
 * a dependency left out of it (as a packager unbundling libraries might), an application whose
 * own accessibility code throws. Each costs one warning line; the app starts and runs, and the
 * bridge exposes what it still can. (An unreachable bus and a bad setting: LoadingIT.)
 */
class StartupIT extends DesktopIT {
    private static final Duration LIMIT = Duration.ofSeconds(30);
    private static final String IMPL = "javaatspi-impl/";

    @Test
    void aDamagedBridgeCostsOneLineAndTheAppRuns() throws Exception {
        Path jar = variant("damaged", entry -> entry.equals(IMPL + "io/github/javaatspi/agent/runtime/Entry.class")
                ? "not a class file".getBytes() : null);
        assertAppRunsWithOneWarning("damaged", jar, "could not start");
    }

    @Test
    void aMissingDBusLibraryCostsOneLineAndTheAppRuns() throws Exception {
        Path jar = variant("no-dbus-java", entry -> entry.startsWith(IMPL + "org/freedesktop/dbus/") ? new byte[0]
                : null);
        assertAppRunsWithOneWarning("nodbus", jar, "could not start");
    }

    @Test
    void withoutJnaTheBridgeServesTheTreeWithPortableKeyNames() throws Exception {
        Path jar = variant("no-jna", entry -> entry.startsWith(IMPL + "com/sun/jna/") ? new byte[0] : null);
        String name = Fixture.uniqueName("nojna", 17);
        JavaApp app = demoWith(jar, name);
        try (ManagedProcess p = Fixture.startAndWait(app, client, name)) {
            assertThat(Fixture.nodes(client.json("walk", name))).hasSizeGreaterThan(20);
            client.json("action", name, "--find", "push button|Open dialog");
            client.json("wait-window", name, "--find", "dialog|" + DemoApp.DIALOG_TITLE);
            assertThat(warnings(p)).as("one line about the keyboard, none about anything else").singleElement()
                    .asString().contains("JNA is missing", "X keymap");
        }
    }

    @Test
    @SuppressWarnings("unchecked")
    void aThrowingAccessibleContextShowsWhatItCanAndCostsOneLine() throws Exception {
        String name = Fixture.uniqueName("broken", 17);
        try (ManagedProcess app = Reliability.start(stack, client, name)) {
            // BrokenButton's name and states throw: the name falls back to the button's text, the
            // states to what the component says of itself, and the actions still work.
            Map<String, Object> broken = client.json("node", name, "--find", "push button|Broken");
            assertThat((List<Object>) broken.get("states")).contains("enabled", "sensitive", "showing", "visible",
                    "focusable");
            String bus = (String) broken.get("bus");
            String path = (String) broken.get("path");
            assertThat(client.json("call-path", bus, path, "org.a11y.atspi.Action", "GetName", "i", "0"))
                    .containsEntry("ok", true).extractingByKey("reply").asString().contains("click");
            client.json("action", name, "--find", "push button|Broken");

            Map<String, Object> walk = client.json("walk", name);
            assertThat(walk.get("errors")).as("the walk met no errors").isEqualTo(List.of());
            client.json("walk", name);
            assertThat(app.isAlive()).isTrue();
            assertThat(warnings(app)).as("one line for the broken class, however often it was read")
                    .singleElement().asString().contains("BrokenButton", "broken accessible");
        }
    }

    private static void assertAppRunsWithOneWarning(String what, Path jar, String warning) throws Exception {
        String name = Fixture.uniqueName(what, 17);
        JavaApp app = demoWith(jar, name);
        try (ManagedProcess p = app.start()) {
            Deadline.awaitTrue("the demo window", LIMIT, () -> stack.hasWindow(DemoApp.TITLE));
            Fixture.awaitLog(p, warning);
            assertThat(p.isAlive()).isTrue();
            assertThat(warnings(p)).as("one clear log line").singleElement().asString().contains(warning);
        }
        Deadline.awaitTrue("the window to close", LIMIT, () -> !stack.hasWindow(DemoApp.TITLE));
    }

    /** The demo on Java 17 with {@code jar} as its only agent. */
    private static JavaApp demoWith(Path jar, String name) throws IOException {
        return JavaApp.of(stack, Fixture.MAIN).java(Jdks.java(17)).name(name).classpath(Fixture.demoClasspath())
                .agent(jar.toString()).property("javaatspi.appName", name).bridgeDebugLog();
    }

    private static List<String> warnings(ManagedProcess p) {
        return p.output().lines().filter(l -> l.startsWith("WARNING")).toList();
    }

    /**
     * A copy of the agent jar in which {@code change} decides each entry: null keeps it, an empty
     * array drops it, anything else replaces its bytes.
     */
    private static Path variant(String label, Function<String, byte[]> change) throws IOException {
        Path out = Path.of("target", "startup-it", label + ".jar");
        Files.createDirectories(out.getParent());
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(Path.of(Fixture.agentJar())));
                ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(out))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                byte[] replaced = change.apply(e.getName());
                if (replaced != null && replaced.length == 0) {
                    continue;
                }
                zip.putNextEntry(new ZipEntry(e.getName()));
                (replaced != null ? new ByteArrayInputStream(replaced) : in).transferTo(zip);
                zip.closeEntry();
            }
        }
        return out;
    }
}
