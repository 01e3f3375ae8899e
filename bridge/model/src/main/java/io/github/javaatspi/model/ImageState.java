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
}
