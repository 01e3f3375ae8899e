package io.github.javaatspi.model;

import java.util.Objects;

/**
 * Where a component was on the screen when it was read, with the toolkit's geometry epoch at
 * that moment ({@link UiPort#geometryEpoch()}). While nothing it sits in has moved, resized,
 * showed or hid since ({@link #holds}), this is where the component still is, and its extents
 * can be answered without the UI thread.
 *
 * @param onScreen the component's box in screen coordinates
 * @param windowX the screen position of its top-level window, for window coordinates
 * @param parentX its position in its parent, as the toolkit gives parent coordinates
 * @param nested whether every container the component sits in on screen that is a node of the
 *     tree is one of its ancestors there, so that only their moves (and those of containers that
 *     are no node) can move it; else any move outdates this place
 */
public record ScreenPlace(Rect onScreen, int windowX, int windowY, int parentX, int parentY, long epoch,
        boolean nested) {
    public ScreenPlace {
        Objects.requireNonNull(onScreen, "onScreen");
    }

    /** The box in {@code space}. */
    public Rect in(CoordSpace space) {
        return switch (space) {
            case SCREEN -> onScreen;
            case WINDOW -> new Rect(onScreen.x() - windowX, onScreen.y() - windowY, onScreen.width(),
                    onScreen.height());
            case PARENT -> new Rect(parentX, parentY, onScreen.width(), onScreen.height());
        };
    }

    /**
     * Whether this place, read for {@code n}, still holds: no move the toolkit could not pin to a
     * node, and no move of {@code n} or of any node it sits in (its ancestors in {@code tree}),
     * since it was read. A move elsewhere — another tab's page shown, a panel beside it resized —
     * leaves it alone. A place that is not {@link #nested} holds only while nothing moved at all.
     */
    public boolean holds(Node n, Tree tree, UiPort ui) {
        if (!nested) {
            return epoch >= 0 && ui.geometryEpoch() == epoch;
        }
        if (ui.untrackedMoveEpoch() > epoch) {
            return false;
        }
        for (Node a = n; a != null; a = a.id() == NodeId.ROOT ? null : tree.get(a.parent())) {
            if (ui.moveEpochOf(a.id()) > epoch) {
                return false;
            }
        }
        return true;
    }

    // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
    @Override
    public boolean equals(Object o) {
        return o instanceof ScreenPlace p && p.onScreen.equals(onScreen) && p.windowX == windowX
                && p.windowY == windowY && p.parentX == parentX && p.parentY == parentY && p.epoch == epoch
                && p.nested == nested;
    }

    @Override
    public int hashCode() {
        return Objects.hash(onScreen, windowX, windowY, parentX, parentY, epoch, nested);
    }
}
