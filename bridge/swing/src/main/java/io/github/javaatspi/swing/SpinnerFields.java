package io.github.javaatspi.swing;

import java.awt.Component;
import javax.swing.JSpinner;

/**
 * The text field of a {@code JSpinner}'s standard editor, which holds the keyboard focus while the
 * user types into or steps the spinner. A screen reader should meet the spinner there, as GTK's
 * spin button is one focusable object: the spinner's own accessible context already serves the
 * field's text (and fires its changes) together with its name, value and range, while the field
 * alone is an unnamed "text" whose value changes nobody announces.
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
}
