package io.github.javaatspi.swing;

import java.awt.Toolkit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds the JDK X toolkit's keysym tables ahead of the user's first key. The toolkit builds them
 * when the first key event arrives (its {@code XKeysym} class fills some 1,300 table entries in
 * an initializer too large to be compiled), on its own thread, before the key reaches Swing —
 * and so before the bridge can tell the screen reader about it: 1.5–3.1 ms measured in a fresh
 * JVM with a frame made (Java 17 and 25), which the first key of every Java application paid
 * while a screen reader waited.
 *
 * <p>Only class initialisation is asked for: the tables are the same whichever thread builds them,
 * the JVM makes any other thread that needs them wait for them, and they hold no X resources.
 * Nothing happens under another toolkit, or where the class is not found.
 */
public final class ToolkitKeyTables {
    private static final Logger LOG = LoggerFactory.getLogger(ToolkitKeyTables.class);
    static final String X_TOOLKIT = "sun.awt.X11.XToolkit";
    static final String KEYSYM_TABLES = "sun.awt.X11.XKeysym";

    private ToolkitKeyTables() {
    }

    /** Builds them now, on the calling thread (not the event thread); never throws. */
    public static void prepare() {
        try {
            Toolkit toolkit = Toolkit.getDefaultToolkit();
            if (X_TOOLKIT.equals(toolkit.getClass().getName())) {
                Class.forName(KEYSYM_TABLES, true, toolkit.getClass().getClassLoader());
            }
        } catch (ClassNotFoundException | LinkageError | RuntimeException e) {
            LOG.debug("the toolkit's key tables are built with the first key: {}", e.toString());
        }
    }
}
