package io.github.javaatspi.agent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EnablementTest {
    private static final List<String> WATCH = List.of("/usr/bin/java-atspi", "watch");

    @TempDir
    Path dir;

    private Enablement enablement() {
        return new Enablement(dir.resolve("etc/xdg/autostart"), dir.resolve("home/.config/autostart"), WATCH);
    }

    @Test
    void enablingForTheUserWritesOneEntryAndSaysWhere() throws Exception {
        Enablement e = enablement();
        assertThat(e.enabledForUser()).isFalse();

        List<String> changes = e.enable(Enablement.Scope.USER);

        Path file = dir.resolve("home/.config/autostart/java-atspi.desktop");
        assertThat(changes).singleElement().asString().startsWith("wrote " + file);
        assertThat(Autostart.command(file)).isEqualTo(WATCH);
        assertThat(e.enabledForUser()).isTrue();
        assertThat(e.enable(Enablement.Scope.USER)).singleElement().asString().startsWith("unchanged: " + file);
        assertThat(dir.resolve("etc")).doesNotExist();
    }

    @Test
    void disablingTheUserScopeUnderASystemWideEntryHidesItForThatUserOnly() throws Exception {
        Enablement e = enablement();
        e.enable(Enablement.Scope.SYSTEM);
        assertThat(e.enabledForUser()).isTrue();

        assertThat(e.disable(Enablement.Scope.USER)).singleElement().asString().contains("Hidden=true");
        assertThat(e.enabledForUser()).isFalse();
        assertThat(dir.resolve("etc/xdg/autostart/java-atspi.desktop")).exists();

        assertThat(e.enable(Enablement.Scope.USER)).hasSize(1);
        assertThat(e.enabledForUser()).isTrue();
    }

    @Test
    void disablingRemovesTheEntryAndIsHarmlessTwice() throws Exception {
        Enablement e = enablement();
        e.enable(Enablement.Scope.SYSTEM);

        assertThat(e.disable(Enablement.Scope.SYSTEM)).singleElement().asString().startsWith("removed ");
        assertThat(e.disable(Enablement.Scope.SYSTEM)).singleElement().asString().startsWith("unchanged: ");
        assertThat(e.enabledForUser()).isFalse();
    }

    @Test
    void aDirectoryWeMayNotWriteGivesOneClearError() throws Exception {
        Path locked = Files.createDirectories(dir.resolve("locked"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
        Enablement e = new Enablement(locked, dir.resolve("u"), WATCH);
        // root may write anyway; the message is what matters where it cannot
        if (!Files.isWritable(locked)) {
            assertThatThrownBy(() -> e.enable(Enablement.Scope.SYSTEM)).isInstanceOf(CommandFailed.class)
                    .hasMessageContaining("cannot write " + locked.resolve(Autostart.FILE_NAME));
        }
    }

    @Test
    void theUsersDirectoryFollowsXdgConfigHomeThenHome() {
        assertThat(Enablement.userAutostartDir(Map.of("XDG_CONFIG_HOME", "/x/cfg", "HOME", "/h")))
                .isEqualTo(Path.of("/x/cfg/autostart"));
        assertThat(Enablement.userAutostartDir(Map.of("HOME", "/h"))).isEqualTo(Path.of("/h/.config/autostart"));
    }
}
