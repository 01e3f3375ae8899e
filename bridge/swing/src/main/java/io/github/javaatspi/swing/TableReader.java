package io.github.javaatspi.swing;

import io.github.javaatspi.model.TableState;

import java.util.ArrayList;
import java.util.List;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleTable;

/** Reads a table's size, caption, summary and column header texts. */
final class TableReader {
    /** Wider tables report their first columns' headers only. */
    static final int MAX_HEADERS = 256;

    private TableReader() {
    }

    static TableState read(AccessibleContext context) {
        AccessibleTable table = Safe.get(context::getAccessibleTable, null);
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
        return new TableState(rows, columns, name(Safe.get(table::getAccessibleCaption, null)),
                name(Safe.get(table::getAccessibleSummary, null)), headers);
    }

    private static String name(Accessible a) {
        AccessibleContext ctx = a == null ? null : Safe.get(a::getAccessibleContext, null);
        return ctx == null ? "" : Safe.get(ctx::getAccessibleName, "");
    }
}
