package io.github.javaatspi.swing;

import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;

import java.lang.ref.WeakReference;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;

/**
 * What the UI side remembers about one node it handed out. Confined to the event thread.
 *
 * <p>A node is either <em>component-backed</em> (a {@code Component}: its context is stable, it
 * is found again by identity) or a <em>slot</em> (a renderer stand-in such as a list item,
 * table cell or tree node, which Swing creates afresh on every request: it is found again by
 * its parent and position). Only weak references to application objects are kept.
 */
final class Handle {
    final long id;
    final WeakReference<Accessible> accessible;
    final WeakReference<AccessibleContext> context;
    final long slotParent;
    final int slotIndex;

    long parent = NodeId.NONE;
    long[] children = new long[0];
    Role role = Role.UNKNOWN;
    int treeLevel;
    int textRevision;
    boolean snapshotted;
    boolean listening;
    long validatedAtNanos;

    private Handle(long id, Accessible accessible, AccessibleContext context, long slotParent, int slotIndex) {
        this.id = id;
        this.accessible = new WeakReference<>(accessible);
        this.context = new WeakReference<>(context);
        this.slotParent = slotParent;
        this.slotIndex = slotIndex;
    }

    static Handle forComponent(long id, Accessible accessible, AccessibleContext context) {
        return new Handle(id, accessible, context, NodeId.NONE, -1);
    }

    static Handle forSlot(long id, long parentId, int index) {
        return new Handle(id, null, null, parentId, index);
    }

    boolean isSlot() {
        return slotParent != NodeId.NONE;
    }
}
