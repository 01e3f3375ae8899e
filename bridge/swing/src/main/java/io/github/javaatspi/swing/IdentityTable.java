package io.github.javaatspi.swing;

import io.github.javaatspi.model.NodeId;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;

/**
 * Hands out node ids: a counter that never repeats, behind a weak identity map over
 * {@link AccessibleContext}s for components and a (parent, position) map for slots. Never
 * {@code hashCode}/{@code equals} of application objects, which may be overridden or change.
 * Confined to the event thread.
 */
final class IdentityTable {
    private long next = NodeId.FIRST_DYNAMIC;
    private final Map<Object, Long> byContext = new HashMap<>();
    private final Map<Object, Long> byAccessible = new HashMap<>();
    private final ReferenceQueue<Object> collected = new ReferenceQueue<>();
    private final Map<SlotKey, Long> bySlot = new HashMap<>();
    private final Map<ItemKey, Long> byItem = new HashMap<>();
    private final Map<Long, Handle> handles = new HashMap<>();

    Handle get(long id) {
        return handles.get(id);
    }

    /** The handle already given to {@code context}, or null. */
    Handle existing(AccessibleContext context) {
        Long id = byContext.get(new LookupKey(context));
        return id == null ? null : handles.get(id);
    }

    /** The handle of {@code a}'s context, or null when we never exposed it (or {@code a} is null). */
    Handle existingOf(Accessible a) {
        AccessibleContext context = a == null ? null : GuardedContext.getAccessibleContext(a, null);
        return context == null ? null : existing(context);
    }

    /**
     * The handle of a component-backed node by its component, or null: lets AWT events find
     * their node without asking the component for its context (which would create one).
     */
    Handle existingFor(Object component) {
        Long id = byAccessible.get(new LookupKey(component));
        return id == null ? null : handles.get(id);
    }

    /** The handle of slot {@code index} under {@code parent}, or null. */
    Handle existingSlot(long parent, int index) {
        Long id = bySlot.get(new SlotKey(parent, index));
        return id == null ? null : handles.get(id);
    }

    Handle component(Accessible accessible, AccessibleContext context) {
        Handle h = existing(context);
        if (h == null) {
            long id = next++;
            h = Handle.forComponent(id, accessible, context);
            byContext.put(new WeakKey(context, collected, id), id);
            byAccessible.put(new WeakKey(accessible, null, id), id);
            handles.put(id, h);
        }
        return h;
    }

    Handle slot(long parent, int index) {
        SlotKey key = new SlotKey(parent, index);
        Long id = bySlot.get(key);
        if (id != null) {
            return handles.get(id);
        }
        Handle h = Handle.forSlot(next++, parent, index);
        bySlot.put(key, h.id);
        handles.put(h.id, h);
        return h;
    }

    /** The handle of the item with {@code key} under {@code parent}, made on first use. */
    Handle item(long parent, Object key) {
        ItemKey k = new ItemKey(parent, key);
        Long id = byItem.get(k);
        if (id != null) {
            return handles.get(id);
        }
        Handle h = Handle.forItem(next++, parent, key);
        byItem.put(k, h.id);
        handles.put(h.id, h);
        Handle container = handles.get(parent);
        if (container != null && container.items != null) {
            container.items.hold(key);
        }
        return h;
    }

    /** The handle of the item with {@code key} under {@code parent}, or null if none was made. */
    Handle existingItem(long parent, Object key) {
        Long id = byItem.get(new ItemKey(parent, key));
        return id == null ? null : handles.get(id);
    }

    /** The item of {@code container} last read at {@code position}, or null. */
    Handle existingItemAt(Handle container, int position) {
        for (long child : container.children) {
            Handle h = handles.get(child);
            if (h != null && h.isItem() && h.position == position) {
                return h;
            }
        }
        return null;
    }

    void remove(long id) {
        Handle h = handles.remove(id);
        if (h == null) {
            return;
        }
        if (h.isItem()) {
            byItem.remove(new ItemKey(h.slotParent, h.itemKey));
            Handle container = handles.get(h.slotParent);
            if (container != null && container.items != null) {
                container.items.release(h.itemKey);
            }
        } else if (h.isSlot()) {
            bySlot.remove(new SlotKey(h.slotParent, h.slotIndex));
        } else {
            AccessibleContext ctx = h.context.get();
            if (ctx != null) {
                byContext.remove(new LookupKey(ctx));
            }
            Accessible a = h.accessible.get();
            if (a != null) {
                byAccessible.remove(new LookupKey(a));
            }
        }
    }

    /** Ids whose application object was garbage collected since the last call. */
    List<Long> drainCollected() {
        List<Long> ids = new ArrayList<>();
        for (Reference<?> r; (r = collected.poll()) != null; ) {
            WeakKey k = (WeakKey) r;
            byContext.remove(k);
            byAccessible.values().remove(k.id);
            if (handles.containsKey(k.id)) {
                ids.add(k.id);
            }
        }
        return ids;
    }

    int size() {
        return handles.size();
    }

    Iterable<Handle> all() {
        return new ArrayList<>(handles.values());
    }

    void clear() {
        handles.clear();
        byContext.clear();
        byAccessible.clear();
        bySlot.clear();
        byItem.clear();
    }

    /**
     * The live objects behind {@code h}, or null when they are gone. A slot is found again through
     * its parent: by position, or an item by where its key is now.
     */
    Resolved resolve(Handle h) {
        if (!h.isSlot()) {
            Accessible a = h.accessible.get();
            AccessibleContext c = h.context.get();
            return a != null && c != null ? new Resolved(a, c) : null;
        }
        Handle parent = handles.get(h.slotParent);
        Resolved p = parent == null ? null : resolve(parent);
        if (p == null) {
            return null;
        }
        if (h.isItem()) {
            return parent.items == null ? null : resolveItem(parent.items, p, h.itemKey);
        }
        int count = GuardedContext.getAccessibleChildrenCount(p.context(), 0);
        if (h.slotIndex >= count) {
            return null;
        }
        Accessible child = GuardedContext.getAccessibleChild(p.context(), h.slotIndex, null);
        AccessibleContext cc = child == null ? null : GuardedContext.getAccessibleContext(child, null);
        return cc == null ? null : new Resolved(child, cc);
    }

    private static Resolved resolveItem(Items<?> items, Resolved container, Object key) {
        int position = GuardedItems.positionOf(items, key, -1);
        if (position < 0) {
            return null;
        }
        Accessible child = GuardedItems.childAt(items, container.context(), position, null);
        AccessibleContext cc = child == null ? null : GuardedContext.getAccessibleContext(child, null);
        return cc == null ? null : new Resolved(child, cc);
    }

    // The keys' equals and hashCode are written out, not generated: see "Records compared cold"
    // in ARCHITECTURE.md.
    private record SlotKey(long parent, int index) {
        @Override
        public boolean equals(Object o) {
            return o instanceof SlotKey k && k.parent == parent && k.index == index;
        }

        @Override
        public int hashCode() {
            return 31 * Long.hashCode(parent) + index;
        }
    }

    /** An item's key under its container; equal keys (see {@link Items}) name the same item. */
    private record ItemKey(long parent, Object key) {
        @Override
        public boolean equals(Object o) {
            return o instanceof ItemKey k && k.parent == parent && Objects.equals(k.key, key);
        }

        @Override
        public int hashCode() {
            return 31 * Long.hashCode(parent) + Objects.hashCode(key);
        }
    }

    /** A weakly held key compared by identity. */
    private static final class WeakKey extends WeakReference<Object> {
        private final int hash;
        final long id;

        WeakKey(Object referent, ReferenceQueue<Object> queue, long id) {
            super(referent, queue);
            this.hash = System.identityHashCode(referent);
            this.id = id;
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            Object mine = get();
            return mine != null && (other instanceof WeakKey k && k.get() == mine
                    || other instanceof LookupKey l && l.referent == mine);
        }
    }

    /** A short-lived strong key for lookups, equal to the {@link WeakKey} of the same object. */
    private static final class LookupKey {
        private final Object referent;

        LookupKey(Object referent) {
            this.referent = referent;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(referent);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof WeakKey k ? k.get() == referent
                    : other instanceof LookupKey l && l.referent == referent;
        }
    }
}
