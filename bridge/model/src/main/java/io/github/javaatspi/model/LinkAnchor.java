package io.github.javaatspi.model;

import java.util.Objects;

/**
 * One anchor of a hyperlink: where it leads, the object that shows it and the action that follows
 * it (a toolkit link has one action per anchor).
 *
 * @param uri where the anchor leads; empty when the toolkit could not resolve it
 * @param object the node id of the accessible object that is the anchor, or {@link NodeId#NONE}
 *     when the anchor is a piece of the hypertext's own text
 * @param action what following the anchor is called
 */
public record LinkAnchor(String uri, long object, ActionInfo action) {
    public LinkAnchor {
        uri = Objects.requireNonNullElse(uri, "");
        Objects.requireNonNull(action, "action");
    }

    // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
    @Override
    public boolean equals(Object o) {
        return o instanceof LinkAnchor a && Objects.equals(a.uri, uri) && a.object == object
                && Objects.equals(a.action, action);
    }

    @Override
    public int hashCode() {
        return Objects.hash(uri, object, action);
    }
}
