package io.github.javaatspi.agent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AutostartTest {
    @TempDir
    Path dir;

    @Test
    void theExecLineGivesBackTheCommandEvenWithSpacesAndQuotes() throws Exception {
        List<String> command = List.of("/opt/My Java/bin/java", "-jar", "/home/ada/a \"b\" $c.jar", "watch");
        Path file = dir.resolve(Autostart.FILE_NAME);
        Files.writeString(file, Autostart.entry(command));

        assertThat(Autostart.command(file)).isEqualTo(command);
        assertThat(Files.readString(file)).contains("TryExec=/opt/My Java/bin/java\n", "NoDisplay=true");
        assertThat(Autostart.read(file)).isEqualTo(Autostart.State.ENABLED);
    }

    @Test
    void plainArgumentsStayUnquoted() {
        assertThat(Autostart.quote("/usr/bin/java-atspi")).isEqualTo("/usr/bin/java-atspi");
        assertThat(Autostart.quote("a b")).isEqualTo("\"a b\"");
        assertThat(Autostart.quote("100%")).isEqualTo("\"100%%\"");
        assertThat(Autostart.unquote("\"100%%\" x")).containsExactly("100%", "x");
    }

    @Test
    void aHiddenEntryIsTheUsersOffSwitchAndAMissingOneIsAbsent() throws Exception {
        Path file = dir.resolve("x.desktop");
        assertThat(Autostart.read(file)).isEqualTo(Autostart.State.ABSENT);
        Files.writeString(file, Autostart.hidden());
        assertThat(Autostart.read(file)).isEqualTo(Autostart.State.HIDDEN);
    }
}
