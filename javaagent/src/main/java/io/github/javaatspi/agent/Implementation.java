package io.github.javaatspi.agent;

import java.awt.GraphicsEnvironment;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * Loads the bridge in its own class loader and starts it once per JVM. The bridge's classes
 * and its dependencies live under {@code javaatspi-impl/} inside the agent jar, invisible to the
 * application, so an application that ships another dbus-java, JNA or slf4j is unaffected.
 */
final class Implementation {
    static final String IMPL_DIR = "javaatspi-impl/";
    /**
     * Set once the bridge starts in this JVM, to what started it: how {@code java-atspi list},
     * {@code attach} and {@code watch} tell, through the Attach API, that an application has it.
     */
    static final String LOADED_PROPERTY = "javaatspi.loadedBy";
    private static final String ENTRY = "io.github.javaatspi.agent.runtime.Entry";
    private static final String KEY_GATE = "io.github.javaatspi.swing.KeyGate";
    private static final AtomicBoolean STARTED = new AtomicBoolean();

    private Implementation() {
    }

    /**
     * Starts the bridge on a daemon thread; returns at once and never throws. With
     * {@code afterFirstWindow} (AWT is initialising, the application's window is still to come)
     * the bridge waits for that window before it loads and connects: see {@link FirstWindow}.
     */
    static void start(String trigger, boolean afterFirstWindow) {
        if (!STARTED.compareAndSet(false, true)) {
            return;
        }
        try {
            OwnAuthority.run(() -> {
                System.setProperty(LOADED_PROPERTY, trigger);
                Thread t = new Thread(() -> run(trigger, afterFirstWindow), "javaatspi-start");
                t.setDaemon(true);
                t.start();
            });
        } catch (Throwable e) {
            BootLog.failed(e);
        }
    }

    private static void run(String trigger, boolean afterFirstWindow) {
        try {
            ClassLoader loader = loader(ClassLoader.getPlatformClassLoader());
            if (afterFirstWindow && !GraphicsEnvironment.isHeadless()) {
                // The key gate goes in now, before the application adds key dispatchers of its own.
                Class.forName(KEY_GATE, true, loader).getMethod("install").invoke(null);
                FirstWindow.await(FirstWindow.DEADLINE_MILLIS);
            }
            Class<?> entry = Class.forName(ENTRY, true, loader);
            Consumer<BiConsumer<String, Integer>> announcer = AccessibleAnnouncer::connect;
            entry.getMethod("start", String.class, Consumer.class).invoke(null, trigger, announcer);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Throwable e) {
            BootLog.failed(e);
        }
    }

    /**
     * The bridge's class loader. Inside an application its parent is the platform loader, so
     * nothing of the application's class path is visible to it; the command line, which is the
     * application itself, passes the system loader so that the JDK's {@code jdk.attach} is.
     */
    static ClassLoader loader(ClassLoader parent) throws IOException {
        ClassLoader own = Implementation.class.getClassLoader();
        URL marker = own == null ? null : own.getResource(IMPL_DIR + ENTRY.replace('.', '/') + ".class");
        if (marker == null) {
            // Not packaged (development class path): everything is on our own loader.
            return own;
        }
        File jar = jarFile(marker);
        if (jar != null) {
            return new ImplementationLoader(jar, IMPL_DIR, parent);
        }
        // A jar that is not a plain file (inside another archive, or behind a custom handler).
        String s = marker.toString();
        URL base = new URL(s.substring(0, s.indexOf(IMPL_DIR) + IMPL_DIR.length()));
        return new URLClassLoader("javaatspi", new URL[] {base}, parent);
    }

    /** The jar file a {@code jar:file:…!/…} resource lies in; null for any other kind. */
    static File jarFile(URL resource) {
        String s = resource.toString();
        int bang = s.indexOf("!/");
        if (!s.startsWith("jar:file:") || bang < 0) {
            return null;
        }
        try {
            File f = new File(new URI(s.substring("jar:".length(), bang)));
            return f.isFile() ? f : null;
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }
}
