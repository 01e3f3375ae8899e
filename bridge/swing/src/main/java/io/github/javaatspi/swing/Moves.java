package io.github.javaatspi.swing;

import io.github.javaatspi.model.ScreenPlace;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What may have moved on screen, for the places the snapshot keeps ({@link ScreenPlace#holds}):
 * an epoch that moves on with every move, resize, show or hide AWT reports, and for each node the
 * epoch of its own component's last one. A component that is no node (a hidden container, a
 * popup's holder) may have moved any node: its moves are counted apart. Written on the event
 * thread, read on any.
 */
final class Moves {
    private final AtomicLong epoch = new AtomicLong();
    private final Map<Long, Long> byNode = new ConcurrentHashMap<>();
    private volatile long untracked;

    long epoch() {
        return epoch.get();
    }

    long untracked() {
        return untracked;
    }

    long of(long id) {
        return byNode.getOrDefault(id, 0L);
    }

    /** The component of {@code h} (null: one that is no node) moved. Event thread. */
    void moved(Handle h) {
        // The stamp goes before the epoch, so whoever sees the new epoch sees the stamp too.
        long next = epoch.get() + 1;
        if (h != null) {
            byNode.put(h.id, next);
        } else {
            untracked = next;
        }
        epoch.set(next);
    }

    /** Node {@code id} left the tree. */
    void forget(long id) {
        byNode.remove(id);
    }

    void clear() {
        byNode.clear();
    }
}
