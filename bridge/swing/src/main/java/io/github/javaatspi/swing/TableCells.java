package io.github.javaatspi.swing;

import io.github.javaatspi.model.CellState;

import java.awt.Point;
import java.awt.Rectangle;
import java.lang.ref.WeakReference;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.RowSorter;
import javax.swing.event.RowSorterListener;
import javax.swing.event.TableModelEvent;
import javax.swing.event.TableModelListener;
import javax.swing.table.TableModel;

/**
 * The cells of a {@code JTable}, at position {@code row * columns + column} in view order, as
 * {@code AccessibleJTable} numbers them. A cell is identified by its model row's
 * {@link RowTokens token} and its model column, so it keeps its object when rows are inserted or
 * removed above it, when the table is sorted or its columns are moved, and is gone when its row
 * or column is.
 */
final class TableCells extends Items<JTable> {
    /** A cell's identity: its model row (followed) and model column. */
    record Key(RowTokens.Token row, int modelColumn) {
        // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.row == row && k.modelColumn == modelColumn;
        }

        @Override
        public int hashCode() {
            return 31 * System.identityHashCode(row) + modelColumn;
        }
    }

    private final RowTokens rows = new RowTokens();
    private final TableModelListener modelListener = this::modelChanged;
    private final RowSorterListener sorterListener = e -> changed();
    private WeakReference<TableModel> model = new WeakReference<>(null);
    private WeakReference<TableModel> watchedModel = new WeakReference<>(null);
    private WeakReference<RowSorter<?>> watchedSorter = new WeakReference<>(null);
    private Runnable onChange;
    private int knownModelRows = -1;

    TableCells(JTable table) {
        super(table);
    }

    @Override
    int count(JTable t) {
        return (int) Math.min((long) t.getRowCount() * t.getColumnCount(), Integer.MAX_VALUE);
    }

    @Override
    int[] visible(JTable t, Rectangle r) {
        int columns = t.getColumnCount();
        int firstRow = t.rowAtPoint(new Point(r.x, r.y));
        int lastRow = t.rowAtPoint(new Point(r.x, r.y + r.height - 1));
        int firstColumn = t.columnAtPoint(new Point(r.x, r.y));
        int lastColumn = t.columnAtPoint(new Point(r.x + r.width - 1, r.y));
        return grid(firstRow, lastRow < 0 ? t.getRowCount() - 1 : lastRow, firstColumn,
                lastColumn < 0 ? columns - 1 : lastColumn, columns);
    }

    @Override
    Object keyAt(JTable t, int position) {
        int columns = t.getColumnCount();
        return new Key(rows.at(t.convertRowIndexToModel(position / columns)),
                t.convertColumnIndexToModel(position % columns));
    }

    @Override
    int positionOf(JTable t, Object key) {
        Key k = (Key) key;
        // A row token counts rows of the model it was made for; under another model it names nothing.
        if (t.getModel() != model.get() || k.row().gone() || k.row().row >= t.getModel().getRowCount()) {
            return -1;
        }
        int viewRow = t.convertRowIndexToView(k.row().row);
        int viewColumn = t.convertColumnIndexToView(k.modelColumn());
        return viewRow < 0 || viewColumn < 0 ? -1 : viewRow * t.getColumnCount() + viewColumn;
    }

    @Override
    int positionAt(JTable t, Point point) {
        int row = t.rowAtPoint(point);
        int column = t.columnAtPoint(point);
        return row < 0 || column < 0 ? -1 : row * t.getColumnCount() + column;
    }

    @Override
    void hold(Object key) {
        rows.hold(((Key) key).row());
    }

    @Override
    void release(Object key) {
        rows.release(((Key) key).row());
    }

    @Override
    CellState cell(long container, int position) {
        JTable t = component();
        int columns = t == null ? 0 : t.getColumnCount();
        return columns == 0 ? null : new CellState(container, position / columns, position % columns, 1, 1);
    }

    @Override
    boolean multiselectable() {
        JTable t = component();
        if (t == null) {
            return false;
        }
        return t.getRowSelectionAllowed() && multiple(t.getSelectionModel())
                || t.getColumnSelectionAllowed() && multiple(t.getColumnModel().getSelectionModel());
    }

    @Override
    void watch(Runnable onChange) {
        this.onChange = onChange;
        watchModelProperty(onChange);
        follow();
    }

    @Override
    void unwatch() {
        unwatchModelAndSorter();
        unwatchModelProperty();
        onChange = null;
    }

    private void unwatchModelAndSorter() {
        TableModel m = watchedModel.get();
        if (m != null) {
            m.removeTableModelListener(modelListener);
        }
        RowSorter<?> s = watchedSorter.get();
        if (s != null) {
            s.removeRowSorterListener(sorterListener);
        }
        watchedModel = new WeakReference<>(null);
        watchedSorter = new WeakReference<>(null);
    }

    /** A replaced model means every row is another one. */
    @Override
    void refresh() {
        JTable t = component();
        TableModel now = t == null ? null : t.getModel();
        TableModel before = model.get();
        if (before != null && now != before) {
            rows.clear();
        }
        model = new WeakReference<>(now);
        knownModelRows = now == null ? -1 : now.getRowCount();
        follow();
    }

    private static boolean multiple(ListSelectionModel m) {
        return m.getSelectionMode() != ListSelectionModel.SINGLE_SELECTION;
    }

    /** Keeps our listeners on the table's current model and sorter while we watch (sorting moves cells). */
    private void follow() {
        JTable t = component();
        if (onChange == null || t == null || t.getModel() == watchedModel.get() && t.getRowSorter() == watchedSorter.get()) {
            return;
        }
        unwatchModelAndSorter();
        t.getModel().addTableModelListener(modelListener);
        watchedModel = new WeakReference<>(t.getModel());
        RowSorter<?> sorter = t.getRowSorter();
        if (sorter != null) {
            sorter.addRowSorterListener(sorterListener);
            watchedSorter = new WeakReference<>(sorter);
        }
    }

    /**
     * Follows rows through insertions and removals. A structure change, or a "everything changed"
     * that also changed the row count, leaves no row certain.
     */
    private void modelChanged(TableModelEvent e) {
        int type = e.getType();
        int first = e.getFirstRow();
        int last = e.getLastRow();
        Edt.soon(() -> {
            TableModel m = model.get();
            int modelRows = m == null ? -1 : m.getRowCount();
            if (first == TableModelEvent.HEADER_ROW) {
                rows.clear();
            } else if (type == TableModelEvent.INSERT) {
                rows.inserted(first, last - first + 1);
            } else if (type == TableModelEvent.DELETE) {
                rows.removed(first, last - first + 1);
            } else if (last == Integer.MAX_VALUE && modelRows != knownModelRows) {
                rows.clear();
            }
            knownModelRows = modelRows;
            changed();
        });
    }

    private void changed() {
        if (onChange != null) {
            onChange.run();
        }
    }
}
