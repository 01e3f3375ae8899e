package io.github.javaatspi.swing;

import io.github.javaatspi.model.Role;

import java.awt.Component;
import java.awt.Container;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRole;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JDialog;
import javax.swing.JLayeredPane;
import javax.swing.JOptionPane;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.JRootPane;
import javax.swing.JTree;
import javax.swing.SwingUtilities;
import javax.swing.table.JTableHeader;

/**
 * Corrections to the plain role table that need context, because Swing reports what an AT
 * cannot use:
 * <ul>
 * <li>children of lists, tables and trees are renderer stand-ins (not components) that report
 *     the renderer's role, usually LABEL; an AT expects LIST_ITEM, TABLE_CELL and TREE_ITEM,
 *     and Orca's table navigation only works on TABLE_CELL. The renderer's meaning survives in
 *     the states (checked, selected, expanded);</li>
 * <li>{@code JCheckBoxMenuItem} and {@code JRadioButtonMenuItem} report CHECK_BOX and
 *     RADIO_BUTTON;</li>
 * <li>the layered pane of every window's root pane is plumbing (GTK windows have no such
 *     layer), but Orca 43 counts a layered pane as layout only on the desktop and says "layered
 *     pane" whenever a window opens: it is a FILLER, which Orca passes over. A
 *     {@code JDesktopPane} stays a layered pane ({@link SwingRoles} says why it is not a
 *     desktop frame).</li>
 * <li>the entries of a {@code JTableHeader} report their renderer's role (LABEL); they are the
 *     table's column headers, TABLE_COLUMN_HEADER as in GTK.</li>
 * <li>a {@code JTree} is a TREE_TABLE of one column whose rows are TABLE_CELLs, as GTK 3 shows a
 *     tree view: Orca says how many children an expanded node has ("2 items") only for a table
 *     cell in a table, and its table navigation works in the tree too.</li>
 * <li>a message dialog ({@code JOptionPane}'s error, warning or information message in a dialog
 *     of its own) is the ALERT, as GTK's message dialog is; its option pane, which Swing calls
 *     the ALERT, is a PANEL. Orca reads a window's text when it opens, and with the alert inside
 *     the dialog it read the message a second time when the focus reached the OK button.</li>
 * </ul>
 */
final class RoleRefinement {
    private RoleRefinement() {
    }

    static Role refine(Role mapped, Accessible accessible, Role parentRole) {
        if (accessible instanceof JCheckBoxMenuItem) {
            return Role.CHECK_MENU_ITEM;
        }
        if (accessible instanceof JRadioButtonMenuItem) {
            return Role.RADIO_MENU_ITEM;
        }
        if (mapped == Role.LAYERED_PANE && accessible instanceof JLayeredPane pane
                && pane.getParent() instanceof JRootPane) {
            return Role.FILLER;
        }
        if (accessible instanceof JTree) {
            return Role.TREE_TABLE;
        }
        if (mapped == Role.DIALOG && accessible instanceof JDialog dialog && isMessage(messagePaneOf(dialog))) {
            return Role.ALERT;
        }
        if (mapped == Role.ALERT && accessible instanceof JOptionPane pane && isWholeDialog(pane)) {
            return Role.PANEL;
        }
        if (!(accessible instanceof Component) && isHeaderEntry(accessible)) {
            return Role.TABLE_COLUMN_HEADER;
        }
        if (!(accessible instanceof Component) && parentRole != null) {
            switch (parentRole) {
                case LIST, LIST_BOX:
                    return Role.LIST_ITEM;
                case TABLE, TREE_TABLE:
                    return mapped == Role.COLUMN_HEADER || mapped == Role.ROW_HEADER ? mapped : Role.TABLE_CELL;
                case TREE, TREE_ITEM:
                    return Role.TREE_ITEM;
                default:
                    break;
            }
        }
        return mapped;
    }

    /** The option pane that fills {@code dialog}, as {@code JOptionPane.createDialog} makes it, or null. */
    private static JOptionPane messagePaneOf(JDialog dialog) {
        Container content = dialog.getContentPane();
        if (content != null && content.getComponentCount() == 1
                && content.getComponent(0) instanceof JOptionPane pane) {
            return pane;
        }
        return null;
    }

    private static boolean isWholeDialog(JOptionPane pane) {
        JRootPane root = SwingUtilities.getRootPane(pane);
        return root != null && root.getParent() instanceof JDialog dialog && messagePaneOf(dialog) == pane;
    }

    /** Whether {@code pane} says it is an alert (an error, warning or information message). */
    private static boolean isMessage(JOptionPane pane) {
        AccessibleContext ctx = pane == null ? null : GuardedContext.getAccessibleContext(pane, null);
        return ctx != null && GuardedContext.getAccessibleRole(ctx, null) == AccessibleRole.ALERT;
    }

    private static boolean isHeaderEntry(Accessible accessible) {
        AccessibleContext ctx = GuardedContext.getAccessibleContext(accessible, null);
        return ctx != null && GuardedContext.getAccessibleParent(ctx, null) instanceof JTableHeader;
    }
}
