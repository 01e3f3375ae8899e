package io.github.javaatspi.nativehooks;

import io.github.javaatspi.bus.XRootProperty;
import io.github.javaatspi.bus.wire.AbstractSocketConnector;
import io.github.javaatspi.swing.ToolkitNudge;
import io.github.javaatspi.swing.XKeyboard;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The way in to native help, which works without it: when JNA is missing (a packager who
 * unbundled it, a damaged jar) the bridge runs in plain Java after one warning line, instead of
 * failing on the first class that mentions a JNA type. Only this class may be touched before
 * {@link #available()} said yes.
 */
public final class NativeHooks {
    private static final Logger LOG = LoggerFactory.getLogger(NativeHooks.class);
    private static final boolean AVAILABLE = probe();

    private NativeHooks() {
    }

    /** Whether JNA's classes are there (its native library is loaded later, on first use). */
    public static boolean available() {
        return AVAILABLE;
    }

    /** {@code unix:abstract=} bus addresses, or a connector that says why it cannot. */
    public static AbstractSocketConnector abstractSockets() {
        return AVAILABLE ? AbstractUnixSocket.connector() : name -> {
            throw new IOException("the bus address @" + name + " is an abstract socket, which needs JNA");
        };
    }

    /** X root-window properties (where the bus launcher also advertises the bus), or none. */
    public static XRootProperty rootProperty() {
        return AVAILABLE ? new X11RootProperty() : name -> Optional.empty();
    }

    /** The X keyboard's keymap, or empty: then keys are named from Java's key codes. */
    public static Optional<XKeyboard> keyboard() {
        return AVAILABLE ? X11Keyboard.open() : Optional.empty();
    }

    /** A way to wake AWT's toolkit thread on X, or {@link ToolkitNudge#NONE}; opens a display connection. */
    public static ToolkitNudge toolkitNudge() {
        return AVAILABLE ? X11ToolkitNudge.open().orElse(ToolkitNudge.NONE) : ToolkitNudge.NONE;
    }

    /**
     * The JIT compiler threads, lowered by {@code niceStep} (0: left alone) while asked; left
     * alone too where threads cannot be listed ({@code /proc}) or JNA is missing.
     */
    public static CompilerThreads compilerThreads(int niceStep) {
        Path tasks = Path.of("/proc/self/task");
        return AVAILABLE && niceStep > 0 && Files.isDirectory(tasks)
                ? new NicedCompilerThreads(tasks, niceStep) : CompilerThreads.UNCHANGED;
    }

    private static boolean probe() {
        try {
            // Loads the class without initialising it: no native library yet, no native-access warning.
            Class.forName("com.sun.jna.Native", false, NativeHooks.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            LOG.warn("Java AT-SPI bridge: JNA is missing from its jar ({}); running without native help, so keys "
                    + "are named from Java's key codes rather than the X keymap, and abstract-socket bus addresses "
                    + "cannot be used", e.toString());
            return false;
        }
    }
}
