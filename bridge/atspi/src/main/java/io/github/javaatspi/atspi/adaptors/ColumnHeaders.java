package io.github.javaatspi.atspi.adaptors;

import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.TableState;
import io.github.javaatspi.model.Tree;

/**
 * A table's column headers as read: the children of its header row ({@link TableState#headerRowId}).
 * Orca asks for a column's header as the focus enters a table and on every move to another
 * column, right after the event that told it, while the UI thread is still busy with the key.
 */
final class ColumnHeaders {
    private ColumnHeaders() {
    }

    /**
     * The header of {@code column} when the snapshot holds it, else {@link NodeId#NONE}: the header
     * row was read with as many children as the table has columns (a row read before columns came
     * or went is asked instead).
     */
    static long inSnapshot(Tree tree, Node table, int column) {
        TableState s = table == null ? null : table.table();
        Node row = s == null || s.headerRowId() == NodeId.NONE ? null : tree.get(s.headerRowId());
        if (row == null || row.childCount() != s.columns() || column < 0 || column >= s.columns()) {
            return NodeId.NONE;
        }
        long id = row.childAt(column);
        return id != NodeId.NONE && tree.contains(id) ? id : NodeId.NONE;
    }
}
