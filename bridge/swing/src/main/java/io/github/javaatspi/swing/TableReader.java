package io.github.javaatspi.swing;

import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.TableState;

import java.util.ArrayList;
import java.util.List;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleTable;
import javax.swing.JTable;
import javax.swing.table.JTableHeader;

/**
 * Reads a table's size, caption, summary, column headers and how many rows and columns are
 * selected: what a client may read at once, however many rows there are.
 */
final class TableReader {
    /** Wider tables report their first columns' headers only. */
    static final int MAX_HEADERS = 256;

    private TableReader() {
    }

    /** @param ids where a caption or summary has its id, when it is in the tree */
    static TableState read(Accessible accessible, AccessibleContext context, IdentityTable ids) {
        AccessibleTable table = TreeTable.of(accessible, context);
        if (table == null) {
            return null;
        }
        int rows = GuardedInterfaces.getAccessibleRowCount(table, 0);
        int columns = GuardedInterfaces.getAccessibleColumnCount(table, 0);
        List<String> headers = new ArrayList<>();
        AccessibleTable header = GuardedInterfaces.getAccessibleColumnHeader(table, null);
        for (int c = 0; header != null && c < Math.min(columns, MAX_HEADERS); c++) {
            headers.add(name(GuardedInterfaces.getAccessibleAt(header, 0, c, null)));
        }
        Accessible caption = GuardedInterfaces.getAccessibleCaption(table, null);
        Accessible summary = GuardedInterfaces.getAccessibleSummary(table, null);
        return new TableState(rows, columns, name(caption), name(summary), headers,
                idOf(ids, caption), idOf(ids, summary), headerRowOf(accessible, ids),
                selectedRows(accessible, table), selectedColumns(accessible, table));
    }

    /**
     * A JTable's header, when we exposed it: its children are the column headers, each the
     * column of the same index (what {@link SwingTables} answers for a column's header). A
     * window's first read reaches the table before its header (the scroll pane's column header
     * comes after its viewport), so only a later read of the table knows it — the window's
     * first reads follow each other as it is laid out and shown, and a client's read of an old
     * snapshot reads it again too; until then a column's header is asked of the UI thread.
     */
    private static long headerRowOf(Accessible accessible, IdentityTable ids) {
        JTableHeader header = accessible instanceof JTable t ? GuardedComponents.getTableHeader(t, null) : null;
        Handle h = header == null ? null : ids.existingFor(header);
        return h == null ? NodeId.NONE : h.id;
    }

    /** A JTable counts without building the array (a million selected rows would be 4 MB per read). */
    private static int selectedRows(Accessible accessible, AccessibleTable table) {
        if (accessible instanceof JTable t) {
            return GuardedComponents.getSelectedRowCount(t, 0);
        }
        return GuardedInterfaces.getSelectedAccessibleRows(table, new int[0]).length;
    }

    private static int selectedColumns(Accessible accessible, AccessibleTable table) {
        if (accessible instanceof JTable t) {
            return GuardedComponents.getSelectedColumnCount(t, 0);
        }
        return GuardedInterfaces.getSelectedAccessibleColumns(table, new int[0]).length;
    }

    /** The id of {@code a} when it is an object we exposed, else {@link NodeId#NONE}. */
    private static long idOf(IdentityTable ids, Accessible a) {
        Handle h = ids.existingOf(a);
        return h == null ? NodeId.NONE : h.id;
    }

    private static String name(Accessible a) {
        AccessibleContext ctx = a == null ? null : GuardedContext.getAccessibleContext(a, null);
        return ctx == null ? "" : HtmlStrings.plain(GuardedContext.getAccessibleName(ctx, ""));
    }
}
