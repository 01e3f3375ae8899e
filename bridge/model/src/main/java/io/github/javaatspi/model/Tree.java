package io.github.javaatspi.model;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * The published accessible tree. One writer (the tree thread, see {@link TreePump}) applies
 * updates; any number of readers (D-Bus threads) read nodes without locking.
 *
 * <p>Each node is an immutable record, so every single read is consistent. A reader that
 * follows several nodes may see one update half applied; the order of {@link #apply} keeps
 * that harmless: new nodes (with their final index) are visible before any parent lists them,
 * and removed nodes are delisted by their parent before they vanish.
 */
public final class Tree {
    private final ConcurrentHashMap<Long, Node> nodes = new ConcurrentHashMap<>();
    private final Object publication = new Object();
    /** Counts the updates applied and the clears: an answer built at one count is right while it stays. */
    private final AtomicLong version = new AtomicLong();
    private int waiters;

    /** Changes with every update applied (after it is in place) and every clear. */
    public long version() {
        return version.get();
    }

    /** The node with {@code id}, or null when it is not (or no longer) in the tree. */
    public Node get(long id) {
        return nodes.get(id);
    }

    public boolean contains(long id) {
        return nodes.containsKey(id);
    }

    public int size() {
        return nodes.size();
    }

    /** A weakly consistent view of all nodes, for whole-tree answers such as a cache dump. */
    public Collection<Node> nodes() {
        return nodes.values();
    }

    /**
     * Applies {@code update} and tells {@code handler} what changed. Must only be called by the
     * single writer thread. If the handler throws, the update is still applied in full and the
     * handler still hears of every other change; the first failure is rethrown at the end.
     */
    public void apply(TreeUpdate update, ChangeHandler handler) {
        Map<Long, Integer> positions = new HashMap<>();
        for (Node parent : update.nodes()) {
            for (int k = 0; k < parent.listedCount(); k++) {
                positions.put(parent.listedAt(k), parent.positionOfListed(k));
            }
        }
        List<Node> added = new ArrayList<>();
        Set<Long> addedIds = new HashSet<>();
        // New nodes first: a reader must never find a child id in a parent before the child exists.
        for (Node given : update.nodes()) {
            if (!nodes.containsKey(given.id())) {
                Node now = given.withIndexInParent(positions.getOrDefault(given.id(), given.indexInParent()));
                nodes.put(now.id(), now);
                added.add(now);
                addedIds.add(now.id());
            }
        }
        List<Node[]> updated = new ArrayList<>();
        for (Node given : update.nodes()) {
            if (addedIds.contains(given.id())) {
                continue;
            }
            Node old = nodes.get(given.id());
            Node now = given.withIndexInParent(positions.getOrDefault(given.id(), old.indexInParent()));
            nodes.put(now.id(), now);
            if (!old.sameContentAs(now)) {
                updated.add(new Node[] {old, now});
            }
        }
        // Siblings outside the update whose position shifted.
        for (Node given : update.nodes()) {
            reindexChildrenOf(given);
        }
        // A failing handler must not leave the update half applied: finish, then rethrow.
        RuntimeException failure = null;
        for (Node n : added) {
            failure = tell(failure, () -> handler.nodeAdded(nodes.getOrDefault(n.id(), n)));
        }
        for (Node[] pair : updated) {
            failure = tell(failure, () -> handler.nodeUpdated(pair[0], nodes.getOrDefault(pair[1].id(), pair[1])));
        }
        List<Long> leaving = new ArrayList<>();
        for (long id : update.removed()) {
            Node old = nodes.get(id);
            if (old != null) {
                failure = tell(failure, () -> handler.nodeRemoved(old));
                leaving.add(id);
            }
        }
        // Removed nodes leave only after the handler has had its say (defunct before they vanish).
        failure = tell(failure, handler::updateApplied);
        for (long id : leaving) {
            nodes.remove(id);
        }
        version.incrementAndGet();
        published();
        if (failure != null) {
            throw failure;
        }
    }

    private static RuntimeException tell(RuntimeException failure, Runnable call) {
        try {
            call.run();
        } catch (RuntimeException e) {
            if (failure == null) {
                return e;
            }
            failure.addSuppressed(e);
        }
        return failure;
    }

    /** Drops everything, e.g. when the bridge is switched off. */
    public void clear() {
        nodes.clear();
        version.incrementAndGet();
    }

    private void reindexChildrenOf(Node parent) {
        if (parent == null) {
            return;
        }
        for (int k = 0; k < parent.listedCount(); k++) {
            Node child = nodes.get(parent.listedAt(k));
            int index = parent.positionOfListed(k);
            if (child != null && child.indexInParent() != index) {
                nodes.put(child.id(), child.withIndexInParent(index));
            }
        }
    }

    /**
     * Waits until node {@code id} is published, at most {@code timeoutMillis}: a reader that asked
     * the toolkit side to read a child (see {@link ChildrenPort}) hands out its reference only once
     * a client can follow it. Returns whether it is there.
     */
    public boolean awaitPresent(long id, long timeoutMillis) throws InterruptedException {
        return await(() -> nodes.containsKey(id), timeoutMillis);
    }

    /**
     * Waits until {@code condition}, checked after every update, holds, at most
     * {@code timeoutMillis}. Returns whether it does.
     */
    public boolean await(BooleanSupplier condition, long timeoutMillis) throws InterruptedException {
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000;
        synchronized (publication) {
            waiters++;
            try {
                while (!condition.getAsBoolean()) {
                    long left = (deadline - System.nanoTime()) / 1_000_000;
                    if (left <= 0) {
                        return false;
                    }
                    publication.wait(left);
                }
                return true;
            } finally {
                waiters--;
            }
        }
    }

    private void published() {
        synchronized (publication) {
            if (waiters > 0) {
                publication.notifyAll();
            }
        }
    }
}
