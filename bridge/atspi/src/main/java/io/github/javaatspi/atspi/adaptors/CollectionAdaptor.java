package io.github.javaatspi.atspi.adaptors;

import static io.github.javaatspi.atspi.adaptors.AccessibleAdaptor.one;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.collection.CollectionQuery;
import io.github.javaatspi.atspi.collection.MatchRule;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Args;
import io.github.javaatspi.atspi.dispatch.DBusErrors;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.State;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code org.a11y.atspi.Collection} on every object, as at-spi2-atk offers it: the objects of
 * its subtree that fulfil a match rule, answered from the published tree without waiting for
 * the UI thread. Orca trusts these answers and does not walk the tree itself, so
 * {@link CollectionQuery} spells out the order and the limits.
 */
public final class CollectionAdaptor {
    private CollectionAdaptor() {
    }

    public static Adaptor create(InterfaceCatalog catalog) {
        return new Adaptor(Interfaces.COLLECTION) {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null;
            }

            @Override
            protected Adaptor.Table build() {
                return CollectionAdaptor.table(catalog);
            }
        };
    }

    private static Adaptor.Table table(InterfaceCatalog catalog) {
        return new Adaptor.Table(List.of(
                Member.of("GetMatches", "(aiia{ss}iaiiasib)uib", "a(so)", (t, a) -> refs(t,
                        query(t, catalog).matches(MatchRule.read(a[0]), sort(a, 1), Args.i(a, 2), bool(a[3])))),
                Member.of("GetMatchesTo", "o(aiia{ss}iaiiasib)uubib", "a(so)", (t, a) -> refs(t,
                        query(t, catalog).matchesTo(current(t, a[0]), MatchRule.read(a[1]), sort(a, 2), tree(a, 3),
                                bool(a[4]), Args.i(a, 5), bool(a[6])))),
                Member.of("GetMatchesFrom", "o(aiia{ss}iaiiasib)uuib", "a(so)", (t, a) -> refs(t,
                        query(t, catalog).matchesFrom(current(t, a[0]), MatchRule.read(a[1]), sort(a, 2), tree(a, 3),
                                Args.i(a, 4), bool(a[5])))),
                Member.of("GetActiveDescendant", "", "(so)", (t, a) -> one(t.ctx().ref(activeDescendant(t))))),
                List.of(Property.read("version", "u", t -> 1L)));
    }

    private static CollectionQuery query(Target t, InterfaceCatalog catalog) {
        return new CollectionQuery(t.ctx().tree(), t.id(), n -> shortNames(catalog.names(
                new Target(t.ctx(), ObjectPaths.of(n.id()), n))));
    }

    /** "org.a11y.atspi.Text" → "text", as match rules name interfaces. */
    private static List<String> shortNames(List<String> names) {
        List<String> out = new ArrayList<>(names.size());
        for (String name : names) {
            out.add(name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT));
        }
        return out;
    }

    private static Object[] refs(Target t, List<Node> nodes) {
        List<Object[]> out = new ArrayList<>(nodes.size());
        for (Node n : nodes) {
            out.add(t.ctx().ref(n.id()));
        }
        return one(out);
    }

    /** The object a query starts from: one of this application's, inside the collection. */
    private static long current(Target t, Object path) {
        long id = ObjectPaths.idOf(String.valueOf(path));
        if (id == NodeId.NONE || t.ctx().tree().get(id) == null) {
            throw DBusErrors.invalidArgs("no object " + path + " in this application");
        }
        return id;
    }

    private static CollectionQuery.Sort sort(Object[] a, int index) {
        return CollectionQuery.Sort.of(Args.u(a, index));
    }

    private static CollectionQuery.Traversal tree(Object[] a, int index) {
        return CollectionQuery.Traversal.values()[Args.choice(a, index, CollectionQuery.Traversal.values().length,
                "tree traversal type")];
    }

    private static boolean bool(Object v) {
        return Boolean.TRUE.equals(v);
    }

    /**
     * The focused object below this one — the deepest, as a focused list and its focused item are
     * both FOCUSED — or the null reference (libatspi itself never asks).
     */
    private static long activeDescendant(Target t) {
        long best = NodeId.NONE;
        int bestDepth = -1;
        for (Node n : t.ctx().tree().nodes()) {
            if (n.has(State.FOCUSED) && CollectionQuery.isBelow(t.ctx().tree(), n.id(), t.id())) {
                int depth = depth(t, n);
                if (depth > bestDepth) {
                    best = n.id();
                    bestDepth = depth;
                }
            }
        }
        return best;
    }

    private static int depth(Target t, Node n) {
        int depth = 0;
        for (Node p = n; p != null && p.id() != NodeId.ROOT; p = t.ctx().tree().get(p.parent())) {
            depth++;
        }
        return depth;
    }
}
