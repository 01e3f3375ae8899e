package io.github.javaatspi.model;

import java.util.List;

/**
 * One batch of changes produced by the toolkit side in a single turn of its UI thread: new or
 * changed nodes (always whole) and the ids of nodes that left the tree. A parent whose
 * children changed is part of {@code nodes} with its new child list.
 */
public record TreeUpdate(List<Node> nodes, long[] removed) {
    public TreeUpdate {
        nodes = List.copyOf(nodes);
        removed = removed.clone();
    }

    public boolean isEmpty() {
        return nodes.isEmpty() && removed.length == 0;
    }
}
