package io.github.javaatspi.swing;

import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.Relation;
import io.github.javaatspi.model.RelationType;
import io.github.javaatspi.model.TreeUpdate;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRelation;
import javax.accessibility.AccessibleRelationSet;

/** What one flush turn read: the nodes, their new child lists, and what left. Event thread only. */
final class Batch {
    private final Map<Long, Node.Builder> builders = new LinkedHashMap<>();
    private final Map<Long, AccessibleRelationSet> relationSets = new LinkedHashMap<>();
    private final Map<Long, Accessible> labelledBy = new LinkedHashMap<>();
    private final Map<Long, List<Relation>> derived = new LinkedHashMap<>();
    private final Map<Long, Long> dropped = new LinkedHashMap<>();
    private final Set<Long> removed = new LinkedHashSet<>();

    /**
     * @param relations the object's own relations
     * @param label the label that names it through {@code JLabel.setLabelFor}, or null: Swing
     *     reports only the label's side (LABEL_FOR); screen readers also want LABELLED_BY
     */
    void add(Node.Builder builder, AccessibleRelationSet relations, Accessible label) {
        add(builder, relations, label, List.of());
    }

    /** As {@link #add(Node.Builder, AccessibleRelationSet, Accessible)}, with relations of our own making. */
    void add(Node.Builder builder, AccessibleRelationSet relations, Accessible label, List<Relation> ours) {
        builders.put(builder.id(), builder);
        if (!ours.isEmpty()) {
            derived.put(builder.id(), ours);
        }
        if (relations != null && relations.size() > 0) {
            relationSets.put(builder.id(), relations);
        }
        if (label != null) {
            labelledBy.put(builder.id(), label);
        }
    }

    /**
     * Records that {@code id}'s children went from {@code old} to {@code now}. A child that an
     * earlier reading of {@code id} in this batch dropped and this one lists again stays.
     */
    void replacedChildren(long id, long[] old, long[] now) {
        Set<Long> current = new HashSet<>();
        for (long c : now) {
            current.add(c);
            dropped.remove(c, id);
        }
        for (long c : old) {
            if (!current.contains(c)) {
                dropped.put(c, id);
            }
        }
    }

    /** Children no longer listed, each with the parent that dropped it. */
    Map<Long, Long> droppedChildren() {
        return dropped;
    }

    void removed(long id) {
        removed.add(id);
    }

    /** Turns relation targets into node ids; targets we never handed out are left out. */
    void resolveRelations(IdentityTable ids) {
        Set<Long> withRelations = new LinkedHashSet<>(relationSets.keySet());
        withRelations.addAll(labelledBy.keySet());
        withRelations.addAll(derived.keySet());
        for (long id : withRelations) {
            List<Relation> relations = new ArrayList<>(derived.getOrDefault(id, List.of()));
            AccessibleRelationSet set = relationSets.get(id);
            for (AccessibleRelation r : set == null ? new AccessibleRelation[0]
                    : GuardedInterfaces.toArray(set, new AccessibleRelation[0])) {
                RelationType type = SwingRelations.map(GuardedInterfaces.getKey(r, ""));
                boolean addedBelow = type == RelationType.LABELLED_BY && labelledBy.containsKey(id);
                if (!addedBelow) {
                    addRelation(relations, type, GuardedInterfaces.getTarget(r, new Object[0]), ids);
                }
            }
            Accessible label = labelledBy.get(id);
            if (label != null) {
                addRelation(relations, RelationType.LABELLED_BY, new Object[] {label}, ids);
            }
            Node.Builder b = builders.get(id);
            if (b != null) {
                b.relations(relations);
            }
        }
    }

    private void addRelation(List<Relation> out, RelationType type, Object[] targets, IdentityTable ids) {
        if (type == null) {
            return;
        }
        LongList resolved = new LongList();
        int n = 0;
        for (Object target : targets) {
            AccessibleContext ctx = target instanceof Accessible a ? GuardedContext.getAccessibleContext(a, null) : null;
            Handle h = ctx == null ? null : ids.existing(ctx);
            if (h != null && !removed.contains(h.id)) {
                resolved.add(h.id);
                n++;
            }
        }
        if (n > 0) {
            out.add(new Relation(type, resolved.toArray()));
        }
    }

    TreeUpdate toUpdate() {
        List<Node> nodes = new ArrayList<>(builders.size());
        for (Map.Entry<Long, Node.Builder> e : builders.entrySet()) {
            if (!removed.contains(e.getKey())) {
                nodes.add(e.getValue().build());
            }
        }
        long[] gone = new long[removed.size()];
        int i = 0;
        for (long id : removed) {
            gone[i++] = id;
        }
        return new TreeUpdate(nodes, gone);
    }
}
