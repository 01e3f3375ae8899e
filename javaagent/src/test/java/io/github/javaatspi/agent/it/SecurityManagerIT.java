package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.JavaApp;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.SandboxedApp;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * An application that installs a security manager (Java 17 to 23; Freeplane in Debian does, as
 * Java Web Start launchers did), with the agent: it must start whatever its policy grants the
 * bridge, and the bridge must work when the policy grants its jar, even when the code that first
 * touched the toolkit is granted nothing. On Java 24 and later no application can install one.
 */
class SecurityManagerIT extends DesktopIT {
    private static final int JDK = 17;

    @Test
    void theAppStartsWhenItsPolicyGrantsTheBridgeNothing() throws Exception {
        String name = Fixture.uniqueName("sandbox-denied", JDK);
        try (ManagedProcess app = sandboxed(name, false).start()) {
            Deadline.awaitTrue("the sandboxed window", Duration.ofSeconds(30), () -> stack.hasWindow(SandboxedApp.TITLE));
            Fixture.awaitLog(app, "could not start");

            assertThat(app.isAlive()).isTrue();
            assertThat(app.output()).doesNotContain("AWTError");
            assertThat(app.output().lines().filter(l -> l.contains("Java AT-SPI bridge")))
                    .as("one clear line").singleElement().asString()
                    .contains("the application runs without it", "AccessControlException");
        }
    }

    @Test
    void theBridgeWorksWhenThePolicyGrantsItsJar() throws Exception {
        String name = Fixture.uniqueName("sandbox-granted", JDK);
        try (ManagedProcess app = sandboxed(name, true).start()) {
            try {
                client.json("wait-window", name, "--find", "frame|" + SandboxedApp.TITLE, "--timeout", "30");
            } catch (IOException | RuntimeException e) {
                throw new AssertionError("the app did not appear; its log:\n" + app.output(), e);
            }
            Map<String, Object> button = client.json("node", name, "--find", "push button|Sandboxed button");
            assertThat(button.get("application")).isEqualTo(name);
            assertThat(app.output()).doesNotContain("could not start");
        }
    }

    /** The sandboxed app with the agent, under a policy granting its own classes, and the agent's jar if asked. */
    private static JavaApp sandboxed(String name, boolean grantTheBridge) throws IOException {
        Path classes = Path.of(JavaApp.locationOf(SandboxedApp.class));
        StringBuilder policy = new StringBuilder(grant(Files.isDirectory(classes) ? classes + "/-" : classes.toString()));
        if (grantTheBridge) {
            policy.append(grant(Path.of(Fixture.agentJar()).toRealPath().toString()));
        }
        Path file = Files.createTempFile("sandboxed", ".policy");
        file.toFile().deleteOnExit();
        Files.writeString(file, policy);
        return Fixture.app(stack, SandboxedApp.class.getName(), JDK, name)
                .property("java.security.policy", file.toString());
    }

    private static String grant(String codeBase) {
        return "grant codeBase \"file:" + codeBase + "\" { permission java.security.AllPermission; };\n";
    }
}
