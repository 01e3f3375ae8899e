package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javax.accessibility.AccessibleAction;
import javax.accessibility.AccessibleContext;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JEditorPane;
import javax.swing.JFormattedTextField;
import javax.swing.JPasswordField;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.text.JTextComponent;
import org.junit.jupiter.api.Test;

class TextActionsTest {

    @Test
    void aTextComponentsActionsAreTheOnesItsContextGivesOneByOne() throws Exception {
        for (JTextComponent c : OnEdt.call(() -> List.of(new JTextField("a"), new JPasswordField("b"), new JTextArea("c"),
                new JEditorPane("text/html", "<p>d</p>"), new JFormattedTextField(42)))) {
            OnEdt.run(() -> {
                AccessibleAction action = c.getAccessibleContext().getAccessibleAction();
                String[] fast = TextActions.descriptions(c, action);
                assertThat(fast).as(c.getClass().getSimpleName()).isNotNull().isNotEmpty()
                        .containsExactlyElementsOf(oneByOne(action));
            });
        }
    }

    @Test
    void theListIsBuiltOnceWhereAskingOneByOneBuildsItForEveryAction() throws Exception {
        OnEdt.run(() -> {
            AtomicInteger built = new AtomicInteger();
            JTextField field = new JTextField() {
                @Override
                public Action[] getActions() {
                    built.incrementAndGet();
                    return super.getActions();
                }
            };
            AccessibleAction action = field.getAccessibleContext().getAccessibleAction();
            List<String> slow = oneByOne(action);
            assertThat(built.getAndSet(0)).isEqualTo(slow.size() + 1);
            assertThat(TextActions.descriptions(field, action)).containsExactlyElementsOf(slow);
            assertThat(built.get()).isEqualTo(1);
        });
    }

    @Test
    void aContextThatAnswersInItsOwnWayIsAskedOneByOne() throws Exception {
        OnEdt.run(() -> {
            JTextField field = new JTextField() {
                @Override
                public AccessibleContext getAccessibleContext() {
                    if (accessibleContext == null) {
                        accessibleContext = new AccessibleJTextField() {
                            @Override
                            public String getAccessibleActionDescription(int i) {
                                return "custom " + i;
                            }
                        };
                    }
                    return accessibleContext;
                }
            };
            assertThat(TextActions.descriptions(field, field.getAccessibleContext().getAccessibleAction())).isNull();
        });
    }

    @Test
    void anotherComponentsContextOrAContextThatIsNotForTextIsAskedOneByOne() throws Exception {
        OnEdt.run(() -> {
            JTextField one = new JTextField();
            JTextField other = new JTextField();
            assertThat(TextActions.descriptions(one, other.getAccessibleContext().getAccessibleAction())).isNull();
            JButton button = new JButton("Go");
            assertThat(TextActions.descriptions(button, button.getAccessibleContext().getAccessibleAction())).isNull();
        });
    }

    private static List<String> oneByOne(AccessibleAction action) {
        List<String> out = new ArrayList<>();
        int n = action.getAccessibleActionCount();
        for (int i = 0; i < n; i++) {
            String d = action.getAccessibleActionDescription(i);
            out.add(d == null ? "" : d);
        }
        return out;
    }
}
