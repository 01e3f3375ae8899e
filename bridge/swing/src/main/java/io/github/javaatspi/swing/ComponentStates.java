package io.github.javaatspi.swing;

import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;

import java.awt.Component;

/**
 * The states an AWT component can tell about itself, for when its accessible context cannot:
 * without them a component whose {@code getAccessibleStateSet} throws would look disabled and
 * hidden, and screen readers would skip a control the user can see and use.
 */
final class ComponentStates {
    private ComponentStates() {
    }

    static void addAll(Component c, StateSet.Builder out) {
        if (GuardedComponents.isEnabled(c, false)) {
            out.add(State.ENABLED);
            out.add(State.SENSITIVE);
        }
        if (GuardedComponents.isVisible(c, false)) {
            out.add(State.VISIBLE);
        }
        if (GuardedComponents.isShowing(c, false)) {
            out.add(State.SHOWING);
        }
        if (GuardedComponents.isFocusable(c, false)) {
            out.add(State.FOCUSABLE);
        }
        if (GuardedComponents.isFocusOwner(c, false)) {
            out.add(State.FOCUSED);
        }
    }
}
