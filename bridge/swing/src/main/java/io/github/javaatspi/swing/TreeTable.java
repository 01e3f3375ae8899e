package io.github.javaatspi.swing;

import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleExtendedTable;
import javax.accessibility.AccessibleTable;
import javax.swing.JTree;

/**
 * A {@code JTree} seen as a table of one column whose rows are the rows on display, as GTK shows
 * its tree views. Orca counts an expanded tree item's children ("2 items") only when the item's
 * parent offers the Table interface, and {@code AccessibleJTree} offers none. Read only: the
 * cells themselves are the tree's items (see {@link TreeRows}); this answers the shape and the
 * row selection. Event thread only.
 */
final class TreeTable implements AccessibleExtendedTable {
    private final JTree tree;

    private TreeTable(JTree tree) {
        this.tree = tree;
    }

    /** The table of {@code a}: its own, or a tree's rows; null when it is neither. */
    static AccessibleTable of(Accessible a, AccessibleContext context) {
        AccessibleTable own = GuardedContext.getAccessibleTable(context, null);
        if (own == null && a instanceof JTree tree) {
            return new TreeTable(tree);
        }
        return own;
    }

    @Override
    public int getAccessibleRowCount() {
        return tree.getRowCount();
    }

    @Override
    public int getAccessibleColumnCount() {
        return 1;
    }

    /** The items are read through {@link TreeRows}, which keeps their identity; none here. */
    @Override
    public Accessible getAccessibleAt(int r, int c) {
        return null;
    }

    @Override
    public int getAccessibleRowExtentAt(int r, int c) {
        return inside(r, c) ? 1 : 0;
    }

    @Override
    public int getAccessibleColumnExtentAt(int r, int c) {
        return inside(r, c) ? 1 : 0;
    }

    @Override
    public boolean isAccessibleSelected(int r, int c) {
        return inside(r, c) && tree.isRowSelected(r);
    }

    @Override
    public boolean isAccessibleRowSelected(int r) {
        return inside(r, 0) && tree.isRowSelected(r);
    }

    @Override
    public boolean isAccessibleColumnSelected(int c) {
        return false;
    }

    @Override
    public int[] getSelectedAccessibleRows() {
        int[] rows = tree.getSelectionRows();
        return rows == null ? new int[0] : rows;
    }

    @Override
    public int[] getSelectedAccessibleColumns() {
        return new int[0];
    }

    @Override
    public int getAccessibleRow(int index) {
        return inside(index, 0) ? index : -1;
    }

    @Override
    public int getAccessibleColumn(int index) {
        return inside(index, 0) ? 0 : -1;
    }

    @Override
    public int getAccessibleIndex(int r, int c) {
        return inside(r, c) ? r : -1;
    }

    private boolean inside(int r, int c) {
        return c == 0 && r >= 0 && r < tree.getRowCount();
    }

    // A tree has no caption, summary or headers, and none can be set through it.

    @Override
    public Accessible getAccessibleCaption() {
        return null;
    }

    @Override
    public void setAccessibleCaption(Accessible a) {
    }

    @Override
    public Accessible getAccessibleSummary() {
        return null;
    }

    @Override
    public void setAccessibleSummary(Accessible a) {
    }

    @Override
    public AccessibleTable getAccessibleRowHeader() {
        return null;
    }

    @Override
    public void setAccessibleRowHeader(AccessibleTable table) {
    }

    @Override
    public AccessibleTable getAccessibleColumnHeader() {
        return null;
    }

    @Override
    public void setAccessibleColumnHeader(AccessibleTable table) {
    }

    @Override
    public Accessible getAccessibleRowDescription(int r) {
        return null;
    }

    @Override
    public void setAccessibleRowDescription(int r, Accessible a) {
    }

    @Override
    public Accessible getAccessibleColumnDescription(int c) {
        return null;
    }

    @Override
    public void setAccessibleColumnDescription(int c, Accessible a) {
    }
}
