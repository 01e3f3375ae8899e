package io.github.javaatspi.atspi.dispatch;

import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.model.LinkState;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;

/**
 * The object a call is addressed to: an accessible node as published when the call arrived,
 * one hyperlink of such a node ({@code link} is its index, -1 for the node itself), or (with a
 * null node) a non-accessible object such as the cache.
 */
public record Target(AtspiContext ctx, String path, Node node, int link) {
    public Target(AtspiContext ctx, String path, Node node) {
        this(ctx, path, node, -1);
    }

    public long id() {
        return node == null ? NodeId.NONE : node.id();
    }

    public boolean isRoot() {
        return node != null && node.id() == NodeId.ROOT;
    }

    public boolean isLink() {
        return link >= 0;
    }

    /** The hyperlink this target names; only for {@link #isLink()} targets. */
    public LinkState linkState() {
        return node.links().get(link);
    }
}
