package io.github.javaatspi.agent.it;

import io.github.javaatspi.testapps.DemoApp;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarInputStream;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/** An unmodified Swing application as users get it: one jar with a Main-Class, run with plain {@code java -jar}. */
final class PlainJar {
    private PlainJar() {
    }

    /** Writes {@code dir/name.jar} holding the demo app; its desktop name is {@code name}. */
    static Path demo(Path dir, String name) throws IOException {
        Path classes = Path.of(Fixture.demoClasspath());
        Path jar = dir.resolve(name + ".jar");
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().put(Attributes.Name.MAIN_CLASS, DemoApp.class.getName());
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, m)) {
            if (Files.isDirectory(classes)) {
                try (Stream<Path> all = Files.walk(classes)) {
                    for (Path p : all.filter(Files::isRegularFile).sorted().toList()) {
                        out.putNextEntry(new JarEntry(classes.relativize(p).toString()));
                        Files.copy(p, out);
                        out.closeEntry();
                    }
                }
            } else {
                // The reactor hands over the test apps' packaged jar: take its classes, not its manifest.
                try (JarInputStream in = new JarInputStream(Files.newInputStream(classes))) {
                    for (JarEntry e = in.getNextJarEntry(); e != null; e = in.getNextJarEntry()) {
                        if (!e.isDirectory()) {
                            out.putNextEntry(new JarEntry(e.getName()));
                            in.transferTo(out);
                            out.closeEntry();
                        }
                    }
                }
            }
        }
        return jar;
    }

    static List<String> command(Path java, Path jar) {
        return List.of(java.toString(), "-jar", jar.toString());
    }
}
