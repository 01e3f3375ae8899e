package io.github.javaatspi.atspi.dispatch;

import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;

/**
 * The object a call is addressed to: an accessible node as published when the call arrived,
 * or (with a null node) a non-accessible object such as the cache.
 */
public record Target(AtspiContext ctx, String path, Node node) {
    public long id() {
        return node == null ? NodeId.NONE : node.id();
    }

    public boolean isRoot() {
        return node != null && node.id() == NodeId.ROOT;
    }
}
