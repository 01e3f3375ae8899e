package io.github.javaatspi.agent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class JvmProcessTest {
    private static String name(String... commandLine) {
        return new JvmProcess(1, List.of(commandLine), true, ":1").name();
    }

    @Test
    void aJarIsCalledByItsFileName() {
        assertThat(name("/usr/bin/java", "-Xmx1g", "-jar", "/opt/tools/Notes.jar", "--open", "x")).isEqualTo("Notes");
    }

    @Test
    void aMainClassByItsSimpleNameSkippingOptionValues() {
        assertThat(name("java", "-cp", "a.jar:b.jar", "-Dx=y", "com.example.Editor", "file"))
                .isEqualTo("Editor");
        assertThat(name("java", "-p", "mods", "-m", "com.example/com.example.Viewer")).isEqualTo("Viewer");
    }

    @Test
    void theDisplayComesFromTheEnvironmentPreferringX11() {
        assertThat(ProcFs.displayOf(List.of("WAYLAND_DISPLAY=wayland-0", "DISPLAY=:0"))).isEqualTo(":0");
        assertThat(ProcFs.displayOf(List.of("WAYLAND_DISPLAY=wayland-0"))).isEqualTo("wayland-0");
        assertThat(ProcFs.displayOf(List.of("HOME=/x"))).isEmpty();
    }
}
