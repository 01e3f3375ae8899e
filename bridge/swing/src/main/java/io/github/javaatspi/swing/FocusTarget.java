package io.github.javaatspi.swing;

import javax.accessibility.Accessible;

/**
 * Where the keyboard focus is as a screen reader should see it: a component, or a renderer
 * child of it reached by child positions (a list item, a table cell, a tree node's path).
 */
record FocusTarget(Accessible component, int[] childPath) {
    static FocusTarget of(Accessible component) {
        return new FocusTarget(component, new int[0]);
    }

    boolean isDescendant() {
        return childPath.length > 0;
    }
}
