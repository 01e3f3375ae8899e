package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;

import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleState;
import javax.swing.JComboBox;
import org.junit.jupiter.api.Test;

/**
 * A combo box's popup is not selected when the first item is: Swing says it is (its parent's
 * selection is asked with the popup's index, 0, which a combo box reads as an item's), and the
 * state flipping with the choice made Orca 43 read the closed popup's list after a choice.
 */
class ComboPopupStateTest {
    @Test
    void thePopupIsNeverSelected() throws Exception {
        OnEdt.call(() -> {
            JComboBox<String> combo = new JComboBox<>(new String[] {"Serif", "Sans", "Mono"});
            Accessible popup = combo.getAccessibleContext().getAccessibleChild(0);
            AccessibleContext context = popup.getAccessibleContext();
            assertThat(context.getAccessibleStateSet().contains(AccessibleState.SELECTED))
                    .as("Swing's own answer, the reason for the rule").isTrue();

            assertThat(Snapshotter.states(Role.POPUP_MENU, popup, context).contains(State.SELECTED)).isFalse();
            return null;
        });
    }
}
