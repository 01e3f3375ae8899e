package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.JavaApp;
import io.github.javaatspi.stack.Jdks;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.DemoApp;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The one jar loads two ways into an app it has never seen, and never stops the app from starting. */
class LoadingIT extends DesktopIT {
    private static final Duration LIMIT = Duration.ofSeconds(30);


    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void loadsAsAJavaAgent(int jdk) throws Exception {
        String name = Fixture.uniqueName("agent", jdk);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, jdk, name), client, name)) {
            assertThat(app.isAlive()).isTrue();
        }
    }

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void loadsByItsClassNameInTheAssistiveTechnologies(int jdk) throws Exception {
        String name = Fixture.uniqueName("classname", jdk);
        JavaApp app = onClassPath(jdk, name).property("javax.accessibility.assistive_technologies",
                "io.github.javaatspi.agent.AtspiAssistiveTechnology");
        try (ManagedProcess p = Fixture.startAndWait(app, client, name)) {
            assertThat(p.isAlive()).isTrue();
        }
    }

    @Test
    void theAppStartsAndRunsWhenNoAccessibilityBusCanBeFound() throws Exception {
        String name = Fixture.uniqueName("nobus", 17);
        JavaApp app = Fixture.demo(stack, 17, name).env("DBUS_SESSION_BUS_ADDRESS", null)
                .property("javaatspi.enabled", "true");
        // The bus launcher also advertises the bus on the X root window; hide that way too.
        String advertised = stack.rootProperty("AT_SPI_BUS");
        stack.setRootProperty("AT_SPI_BUS", null);
        try (ManagedProcess p = app.start()) {
            Deadline.awaitTrue("the demo window", LIMIT, () -> stack.hasWindow(DemoApp.TITLE));
            Fixture.awaitLog(p, "still cannot reach");
            assertThat(p.isAlive()).isTrue();
            assertThat(p.output().lines().filter(l -> l.startsWith("WARNING")))
                    .as("one clear log line").singleElement().asString()
                    .contains("cannot reach the accessibility bus");
        } finally {
            if (advertised != null) {
                stack.setRootProperty("AT_SPI_BUS", advertised);
            }
        }
        Deadline.awaitTrue("the window to close", LIMIT, () -> !stack.hasWindow(DemoApp.TITLE));
    }

    @Test
    void aBadSettingCostsOneLogLineAndItsDefault() throws Exception {
        String name = Fixture.uniqueName("badconfig", 17);
        JavaApp app = Fixture.demo(stack, 17, name).property("javaatspi.edtBudgetMillis", "banana");
        try (ManagedProcess p = Fixture.startAndWait(app, client, name)) {
            assertThat(p.output().lines().filter(l -> l.startsWith("WARNING")))
                    .singleElement().asString().contains("Ignoring javaatspi.edtBudgetMillis=banana");
        }
    }

    @Test
    void aPlainStartOnJava25PrintsNothing() throws Exception {
        String name = Fixture.uniqueName("quiet", 25);
        JavaApp app = JavaApp.of(stack, Fixture.MAIN).java(Jdks.java(25)).name(name)
                .classpath(Fixture.demoClasspath()).agent(Fixture.agentJar()).property("javaatspi.appName", name);
        try (ManagedProcess p = Fixture.startAndWait(app, client, name)) {
            client.json("walk", name);
            assertThat(p.output()).as("no native-access or other warnings").isEmpty();
        }
    }

    private static JavaApp onClassPath(int jdk, String name) throws Exception {
        return JavaApp.of(stack, Fixture.MAIN).java(Jdks.java(jdk)).name(name)
                .classpath(Fixture.demoClasspath()).classpath(Fixture.agentJar())
                .property("javaatspi.appName", name).bridgeDebugLog();
    }
}
