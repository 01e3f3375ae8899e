package io.github.javaatspi.model;

import java.util.Objects;

/** An axis-aligned rectangle in integer pixels. */
public record Rect(int x, int y, int width, int height) {
    public static final Rect EMPTY = new Rect(0, 0, 0, 0);

    public boolean contains(int px, int py) {
        return px >= x && py >= y && px < x + width && py < y + height;
    }

    // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
    @Override
    public boolean equals(Object o) {
        return o instanceof Rect r && r.x == x && r.y == y && r.width == width && r.height == height;
    }

    @Override
    public int hashCode() {
        return Objects.hash(x, y, width, height);
    }
}
