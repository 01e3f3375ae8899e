package io.github.javaatspi.model;

import java.util.Objects;

import java.util.List;

/**
 * One hyperlink of a hypertext as a client counts it.
 *
 * @param start the first character of the link's text in the hypertext's text, in code points
 * @param end the offset just after its last character
 * @param anchors its anchors (usually one)
 * @param valid whether the toolkit still considers the link valid
 * @param sourceIndex the index the toolkit knows the link by (several toolkit links may have been
 *     joined into this one; this is the first), for following it
 */
public record LinkState(int start, int end, List<LinkAnchor> anchors, boolean valid, int sourceIndex) {
    public LinkState {
        anchors = List.copyOf(anchors);
    }

    /** Whether the character at {@code offset} belongs to this link. */
    public boolean covers(int offset) {
        return offset >= start && offset < end;
    }

    // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
    @Override
    public boolean equals(Object o) {
        return o instanceof LinkState l && l.start == start && l.end == end
                && Objects.equals(l.anchors, anchors) && l.valid == valid && l.sourceIndex == sourceIndex;
    }

    @Override
    public int hashCode() {
        return Objects.hash(start, end, anchors, valid, sourceIndex);
    }
}
