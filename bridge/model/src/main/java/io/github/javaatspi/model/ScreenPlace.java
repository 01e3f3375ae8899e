package io.github.javaatspi.model;

import java.util.Objects;

/**
 * Where a component was on the screen when it was read, with the toolkit's geometry epoch at
 * that moment ({@link UiPort#geometryEpoch()}). While the epoch has not moved on — nothing moved,
 * resized, showed or hid since — this is where the component still is, and its extents can be
 * answered without the UI thread.
 *
 * @param onScreen the component's box in screen coordinates
 * @param windowX the screen position of its top-level window, for window coordinates
 * @param parentX its position in its parent, as the toolkit gives parent coordinates
 */
public record ScreenPlace(Rect onScreen, int windowX, int windowY, int parentX, int parentY, long epoch) {
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

    // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
    @Override
    public boolean equals(Object o) {
        return o instanceof ScreenPlace p && p.onScreen.equals(onScreen) && p.windowX == windowX
                && p.windowY == windowY && p.parentX == parentX && p.parentY == parentY && p.epoch == epoch;
    }

    @Override
    public int hashCode() {
        return Objects.hash(onScreen, windowX, windowY, parentX, parentY, epoch);
    }
}
