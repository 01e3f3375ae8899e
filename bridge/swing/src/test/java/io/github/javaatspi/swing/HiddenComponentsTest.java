package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import java.awt.Component;
import java.awt.Container;
import java.awt.FlowLayout;
import javax.accessibility.Accessible;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.WindowConstants;
import org.junit.jupiter.api.Test;

/**
 * Labels and buttons inside an application's container that is not {@code Accessible} (as
 * Freeplane's map nodes are) are in the tree, as children of the nearest accessible ancestor;
 * inside the JDK's own such containers they stay out, as Swing leaves them.
 */
class HiddenComponentsTest extends SwingSourceFixture {
    private static final HiddenContainerWatch UNWATCHED = new HiddenContainerWatch(container -> { });

    /** An application's container that is not accessible: a plain {@code JComponent} subclass. */
    static final class NodeView extends JComponent {
        NodeView(Component... inside) {
            setLayout(new FlowLayout());
            for (Component c : inside) {
                add(c);
            }
        }
    }

    @Test
    void componentsInsideAnApplicationsInaccessibleContainerAreChildrenOfItsAccessibleAncestor() throws Exception {
        start(config());
        String title = "Hidden " + COUNTER.incrementAndGet();
        JButton hidden = OnEdt.call(() -> new JButton("Hidden button"));
        JPanel panel = OnEdt.call(() -> {
            JFrame f = new JFrame(title);
            f.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
            JPanel p = new JPanel(new FlowLayout());
            p.add(new JLabel("Before"));
            p.add(new NodeView(new JLabel("Inside"), new NodeView(hidden)));
            Container jdkOwn = new Container();
            jdkOwn.setLayout(new FlowLayout());
            jdkOwn.add(new JLabel("Left out"));
            p.add(jdkOwn);
            p.add(new JLabel("After"));
            f.setContentPane(p);
            f.pack();
            windows.add(f);
            f.setVisible(true);
            return p;
        });
        assertThat(OnEdt.call(() -> panel.getAccessibleContext().getAccessibleChildrenCount()))
                .as("what Swing lists: the two labels, not what lies in the containers").isEqualTo(2);
        assertThat(OnEdt.call(() -> hidden.getAccessibleContext().getAccessibleParent())).isNull();

        long frame = awaitFrame(title).id();
        Node button = awaitNode("the button inside two inaccessible containers", frame, Role.BUTTON, "Hidden button");
        Node parent = tree.get(button.parent());
        assertThat(childrenOf(parent)).extracting(Node::name).containsExactly("Before", "Inside", "Hidden button", "After");
        assertThat(parent.role()).isEqualTo(Role.PANEL);
        assertThat(find(frame, Role.LABEL, "Left out")).as("inside AWT's own Container").isNull();
        assertTreeIsConsistent();

        NodeView inner = (NodeView) OnEdt.call(() -> hidden.getParent());
        OnEdt.call(() -> {
            inner.add(new JLabel("Added later"));
            inner.revalidate();
            return null;
        });
        Node added = awaitNode("a label added inside", frame, Role.LABEL, "Added later");
        OnEdt.call(() -> {
            inner.remove(inner.getComponentCount() - 1);
            inner.revalidate();
            return null;
        });
        awaitTrue("the label removed from inside to leave", () -> !tree.contains(added.id()));

        OnEdt.call(() -> hidden.requestFocusInWindow());
        awaitTrue("the hidden button focused", () -> {
            Node n = tree.get(button.id());
            return n != null && n.has(State.FOCUSED);
        });
    }

    @Test
    void aContainerWhoseContextListsItsOwnChildrenIsLeftAsItIs() throws Exception {
        assertThat(OnEdt.<Object>call(() -> {
            JList<String> list = new JList<>(new String[] {"a"});
            list.add(new NodeView(new JLabel("Never an item")));
            return HiddenComponents.childrenOf(list, list.getAccessibleContext(),
                    list.getAccessibleContext().getAccessibleChildrenCount(), UNWATCHED);
        })).as("a list's children are its items").isNull();
        assertThat(OnEdt.<Object>call(() -> {
            JPanel plain = new JPanel();
            plain.add(new JLabel("Only accessible"));
            return HiddenComponents.childrenOf(plain, plain.getAccessibleContext(), 1, UNWATCHED);
        })).as("nothing left out: Swing's own list stands").isNull();
        assertThat(Accessible.class.isAssignableFrom(NodeView.class)).isFalse();
    }
}
