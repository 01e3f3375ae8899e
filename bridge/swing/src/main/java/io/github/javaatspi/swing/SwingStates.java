package io.github.javaatspi.swing;

import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;

import java.util.IdentityHashMap;
import java.util.Map;
import javax.accessibility.AccessibleState;
import javax.accessibility.AccessibleStateSet;

/**
 * Every {@link AccessibleState} constant of the JDK to the {@link State}s it stands for. Data
 * only; a test fails when the JDK has a constant this table does not name. ENABLED also means
 * SENSITIVE, which is what ATs check before offering to activate something.
 */
final class SwingStates {
    private static final Object[][] TABLE = {
        {AccessibleState.ACTIVE, new State[] {State.ACTIVE}},
        {AccessibleState.ARMED, new State[] {State.ARMED}},
        {AccessibleState.BUSY, new State[] {State.BUSY}},
        {AccessibleState.CHECKED, new State[] {State.CHECKED}},
        {AccessibleState.COLLAPSED, new State[] {State.COLLAPSED}},
        {AccessibleState.EDITABLE, new State[] {State.EDITABLE}},
        {AccessibleState.ENABLED, new State[] {State.ENABLED, State.SENSITIVE}},
        {AccessibleState.EXPANDABLE, new State[] {State.EXPANDABLE}},
        {AccessibleState.EXPANDED, new State[] {State.EXPANDED}},
        {AccessibleState.FOCUSABLE, new State[] {State.FOCUSABLE}},
        {AccessibleState.FOCUSED, new State[] {State.FOCUSED}},
        {AccessibleState.HORIZONTAL, new State[] {State.HORIZONTAL}},
        {AccessibleState.ICONIFIED, new State[] {State.ICONIFIED}},
        {AccessibleState.INDETERMINATE, new State[] {State.INDETERMINATE}},
        {AccessibleState.MANAGES_DESCENDANTS, new State[] {State.MANAGES_DESCENDANTS}},
        {AccessibleState.MODAL, new State[] {State.MODAL}},
        {AccessibleState.MULTI_LINE, new State[] {State.MULTI_LINE}},
        {AccessibleState.MULTISELECTABLE, new State[] {State.MULTISELECTABLE}},
        {AccessibleState.OPAQUE, new State[] {State.OPAQUE}},
        {AccessibleState.PRESSED, new State[] {State.PRESSED}},
        {AccessibleState.RESIZABLE, new State[] {State.RESIZABLE}},
        {AccessibleState.SELECTABLE, new State[] {State.SELECTABLE}},
        {AccessibleState.SELECTED, new State[] {State.SELECTED}},
        {AccessibleState.SHOWING, new State[] {State.SHOWING}},
        {AccessibleState.SINGLE_LINE, new State[] {State.SINGLE_LINE}},
        {AccessibleState.TRANSIENT, new State[] {State.TRANSIENT}},
        {AccessibleState.TRUNCATED, new State[] {State.TRUNCATED}},
        {AccessibleState.VERTICAL, new State[] {State.VERTICAL}},
        {AccessibleState.VISIBLE, new State[] {State.VISIBLE}},
    };

    private static final Map<AccessibleState, State[]> BY_JAVA = new IdentityHashMap<>();

    static {
        for (Object[] row : TABLE) {
            BY_JAVA.put((AccessibleState) row[0], (State[]) row[1]);
        }
    }

    private SwingStates() {
    }

    /** Adds the states {@code javaStates} stand for to {@code out}; unknown custom states are skipped. */
    static void addAll(AccessibleStateSet javaStates, StateSet.Builder out) {
        if (javaStates == null) {
            return;
        }
        for (AccessibleState s : javaStates.toArray()) {
            State[] mapped = BY_JAVA.get(s);
            if (mapped != null) {
                for (State m : mapped) {
                    out.add(m);
                }
            }
        }
    }

    static Map<AccessibleState, State[]> table() {
        return BY_JAVA;
    }
}
