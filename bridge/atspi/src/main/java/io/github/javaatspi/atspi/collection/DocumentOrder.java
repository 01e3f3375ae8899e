package io.github.javaatspi.atspi.collection;

import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Tree;

import java.util.ArrayList;
import java.util.List;

/**
 * Walks the published tree in document order (depth first, parents before children, children
 * in order), over the children the snapshot holds: a container that exposes millions of items
 * lazily is walked through the ones read so far, never made to read the rest.
 */
final class DocumentOrder {
    private final Tree tree;

    DocumentOrder(Tree tree) {
        this.tree = tree;
    }

    /** The descendants of {@code top} (not itself) in document order; only its children unless {@code deep}. */
    List<Node> descendants(long top, boolean deep) {
        List<Node> out = new ArrayList<>();
        Node n = tree.get(top);
        if (n != null) {
            addChildren(n, deep, out);
        }
        return out;
    }

    /** {@code n} and, when {@code deep}, its descendants, in document order. */
    List<Node> subtree(Node n, boolean deep) {
        List<Node> out = new ArrayList<>();
        out.add(n);
        if (deep) {
            addChildren(n, true, out);
        }
        return out;
    }

    /** Whether {@code id} is {@code ancestor} or lies below it. */
    boolean isWithin(long id, long ancestor) {
        for (Node n = tree.get(id); n != null; n = n.parent() == NodeId.NONE ? null : tree.get(n.parent())) {
            if (n.id() == ancestor) {
                return true;
            }
            if (n.id() == NodeId.ROOT) {
                return false;
            }
        }
        return false;
    }

    Node get(long id) {
        return tree.get(id);
    }

    private void addChildren(Node n, boolean deep, List<Node> out) {
        for (long id : n.children()) {
            Node child = tree.get(id);
            if (child != null) {
                out.add(child);
                if (deep) {
                    addChildren(child, true, out);
                }
            }
        }
    }
}
