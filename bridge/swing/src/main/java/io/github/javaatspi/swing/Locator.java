package io.github.javaatspi.swing;

import io.github.javaatspi.model.NodeId;

import java.awt.Component;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;

/**
 * Finds our object for an accessible object Swing hands out (the selected child of a list, the
 * header of a column): a component by identity, anything else through its parent and its index
 * there, reading it first when it is an item nobody read yet. Event thread only.
 */
final class Locator {
    private final SwingTreeSource source;

    Locator(SwingTreeSource source) {
        this.source = source;
    }

    /** The id of {@code a}, or {@link NodeId#NONE} when we do not expose it. */
    long idOf(Accessible a) {
        AccessibleContext ctx = a == null ? null : GuardedContext.getAccessibleContext(a, null);
        if (ctx == null) {
            return NodeId.NONE;
        }
        if (a instanceof Component) {
            Handle h = source.identities().existing(ctx);
            return h == null ? NodeId.NONE : h.id;
        }
        Accessible parent = GuardedContext.getAccessibleParent(ctx, null);
        AccessibleContext parentContext = parent == null ? null : GuardedContext.getAccessibleContext(parent, null);
        Handle p = parentContext == null ? null : source.identities().existing(parentContext);
        int index = GuardedContext.getAccessibleIndexInParent(ctx, -1);
        if (p == null || index < 0) {
            return NodeId.NONE;
        }
        if (p.items instanceof TreeRows) {
            // A tree node's index is among its siblings, not a row: trees are located by row.
            return NodeId.NONE;
        }
        if (p.items != null) {
            return item(p.id, index);
        }
        Handle slot = source.identities().existingSlot(p.id, index);
        return slot == null ? NodeId.NONE : slot.id;
    }

    /** The item at {@code position} of the sparse container {@code container}, read if need be. */
    long item(long container, int position) {
        return source.readItems(container, new int[] {position})[0];
    }
}
