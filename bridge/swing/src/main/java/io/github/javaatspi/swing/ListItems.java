package io.github.javaatspi.swing;

import java.awt.Point;
import java.awt.Rectangle;
import java.lang.ref.WeakReference;
import javax.swing.JList;
import javax.swing.ListModel;
import javax.swing.ListSelectionModel;
import javax.swing.event.ListDataEvent;
import javax.swing.event.ListDataListener;

/**
 * The items of a {@code JList}: one per model row, identified by a {@link RowTokens row token}
 * that follows the model's insertions and removals while we watch it.
 */
final class ListItems extends Items<JList<?>> {
    private final RowTokens rows = new RowTokens();
    private final Listener listener = new Listener();
    private WeakReference<ListModel<?>> model = new WeakReference<>(null);
    private WeakReference<ListModel<?>> watched = new WeakReference<>(null);
    private Runnable onChange;
    private int knownSize = -1;

    ListItems(JList<?> list) {
        super(list);
    }

    @Override
    int count(JList<?> list) {
        return list.getModel().getSize();
    }

    @Override
    int[] visible(JList<?> list, Rectangle visibleRect) {
        return grid(list.getFirstVisibleIndex(), list.getLastVisibleIndex(), 0, 0, 1);
    }

    @Override
    Object keyAt(JList<?> list, int position) {
        return rows.at(position);
    }

    @Override
    int positionOf(JList<?> list, Object key) {
        RowTokens.Token t = (RowTokens.Token) key;
        // A token counts rows of the model it was made for; under another model it names nothing.
        boolean otherModel = list.getModel() != model.get();
        return otherModel || t.gone() || t.row >= list.getModel().getSize() ? -1 : t.row;
    }

    @Override
    int positionAt(JList<?> list, Point point) {
        int index = list.locationToIndex(point);
        Rectangle cell = index < 0 ? null : list.getCellBounds(index, index);
        return cell != null && cell.contains(point) ? index : -1;
    }

    @Override
    void hold(Object key) {
        rows.hold((RowTokens.Token) key);
    }

    @Override
    void release(Object key) {
        rows.release((RowTokens.Token) key);
    }

    @Override
    void watch(Runnable onChange) {
        this.onChange = onChange;
        watchModelProperty(onChange);
        follow();
    }

    @Override
    void unwatch() {
        unwatchModel();
        unwatchModelProperty();
        onChange = null;
    }

    private void unwatchModel() {
        ListModel<?> m = watched.get();
        if (m != null) {
            m.removeListDataListener(listener);
        }
        watched = new WeakReference<>(null);
    }

    /** A replaced model means every row is another one. */
    @Override
    void refresh() {
        JList<?> list = component();
        ListModel<?> now = list == null ? null : list.getModel();
        ListModel<?> before = model.get();
        if (before != null && now != before) {
            rows.clear();
        }
        model = new WeakReference<>(now);
        knownSize = now == null ? -1 : now.getSize();
        follow();
    }

    @Override
    boolean multiselectable() {
        JList<?> list = component();
        return list != null && list.getSelectionMode() != ListSelectionModel.SINGLE_SELECTION;
    }

    /** Keeps our listener on the list's current model while we watch. */
    private void follow() {
        JList<?> list = component();
        ListModel<?> now = list == null ? null : list.getModel();
        if (onChange == null || now == watched.get()) {
            return;
        }
        unwatchModel();
        if (now != null) {
            now.addListDataListener(listener);
            watched = new WeakReference<>(now);
        }
    }

    /**
     * Model changes, handled on the event thread. A combo box's model reports every choice as a
     * change, often the first one while a screen reader waits for the key's events: the work is
     * one class ({@link ModelChange}) rather than a lambda per kind of change, whose first call
     * would link a class of its own then.
     */
    private final class Listener implements ListDataListener {
        @Override
        public void intervalAdded(ListDataEvent e) {
            Edt.soon(new ModelChange(e));
        }

        @Override
        public void intervalRemoved(ListDataEvent e) {
            Edt.soon(new ModelChange(e));
        }

        @Override
        public void contentsChanged(ListDataEvent e) {
            Edt.soon(new ModelChange(e));
        }
    }

    /** One change of the watched model, applied to the row tokens on the event thread. */
    private final class ModelChange implements Runnable {
        private final int type;
        private final int first;
        private final int count;

        ModelChange(ListDataEvent e) {
            type = e.getType();
            first = Math.min(e.getIndex0(), e.getIndex1());
            count = Math.abs(e.getIndex1() - e.getIndex0()) + 1;
        }

        @Override
        public void run() {
            switch (type) {
                case ListDataEvent.INTERVAL_ADDED -> rows.inserted(first, count);
                case ListDataEvent.INTERVAL_REMOVED -> rows.removed(first, count);
                default -> {
                    // Contents changed in place; a model that also changed its size without
                    // saying where leaves no row certain.
                    JList<?> list = component();
                    if (list != null && knownSize >= 0 && list.getModel().getSize() != knownSize) {
                        rows.clear();
                    }
                }
            }
            changed();
        }

        private void changed() {
            JList<?> list = component();
            knownSize = list == null ? -1 : list.getModel().getSize();
            if (onChange != null) {
                onChange.run();
            }
        }
    }
}
