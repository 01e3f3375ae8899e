package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.Role;
import java.awt.AWTEvent;
import java.awt.Dimension;
import java.awt.EventQueue;
import java.awt.FlowLayout;
import java.awt.Panel;
import java.awt.Point;
import java.awt.Toolkit;
import java.awt.event.AWTEventListener;
import java.awt.event.ComponentEvent;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.CellRendererPane;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JPanel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Which components' moves the source hears, and how: a listener on each component that holds a
 * node and on the containers it sits in, so that painting cells costs the application no events.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class MoveWatchTest extends SwingSourceFixture {

    @Test
    void paintingAListPostsNoEventForItsRendererWhileTheSourceRuns() throws Exception {
        start(config());
        Demo ui = showDemo();
        long frame = awaitFrame(ui.frame.getTitle()).id();
        awaitNode("the list", frame, Role.LIST, null);

        assertThat(rendererEventsPostedPainting(ui)).as("renderer moves posted while the source runs").isZero();
        // The same paint with a toolkit-wide listener for component events, as the source once had.
        AWTEventListener toolkitWide = e -> { };
        Toolkit.getDefaultToolkit().addAWTEventListener(toolkitWide, AWTEvent.COMPONENT_EVENT_MASK);
        try {
            assertThat(rendererEventsPostedPainting(ui)).as("renderer moves posted for a toolkit-wide listener")
                    .isGreaterThanOrEqualTo(3);
        } finally {
            Toolkit.getDefaultToolkit().removeAWTEventListener(toolkitWide);
        }
    }

    @Test
    void aContainerThatIsNoNodeIsWatchedForTheNodesInside() throws Exception {
        start(config());
        String title = "Hidden container " + COUNTER.incrementAndGet();
        JComponent[] holder = new JComponent[1];
        OnEdt.call(() -> {
            // A bare JComponent has no accessible context: the tree looks through it.
            holder[0] = new JComponent() { };
            holder[0].setLayout(new FlowLayout());
            holder[0].add(new JButton("Inside"));
            JPanel content = new JPanel(null);
            holder[0].setBounds(0, 0, 200, 60);
            content.add(holder[0]);
            content.setPreferredSize(new Dimension(300, 120));
            JFrame f = frame(title, content);
            f.setVisible(true);
            return null;
        });
        long inside = awaitNode("the button inside", awaitFrame(title).id(), Role.BUTTON, "Inside").id();
        awaitTrue("the button placed", () -> holds(inside));
        Node before = tree.get(inside);
        long untracked = source.untrackedMoveEpoch();

        OnEdt.call(() -> {
            holder[0].setLocation(30, 40);
            return null;
        });

        awaitTrue("the container's move counted as one of no node", () -> source.untrackedMoveEpoch() > untracked);
        assertThat(before.place().holds(before, tree, source.ui())).as("the place read before the move").isFalse();
    }

    @Test
    void anAwtComponentHoldingANodeMakesTheWatchGiveWayToTheToolkit() throws Exception {
        start(config());
        String title = "AWT panel " + COUNTER.incrementAndGet();
        Panel[] awt = new Panel[1];
        OnEdt.call(() -> {
            awt[0] = new Panel(new FlowLayout());
            awt[0].add(new JButton("In AWT"));
            JPanel content = new JPanel(new FlowLayout());
            content.add(awt[0]);
            frame(title, content).setVisible(true);
            return null;
        });
        long button = awaitNode("the button in the AWT panel", awaitFrame(title).id(), Role.BUTTON, "In AWT").id();
        awaitTrue("the button placed", () -> holds(button));
        Node before = tree.get(button);

        assertThat(OnEdt.call(() -> Arrays.stream(awt[0].getComponentListeners())
                .noneMatch(l -> l instanceof MoveWatch))).as("no listener of the watch on the AWT panel").isTrue();
        OnEdt.call(() -> {
            Point at = awt[0].getLocation();
            awt[0].setLocation(at.x + 7, at.y + 3);
            return null;
        });
        awaitTrue("the AWT panel's move heard toolkit-wide",
                () -> !before.place().holds(before, tree, source.ui()));
    }

    private JFrame frame(String title, JComponent content) {
        JFrame f = new JFrame(title);
        f.setContentPane(content);
        f.pack();
        windows.add(f);
        return f;
    }

    private boolean holds(long id) {
        Node n = tree.get(id);
        return n.place() != null && n.place().holds(n, tree, source.ui());
    }

    /** How many component events with a list renderer as their source a full paint of the list posts. */
    private static int rendererEventsPostedPainting(Demo ui) throws Exception {
        CountingQueue queue = new CountingQueue();
        Toolkit.getDefaultToolkit().getSystemEventQueue().push(queue);
        try {
            OnEdt.call(() -> {
                ui.list.paintImmediately(0, 0, ui.list.getWidth(), ui.list.getHeight());
                return null;
            });
        } finally {
            queue.leave();
        }
        return queue.rendererEvents.get();
    }

    /** The application's event queue, counting the component events posted for renderers. */
    private static final class CountingQueue extends EventQueue {
        final AtomicInteger rendererEvents = new AtomicInteger();

        @Override
        public void postEvent(AWTEvent event) {
            if (event instanceof ComponentEvent e && e.getID() <= ComponentEvent.COMPONENT_LAST
                    && e.getComponent() != null && e.getComponent().getParent() instanceof CellRendererPane) {
                rendererEvents.incrementAndGet();
            }
            super.postEvent(event);
        }

        void leave() {
            pop();
        }
    }
}
