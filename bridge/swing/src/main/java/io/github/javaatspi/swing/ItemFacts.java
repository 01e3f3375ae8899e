package io.github.javaatspi.swing;

import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.CellState;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.Relation;
import io.github.javaatspi.model.RelationType;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What lists, tables, trees and their items show beyond what Swing's accessible objects report,
 * because screen readers rely on it: the container manages its descendants (clients must not
 * cache its children, they come and go with scrolling) and says whether several items can be
 * selected; its items are selectable; a table cell tells its place; a tree item its level, its
 * place among its siblings, its parent and children, and only an expandable one is collapsed or expanded
 * (Swing calls every leaf collapsed).
 */
final class ItemFacts {
    private ItemFacts() {
    }

    static void states(Handle h, Items<?> container, StateSet.Builder sb) {
        if (h.items != null) {
            sb.add(State.MANAGES_DESCENDANTS);
            if (GuardedItems.multiselectable(h.items, false)) {
                sb.add(State.MULTISELECTABLE);
            }
        }
        if (container != null) {
            sb.add(State.SELECTABLE);
            if (container instanceof TreeRows && !sb.contains(State.EXPANDABLE)) {
                sb.remove(State.COLLAPSED);
                sb.remove(State.EXPANDED);
            }
        }
    }

    /**
     * Moves {@code item}'s position to where its key is now. A read of an item alone (a client
     * asking about it, a change of its own) can come before its container's next read, which is
     * what otherwise updates positions; a tree row read at the position it had before the rows
     * above it expanded took its level and parent from the row that had moved there.
     */
    static void locate(Items<?> container, Handle item) {
        int now = GuardedItems.positionOf(container, item.itemKey, -1);
        if (now >= 0) {
            item.position = now;
        }
    }

    /** The item's attributes and, for a table cell, its place. */
    static void describe(Node.Builder b, Items<?> container, Handle item, Handle parent) {
        Map<String, String> attributes = GuardedItems.attributes(container, item.position, Map.of());
        if (!attributes.isEmpty()) {
            b.attributes(attributes);
        }
        CellState cell = GuardedItems.cell(container, parent.id, item.position, null);
        if (cell != null) {
            b.cell(cell).capability(Capability.TABLE_CELL);
        }
    }

    /**
     * A tree item is the node child of its parent item, or of the tree for a top-level item, and
     * an expanded one the node parent of its child items that are exposed (as in GTK; Orca counts
     * "2 items" along NODE_PARENT_OF).
     */
    static List<Relation> relations(Items<?> container, Handle item, Handle parent, IdentityTable ids) {
        if (!(container instanceof TreeRows)) {
            return List.of();
        }
        List<Relation> relations = new ArrayList<>(2);
        int p = GuardedItems.parentPosition(container, item.position, -1);
        Handle of = p < 0 ? parent : itemNowAt(container, parent, p, ids);
        if (of != null) {
            relations.add(new Relation(RelationType.NODE_CHILD_OF, new long[] {of.id}));
        }
        LongList children = new LongList();
        for (int position : GuardedItems.childPositions(container, item.position, new int[0])) {
            Handle child = itemNowAt(container, parent, position, ids);
            if (child != null) {
                children.add(child.id);
            }
        }
        if (children.size() > 0) {
            relations.add(new Relation(RelationType.NODE_PARENT_OF, children.toArray()));
        }
        return relations;
    }

    /**
     * The known item at {@code position} now, found by the key there: the positions items keep
     * are from their container's last read, and rows shift when others above them expand.
     */
    private static Handle itemNowAt(Items<?> container, Handle parent, int position, IdentityTable ids) {
        Object key = GuardedItems.keyAt(container, position, null);
        return key == null ? null : ids.existingItem(parent.id, key);
    }
}
