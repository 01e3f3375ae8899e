package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.javaatspi.model.ActionInfo;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.CoordSpace;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.ScreenPlace;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.model.UiUnavailableException;
import io.github.javaatspi.stack.Deadline;
import java.awt.Dimension;
import java.awt.EventQueue;
import java.awt.FlowLayout;
import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.beans.PropertyChangeListener;
import java.lang.reflect.InvocationTargetException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import javax.accessibility.AccessibleContext;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The source against real, showing Swing windows: the updates it hands to its sink are applied to
 * a real {@link Tree}, which is then inspected as a client would see it.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SwingTreeSourceTest {
    private static final Duration WAIT = Duration.ofSeconds(15);
    private static final AtomicInteger COUNTER = new AtomicInteger();
    private static final String APP = "Tree source test";

    private final BlockingQueue<TreeUpdate> updates = new LinkedBlockingQueue<>();
    private volatile long lastUpdateNanos = System.nanoTime();
    private final Tree tree = new Tree();
    private final List<Window> windows = new ArrayList<>();
    private SwingTreeSource source;
    private int applied;

    @BeforeAll
    static void needsADisplay() {
        if (System.getenv("DISPLAY") == null || GraphicsEnvironment.isHeadless()) {
            fail("SwingTreeSourceTest needs an X display and DISPLAY is not set (or AWT is headless): run the build "
                    + "under Xvfb, e.g. xvfb-run -a -s \"-screen 0 1280x1024x24\" mvn -B -o -pl bridge/swing install, "
                    + "or use ./run-tests.sh");
        }
    }

    @AfterEach
    void tearDown() throws Exception {
        if (source != null) {
            source.stop(5000);
        }
        onEdt(() -> {
            windows.forEach(Window::dispose);
            return null;
        });
    }

    // ---- (a) the first reading ----

    @Test
    void theRootIsPublishedAtOnceWithTheApplicationName() {
        start(config());

        assertThat(updates).as("start() hands the root to the sink before it returns").isNotEmpty();
        sync();
        Node root = tree.get(NodeId.ROOT);
        assertThat(root).isNotNull();
        assertThat(root.role()).isEqualTo(Role.APPLICATION);
        assertThat(root.name()).isEqualTo(APP);
        assertThat(root.parent()).isEqualTo(NodeId.NONE);
    }

    @Test
    void aShowingFrameIsReadWithItsDescendants() throws Exception {
        start(config());
        Demo ui = showDemo();

        Node frame = awaitFrame(ui.frame.getTitle());
        Node go = awaitNode("the Go button", frame.id(), Role.BUTTON, "Go");
        Node list = awaitNode("the list", frame.id(), Role.LIST, null);
        Node check = awaitNode("the check box", frame.id(), Role.CHECK_BOX, "Check me");

        assertThat(frame.parent()).isEqualTo(NodeId.ROOT);
        assertThat(tree.get(NodeId.ROOT).indexOfChild(frame.id())).isNotNegative();
        assertThat(go.actions()).extracting(ActionInfo::name).containsExactly("click");
        assertThat(childrenOf(list)).extracting(Node::role).containsOnly(Role.LIST_ITEM);
        assertThat(childrenOf(list)).extracting(Node::name).containsExactly("alpha", "beta", "gamma");
        assertThat(check.has(State.CHECKABLE)).isTrue();
        assertThat(check.has(State.CHECKED)).isFalse();
        assertTreeIsConsistent();
    }

    // ---- (b) (c) changes ----

    @Test
    void aLabelsNewTextBecomesItsName() throws Exception {
        start(config());
        Demo ui = showDemo();
        long label = awaitNode("the label", awaitFrame(ui.frame.getTitle()).id(), Role.LABEL, "Ready").id();
        int before = applied;

        onEdt(() -> {
            ui.label.setText("Done");
            return null;
        });

        awaitTrue("the label to be renamed", () -> "Done".equals(tree.get(label).name()));
        assertThat(applied).as("the new name came in a later update").isGreaterThan(before);
        assertTreeIsConsistent();
    }

    @Test
    void aNameChangedAfterAQuietSpellGoesOutInTheNextTurnNotAfterTheCoalescingDelay() throws Exception {
        start(config());
        Demo ui = showDemo();
        long label = awaitNode("the label", awaitFrame(ui.frame.getTitle()).id(), Role.LABEL, "Ready").id();
        awaitTrue("a quiet spell longer than the coalescing delay", () -> System.nanoTime() - lastUpdateNanos
                > TimeUnit.MILLISECONDS.toNanos(SwingTreeSource.COALESCE_MILLIS * 2));

        onEdt(() -> {
            ui.label.setText("Done");
            return null;
        });
        onEdt(() -> null); // the turn after the change: its flush, queued before, has run
        sync();

        assertThat(tree.get(label).name()).as("published without waiting").isEqualTo("Done");
    }

    @Test
    void listItemsKeepTheirIdsWhenTheSelectionChanges() throws Exception {
        start(config());
        Demo ui = showDemo();
        Node list = awaitNode("the list", awaitFrame(ui.frame.getTitle()).id(), Role.LIST, null);
        long[] items = list.children();
        assertThat(items).hasSize(3);
        assertThat(tree.get(items[1]).has(State.SELECTED)).isFalse();

        onEdt(() -> {
            ui.list.setSelectedIndex(1);
            return null;
        });

        awaitTrue("beta to be selected", () -> tree.get(items[1]) != null && tree.get(items[1]).has(State.SELECTED));
        assertThat(tree.get(list.id()).children()).containsExactly(items);
        assertThat(tree.get(items[0]).has(State.SELECTED)).isFalse();
        assertThat(tree.get(items[2]).has(State.SELECTED)).isFalse();
        assertThat(tree.get(items[1]).name()).isEqualTo("beta");

        onEdt(() -> {
            ui.list.setSelectedIndex(2);
            return null;
        });

        awaitTrue("gamma to be selected", () -> tree.get(items[2]).has(State.SELECTED));
        assertThat(tree.get(items[1]).has(State.SELECTED)).isFalse();
        assertThat(tree.get(list.id()).children()).containsExactly(items);
    }

    @Test
    void aClientReadCatchesAChangeTheApplicationDidNotAnnounce() throws Exception {
        start(new SwingConfig(APP, 5000, 5000, 1, 0));
        SilentLabel silent = showSilentLabel("Silent ");
        long id = awaitNode("the silent label", awaitFrame(silent.title).id(), Role.LABEL, "first").id();

        silent.quietName = "second";
        source.ui().revalidate(id);

        awaitTrue("the revalidated name", () -> "second".equals(tree.get(id).name()));
    }

    @Test
    void aBurstOfClientReadsOfOneStaleNodeIsReadAgainOnceNotOncePerRead() throws Exception {
        start(new SwingConfig(APP, 5000, 5000, 1, 0));
        SilentLabel silent = showSilentLabel("Asked ");
        long id = awaitNode("the silent label", awaitFrame(silent.title).id(), Role.LABEL, "first").id();
        onEdt(() -> null); // the reads of the window's first turns are over
        silent.quietName = "second";
        int before = silent.nameReads.get();

        // A screen reader asks hundreds of questions per key, spread over some milliseconds: they
        // must not each cost the event thread a read of the node (they are gathered, then the node
        // is read again once). Paced by spinning, not sleeping: 40 reads over ~20 ms.
        for (int i = 0; i < 40; i++) {
            source.ui().revalidate(id);
            long until = System.nanoTime() + 500_000;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }

        awaitTrue("the revalidated name", () -> "second".equals(tree.get(id).name()));
        assertThat(silent.nameReads.get() - before).as("reads of the label's name").isBetween(1, 5);
    }

    // ---- (d) (e) windows and components that come and go ----

    @Test
    void aDisposedDialogLeavesWithItsWholeSubtree() throws Exception {
        start(config());
        Demo ui = showDemo();
        awaitFrame(ui.frame.getTitle());
        String title = "Dialog " + COUNTER.incrementAndGet();
        JDialog dialog = onEdt(() -> {
            JDialog d = new JDialog(ui.frame, title, false);
            JPanel p = new JPanel(new FlowLayout());
            p.add(new JButton("OK"));
            p.add(new JTextField("some text", 12));
            d.setContentPane(p);
            d.pack();
            windows.add(d);
            d.setVisible(true);
            return d;
        });
        Node dialogNode = await("the dialog under the root", () -> childOfRoot(Role.DIALOG, title));
        awaitNode("the dialog's OK button", dialogNode.id(), Role.BUTTON, "OK");
        List<Long> subtree = subtreeIds(dialogNode.id());
        assertThat(subtree).hasSizeGreaterThan(3);

        onEdt(() -> {
            dialog.dispose();
            return null;
        });

        awaitTrue("the dialog to leave the root", () -> tree.get(NodeId.ROOT).indexOfChild(dialogNode.id()) < 0);
        awaitTrue("the dialog's subtree to leave", () -> subtree.stream().noneMatch(tree::contains));
        assertThat(childOfRoot(Role.FRAME, ui.frame.getTitle())).as("the frame stays").isNotNull();
        assertTreeIsConsistent();
    }

    @Test
    void aComponentAddedToAShowingPanelComesAndGoes() throws Exception {
        start(config());
        Demo ui = showDemo();
        long frame = awaitFrame(ui.frame.getTitle()).id();
        awaitNode("the Go button", frame, Role.BUTTON, "Go");
        JButton added = new JButton("Added later");

        onEdt(() -> {
            ui.panel.add(added);
            ui.panel.revalidate();
            return null;
        });

        Node node = awaitNode("the added button", frame, Role.BUTTON, "Added later");
        Node panel = tree.get(node.parent());
        assertThat(panel.indexOfChild(node.id())).isEqualTo(panel.childCount() - 1);
        assertTreeIsConsistent();

        onEdt(() -> {
            ui.panel.remove(added);
            ui.panel.revalidate();
            return null;
        });

        awaitTrue("the removed button to leave", () -> !tree.contains(node.id()));
        assertThat(tree.get(panel.id()).indexOfChild(node.id())).isNegative();
        assertThat(find(frame, Role.BUTTON, "Added later")).isNull();
        assertTreeIsConsistent();
    }

    @Test
    void aMenuPopupInAWindowOfItsOwnIsNoWindowOfTheApplication() throws Exception {
        start(config());
        String title = "Small " + COUNTER.incrementAndGet();
        JLabel marker = new JLabel("marker");
        JMenu menu = onEdt(() -> {
            JFrame frame = new JFrame(title);
            frame.add(marker);
            JMenu m = new JMenu("Long");
            for (int i = 0; i < 40; i++) {
                m.add(new JMenuItem("Item " + i));
            }
            JMenuBar bar = new JMenuBar();
            bar.add(m);
            frame.setJMenuBar(bar);
            frame.setSize(220, 120);
            windows.add(frame);
            frame.setVisible(true);
            return m;
        });
        long frame = awaitFrame(title).id();

        onEdt(() -> {
            menu.setPopupMenuVisible(true);
            return null;
        });

        assertThat(onEdt(() -> Arrays.stream(Window.getWindows()).anyMatch(w -> w.isShowing()
                && w.getType() == Window.Type.POPUP))).as("Swing shows the tall popup in a window of its own").isTrue();
        settled(frame, marker);
        Node item = awaitNode("the last item under the menu", frame, Role.MENU_ITEM, "Item 39");
        assertThat(tree.get(item.parent()).name()).isEqualTo("Long");
        assertThat(childrenOf(tree.get(NodeId.ROOT))).extracting(Node::id).containsExactly(frame);
        assertTreeIsConsistent();
    }

    @Test
    void anOpenComboBoxPopupStaysTheComboBoxsChildOnly() throws Exception {
        start(config());
        Demo ui = showDemo();
        JComboBox<String> combo = onEdt(() -> {
            JComboBox<String> c = new JComboBox<>(new String[] {"One", "Two", "Three"});
            ui.panel.add(c);
            ui.frame.pack();
            return c;
        });
        long frame = awaitFrame(ui.frame.getTitle()).id();
        Node comboNode = awaitNode("the combo box", frame, Role.COMBO_BOX, null);

        onEdt(() -> {
            combo.showPopup();
            return null;
        });

        settled(frame, ui.label);
        Node item = awaitNode("an item of the open popup", comboNode.id(), Role.LIST_ITEM, "Two");
        assertThat(subtreeIds(frame)).as("listed once, under the combo box").containsOnlyOnce(item.id());
        assertTreeIsConsistent();
    }

    // ---- (f) limits ----

    @Test
    void maxChildrenCapsTheChildrenRead() throws Exception {
        start(new SwingConfig(APP, 2000, 2, 0, 0));
        String title = "Capped " + COUNTER.incrementAndGet();
        JPanel panel = onEdt(() -> {
            JFrame f = new JFrame(title);
            JPanel p = new JPanel(new FlowLayout());
            p.getAccessibleContext().setAccessibleName("capped");
            for (String name : new String[] {"one", "two", "three", "four", "five"}) {
                p.add(new JButton(name));
            }
            f.setContentPane(p);
            f.pack();
            windows.add(f);
            f.setVisible(true);
            return p;
        });

        Node frame = awaitFrame(title);
        Node node = awaitNode("the panel", frame.id(), Role.PANEL, "capped");

        assertThat(onEdt(panel::getComponentCount)).isEqualTo(5);
        assertThat(node.childCount()).isEqualTo(2);
        assertThat(childrenOf(node)).extracting(Node::name).containsExactly("one", "two");
        assertThat(tree.nodes()).allSatisfy(n -> assertThat(n.childCount()).as("%s", n).isLessThanOrEqualTo(2));
    }

    // ---- (g) stop ----

    @Test
    void stopRemovesOurListenersAndEndsTheUpdates() throws Exception {
        start(config());
        Demo ui = showDemo();
        Node frame = awaitFrame(ui.frame.getTitle());
        awaitNode("the tracked button", frame.id(), Role.BUTTON, "Tracked");
        long label = awaitNode("the label", frame.id(), Role.LABEL, "Ready").id();
        assertThat(ui.tracked.listeners).as("the source listens to the contexts it read").isNotEmpty();
        onEdt(() -> {
            ui.label.setText("Before stop");
            return null;
        });
        awaitTrue("a change before stop() to arrive", () -> "Before stop".equals(tree.get(label).name()));

        source.stop(5000);

        assertThat(ui.tracked.listeners).as("listeners left on the button's context after stop()").isEmpty();
        sync();
        int before = applied;
        onEdt(() -> {
            ui.label.setText("After stop");
            return null;
        });
        // Let anything the change queued run: a flush queued by the change runs before this second turn.
        onEdt(() -> null);
        onEdt(() -> null);
        sync();
        assertThat(applied).as("updates after stop()").isEqualTo(before);
        assertThat(tree.get(label).name()).isEqualTo("Before stop");
    }

    // ---- (h) the live-question port ----

    @Test
    void extentsAreTheComponentsLiveBounds() throws Exception {
        start(config());
        Demo ui = showDemo();
        Node frame = awaitFrame(ui.frame.getTitle());
        long go = awaitNode("the Go button", frame.id(), Role.BUTTON, "Go").id();
        Point onScreen = onEdt(() -> ui.go.getLocationOnScreen());
        Point frameOnScreen = onEdt(() -> ui.frame.getLocationOnScreen());
        Point inParent = onEdt(() -> ui.go.getLocation());
        Dimension size = onEdt(() -> ui.go.getSize());

        assertThat(source.ui().extents(go, CoordSpace.SCREEN))
                .isEqualTo(new Rect(onScreen.x, onScreen.y, size.width, size.height));
        assertThat(source.ui().extents(go, CoordSpace.WINDOW)).isEqualTo(
                new Rect(onScreen.x - frameOnScreen.x, onScreen.y - frameOnScreen.y, size.width, size.height));
        assertThat(source.ui().extents(go, CoordSpace.PARENT))
                .isEqualTo(new Rect(inParent.x, inParent.y, size.width, size.height));
        assertThat(size.width).isPositive();
    }

    @Test
    void aHitTestFindsTheButtonUnderThePoint() throws Exception {
        start(config());
        Demo ui = showDemo();
        Node frame = awaitFrame(ui.frame.getTitle());
        Node go = awaitNode("the Go button", frame.id(), Role.BUTTON, "Go");
        Rect r = source.ui().extents(go.id(), CoordSpace.SCREEN);

        long hit = source.ui().accessibleAtPoint(go.parent(), r.x() + r.width() / 2, r.y() + r.height() / 2,
                CoordSpace.SCREEN);

        assertThat(hit).isEqualTo(go.id());
    }

    @Test
    void doActionClicksTheButtonOnTheEventThread() throws Exception {
        start(config());
        Demo ui = showDemo();
        long go = awaitNode("the Go button", awaitFrame(ui.frame.getTitle()).id(), Role.BUTTON, "Go").id();
        CountDownLatch clicked = new CountDownLatch(1);
        AtomicInteger onEdt = new AtomicInteger();
        onEdt(() -> {
            ui.go.addActionListener(e -> {
                if (EventQueue.isDispatchThread()) {
                    onEdt.incrementAndGet();
                }
                clicked.countDown();
            });
            return null;
        });

        assertThat(source.ui().doAction(go, 0)).isTrue();

        assertThat(clicked.await(10, TimeUnit.SECONDS)).as("the button's action listener ran").isTrue();
        assertThat(onEdt.get()).isEqualTo(1);
    }

    @Test
    void anUnknownIdIsGone() {
        start(config());

        assertThatThrownBy(() -> source.ui().extents(987_654_321L, CoordSpace.SCREEN))
                .isInstanceOfSatisfying(UiUnavailableException.class,
                        e -> assertThat(e.reason()).isEqualTo(UiUnavailableException.Reason.GONE));
    }

    @Test
    void aBlockedEventThreadMakesALiveQuestionBusyWithinItsBudget() throws Exception {
        start(new SwingConfig(APP, 200, 5000, 0, 0));
        Demo ui = showDemo();
        long go = awaitNode("the Go button", awaitFrame(ui.frame.getTitle()).id(), Role.BUTTON, "Go").id();
        CountDownLatch blocked = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        EventQueue.invokeLater(() -> {
            blocked.countDown();
            try {
                release.await(3, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        try {
            assertThat(blocked.await(10, TimeUnit.SECONDS)).as("the event thread got blocked").isTrue();
            long start = System.nanoTime();

            assertThatThrownBy(() -> source.ui().extents(go, CoordSpace.SCREEN))
                    .isInstanceOfSatisfying(UiUnavailableException.class,
                            e -> assertThat(e.reason()).isEqualTo(UiUnavailableException.Reason.BUSY));

            long tookMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertThat(tookMillis).isGreaterThanOrEqualTo(150).isLessThan(1500);
        } finally {
            release.countDown();
        }
        assertThat(source.ui().extents(go, CoordSpace.PARENT).width()).as("answers again once free").isPositive();
    }

    // ---- screen places ----

    @Test
    void aComponentIsPlacedOnScreenWhenReadAndAMoveOutdatesItsPlace() throws Exception {
        start(config());
        Demo ui = showDemo();
        long go = awaitNode("the Go button", awaitFrame(ui.frame.getTitle()).id(), Role.BUTTON, "Go").id();
        awaitTrue("the Go button placed where Swing shows it", () -> placedAsSwingSays(go, ui));
        long epoch = tree.get(go).place().epoch();

        onEdt(() -> {
            Point at = ui.frame.getLocation();
            ui.frame.setLocation(at.x + 40, at.y + 30);
            return null;
        });
        awaitTrue("the move to outdate the place", () -> source.geometryEpoch() > epoch);
        onEdt(() -> {
            ui.go.setText("Go!");
            return null;
        });

        awaitTrue("the renamed button placed where Swing shows it now", () -> "Go!".equals(tree.get(go).name())
                && placedAsSwingSays(go, ui));
        assertThat(tree.get(go).place().epoch()).isGreaterThan(epoch);
    }

    /** Whether {@code id}'s place is the Go button's box on screen and in its window, as Swing has them now. */
    private boolean placedAsSwingSays(long id, Demo ui) {
        ScreenPlace place = tree.get(id).place();
        try {
            Rect[] swing = onEdt(() -> {
                Point p = ui.go.getLocationOnScreen();
                Point w = ui.frame.getLocationOnScreen();
                return new Rect[] {new Rect(p.x, p.y, ui.go.getWidth(), ui.go.getHeight()),
                    new Rect(p.x - w.x, p.y - w.y, ui.go.getWidth(), ui.go.getHeight())};
            });
            return place != null && place.in(CoordSpace.SCREEN).equals(swing[0])
                    && place.in(CoordSpace.WINDOW).equals(swing[1]);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    // ---- warming up ----

    @Test
    void aReadWarmUpReadsEveryNodeAgainAndChangesNothing() throws Exception {
        start(config());
        Demo ui = showDemo();
        awaitNode("the check box", awaitFrame(ui.frame.getTitle()).id(), Role.CHECK_BOX, "Check me");
        settled(NodeId.ROOT, ui.label);
        List<Node> before = List.copyOf(tree.nodes());

        source.warmUpReads(3);
        OnEdt.awaitTrue("the warm-up to start and end", () -> source.readWarmUp().nodesRead() > 0
                && !source.readWarmUp().running());
        sync();

        int known = OnEdt.call(() -> source.identities().size());
        assertThat(OnEdt.call(() -> source.readWarmUp().nodesRead())).as("three passes over every node")
                .isEqualTo(3 * Math.min(known, SwingTreeSource.WARM_UP_NODES));
        assertThat(unstamped(tree.nodes())).as("the same nodes; only their places may carry a newer epoch")
                .containsExactlyInAnyOrderElementsOf(unstamped(before));
    }

    private static List<Node> unstamped(Collection<Node> nodes) {
        return nodes.stream().map(n -> n.place() == null ? n : n.toBuilder().place(new ScreenPlace(
                n.place().onScreen(), n.place().windowX(), n.place().windowY(), 0)).build()).toList();
    }

    @Test
    void theFirstKeyEndsAReadWarmUp() throws Exception {
        start(config());
        Demo ui = showDemo();
        awaitFrame(ui.frame.getTitle());
        OnEdt.focus(ui.go);
        source.warmUpReads(1000);
        OnEdt.awaitTrue("the warm-up to read", () -> source.readWarmUp().nodesRead() > 0);

        OnEdt.run(() -> ui.go.dispatchEvent(new KeyEvent(ui.go, KeyEvent.KEY_PRESSED, System.currentTimeMillis(), 0,
                KeyEvent.VK_SHIFT, KeyEvent.CHAR_UNDEFINED)));

        assertThat(OnEdt.call(() -> source.readWarmUp().running())).isFalse();
    }

    // ---- fixture ----

    private static SwingConfig config() {
        return new SwingConfig(APP, 5000, 5000, 0, 0);
    }

    private void start(SwingConfig config) {
        source = new SwingTreeSource(config, u -> {
            lastUpdateNanos = System.nanoTime();
            updates.add(u);
        });
        source.start();
    }

    /** Applies every update that arrived, as the bridge thread does. */
    private void sync() {
        for (TreeUpdate u; (u = updates.poll()) != null; ) {
            tree.apply(u, ChangeHandler.NONE);
            applied++;
        }
    }

    private <T> T await(String what, Supplier<T> probe) {
        return Deadline.await(what, WAIT, () -> {
            sync();
            return probe.get();
        });
    }

    private void awaitTrue(String what, Supplier<Boolean> condition) {
        await(what, () -> condition.get() ? Boolean.TRUE : null);
    }

    private Node awaitFrame(String title) {
        return await("the frame '" + title + "' under the root", () -> childOfRoot(Role.FRAME, title));
    }

    private Node awaitNode(String what, long under, Role role, String name) {
        return await(what, () -> find(under, role, name));
    }

    private Node childOfRoot(Role role, String name) {
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
    private Node find(long under, Role role, String name) {
        for (long id : subtreeIds(under)) {
            Node n = tree.get(id);
            if (n != null && id != under && n.role() == role && (name == null || n.name().equals(name))) {
                return n;
            }
        }
        return null;
    }

    private List<Long> subtreeIds(long top) {
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

    private List<Node> childrenOf(Node n) {
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
    private void settled(long under, JLabel marker) throws Exception {
        String name = "settled " + COUNTER.incrementAndGet();
        onEdt(() -> {
            marker.setText(name);
            return null;
        });
        awaitNode("the marker '" + name + "'", under, Role.LABEL, name);
    }

    /** Every listed child exists and points back; every node but the root is listed by its parent. */
    private void assertTreeIsConsistent() {
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

    private Demo showDemo() throws Exception {
        String title = "Demo " + COUNTER.incrementAndGet();
        return onEdt(() -> {
            Demo d = new Demo(title);
            windows.add(d.frame);
            d.frame.setVisible(true);
            return d;
        });
    }

    private static <T> T onEdt(Callable<T> task) throws Exception {
        Object[] result = new Object[1];
        try {
            SwingUtilities.invokeAndWait(() -> {
                try {
                    result[0] = task.call();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception ex ? ex : new IllegalStateException(e.getCause());
        }
        @SuppressWarnings("unchecked")
        T t = (T) result[0];
        return t;
    }

    /** A small window with one of each thing the tests look at. Built on the event thread. */
    private static final class Demo {
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

    /** A label whose accessible name changes without any event, as custom components' often do. */
    /** A window whose only content is a {@link SilentLabel}, shown. */
    private SilentLabel showSilentLabel(String titlePrefix) throws Exception {
        String title = titlePrefix + COUNTER.incrementAndGet();
        return onEdt(() -> {
            JFrame f = new JFrame(title);
            SilentLabel l = new SilentLabel(title);
            f.setContentPane(l);
            f.pack();
            windows.add(f);
            f.setVisible(true);
            return l;
        });
    }

    private static final class SilentLabel extends JLabel {
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
    private static final class TrackedButton extends JButton {
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
