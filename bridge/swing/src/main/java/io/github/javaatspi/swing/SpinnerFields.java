package io.github.javaatspi.swing;

import java.awt.Component;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.swing.JFormattedTextField;
import javax.swing.JSpinner;

/**
 * The text field of a {@code JSpinner}'s standard editor, which holds the keyboard focus while the
 * user types into or steps the spinner. A screen reader should meet the spinner there, as GTK's
 * spin button is one focusable object without children: the spinner's own accessible context
 * already serves the field's text (and fires its changes) together with its name, value and
 * range, while the field alone is an unnamed "text" whose value changes nobody announces. So the
 * spinner is published as a leaf, and what the field reports while the user types into it is
 * the spinner's change.
 */
final class SpinnerFields {
    private SpinnerFields() {
    }

    /** The spinner whose standard editor's text field {@code c} is, or null. */
    static JSpinner spinnerOf(Component c) {
        if (c != null && c.getParent() instanceof JSpinner.DefaultEditor editor && editor.getTextField() == c
                && editor.getParent() instanceof JSpinner spinner && spinner.getEditor() == editor) {
            return spinner;
        }
        return null;
    }

    /** The spinner whose standard editor's text field has the context {@code field}, or null. */
    static JSpinner spinnerOfField(AccessibleContext field) {
        if (field.getAccessibleParent() instanceof JSpinner.DefaultEditor editor
                && editor.getTextField().getAccessibleContext() == field
                && editor.getParent() instanceof JSpinner spinner && spinner.getEditor() == editor) {
            return spinner;
        }
        return null;
    }

    /**
     * The text field of {@code a}'s standard editor when {@code a} is a spinner that has one,
     * else null (a spinner with an editor of the application's own keeps it as its child).
     */
    static JFormattedTextField fieldOf(Accessible a) {
        return a instanceof JSpinner spinner && spinner.getEditor() instanceof JSpinner.DefaultEditor editor
                ? editor.getTextField() : null;
    }
}
