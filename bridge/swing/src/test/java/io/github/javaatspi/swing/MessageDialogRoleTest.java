package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.Role;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleRole;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A message dialog is the alert, as GTK's is, and its option pane a plain panel inside it. */
class MessageDialogRoleTest {
    @BeforeAll
    static void needsADisplay() {
        OnEdt.requireDisplay("MessageDialogRoleTest");
    }

    @Test
    void aWarningDialogIsTheAlertAndItsOptionPaneAPanel() throws Exception {
        Role[] roles = OnEdt.call(() -> {
            JOptionPane pane = new JOptionPane("The disk is full.", JOptionPane.WARNING_MESSAGE);
            JDialog dialog = pane.createDialog("Warning");
            try {
                assertThat(pane.getAccessibleContext().getAccessibleRole()).as("what Swing says by itself")
                        .isEqualTo(AccessibleRole.ALERT);
                return new Role[] {roleOf(dialog), roleOf(pane)};
            } finally {
                dialog.dispose();
            }
        });

        assertThat(roles).containsExactly(Role.ALERT, Role.PANEL);
    }

    @Test
    void aQuestionStaysADialogWithItsOptionPane() throws Exception {
        Role[] roles = OnEdt.call(() -> {
            JOptionPane pane = new JOptionPane("Save the file?", JOptionPane.QUESTION_MESSAGE,
                    JOptionPane.YES_NO_OPTION);
            JDialog dialog = pane.createDialog("Question");
            try {
                return new Role[] {roleOf(dialog), roleOf(pane)};
            } finally {
                dialog.dispose();
            }
        });

        assertThat(roles).containsExactly(Role.DIALOG, SwingRoles.map(AccessibleRole.OPTION_PANE));
    }

    @Test
    void anAlertPaneInsideAnOrdinaryDialogKeepsItsRole() throws Exception {
        Role[] roles = OnEdt.call(() -> {
            JOptionPane pane = new JOptionPane("Careful.", JOptionPane.ERROR_MESSAGE);
            JDialog dialog = new JDialog();
            dialog.getContentPane().add(pane);
            dialog.getContentPane().add(new JLabel("More"));
            try {
                return new Role[] {roleOf(dialog), roleOf(pane)};
            } finally {
                dialog.dispose();
            }
        });

        assertThat(roles).containsExactly(Role.DIALOG, Role.ALERT);
    }

    private static Role roleOf(Accessible a) {
        return RoleRefinement.refine(SwingRoles.map(a.getAccessibleContext().getAccessibleRole()), a, null);
    }
}
