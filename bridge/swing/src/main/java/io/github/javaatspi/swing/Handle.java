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
 * is found again by identity) or a <em>slot</em> (a renderer stand-in such as a tab page, which
 * Swing creates afresh on every request: it is found again by its parent and position). The
 * items of lists, tables and trees are slots too, but found by an identity key their container's
 * {@link Items} gives them (their position changes as rows come and go). Only weak references to
 * application objects are kept.
 */
final class Handle {
    final long id;
    final WeakReference<Accessible> accessible;
    final WeakReference<AccessibleContext> context;
    final long slotParent;
    final int slotIndex;
    /** An item's identity key (see {@link Items}), or null. */
    final Object itemKey;

    long parent = NodeId.NONE;
    long[] children = new long[0];
    Role role = Role.UNKNOWN;
    int treeLevel;
    int textRevision;
    boolean snapshotted;
    boolean listening;
    /** Whether the model of this container's items is watched (see {@link Items#watch}). */
    boolean watching;
    long validatedAtNanos;
    /** A container's items, when it exposes them lazily; else null. */
    Items<?> items;
    /** An item's position when it was last read. */
    int position = -1;
    /** When a client last asked for this item by a call (0: never); such an item is kept off screen. */
    long askedAtNanos;

    private Handle(long id, Accessible accessible, AccessibleContext context, long slotParent, int slotIndex,
            Object itemKey) {
        this.id = id;
        this.accessible = new WeakReference<>(accessible);
        this.context = new WeakReference<>(context);
        this.slotParent = slotParent;
        this.slotIndex = slotIndex;
        this.itemKey = itemKey;
    }

    static Handle forComponent(long id, Accessible accessible, AccessibleContext context) {
        return new Handle(id, accessible, context, NodeId.NONE, -1, null);
    }

    static Handle forSlot(long id, long parentId, int index) {
        return new Handle(id, null, null, parentId, index, null);
    }

    static Handle forItem(long id, long parentId, Object key) {
        return new Handle(id, null, null, parentId, -1, key);
    }

    boolean isItem() {
        return itemKey != null;
    }

    boolean isSlot() {
        return slotParent != NodeId.NONE;
    }
}
