package io.github.javaatspi.swing;

import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.ScreenPlace;

import java.awt.Component;
import java.awt.Container;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import javax.accessibility.AccessibleComponent;

/**
 * Where components are on the screen, as the UI thread tells it: for the snapshot (read with
 * every node, so extents need not wait for the UI thread) and for live questions alike, so both
 * give the same answer. Event thread only.
 */
final class ScreenPlaces {
    /** Deeper than any window's tree; a bound on the walk should the parents ever loop. */
    static final int MAX_DEPTH = 1000;

    private ScreenPlaces() {
    }

    /**
     * Where {@code h} is now, stamped with {@code epoch}; null unless it is a component of its own
     * (items and other slots move without an event of theirs) that is showing.
     */
    static ScreenPlace read(IdentityTable ids, Handle h, Resolved r, long epoch) {
        if (h.isSlot() || !(r.accessible() instanceof Component)) {
            return null;
        }
        AccessibleComponent c = GuardedContext.getAccessibleComponent(r.context(), null);
        Rectangle bounds = c == null ? null : GuardedInterfaces.getBounds(c, null);
        Point onScreen = bounds == null ? null : GuardedInterfaces.getLocationOnScreen(c, null);
        Point window = onScreen == null ? null : guardedWindowOrigin(ids, h);
        Point inParent = window == null ? null : GuardedInterfaces.getLocation(c, null);
        if (inParent == null) {
            return null;
        }
        return new ScreenPlace(new Rect(onScreen.x, onScreen.y, bounds.width, bounds.height), window.x, window.y,
                inParent.x, inParent.y, epoch, nested(ids, h, (Component) r.accessible()));
    }

    /**
     * Whether every container {@code component} sits in on screen that is a node is also one of
     * {@code h}'s ancestors in the tree (see {@link ScreenPlace#nested}), met in the same order
     * going up. Not so for an item of a menu whose popup is a node elsewhere, say: the popup's
     * moves would not be seen as its own. Runs with every node read, so it walks both chains once.
     */
    private static boolean nested(IdentityTable ids, Handle h, Component component) {
        Handle ancestor = h;
        int steps = 0;
        // A window's parent is its owner, which it does not sit in.
        Container first = component instanceof Window ? null : component.getParent();
        for (Container p = first; p != null; p = p instanceof Window ? null : p.getParent()) {
            Handle container = ids.existingFor(p);
            if (container == null) {
                continue;
            }
            do {
                ancestor = ancestor.parent == NodeId.ROOT ? null : ids.get(ancestor.parent);
            } while (ancestor != null && ancestor.id != container.id && ++steps < MAX_DEPTH);
            if (ancestor == null || ancestor.id != container.id) {
                return false;
            }
        }
        return true;
    }

    /** {@link #windowOrigin}, guarded (written out for the reason {@link GuardedContext} gives). */
    private static Point guardedWindowOrigin(IdentityTable ids, Handle h) {
        try {
            return windowOrigin(ids, h);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, null);
        }
    }

    /** The screen position of the top-level window (in our tree) that contains {@code h}; null if unknown. */
    static Point windowOrigin(IdentityTable ids, Handle h) {
        while (h != null && h.parent != NodeId.ROOT) {
            h = ids.get(h.parent);
        }
        Resolved top = h == null ? null : ids.resolve(h);
        AccessibleComponent c = top == null ? null : top.context().getAccessibleComponent();
        return c == null ? null : c.getLocationOnScreen();
    }
}
