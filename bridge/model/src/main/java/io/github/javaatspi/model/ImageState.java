package io.github.javaatspi.model;

import java.util.Objects;

/**
 * The image an object shows (an icon on a label or button): what it is said to show and how large
 * it is. Where it is drawn is a live question ({@link UiPort#imageExtents}).
 */
public record ImageState(String description, int width, int height) {
    public ImageState {
        description = Objects.requireNonNullElse(description, "");
    }

    // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
    @Override
    public boolean equals(Object o) {
        return o instanceof ImageState i && Objects.equals(i.description, description) && i.width == width
                && i.height == height;
    }

    @Override
    public int hashCode() {
        return Objects.hash(description, width, height);
    }
}
