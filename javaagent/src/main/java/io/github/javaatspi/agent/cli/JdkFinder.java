package io.github.javaatspi.agent.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * The Java runtimes installed where distributions, vendors and version managers put them. Only
 * reported: the bridge reaches a JVM through the Attach API whatever runtime it runs on, and no
 * runtime's files are ever changed.
 */
final class JdkFinder {
    /** The bridge's class files need Java 17. */
    static final int MINIMUM = 17;

    /** One runtime: its directory (symbolic links resolved) and {@code JAVA_VERSION} from its {@code release} file. */
    record Jdk(Path home, String version) {
        int feature() {
            String v = version.startsWith("1.") ? version.substring(2) : version;
            int end = 0;
            while (end < v.length() && Character.isDigit(v.charAt(end))) {
                end++;
            }
            return end == 0 ? 0 : Integer.parseInt(v.substring(0, end));
        }

        boolean supported() {
            return feature() >= MINIMUM;
        }
    }

    private final List<Path> parents;
    private final List<Path> homes;

    JdkFinder(List<Path> parents, List<Path> homes) {
        this.parents = parents;
        this.homes = homes;
    }

    /** The usual places: distribution and vendor directories, version managers, {@code JAVA_HOME}. */
    static JdkFinder standard(Map<String, String> env) {
        Path home = Enablement.home(env);
        List<Path> explicit = new ArrayList<>();
        String javaHome = env.get("JAVA_HOME");
        if (javaHome != null && !javaHome.isBlank()) {
            explicit.add(Path.of(javaHome));
        }
        explicit.add(Path.of(System.getProperty("java.home")));
        return new JdkFinder(List.of(Path.of("/usr/lib/jvm"), Path.of("/usr/java"), Path.of("/opt"),
                home.resolve(".sdkman/candidates/java"), home.resolve(".jdks"), home.resolve(".gradle/jdks")),
                explicit);
    }

    /** Every runtime found, once each, in directory order. */
    List<Jdk> find() {
        Map<Path, Jdk> found = new LinkedHashMap<>();
        for (Path parent : parents) {
            if (Files.isDirectory(parent)) {
                try (Stream<Path> dirs = Files.list(parent)) {
                    dirs.sorted().forEach(d -> add(found, d));
                } catch (IOException e) {
                    // an unreadable directory holds nothing we can report
                }
            }
        }
        homes.forEach(h -> add(found, h));
        return List.copyOf(found.values());
    }

    private static void add(Map<Path, Jdk> found, Path dir) {
        Path release = dir.resolve("release");
        if (!Files.isRegularFile(release) || !Files.isExecutable(dir.resolve("bin/java"))) {
            return;
        }
        try {
            Path real = dir.toRealPath();
            Properties p = new Properties();
            try (InputStream in = Files.newInputStream(release)) {
                p.load(in);
            }
            String version = p.getProperty("JAVA_VERSION", "").replace("\"", "").strip();
            if (!version.isEmpty()) {
                found.putIfAbsent(real, new Jdk(real, version));
            }
        } catch (IOException | IllegalArgumentException e) {
            // not a runtime we can read: leave it out of the report
        }
    }
}
