package io.github.javaatspi.swing;

import javax.accessibility.Accessible;
import javax.accessibility.AccessibleAction;
import javax.swing.Action;
import javax.swing.text.JTextComponent;

/**
 * The accessible actions of a text component, read in one go. Swing's context for text offers
 * the component's editor actions (fifty-odd for a field) and builds that whole list again for
 * the count and for every single description asked — a text field's list merges two tables each
 * time — so reading a field's actions one by one took 0.4–0.5 ms of the event thread, twice per
 * focus move between two fields, while the screen reader waited for the move's events. Where
 * the context is Swing's own, its actions are the component's {@link JTextComponent#getActions}
 * named by {@link Action#NAME}: the list is built once and read from there, with the same result.
 */
final class TextActions {
    private static final Class<?> SWINGS_OWN = JTextComponent.AccessibleJTextComponent.class;

    /** Whether a context class answers action questions with Swing's own code (not overridden). */
    private static final ClassValue<Boolean> ANSWERS_AS_SWING = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            try {
                return type.getMethod("getAccessibleActionCount").getDeclaringClass() == SWINGS_OWN
                        && type.getMethod("getAccessibleActionDescription", int.class).getDeclaringClass() == SWINGS_OWN;
            } catch (NoSuchMethodException | SecurityException e) {
                return false;
            }
        }
    };

    private TextActions() {
    }

    /**
     * The descriptions {@code action} gives, in order, when it is Swing's context of the text
     * component {@code accessible}; null when they have to be asked one by one. A description
     * that is not text is empty, as a failed question would make it.
     */
    static String[] descriptions(Accessible accessible, AccessibleAction action) {
        if (!(accessible instanceof JTextComponent text) || !SWINGS_OWN.isInstance(action)
                || !ANSWERS_AS_SWING.get(action.getClass()) || text.getAccessibleContext() != action) {
            return null;
        }
        Action[] actions = text.getActions();
        String[] out = new String[actions.length];
        for (int i = 0; i < actions.length; i++) {
            Object name = actions[i] == null ? null : actions[i].getValue(Action.NAME);
            out[i] = name instanceof String s ? s : "";
        }
        return out;
    }
}
