package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import java.awt.BorderLayout;
import java.awt.Dimension;
import java.util.concurrent.TimeUnit;
import javax.swing.JButton;
import javax.swing.JDesktopPane;
import javax.swing.JFrame;
import javax.swing.JInternalFrame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The focus moving into an internal frame of a desktop pane, as Tab moves it in SwingSet2. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class InternalFrameFocusTest extends SwingSourceFixture {
    @Test
    void theFocusMovingIntoAnInternalFrameReachesItsButtonAndLeavesTheOneOutside() throws Exception {
        start(config());
        String title = "Desk " + COUNTER.incrementAndGet();
        JButton[] buttons = OnEdt.call(() -> {
            JButton outside = new JButton("Outside");
            JButton inside = new JButton("Inside");
            JInternalFrame inner = new JInternalFrame("Inner", true, true, true, true);
            inner.add(inside);
            inner.setBounds(10, 10, 200, 100);
            inner.setVisible(true);
            JDesktopPane desk = new JDesktopPane();
            desk.add(inner);
            desk.setPreferredSize(new Dimension(300, 200));
            JFrame frame = new JFrame(title);
            frame.add(outside, BorderLayout.NORTH);
            frame.add(desk, BorderLayout.CENTER);
            frame.pack();
            windows.add(frame);
            frame.setVisible(true);
            return new JButton[] {outside, inside};
        });
        long frame = awaitFrame(title).id();
        focus(buttons[0]);
        awaitFocused(frame, "Outside");

        OnEdt.call(() -> {
            buttons[0].transferFocus();
            return null;
        });

        Node inside = awaitFocused(frame, "Inside");
        assertThat(tree.nodes().stream().filter(n -> n.has(State.FOCUSED)).map(Node::id))
                .as("the one focused node").containsExactly(inside.id());
        assertThat(find(frame, Role.LAYERED_PANE, null)).as("the desktop pane").isNotNull();
    }

    private Node awaitFocused(long frame, String button) {
        return await(button + " focused", () -> {
            Node n = find(frame, Role.BUTTON, button);
            return n != null && n.has(State.FOCUSED) ? n : null;
        });
    }
}
