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
        if (Safe.get(c::isEnabled, false)) {
            out.add(State.ENABLED);
            out.add(State.SENSITIVE);
        }
        if (Safe.get(c::isVisible, false)) {
            out.add(State.VISIBLE);
        }
        if (Safe.get(c::isShowing, false)) {
            out.add(State.SHOWING);
        }
        if (Safe.get(c::isFocusable, false)) {
            out.add(State.FOCUSABLE);
        }
        if (Safe.get(c::isFocusOwner, false)) {
            out.add(State.FOCUSED);
        }
    }
}
