package io.github.javaatspi.swing;

import io.github.javaatspi.model.CellState;
import io.github.javaatspi.model.SelectionState;

import java.awt.Point;
import java.awt.Rectangle;
import java.beans.PropertyChangeEvent;
import java.beans.PropertyChangeListener;
import java.lang.ref.WeakReference;
import java.util.Map;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleSelection;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JTable;
import javax.swing.JTree;

/**
 * The items of a list, table or tree. Swing makes a fresh accessible object for each of them on
 * every request and there may be millions, so they are exposed lazily (a sparse container, see
 * {@link io.github.javaatspi.model.SparseChildren}): counted, found by position, and followed by a
 * key that keeps an item's identity while it exists wherever it moves. One instance per container
 * component, holding it weakly. Event thread only.
 *
 * @param <C> the container component
 */
abstract class Items<C extends JComponent> {
    /** More cells than this on screen at once are a runaway layout; only the first are read. */
    static final int MAX_VISIBLE = 4096;
    private static final int[] NONE = new int[0];

    private final WeakReference<C> component;
    private PropertyChangeListener modelReplaced;

    Items(C component) {
        this.component = new WeakReference<>(component);
    }

    /** The items of {@code a}, or null when it is no list, table or tree. */
    static Items<?> of(Accessible a) {
        if (a instanceof JList<?> list) {
            return new ListItems(list);
        }
        if (a instanceof JTable table) {
            return new TableCells(table);
        }
        if (a instanceof JTree tree) {
            return new TreeRows(tree);
        }
        return null;
    }

    /** The container, or null once it was collected. */
    final C component() {
        return component.get();
    }

    /** How many items there are. */
    final int count() {
        C c = component();
        return c == null ? 0 : count(c);
    }

    /** The positions of the items on screen, ascending; none while the container is not showing. */
    final int[] visible() {
        C c = component();
        if (c == null || !c.isShowing()) {
            return NONE;
        }
        Rectangle r = c.getVisibleRect();
        return r.isEmpty() ? NONE : visible(c, r);
    }

    /** The identity of the item now at {@code position}. */
    final Object keyAt(int position) {
        C c = component();
        return c == null ? null : keyAt(c, position);
    }

    /** Where the item with {@code key} is now, or -1 when it is gone. */
    final int positionOf(Object key) {
        C c = component();
        return c == null ? -1 : positionOf(c, key);
    }

    /** The position of the item at {@code point} (in the container's coordinates), or -1. */
    final int positionAt(Point point) {
        C c = component();
        return c == null ? -1 : positionAt(c, point);
    }

    /** The item's live accessible object, asked of the container's context. */
    Accessible childAt(AccessibleContext container, int position) {
        return container.getAccessibleChild(position);
    }

    /** An item with {@code key} was handed out: its identity must be kept while it exists. */
    void hold(Object key) {
    }

    /** The item with {@code key} left: nothing holds its identity any more. */
    void release(Object key) {
    }

    /** Starts following the model, so items keep their identity when rows come and go; {@code onChange} re-reads. */
    void watch(Runnable onChange) {
    }

    void unwatch() {
    }

    /**
     * Runs {@code onChange} when the container is given another model. Swing's accessible list
     * says nothing then, and the rows of the old model are all gone: without this, their items
     * would live on, showing the new model's rows, until something else re-read the container.
     */
    final void watchModelProperty(Runnable onChange) {
        C c = component();
        if (c != null && modelReplaced == null) {
            modelReplaced = new ModelReplaced(onChange);
            c.addPropertyChangeListener("model", modelReplaced);
        }
    }

    final void unwatchModelProperty() {
        C c = component();
        if (c != null && modelReplaced != null) {
            c.removePropertyChangeListener("model", modelReplaced);
        }
        modelReplaced = null;
    }

    /** Called at each read of the container: notices a replaced model. */
    void refresh() {
    }

    /** The cell's place for the TableCell interface, or null for items that are no table cells. */
    CellState cell(long container, int position) {
        return null;
    }

    /** Object attributes of the item (a tree item's level and place among its siblings). */
    Map<String, String> attributes(int position) {
        return Map.of();
    }

    /** The position of the item's parent item (a tree node's), or -1 when it has none among the items. */
    int parentPosition(int position) {
        return -1;
    }

    /** The positions of the item's child items (an expanded tree node's rows), or none. */
    int[] childPositions(int position) {
        return NONE;
    }

    /** Whether more than one item may be selected. */
    boolean multiselectable() {
        return false;
    }

    /** How many items are selected, out of how many. */
    SelectionState selection(AccessibleContext context) {
        AccessibleSelection s = GuardedContext.getAccessibleSelection(context, null);
        return new SelectionState(s == null ? 0 : GuardedInterfaces.getAccessibleSelectionCount(s, 0), count());
    }

    abstract int count(C c);

    abstract int[] visible(C c, Rectangle visibleRect);

    abstract Object keyAt(C c, int position);

    abstract int positionOf(C c, Object key);

    abstract int positionAt(C c, Point point);

    /** Positions {@code first..last} of rows of {@code width} items, columns {@code from..to}, capped. */
    static int[] grid(int firstRow, int lastRow, int fromColumn, int toColumn, int width) {
        if (firstRow < 0 || lastRow < firstRow || fromColumn < 0 || toColumn < fromColumn) {
            return NONE;
        }
        int perRow = toColumn - fromColumn + 1;
        int rows = Math.min(lastRow - firstRow + 1, Math.max(1, MAX_VISIBLE / perRow));
        int[] out = new int[rows * perRow];
        int k = 0;
        for (int r = firstRow; r < firstRow + rows; r++) {
            for (int c = fromColumn; c <= toColumn; c++) {
                out[k++] = r * width + c;
            }
        }
        return out;
    }

    /** Runs its task when the container's model is replaced (a class, not a lambda: see {@link GuardedContext}). */
    private static final class ModelReplaced implements PropertyChangeListener {
        private final Runnable onChange;

        ModelReplaced(Runnable onChange) {
            this.onChange = onChange;
        }

        @Override
        public void propertyChange(PropertyChangeEvent e) {
            onChange.run();
        }
    }
}
