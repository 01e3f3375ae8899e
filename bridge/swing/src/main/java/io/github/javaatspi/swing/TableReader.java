package io.github.javaatspi.swing;

import io.github.javaatspi.model.TableState;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleTable;
import javax.swing.JTable;

/**
 * Reads a table's size, caption, summary, column header texts and how many rows and columns are
 * selected: what a client may read at once, however many rows there are.
 */
final class TableReader {
    /** Wider tables report their first columns' headers only. */
    static final int MAX_HEADERS = 256;

    private TableReader() {
    }

    /** @param idOf the id of an object we exposed, or NONE (a caption is one only when it is in the tree) */
    static TableState read(Accessible accessible, AccessibleContext context, ToLongFunction<Accessible> idOf) {
        AccessibleTable table = TreeTable.of(accessible, context);
        if (table == null) {
            return null;
        }
        int rows = Safe.get(table::getAccessibleRowCount, 0);
        int columns = Safe.get(table::getAccessibleColumnCount, 0);
        List<String> headers = new ArrayList<>();
        AccessibleTable header = Safe.get(table::getAccessibleColumnHeader, null);
        for (int c = 0; header != null && c < Math.min(columns, MAX_HEADERS); c++) {
            int column = c;
            headers.add(name(Safe.get(() -> header.getAccessibleAt(0, column), null)));
        }
        Accessible caption = Safe.get(table::getAccessibleCaption, null);
        Accessible summary = Safe.get(table::getAccessibleSummary, null);
        return new TableState(rows, columns, name(caption), name(summary), headers,
                caption == null ? 0 : idOf.applyAsLong(caption), summary == null ? 0 : idOf.applyAsLong(summary),
                selectedRows(accessible, table), selectedColumns(accessible, table));
    }

    /** A JTable counts without building the array (a million selected rows would be 4 MB per read). */
    private static int selectedRows(Accessible accessible, AccessibleTable table) {
        if (accessible instanceof JTable t) {
            return Safe.get(t::getSelectedRowCount, 0);
        }
        return Safe.get(table::getSelectedAccessibleRows, new int[0]).length;
    }

    private static int selectedColumns(Accessible accessible, AccessibleTable table) {
        if (accessible instanceof JTable t) {
            return Safe.get(t::getSelectedColumnCount, 0);
        }
        return Safe.get(table::getSelectedAccessibleColumns, new int[0]).length;
    }

    private static String name(Accessible a) {
        AccessibleContext ctx = a == null ? null : Safe.get(a::getAccessibleContext, null);
        return ctx == null ? "" : Safe.get(ctx::getAccessibleName, "");
    }
}
