package io.github.javaatspi.swing;

import io.github.javaatspi.model.CellSpan;
import io.github.javaatspi.model.CellState;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.TablePort;
import io.github.javaatspi.model.UiUnavailableException;

import java.util.function.BiFunction;
import java.util.function.Consumer;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleExtendedTable;
import javax.accessibility.AccessibleTable;
import javax.swing.JTable;
import javax.swing.JTree;
import javax.swing.table.JTableHeader;

/**
 * The live questions of tables through {@code AccessibleTable}, on the event thread within the
 * budget. A {@code JTable}'s cells and a {@code JTree}'s rows (a one-column table, see
 * {@link TreeTable}) are items read only when asked for (see {@link TableCells},
 * {@link TreeRows}); a table's column headers are the entries of its {@code JTableHeader}, where
 * that is shown. Selection
 * changes are queued and use {@code JTable} itself ({@code AccessibleTable} cannot change them);
 * other tables ignore them.
 */
final class SwingTables implements TablePort {
    private final SwingUi ui;
    private final IdentityTable ids;
    private final Locator locator;
    private final long budgetMillis;

    SwingTables(SwingUi ui, IdentityTable ids, Locator locator, long budgetMillis) {
        this.ui = ui;
        this.ids = ids;
        this.locator = locator;
        this.budgetMillis = budgetMillis;
    }

    @Override
    public long cellAt(long table, int row, int column) {
        return ask(table, (r, t) -> {
            if (r.accessible() instanceof JTable || r.accessible() instanceof JTree) {
                return locator.item(table, index(t, row, column));
            }
            return locator.idOf(t.getAccessibleAt(row, column));
        });
    }

    @Override
    public int indexAt(long table, int row, int column) {
        return ask(table, (r, t) -> index(t, row, column));
    }

    @Override
    public int rowAtIndex(long table, int index) {
        return ask(table, (r, t) -> row(t, index));
    }

    @Override
    public int columnAtIndex(long table, int index) {
        return ask(table, (r, t) -> column(t, index));
    }

    @Override
    public CellSpan spanAtIndex(long table, int index) {
        return ask(table, (r, t) -> {
            int row = row(t, index);
            int column = column(t, index);
            if (row < 0 || column < 0) {
                return null;
            }
            return new CellSpan(row, column, t.getAccessibleRowExtentAt(row, column),
                    t.getAccessibleColumnExtentAt(row, column), t.isAccessibleSelected(row, column));
        });
    }

    @Override
    public int rowExtentAt(long table, int row, int column) {
        return ask(table, (r, t) -> t.getAccessibleRowExtentAt(row, column));
    }

    @Override
    public int columnExtentAt(long table, int row, int column) {
        return ask(table, (r, t) -> t.getAccessibleColumnExtentAt(row, column));
    }

    @Override
    public String rowDescription(long table, int row) {
        return ask(table, (r, t) -> name(t.getAccessibleRowDescription(row)));
    }

    /** The description set for the column, else its header's text (as GTK answers). */
    @Override
    public String columnDescription(long table, int column) {
        return ask(table, (r, t) -> {
            String description = name(t.getAccessibleColumnDescription(column));
            AccessibleTable header = t.getAccessibleColumnHeader();
            return description.isEmpty() && header != null ? name(header.getAccessibleAt(0, column)) : description;
        });
    }

    @Override
    public long rowHeader(long table, int row) {
        return ask(table, (r, t) -> {
            AccessibleTable header = t.getAccessibleRowHeader();
            return header == null ? NodeId.NONE : locator.idOf(header.getAccessibleAt(row, 0));
        });
    }

    @Override
    public long columnHeader(long table, int column) {
        return ask(table, (r, t) -> columnHeaderOf(r, t, column));
    }

    @Override
    public long[] rowHeaderCells(long cell) {
        return Edt.call(() -> {
            CellAt c = cellAt(cell);
            long header = rowHeader(c.table, c.state.row());
            return header == NodeId.NONE ? new long[0] : new long[] {header};
        }, budgetMillis);
    }

    @Override
    public long[] columnHeaderCells(long cell) {
        return Edt.call(() -> {
            CellAt c = cellAt(cell);
            Resolved r = ui.live(c.table);
            long header = columnHeaderOf(r, table(r), c.state.column());
            return header == NodeId.NONE ? new long[0] : new long[] {header};
        }, budgetMillis);
    }

    @Override
    public int[] selectedRows(long table) {
        return ask(table, (r, t) -> t.getSelectedAccessibleRows());
    }

    @Override
    public int[] selectedColumns(long table) {
        return ask(table, (r, t) -> t.getSelectedAccessibleColumns());
    }

    @Override
    public boolean isRowSelected(long table, int row) {
        return ask(table, (r, t) -> t.isAccessibleRowSelected(row));
    }

    @Override
    public boolean isColumnSelected(long table, int column) {
        return ask(table, (r, t) -> t.isAccessibleColumnSelected(column));
    }

    @Override
    public boolean isSelected(long table, int row, int column) {
        return ask(table, (r, t) -> t.isAccessibleSelected(row, column));
    }

    @Override
    public boolean addRowSelection(long table, int row) {
        return change(table, "add row selection", t -> t.addRowSelectionInterval(row, row));
    }

    @Override
    public boolean addColumnSelection(long table, int column) {
        return change(table, "add column selection", t -> t.addColumnSelectionInterval(column, column));
    }

    @Override
    public boolean removeRowSelection(long table, int row) {
        return change(table, "remove row selection", t -> t.removeRowSelectionInterval(row, row));
    }

    @Override
    public boolean removeColumnSelection(long table, int column) {
        return change(table, "remove column selection", t -> t.removeColumnSelectionInterval(column, column));
    }

    /** A JTable's header entries live in its JTableHeader, a component of their own. */
    private long columnHeaderOf(Resolved r, AccessibleTable t, int column) {
        if (r.accessible() instanceof JTable table) {
            JTableHeader header = table.getTableHeader();
            Handle h = header == null ? null : ids.existingFor(header);
            Handle entry = h == null ? null : ids.existingSlot(h.id, column);
            return entry == null ? NodeId.NONE : entry.id;
        }
        AccessibleTable header = t.getAccessibleColumnHeader();
        return header == null ? NodeId.NONE : locator.idOf(header.getAccessibleAt(0, column));
    }

    private record CellAt(long table, CellState state) {
    }

    /** The table and place of cell {@code cell}, as last read. */
    private CellAt cellAt(long cell) {
        Handle h = ids.get(cell);
        Handle table = h == null ? null : ids.get(h.slotParent);
        Items<?> items = table == null ? null : table.items;
        CellState state = items == null || !h.isItem() ? null : items.cell(table.id, items.positionOf(h.itemKey));
        if (state == null) {
            throw new UiUnavailableException(UiUnavailableException.Reason.GONE, "cell " + cell + " is gone");
        }
        return new CellAt(table.id, state);
    }

    private <T> T ask(long table, BiFunction<Resolved, AccessibleTable, T> question) {
        return Edt.call(() -> {
            Resolved r = ui.live(table);
            return question.apply(r, table(r));
        }, budgetMillis);
    }

    private boolean change(long table, String what, Consumer<JTable> task) {
        ui.later(table, what, r -> {
            if (r.accessible() instanceof JTable t) {
                task.accept(t);
            }
        });
        return true;
    }

    private static AccessibleTable table(Resolved r) {
        AccessibleTable t = TreeTable.of(r.accessible(), r.context());
        if (t == null) {
            throw UiUnavailableException.unsupported();
        }
        return t;
    }

    private static int index(AccessibleTable t, int row, int column) {
        return t instanceof AccessibleExtendedTable e ? e.getAccessibleIndex(row, column)
                : row * t.getAccessibleColumnCount() + column;
    }

    private static int row(AccessibleTable t, int index) {
        int columns = t.getAccessibleColumnCount();
        return t instanceof AccessibleExtendedTable e ? e.getAccessibleRow(index) : columns == 0 ? -1 : index / columns;
    }

    private static int column(AccessibleTable t, int index) {
        int columns = t.getAccessibleColumnCount();
        return t instanceof AccessibleExtendedTable e ? e.getAccessibleColumn(index) : columns == 0 ? -1 : index % columns;
    }

    private static String name(Accessible a) {
        AccessibleContext c = a == null ? null : a.getAccessibleContext();
        String name = c == null ? null : c.getAccessibleName();
        return name == null ? "" : HtmlStrings.plain(name);
    }
}
