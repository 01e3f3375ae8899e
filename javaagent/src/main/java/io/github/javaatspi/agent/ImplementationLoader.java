package io.github.javaatspi.agent;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.security.cert.Certificate;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * The bridge's class loader when it runs from the agent jar: classes and resources under
 * {@code prefix} of one jar file, read straight from the open {@link JarFile}.
 * <p>
 * A {@code URLClassLoader} given {@code jar:file:…!/javaatspi-impl/} sees no jar root in it and
 * opens a URL connection per class; the bridge loads ~700 classes right after the app's first
 * window, and reading them straight from the jar takes a third less time (ARCHITECTURE.md, "Life
 * cycle"). Parallel capable: the event thread reading the windows and the thread building the
 * server load classes at the same time.
 */
final class ImplementationLoader extends ClassLoader {
    static {
        ClassLoader.registerAsParallelCapable();
    }

    private final JarFile jar;
    private final String prefix;
    private final URL jarUrl;
    private final ProtectionDomain domain;

    ImplementationLoader(File jarFile, String prefix, ClassLoader parent) throws IOException {
        super("javaatspi", parent);
        this.jar = new JarFile(jarFile);
        this.prefix = prefix;
        this.jarUrl = jarFile.toURI().toURL();
        this.domain = new ProtectionDomain(new CodeSource(jarUrl, (Certificate[]) null), null, this, null);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        JarEntry entry = jar.getJarEntry(prefix + name.replace('.', '/') + ".class");
        if (entry == null) {
            throw new ClassNotFoundException(name);
        }
        byte[] bytes;
        try (InputStream in = jar.getInputStream(entry)) {
            bytes = read(in, entry.getSize());
        } catch (IOException e) {
            throw new ClassNotFoundException(name + " could not be read from " + jar.getName(), e);
        }
        return defineClass(name, bytes, 0, bytes.length, domain);
    }

    /**
     * The entry's bytes in one array of its size: {@code readAllBytes} reads through buffers of its
     * own and copies, some 6 MB of garbage for the bridge's classes, which brought the JVM's first
     * collection (~20 ms) into the start, before the tree was on the desktop.
     */
    private static byte[] read(InputStream in, long size) throws IOException {
        if (size < 0 || size > Integer.MAX_VALUE) {
            return in.readAllBytes();
        }
        byte[] bytes = new byte[(int) size];
        int n = in.readNBytes(bytes, 0, bytes.length);
        if (n != bytes.length) {
            throw new IOException("jar entry shorter than its recorded size");
        }
        return bytes;
    }

    @Override
    protected URL findResource(String name) {
        if (jar.getJarEntry(prefix + name) == null) {
            return null;
        }
        try {
            return new URL("jar:" + jarUrl + "!/" + prefix + name);
        } catch (MalformedURLException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    protected Enumeration<URL> findResources(String name) {
        URL url = findResource(name);
        return url == null ? Collections.emptyEnumeration() : Collections.enumeration(List.of(url));
    }
}
