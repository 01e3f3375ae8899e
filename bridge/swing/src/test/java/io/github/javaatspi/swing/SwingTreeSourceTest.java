package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.ActionInfo;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import java.awt.FlowLayout;
import java.awt.Window;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JTextField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The source against real, showing Swing windows: the first reading, changes, windows and
 * components that come and go, limits and stopping.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SwingTreeSourceTest extends SwingSourceFixture {
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

        OnEdt.call(() -> {
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

        OnEdt.call(() -> {
            ui.label.setText("Done");
            return null;
        });
        OnEdt.call(() -> null); // the turn after the change: its flush, queued before, has run
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

        OnEdt.call(() -> {
            ui.list.setSelectedIndex(1);
            return null;
        });

        awaitTrue("beta to be selected", () -> tree.get(items[1]) != null && tree.get(items[1]).has(State.SELECTED));
        assertThat(tree.get(list.id()).children()).containsExactly(items);
        assertThat(tree.get(items[0]).has(State.SELECTED)).isFalse();
        assertThat(tree.get(items[2]).has(State.SELECTED)).isFalse();
        assertThat(tree.get(items[1]).name()).isEqualTo("beta");

        OnEdt.call(() -> {
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
        OnEdt.call(() -> null); // the reads of the window's first turns are over
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
        JDialog dialog = OnEdt.call(() -> {
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

        OnEdt.call(() -> {
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

        OnEdt.call(() -> {
            ui.panel.add(added);
            ui.panel.revalidate();
            return null;
        });

        Node node = awaitNode("the added button", frame, Role.BUTTON, "Added later");
        Node panel = tree.get(node.parent());
        assertThat(panel.indexOfChild(node.id())).isEqualTo(panel.childCount() - 1);
        assertTreeIsConsistent();

        OnEdt.call(() -> {
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
        JMenu menu = OnEdt.call(() -> {
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

        OnEdt.call(() -> {
            menu.setPopupMenuVisible(true);
            return null;
        });

        assertThat(OnEdt.call(() -> Arrays.stream(Window.getWindows()).anyMatch(w -> w.isShowing()
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
        JComboBox<String> combo = OnEdt.call(() -> {
            JComboBox<String> c = new JComboBox<>(new String[] {"One", "Two", "Three"});
            ui.panel.add(c);
            ui.frame.pack();
            return c;
        });
        long frame = awaitFrame(ui.frame.getTitle()).id();
        Node comboNode = awaitNode("the combo box", frame, Role.COMBO_BOX, null);

        OnEdt.call(() -> {
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
        JPanel panel = OnEdt.call(() -> {
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

        assertThat(OnEdt.call(panel::getComponentCount)).isEqualTo(5);
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
        OnEdt.call(() -> {
            ui.label.setText("Before stop");
            return null;
        });
        awaitTrue("a change before stop() to arrive", () -> "Before stop".equals(tree.get(label).name()));

        source.stop(5000);

        assertThat(ui.tracked.listeners).as("listeners left on the button's context after stop()").isEmpty();
        sync();
        int before = applied;
        OnEdt.call(() -> {
            ui.label.setText("After stop");
            return null;
        });
        // Let anything the change queued run: a flush queued by the change runs before this second turn.
        OnEdt.call(() -> null);
        OnEdt.call(() -> null);
        sync();
        assertThat(applied).as("updates after stop()").isEqualTo(before);
        assertThat(tree.get(label).name()).isEqualTo("Before stop");
    }
}
