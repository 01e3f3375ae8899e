package io.github.javaatspi.atspi.adaptors;

import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.TableState;
import io.github.javaatspi.model.Tree;

/**
 * A table's column headers as read: the children of its header row ({@link TableState#headerRowId}).
 * Orca asks for a column's header as the focus enters a table (a tree too) and on every move to
 * another column, right after the event that told it, while the UI thread is still busy with the key.
 */
final class ColumnHeaders {
    /** What {@link #inSnapshot} answers when only the UI thread can tell. */
    static final long UNKNOWN = -1;

    private ColumnHeaders() {
    }

    /**
     * The header of {@code column}: {@link NodeId#NONE} for a table without column headers (a
     * tree), the header's id when its header row was read with as many children as the table has
     * columns, else {@link #UNKNOWN} (a row read before columns came or went, or not read yet).
     */
    static long inSnapshot(Tree tree, Node table, int column) {
        TableState s = table == null ? null : table.table();
        if (s == null || column < 0 || column >= s.columns()) {
            return UNKNOWN;
        }
        if (s.columnHeaders().isEmpty()) {
            return NodeId.NONE;
        }
        Node row = s.headerRowId() == NodeId.NONE ? null : tree.get(s.headerRowId());
        long id = row == null || row.childCount() != s.columns() ? NodeId.NONE : row.childAt(column);
        return id != NodeId.NONE && tree.contains(id) ? id : UNKNOWN;
    }
}
