package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.stack.Deadline;
import java.awt.Component;
import java.awt.FlowLayout;
import java.awt.Window;
import java.beans.PropertyChangeListener;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import javax.accessibility.AccessibleContext;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;

/**
 * What the tests of the tree source share: real, showing Swing windows, and the updates the
 * source hands to its sink applied to a real {@link Tree}, which is then inspected as a client
 * would see it.
 */
abstract class SwingSourceFixture {
    static final Duration WAIT = Duration.ofSeconds(15);
    static final AtomicInteger COUNTER = new AtomicInteger();
    static final String APP = "Tree source test";

    final BlockingQueue<TreeUpdate> updates = new LinkedBlockingQueue<>();
    volatile long lastUpdateNanos = System.nanoTime();
    final Tree tree = new Tree();
    final List<Window> windows = new ArrayList<>();
    SwingTreeSource source;
    int applied;

    @BeforeAll
    static void needsADisplay() {
        OnEdt.requireDisplay("The tree source's tests");
    }

    @AfterEach
    void tearDown() throws Exception {
        if (source != null) {
            source.stop(5000);
        }
        OnEdt.run(() -> windows.forEach(Window::dispose));
    }

    // ---- fixture ----

    static SwingConfig config() {
        return new SwingConfig(APP, 5000, 5000, 0, 0);
    }

    void start(SwingConfig config) {
        source = new SwingTreeSource(config, u -> {
            lastUpdateNanos = System.nanoTime();
            updates.add(u);
        });
        source.start();
    }

    /** Applies every update that arrived, as the bridge thread does. */
    void sync() {
        for (TreeUpdate u; (u = updates.poll()) != null; ) {
            tree.apply(u, ChangeHandler.NONE);
            applied++;
        }
    }

    /** Gives {@code c} the keyboard focus, bringing its window to the front until Swing agrees. */
    static void focus(Component c) {
        Deadline.awaitTrue("the focus on " + c, WAIT, () -> {
            try {
                return OnEdt.call(() -> {
                    if (!c.isFocusOwner()) {
                        SwingUtilities.getWindowAncestor(c).toFront();
                        c.requestFocus();
                    }
                    return c.isFocusOwner();
                });
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    <T> T await(String what, Supplier<T> probe) {
        return Deadline.await(what, WAIT, () -> {
            sync();
            return probe.get();
        });
    }

    void awaitTrue(String what, Supplier<Boolean> condition) {
        await(what, () -> condition.get() ? Boolean.TRUE : null);
    }

    Node awaitFrame(String title) {
        return await("the frame '" + title + "' under the root", () -> childOfRoot(Role.FRAME, title));
    }

    Node awaitNode(String what, long under, Role role, String name) {
        return await(what, () -> find(under, role, name));
    }

    Node childOfRoot(Role role, String name) {
        Node root = tree.get(NodeId.ROOT);
        if (root == null) {
            return null;
        }
        for (long id : root.children()) {
            Node n = tree.get(id);
            if (n != null && n.role() == role && n.name().equals(name)) {
                return n;
            }
        }
        return null;
    }

    /** The first node below {@code under} (breadth first) with {@code role} and, unless null, {@code name}. */
    Node find(long under, Role role, String name) {
        for (long id : subtreeIds(under)) {
            Node n = tree.get(id);
            if (n != null && id != under && n.role() == role && (name == null || n.name().equals(name))) {
                return n;
            }
        }
        return null;
    }

    List<Long> subtreeIds(long top) {
        List<Long> out = new ArrayList<>();
        Deque<Long> work = new ArrayDeque<>(List.of(top));
        while (!work.isEmpty()) {
            long id = work.poll();
            Node n = tree.get(id);
            if (n != null) {
                out.add(id);
                for (long c : n.children()) {
                    work.add(c);
                }
            }
        }
        return out;
    }

    List<Node> childrenOf(Node n) {
        List<Node> out = new ArrayList<>();
        for (long c : n.children()) {
            out.add(tree.get(c));
        }
        return out;
    }

    /**
     * Waits until everything the app did so far has reached the tree: renames {@code marker} after
     * it, on the event thread, and waits for the new name (the source flushes in event order).
     */
    void settled(long under, JLabel marker) throws Exception {
        String name = "settled " + COUNTER.incrementAndGet();
        OnEdt.call(() -> {
            marker.setText(name);
            return null;
        });
        awaitNode("the marker '" + name + "'", under, Role.LABEL, name);
    }

    /** Every listed child exists and points back; every node but the root is listed by its parent. */
    void assertTreeIsConsistent() {
        sync();
        for (Node n : tree.nodes()) {
            for (int k = 0; k < n.listedCount(); k++) {
                Node child = tree.get(n.listedAt(k));
                assertThat(child).as("child %d of %s", n.listedAt(k), n).isNotNull();
                assertThat(child.parent()).as("parent of %s", child).isEqualTo(n.id());
                assertThat(child.indexInParent()).as("index of %s", child).isEqualTo(n.positionOfListed(k));
            }
            if (n.id() != NodeId.ROOT) {
                Node parent = tree.get(n.parent());
                assertThat(parent).as("parent of %s", n).isNotNull();
                assertThat(parent.indexOfChild(n.id())).as("%s listed by %s", n, parent).isNotNegative();
            }
        }
    }

    Demo showDemo() throws Exception {
        String title = "Demo " + COUNTER.incrementAndGet();
        return OnEdt.call(() -> {
            Demo d = new Demo(title);
            windows.add(d.frame);
            d.frame.setVisible(true);
            return d;
        });
    }


    /** A small window with one of each thing the tests look at. Built on the event thread. */
    static final class Demo {
        final JFrame frame;
        final JPanel panel = new JPanel(new FlowLayout());
        final JButton go = new JButton("Go");
        final JList<String> list = new JList<>(new String[] {"alpha", "beta", "gamma"});
        final JCheckBox check = new JCheckBox("Check me");
        final JLabel label = new JLabel("Ready");
        final TrackedButton tracked = new TrackedButton("Tracked");

        Demo(String title) {
            frame = new JFrame(title);
            frame.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
            panel.add(go);
            panel.add(list);
            panel.add(check);
            panel.add(label);
            panel.add(tracked);
            frame.setContentPane(panel);
            frame.pack();
        }
    }

    /** A window whose only content is a {@link SilentLabel}, shown. */
    SilentLabel showSilentLabel(String titlePrefix) throws Exception {
        String title = titlePrefix + COUNTER.incrementAndGet();
        return OnEdt.call(() -> {
            JFrame f = new JFrame(title);
            SilentLabel l = new SilentLabel(title);
            f.setContentPane(l);
            f.pack();
            windows.add(f);
            f.setVisible(true);
            return l;
        });
    }

    /** A label whose accessible name changes without any event, as custom components' often do. */
    static final class SilentLabel extends JLabel {
        final String title;
        volatile String quietName = "first";
        final AtomicInteger nameReads = new AtomicInteger();

        SilentLabel(String title) {
            this.title = title;
        }

        @Override
        public AccessibleContext getAccessibleContext() {
            if (accessibleContext == null) {
                accessibleContext = new AccessibleJLabel() {
                    @Override
                    public String getAccessibleName() {
                        nameReads.incrementAndGet();
                        return quietName;
                    }
                };
            }
            return accessibleContext;
        }
    }

    /** A button whose context tells which property-change listeners are registered on it. */
    static final class TrackedButton extends JButton {
        final Set<PropertyChangeListener> listeners = ConcurrentHashMap.newKeySet();

        TrackedButton(String text) {
            super(text);
        }

        @Override
        public AccessibleContext getAccessibleContext() {
            if (accessibleContext == null) {
                accessibleContext = new AccessibleJButton() {
                    @Override
                    public void addPropertyChangeListener(PropertyChangeListener l) {
                        listeners.add(l);
                        super.addPropertyChangeListener(l);
                    }

                    @Override
                    public void removePropertyChangeListener(PropertyChangeListener l) {
                        listeners.remove(l);
                        super.removePropertyChangeListener(l);
                    }
                };
            }
            return accessibleContext;
        }
    }
}
