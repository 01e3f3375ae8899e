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
        Handle of = p < 0 ? parent : ids.existingItemAt(parent, p);
        if (of != null) {
            relations.add(new Relation(RelationType.NODE_CHILD_OF, new long[] {of.id}));
        }
        LongList children = new LongList();
        for (int position : GuardedItems.childPositions(container, item.position, new int[0])) {
            Handle child = ids.existingItemAt(parent, position);
            if (child != null) {
                children.add(child.id);
            }
        }
        if (children.size() > 0) {
            relations.add(new Relation(RelationType.NODE_PARENT_OF, children.toArray()));
        }
        return relations;
    }
}
