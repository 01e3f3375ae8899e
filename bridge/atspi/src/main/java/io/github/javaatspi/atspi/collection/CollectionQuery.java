package io.github.javaatspi.atspi.collection;

import io.github.javaatspi.atspi.dispatch.AtspiError;
import io.github.javaatspi.atspi.dispatch.DBusErrors;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Tree;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;

/**
 * The three collection queries of one collection object, over the published tree in document
 * order (depth first, parents before children); the collection object itself is never a result.
 * {@code count} 0 means no limit; the limit takes the results nearest the starting point.
 * <ul>
 * <li>{@code GetMatches}: the collection's descendants (its children only without
 * {@code traverse}).</li>
 * <li>{@code GetMatchesFrom(current)}: what follows {@code current}. RESTRICT_CHILDREN: the
 * descendants of {@code current}; RESTRICT_SIBLING: the siblings after it (with their subtrees
 * when {@code traverse}); INORDER: everything after it in document order, within the
 * collection.</li>
 * <li>{@code GetMatchesTo(current)}: what precedes {@code current}, nearest first, as
 * at-spi2-atk walks it: RESTRICT_SIBLING: the siblings before it; RESTRICT_CHILDREN and
 * INORDER: everything before it in document order (ancestors included), within the collection
 * — within {@code current}'s parent when {@code limitScope}.</li>
 * </ul>
 * Sorting: CANONICAL keeps the order the query walks in; REVERSE_CANONICAL reverses the results
 * (as at-spi2-atk does, after the limit). The flow and tab orders, which at-spi2-atk does not
 * implement either, are refused with NotSupported rather than answered wrongly.
 */
public final class CollectionQuery {
    /** AT-SPI's sort orders that the queries implement. */
    public enum Sort {
        CANONICAL, REVERSE_CANONICAL;

        /** The sort order with wire number {@code n} (1 or 4); NotSupported for the others. */
        public static Sort of(long n) {
            if (n == 1) {
                return CANONICAL;
            }
            if (n == 4) {
                return REVERSE_CANONICAL;
            }
            throw new AtspiError(DBusErrors.NOT_SUPPORTED, "sort order " + n + " is not supported: use canonical (1) "
                    + "or reverse canonical (4)");
        }
    }

    /** AT-SPI's tree traversal types, by their wire numbers. */
    public enum Traversal { RESTRICT_CHILDREN, RESTRICT_SIBLING, INORDER }

    private final DocumentOrder order;
    private final long collection;
    private final Function<Node, List<String>> interfacesOf;

    /** @param interfacesOf the short interface names (lower case) an object offers */
    public CollectionQuery(Tree tree, long collection, Function<Node, List<String>> interfacesOf) {
        this.order = new DocumentOrder(tree);
        this.collection = collection;
        this.interfacesOf = interfacesOf;
    }

    public List<Node> matches(MatchRule rule, Sort sort, int count, boolean traverse) {
        return pick(order.descendants(collection, traverse), rule, sort, count);
    }

    public List<Node> matchesFrom(long current, MatchRule rule, Sort sort, Traversal tree, int count,
            boolean traverse) {
        Node node = inside(current);
        List<Node> candidates = switch (tree) {
            case RESTRICT_CHILDREN -> order.descendants(current, traverse);
            case RESTRICT_SIBLING -> siblings(node, traverse, true);
            case INORDER -> after(node);
        };
        return pick(candidates, rule, sort, count);
    }

    public List<Node> matchesTo(long current, MatchRule rule, Sort sort, Traversal tree, boolean limitScope, int count,
            boolean traverse) {
        Node node = inside(current);
        List<Node> candidates = switch (tree) {
            case RESTRICT_SIBLING -> siblings(node, traverse, false);
            case RESTRICT_CHILDREN, INORDER -> before(node, limitScope ? node.parent() : collection);
        };
        if (tree == Traversal.RESTRICT_SIBLING) {
            Collections.reverse(candidates);
        }
        return pick(candidates, rule, sort, count);
    }

    /** Whether {@code id} lies below {@code ancestor} (not equal to it). */
    public static boolean isBelow(Tree tree, long id, long ancestor) {
        return id != ancestor && new DocumentOrder(tree).isWithin(id, ancestor);
    }

    private List<Node> pick(List<Node> candidates, MatchRule rule, Sort sort, int count) {
        Matcher matcher = new Matcher(rule, interfacesOf);
        List<Node> out = new ArrayList<>();
        for (Node n : candidates) {
            if (count > 0 && out.size() >= count) {
                break;
            }
            if (n.id() != collection && matcher.matches(n)) {
                out.add(n);
            }
        }
        if (sort == Sort.REVERSE_CANONICAL) {
            Collections.reverse(out);
        }
        return out;
    }

    private Node inside(long current) {
        Node node = order.get(current);
        if (node == null || !order.isWithin(current, collection)) {
            throw DBusErrors.invalidArgs("object " + current + " is not inside this collection");
        }
        return node;
    }

    /** The siblings after (or before) {@code node}, each with its subtree when {@code deep}, in document order. */
    private List<Node> siblings(Node node, boolean deep, boolean following) {
        List<Node> out = new ArrayList<>();
        Node parent = order.get(node.parent());
        if (parent == null || node.id() == collection) {
            return out;
        }
        boolean passed = false;
        for (long id : parent.children()) {
            if (id == node.id()) {
                passed = true;
                if (!following) {
                    break;
                }
                continue;
            }
            Node sibling = order.get(id);
            if (sibling != null && passed == following) {
                out.addAll(order.subtree(sibling, deep));
            }
        }
        return out;
    }

    /** Everything after {@code node} in document order, up to the collection's end. */
    private List<Node> after(Node node) {
        List<Node> all = order.descendants(collection, true);
        int at = indexOf(all, node);
        return at < 0 ? all : new ArrayList<>(all.subList(at + 1, all.size()));
    }

    /** Everything before {@code node} in document order within {@code scope}, nearest first. */
    private List<Node> before(Node node, long scope) {
        List<Node> all = new ArrayList<>();
        if (scope != collection && order.get(scope) != null && scope != NodeId.NONE) {
            all.add(order.get(scope));
        }
        all.addAll(order.descendants(scope, true));
        int at = indexOf(all, node);
        List<Node> out = new ArrayList<>(all.subList(0, Math.max(at, 0)));
        Collections.reverse(out);
        return out;
    }

    private static int indexOf(List<Node> nodes, Node node) {
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i).id() == node.id()) {
                return i;
            }
        }
        return -1;
    }
}
