package io.github.javaatspi.swing;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.Window;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.swing.JComboBox;
import javax.swing.JList;
import javax.swing.JMenuItem;
import javax.swing.JRootPane;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.JTree;
import javax.swing.MenuElement;
import javax.swing.MenuSelectionManager;
import javax.swing.plaf.basic.ComboPopup;
import javax.swing.tree.TreePath;

/**
 * Where the focus really is, read from Swing's own state rather than from the FOCUSED states
 * components report, which miss what a screen-reader user moves through:
 * <ul>
 * <li>an open menu: Swing keeps the keyboard focus in the window while the user walks the menu;
 *     the armed item is what has the focus for the user (GTK moves the focus there);</li>
 * <li>a combo box with its popup open: the selected item of the popup list;</li>
 * <li>a focused list, table or tree: its lead item, cell or row (the active descendant), at its
 *     position among the container's items (see {@link Items}).</li>
 * <li>the text field of a spinner's editor: the spinner, which is one focusable spin button with
 *     its text and value for a screen reader, as in GTK (see {@link SpinnerFields}).</li>
 * </ul>
 * Event thread only.
 */
final class FocusModel {
    private FocusModel() {
    }

    /** The window that is active, or null (also when application code in the way throws: see {@link Safe}). */
    static Window activeWindow() {
        try {
            return KeyboardFocusManager.getCurrentKeyboardFocusManager().getActiveWindow();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, null);
        }
    }

    /**
     * The effective focus, or null when no window of this application has it (or when application
     * code in the way throws: see {@link Safe}).
     */
    static FocusTarget current() {
        try {
            return effectiveFocus();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, null);
        }
    }

    private static FocusTarget effectiveFocus() {
        MenuElement[] menu = MenuSelectionManager.defaultManager().getSelectedPath();
        FocusTarget inMenu = inMenu(menu);
        if (inMenu != null) {
            return inMenu;
        }
        Component owner = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        if (!(owner instanceof Accessible a) || owner instanceof JRootPane) {
            // Swing parks the focus on the root pane while it passes it between menus and the
            // window; a screen reader should hear the destination, not the parking place.
            return null;
        }
        if (owner instanceof JComboBox<?> combo && combo.isPopupVisible()) {
            FocusTarget item = inComboPopup(combo);
            if (item != null) {
                return item;
            }
        }
        if (owner instanceof JList<?> list) {
            return descendant(a, list.getLeadSelectionIndex(), list.getModel().getSize());
        }
        if (owner instanceof JTable table) {
            int row = table.getSelectionModel().getLeadSelectionIndex();
            int column = table.getColumnModel().getSelectionModel().getLeadSelectionIndex();
            if (row >= 0 && row < table.getRowCount() && column >= 0 && column < table.getColumnCount()) {
                return new FocusTarget(a, new int[] {row * table.getColumnCount() + column});
            }
            return FocusTarget.of(a);
        }
        JSpinner spinner = SpinnerFields.spinnerOf(owner);
        if (spinner != null) {
            return FocusTarget.of(spinner);
        }
        if (owner instanceof JTree tree) {
            TreePath lead = tree.getLeadSelectionPath();
            return descendant(a, lead == null ? -1 : tree.getRowForPath(lead), tree.getRowCount());
        }
        return FocusTarget.of(a);
    }

    /** The deepest menu item on the selected menu path: the armed item, or the open menu. */
    private static FocusTarget inMenu(MenuElement[] path) {
        for (int i = path.length - 1; i >= 0; i--) {
            if (path[i] instanceof JMenuItem item) {
                return FocusTarget.of(item);
            }
        }
        return null;
    }

    private static FocusTarget inComboPopup(JComboBox<?> combo) {
        AccessibleContext ctx = combo.getAccessibleContext();
        Accessible popup = ctx == null || ctx.getAccessibleChildrenCount() == 0 ? null : ctx.getAccessibleChild(0);
        if (popup instanceof ComboPopup cp && cp.getList() != null) {
            JList<?> list = cp.getList();
            return descendant(list, list.getSelectedIndex(), list.getModel().getSize());
        }
        return null;
    }

    private static FocusTarget descendant(Accessible container, int index, int count) {
        return index >= 0 && index < count ? new FocusTarget(container, new int[] {index}) : FocusTarget.of(container);
    }
}
