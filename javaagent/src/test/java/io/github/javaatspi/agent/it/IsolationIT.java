package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.JavaApp;
import io.github.javaatspi.stack.Jdks;
import io.github.javaatspi.stack.ManagedProcess;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The one jar keeps its dependencies to itself: an application with other versions of dbus-java,
 * JNA and slf4j on its class path runs exactly as without the bridge, and is on the desktop.
 */
class IsolationIT extends DesktopIT {
    /** Copied by the build (maven-dependency-plugin) from versions the bridge does not use. */
    private static final Path FOREIGN = Path.of(System.getProperty("javaatspi.foreignLibs", "target/foreign-libs"));

    @Test
    void anAppWithItsOwnDbusJavaJnaAndSlf4jRunsUnchangedAndIsAccessible() throws Exception {
        List<String> jars = foreignJars();
        assertThat(jars).extracting(j -> Path.of(j).getFileName().toString()).contains("slf4j-api-1.7.36.jar",
                "slf4j-simple-1.7.36.jar", "jna-5.13.0.jar", "dbus-java-core-4.3.1.jar");
        String name = Fixture.uniqueName("isolation", 17);

        String without;
        try (ManagedProcess plain = app(jars, "plain").start()) {
            without = awaitReport(plain);
        }
        JavaApp withBridge = app(jars, name).agent(Fixture.agentJar()).property("javaatspi.appName", name);
        try (ManagedProcess p = withBridge.start()) {
            client.json("wait-window", name, "--find", "frame|" + ForeignLibsApp.TITLE, "--timeout", "30");
            String with = awaitReport(p);
            assertThat(with).as("the app sees only its own libraries").isEqualTo(without)
                    .contains("slf4j=slf4j-api-1.7.36.jar", "binding=org.slf4j.impl.SimpleLoggerFactory",
                            "jna=jna-5.13.0.jar pointer=8", "dbus-java=dbus-java-core-4.3.1.jar");
            assertThat(p.output()).contains("INFO io.github.javaatspi.agent.it.ForeignLibsApp - the app's own "
                    + "logging works").doesNotContain("SLF4J:", "Exception");
        }
    }

    /** The app's report lines, once it has printed all four and its log line. */
    private static String awaitReport(ManagedProcess app) {
        Fixture.awaitLog(app, "the app's own logging works");
        return String.join("\n", app.output().lines().filter(l -> l.matches("(slf4j|binding|jna|dbus-java)=.*"))
                .toList());
    }

    private static JavaApp app(List<String> jars, String name) throws IOException {
        JavaApp app = JavaApp.of(stack, ForeignLibsApp.class.getName()).java(Jdks.java(17)).name(name)
                .classpath(JavaApp.locationOf(ForeignLibsApp.class));
        jars.forEach(app::classpath);
        return app;
    }

    private static List<String> foreignJars() throws IOException {
        assertThat(FOREIGN).as("the foreign libraries (built by 'mvn package')").isDirectory();
        try (Stream<Path> files = Files.list(FOREIGN)) {
            return files.map(Path::toString).filter(f -> f.endsWith(".jar")).sorted().toList();
        }
    }
}
