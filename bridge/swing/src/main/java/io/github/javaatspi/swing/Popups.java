package io.github.javaatspi.swing;

import java.awt.Component;
import java.awt.Container;
import javax.accessibility.Accessible;
import javax.swing.JComboBox;
import javax.swing.JMenu;
import javax.swing.JPopupMenu;
import javax.swing.JRootPane;
import javax.swing.RootPaneContainer;

/**
 * Recognises the popups that belong to the component that opened them: the popup of a
 * {@code JMenu} (its items are already the menu's children) and of a {@code JComboBox} (already
 * the combo box's first child). Listing such a popup where Swing happens to show it as well
 * would give its items two parents, swapped back and forth on every read.
 *
 * <p>Swing shows a popup in a holder chosen by size: a plain panel in the layered pane, an AWT
 * panel with a root pane of its own, or a {@code JWindow} when it leaves the window. The holder
 * is then an empty shell; GTK 3 likewise keeps the windows of attached menus off the
 * application's children, so such a holder is not exposed either, and opening a menu announces
 * no window.
 */
final class Popups {
    /** Root pane, content pane, holder panel: deeper than any holder Swing builds. */
    private static final int MAX_DEPTH = 4;

    private Popups() {
    }

    /**
     * Whether {@code child}, found under {@code parent} (null for the application), is exposed
     * under its invoker instead, or only holds such a popup.
     */
    static boolean shownElsewhere(Accessible child, Accessible parent) {
        if (child instanceof JPopupMenu popup && belongsToInvoker(popup)) {
            return popup.getInvoker() != parent;
        }
        return child instanceof Component c && holdsOnlyAnInvokersPopup(c, 0);
    }

    private static boolean belongsToInvoker(Object o) {
        return o instanceof JPopupMenu popup
                && (popup.getInvoker() instanceof JMenu || popup.getInvoker() instanceof JComboBox<?>);
    }

    private static boolean holdsOnlyAnInvokersPopup(Component c, int depth) {
        if (depth > MAX_DEPTH) {
            return false;
        }
        if (c instanceof RootPaneContainer holder && !(c instanceof JRootPane)) {
            return holdsOnlyAnInvokersPopup(holder.getContentPane(), depth + 1);
        }
        if (c instanceof JRootPane root) {
            return holdsOnlyAnInvokersPopup(root.getContentPane(), depth + 1);
        }
        if (!(c instanceof Container holder) || holder.getComponentCount() != 1) {
            return false;
        }
        Component only = holder.getComponent(0);
        return belongsToInvoker(only) || holdsOnlyAnInvokersPopup(only, depth + 1);
    }
}
