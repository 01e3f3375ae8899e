package io.github.javaatspi.stack;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** The JDKs the bridge must work on: 17 (the floor) and 25 (Temurin), found under /usr/lib/jvm. */
public final class Jdks {
    private Jdks() {
    }

    /** The {@code java} launcher of a JDK whose major version is {@code major}. */
    public static Path java(int major) {
        Path current = Path.of(System.getProperty("java.home"), "bin", "java");
        if (Runtime.version().feature() == major && Files.isExecutable(current)) {
            return current;
        }
        return find(major).orElseThrow(() -> new MissingPieceException("no Java " + major + " under /usr/lib/jvm: "
                + (major == 17 ? "apt-get install -y openjdk-17-jdk-headless" : "install Temurin " + major
                        + " (e.g. the temurin-" + major + "-jdk package from packages.adoptium.net)")));
    }

    private static Optional<Path> find(int major) {
        Path root = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(root)) {
            return Optional.empty();
        }
        try (Stream<Path> dirs = Files.list(root)) {
            List<Path> candidates = dirs.filter(d -> d.getFileName().toString().matches(".*\\D" + major + "(\\D.*)?"))
                    .map(d -> d.resolve("bin/java")).filter(Files::isExecutable).sorted().toList();
            return candidates.stream().findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
