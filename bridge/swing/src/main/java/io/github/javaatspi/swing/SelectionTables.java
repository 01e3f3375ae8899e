package io.github.javaatspi.swing;

import java.awt.Toolkit;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.FlavorMap;
import java.awt.datatransfer.SystemFlavorMap;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Builds the JDK's data-transfer tables that Swing's first text selection needs, ahead of it. On
 * X a text component's caret hands every selection to the X selection (PRIMARY), and the first
 * time it does so the JDK reads its flavour map ({@code flavormap.properties}), builds a flavour
 * for each of its text formats and encodings and interns the formats' X atoms — 28–102 ms on
 * the event thread in a fresh JVM (Java 17 and 25), right after the caret event. The bridge's
 * reading of that change, queued for the event thread's next turn, waited behind it, so the
 * screen reader spoke a session's first Shift+End or Shift+Down that much later (the Orca
 * suite's first selections were among the steps furthest behind GTK 3). With the tables built here
 * the first selection's turn takes 4–8 ms (later ones 2–3).
 *
 * <p>Only the public, thread-safe flavour map is asked — the question the first selection asks,
 * on the system's default map, which the JDK builds once per application context whichever
 * thread asks first, taking its locks in the order the event thread's own selection does. Its
 * answers are the same either way; no selection or clipboard is touched. Nothing happens under
 * another toolkit.
 */
public final class SelectionTables {
    private static final Logger LOG = LoggerFactory.getLogger(SelectionTables.class);

    private SelectionTables() {
    }

    /** Builds them now, on the calling thread (not the event thread); never throws. */
    public static void prepare() {
        try {
            if (ToolkitKeyTables.X_TOOLKIT.equals(Toolkit.getDefaultToolkit().getClass().getName())) {
                FlavorMap map = SystemFlavorMap.getDefaultFlavorMap();
                if (map instanceof SystemFlavorMap system) {
                    long started = System.nanoTime();
                    system.getNativesForFlavor(DataFlavor.stringFlavor);
                    LOG.debug("built the tables of a first text selection in {} ms",
                            (System.nanoTime() - started) / 1_000_000);
                }
            }
        } catch (LinkageError | RuntimeException e) {
            LOG.debug("the data-transfer tables are built with the first selection: {}", e.toString());
        }
    }
}
