package io.github.javaatspi.agent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JdkFinderTest {
    @TempDir
    Path dir;

    private Path jdk(String name, String version) throws Exception {
        Path home = Files.createDirectories(dir.resolve("jvm").resolve(name));
        Files.createDirectories(home.resolve("bin"));
        Files.createFile(home.resolve("bin/java"), PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rwxr-xr-x")));
        Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"x\"\nJAVA_VERSION=\"" + version + "\"\n");
        return home;
    }

    @Test
    void findsEachRuntimeOnceWithItsVersionAndWhetherTheBridgeRunsOnIt() throws Exception {
        Path seventeen = jdk("java-17", "17.0.15");
        jdk("jdk-11", "11.0.2");
        jdk("jdk8", "1.8.0_402");
        Files.createSymbolicLink(dir.resolve("jvm/default-java"), seventeen);
        Files.createDirectories(dir.resolve("jvm/not-a-jdk"));

        List<JdkFinder.Jdk> found = new JdkFinder(List.of(dir.resolve("jvm")), List.of(seventeen)).find();

        assertThat(found).extracting(JdkFinder.Jdk::version).containsExactly("17.0.15", "11.0.2", "1.8.0_402");
        assertThat(found).extracting(JdkFinder.Jdk::feature).containsExactly(17, 11, 8);
        assertThat(found).extracting(JdkFinder.Jdk::supported).containsExactly(true, false, false);
    }
}
