package io.github.javaatspi.swing;

import io.github.javaatspi.model.CellState;
import io.github.javaatspi.model.SelectionState;

import java.awt.Point;
import java.awt.Rectangle;
import java.lang.ref.WeakReference;
import java.util.Arrays;
import java.util.Map;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.swing.JTree;
import javax.swing.tree.TreeModel;
import javax.swing.tree.TreePath;
import javax.swing.tree.TreeSelectionModel;

/**
 * The items of a {@code JTree}, laid out as GTK 3's tree view shows a tree: one item per visible
 * row, all of them children of the tree, each telling its level and its place among its siblings
 * (and, as a relation, its parent item). Swing's own accessible tree nests nodes instead; the flat
 * shape is what screen readers navigate in GTK applications, and rows can be counted and found
 * without reading the nodes above them. An item is identified by its node objects (held weakly),
 * so it keeps its object when rows above it expand or collapse, and is gone when its node is
 * removed or hidden by a collapse.
 */
final class TreeRows extends Items<JTree> {
    /** A node with more children names only its first ones as NODE_PARENT_OF targets. */
    static final int MAX_NODE_CHILDREN = 1000;

    TreeRows(JTree tree) {
        super(tree);
    }

    /** A node's identity: the node objects of its path, compared by identity. */
    static final class NodePath {
        private final WeakReference<?>[] nodes;
        private final int hash;

        NodePath(TreePath path) {
            Object[] objects = path.getPath();
            nodes = new WeakReference<?>[objects.length];
            int h = 1;
            for (int i = 0; i < objects.length; i++) {
                nodes[i] = new WeakReference<>(objects[i]);
                h = h * 31 + System.identityHashCode(objects[i]);
            }
            hash = h;
        }

        /** The path again, or null once a node on it was collected. */
        TreePath path() {
            Object[] objects = new Object[nodes.length];
            for (int i = 0; i < nodes.length; i++) {
                objects[i] = nodes[i].get();
                if (objects[i] == null) {
                    return null;
                }
            }
            return new TreePath(objects);
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof NodePath p) || p.hash != hash || p.nodes.length != nodes.length) {
                return false;
            }
            for (int i = 0; i < nodes.length; i++) {
                Object mine = nodes[i].get();
                if (mine == null || mine != p.nodes[i].get()) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }

    /** Rows are found by their nodes, so only a replaced model needs noticing (Swing's tree does not say). */
    @Override
    void watch(Runnable onChange) {
        watchModelProperty(onChange);
    }

    @Override
    void unwatch() {
        unwatchModelProperty();
    }

    @Override
    int count(JTree tree) {
        return tree.getRowCount();
    }

    @Override
    int[] visible(JTree tree, Rectangle r) {
        if (tree.getRowCount() == 0) {
            return new int[0];
        }
        return grid(tree.getClosestRowForLocation(r.x, r.y), tree.getClosestRowForLocation(r.x, r.y + r.height - 1),
                0, 0, 1);
    }

    @Override
    Object keyAt(JTree tree, int position) {
        TreePath path = tree.getPathForRow(position);
        return path == null ? null : new NodePath(path);
    }

    @Override
    int positionOf(JTree tree, Object key) {
        TreePath path = ((NodePath) key).path();
        return path == null ? -1 : tree.getRowForPath(path);
    }

    @Override
    int positionAt(JTree tree, Point point) {
        return tree.getRowForLocation(point.x, point.y);
    }

    /** The node's accessible object, reached as Swing nests them: from the tree down the path. */
    @Override
    Accessible childAt(AccessibleContext container, int position) {
        JTree tree = component();
        TreePath path = tree == null ? null : tree.getPathForRow(position);
        if (path == null) {
            return null;
        }
        TreeModel model = tree.getModel();
        Object[] nodes = path.getPath();
        AccessibleContext at = container;
        Accessible node = null;
        int first = tree.isRootVisible() ? 0 : 1;
        for (int i = first; i < nodes.length && at != null; i++) {
            int index = i == 0 ? 0 : model.getIndexOfChild(nodes[i - 1], nodes[i]);
            node = index < 0 ? null : at.getAccessibleChild(index);
            at = node == null ? null : node.getAccessibleContext();
        }
        return node;
    }

    @Override
    Map<String, String> attributes(int position) {
        JTree tree = component();
        TreePath path = tree == null ? null : tree.getPathForRow(position);
        if (path == null) {
            return Map.of();
        }
        int level = path.getPathCount() - (tree.isRootVisible() ? 0 : 1);
        TreePath parent = path.getParentPath();
        int index = 0;
        int siblings = 1;
        if (parent != null) {
            TreeModel model = tree.getModel();
            index = model.getIndexOfChild(parent.getLastPathComponent(), path.getLastPathComponent());
            siblings = model.getChildCount(parent.getLastPathComponent());
        }
        return Map.of("level", Integer.toString(level), "posinset", Integer.toString(index + 1),
                "setsize", Integer.toString(siblings));
    }

    @Override
    int parentPosition(int position) {
        JTree tree = component();
        TreePath path = tree == null ? null : tree.getPathForRow(position);
        TreePath parent = path == null ? null : path.getParentPath();
        return parent == null ? -1 : tree.getRowForPath(parent);
    }

    /** A row is a cell of the tree's one column (see {@link TreeTable}). */
    @Override
    CellState cell(long container, int position) {
        return new CellState(container, position, 0, 1, 1);
    }

    /** Of an expanded node, the rows of its first {@value #MAX_NODE_CHILDREN} children. */
    @Override
    int[] childPositions(int position) {
        JTree tree = component();
        TreePath path = tree == null ? null : tree.getPathForRow(position);
        if (path == null || !tree.isExpanded(path)) {
            return new int[0];
        }
        TreeModel model = tree.getModel();
        Object node = path.getLastPathComponent();
        int[] rows = new int[Math.min(model.getChildCount(node), MAX_NODE_CHILDREN)];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = tree.getRowForPath(path.pathByAddingChild(model.getChild(node, i)));
        }
        return rows;
    }

    @Override
    boolean multiselectable() {
        JTree tree = component();
        TreeSelectionModel m = tree == null ? null : tree.getSelectionModel();
        return m != null && m.getSelectionMode() != TreeSelectionModel.SINGLE_TREE_SELECTION;
    }

    /** Selected rows; {@code AccessibleJTree}'s own selection only knows the root. */
    @Override
    SelectionState selection(AccessibleContext context) {
        JTree tree = component();
        return new SelectionState(tree == null ? 0 : selectedRows(tree).length, count());
    }

    /** The rows of {@code tree}'s selected nodes that are visible, ascending. */
    static int[] selectedRows(JTree tree) {
        int[] rows = tree.getSelectionRows();
        if (rows == null) {
            return new int[0];
        }
        int[] visible = new int[rows.length];
        int n = 0;
        for (int row : rows) {
            if (row >= 0) {
                visible[n++] = row;
            }
        }
        visible = Arrays.copyOf(visible, n);
        Arrays.sort(visible);
        return visible;
    }
}
