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
    void aJarIsNamedWithoutWhatItsBuildAdded() {
        assertThat(guess("/opt/app-1.2.3.jar", "/opt/app-1.2.3.jar")).isEqualTo("app");
        assertThat(guess("target/tool-1.0-SNAPSHOT-jar-with-dependencies.jar", null)).isEqualTo("tool");
        assertThat(guess("editor-all.jar", null)).isEqualTo("editor");
        assertThat(guess("jython-standalone-2.7.3.jar", null)).isEqualTo("jython");
        assertThat(guess("/usr/share/freeplane/freeplanelauncher.jar", null)).isEqualTo("freeplane");
        assertThat(guess("josm_v19000.jar", null)).isEqualTo("josm");
        assertThat(guess("log4j2-tool.jar", null)).as("digits inside a name stay").isEqualTo("log4j2-tool");
        assertThat(guess("launcher.jar", null)).as("nothing but a suffix keeps its name").isEqualTo("launcher");
        assertThat(guess("1.2.jar", null)).isEqualTo("1.2");
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
        assertThat(guess("com.example.tools.Notepad arg", "/opt/lib/a.jar:/opt/lib/b.jar")).isEqualTo("Notepad");
        assertThat(guess("Main", null)).isEqualTo("Main");
        assertThat(guess("toolmod/com.example.tools.Notepad", null)).as("java -m module/class").isEqualTo("Notepad");
    }

    @Test
    void aLaunchersGenericMainClassIsNamedByItsProductsPackage() {
        assertThat(guess("org.netbeans.Main --userdir /home/me/.nb", "/opt/nb/boot.jar")).isEqualTo("netbeans");
        assertThat(guess("com.intellij.idea.Main", "/opt/idea/lib/app.jar")).isEqualTo("idea");
        assertThat(guess("org.freeplane.launcher.Launcher", null)).as("a generic package is skipped")
                .isEqualTo("freeplane");
        assertThat(guess("org.openstreetmap.josm.gui.MainApplication", null)).isEqualTo("josm");
        assertThat(guess("toolmod/com.example.tools.Main", null)).isEqualTo("tools");
    }

    @Test
    void aGenericMainClassWithoutAProductPackageKeepsItsName() {
        assertThat(guess("org.Main", null)).as("a domain names no product").isEqualTo("Main");
        assertThat(guess("com.app.launcher.Main", null)).isEqualTo("Main");
    }

    @Test
    void aNetBeansPlatformApplicationIsNamedByItsBranding() {
        assertThat(guess("org.netbeans.Main --userdir /home/me/.visualvm --branding visualvm --clusters x", null))
                .isEqualTo("visualvm");
        assertThat(guess("org.netbeans.Main --branding nb", null)).as("the IDE's own branding")
                .isEqualTo("netbeans");
        assertThat(guess("org.netbeans.Main --branding", null)).isEqualTo("netbeans");
        assertThat(guess("com.example.Main --branding visualvm", null)).as("only NetBeans's launcher")
                .isEqualTo("example");
    }

    @Test
    void anArgumentThatLooksLikeAJarDoesNotNameTheApplication() {
        assertThat(guess("com.example.Notepad lib.jar", "app.jar")).isEqualTo("Notepad");
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
