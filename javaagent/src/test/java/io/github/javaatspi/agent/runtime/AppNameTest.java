package io.github.javaatspi.agent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;

class AppNameTest {
    @Test
    void aJarIsNamedAfterItsFile() {
        assertThat(guess("app.jar --x", "app.jar")).isEqualTo("app");
        assertThat(guess("/opt/x/tool.jar", "/opt/x/tool.jar")).isEqualTo("tool");
    }

    @Test
    void aJarWhosePathHasSpacesKeepsItsWholeName() {
        // java -jar "/opt/x/My Tool.jar" --x: the launcher joins path and arguments with spaces.
        assertThat(guess("/opt/x/My Tool.jar --x", "/opt/x/My Tool.jar")).isEqualTo("My Tool");
        assertThat(guess("/opt/My Apps/Tool.jar", "/opt/My Apps/Tool.jar")).isEqualTo("Tool");
        assertThat(guess("My Tool.jar", "My Tool.jar")).isEqualTo("My Tool");
    }

    @Test
    void aJarPathWithoutClassPathFallsBackToTheFirstWord() {
        assertThat(guess("/opt/x/tool.jar --verbose", null)).isEqualTo("tool");
    }

    @Test
    void aMainClassIsNamedByItsSimpleName() {
        assertThat(guess("com.example.Main arg", "/opt/lib/a.jar:/opt/lib/b.jar")).isEqualTo("Main");
        assertThat(guess("Main", null)).isEqualTo("Main");
    }

    @Test
    void anArgumentThatLooksLikeAJarDoesNotNameTheApplication() {
        assertThat(guess("com.example.Main lib.jar", "app.jar")).isEqualTo("Main");
    }

    @Test
    void aSourceFileIsNamedWithoutItsExtension() {
        assertThat(guess("Foo.java", null)).isEqualTo("Foo");
        assertThat(guess("/home/me/src/Foo.java --x", null)).isEqualTo("Foo");
    }

    @Test
    void withoutACommandTheNameIsGeneric() {
        assertThat(guess("", null)).isEqualTo("Java application");
        assertThat(guess("   ", null)).isEqualTo("Java application");
        assertThat(AppName.guess(new Properties())).isEqualTo("Java application");
    }

    private static String guess(String command, String classPath) {
        Properties p = new Properties();
        p.setProperty("sun.java.command", command);
        if (classPath != null) {
            p.setProperty("java.class.path", classPath);
        }
        return AppName.guess(p);
    }
}
