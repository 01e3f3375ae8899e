package io.github.javaatspi.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.function.Supplier;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImplementationLoaderTest {
    private static final String PREFIX = "impl/";
    private static final String PAYLOAD = Payload.class.getName();

    /** Loaded from the jar by the loader under test; it sees only the JDK. */
    public static final class Payload implements Supplier<String> {
        @Override
        public String get() {
            return "from the jar";
        }
    }

    @TempDir
    Path dir;

    @Test
    void aClassUnderThePrefixIsDefinedByTheLoaderFromTheJar() throws Exception {
        File jar = jar();
        ClassLoader loader = new ImplementationLoader(jar, PREFIX, ClassLoader.getPlatformClassLoader());
        Class<?> c = Class.forName(PAYLOAD, true, loader);
        assertThat(c.getClassLoader()).isSameAs(loader);
        assertThat(c.getProtectionDomain().getCodeSource().getLocation()).isEqualTo(jar.toURI().toURL());
        @SuppressWarnings("unchecked")
        Supplier<String> payload = (Supplier<String>) c.getConstructor().newInstance();
        assertThat(payload.get()).isEqualTo("from the jar");
        assertThat(Class.forName("java.lang.String", false, loader).getClassLoader())
                .as("the JDK's classes come from the parent").isNull();
        assertThat(loader.isRegisteredAsParallelCapable()).isTrue();
    }

    @Test
    void nothingOutsideThePrefixIsVisible() throws Exception {
        ClassLoader loader = new ImplementationLoader(jar(), PREFIX, ClassLoader.getPlatformClassLoader());
        assertThatThrownBy(() -> Class.forName("outside.Hidden", false, loader))
                .isInstanceOf(ClassNotFoundException.class);
        assertThat(loader.getResource("outside.txt")).isNull();
        assertThat(loader.getResource("missing.txt")).isNull();
    }

    @Test
    void aResourceUnderThePrefixIsFoundAndReadable() throws Exception {
        ClassLoader loader = new ImplementationLoader(jar(), PREFIX, ClassLoader.getPlatformClassLoader());
        URL url = loader.getResource("META-INF/services/example");
        assertThat(url).isNotNull();
        try (InputStream in = url.openStream()) {
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo("a.b.Provider\n");
        }
        assertThat(Collections.list(loader.getResources("META-INF/services/example"))).containsExactly(url);
    }

    @Test
    void theJarFileOfAResourceIsKnownOnlyForAJarThatIsAFile() throws Exception {
        File jar = jar();
        URL inside = new URL("jar:" + jar.toURI().toURL() + "!/" + PREFIX + "x.class");
        assertThat(Implementation.jarFile(inside)).isEqualTo(jar);
        assertThat(Implementation.jarFile(jar.toURI().toURL())).isNull();
        assertThat(Implementation.jarFile(new URL("jar:" + dir.resolve("gone.jar").toUri().toURL() + "!/x")))
                .isNull();
    }

    /** A jar with the payload class and a service file under the prefix, and a class and a file outside it. */
    private File jar() throws IOException {
        Path jar = dir.resolve("agent.jar");
        byte[] payload;
        try (InputStream in = Payload.class.getResourceAsStream("ImplementationLoaderTest$Payload.class")) {
            payload = in.readAllBytes();
        }
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            put(out, PREFIX + PAYLOAD.replace('.', '/') + ".class", payload);
            put(out, PREFIX + "META-INF/services/example", "a.b.Provider\n".getBytes(StandardCharsets.UTF_8));
            put(out, "outside/Hidden.class", payload);
            put(out, "outside.txt", "not ours".getBytes(StandardCharsets.UTF_8));
        }
        return jar.toFile();
    }

    private static void put(JarOutputStream out, String name, byte[] bytes) throws IOException {
        out.putNextEntry(new JarEntry(name));
        out.write(bytes);
        out.closeEntry();
    }
}
