package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.model.CoordSpace;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.ScreenPlace;
import io.github.javaatspi.model.UiUnavailableException;
import java.awt.Dimension;
import java.awt.EventQueue;
import java.awt.Point;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JTabbedPane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The live-question port (extents, hit tests, actions, a blocked event thread) and the screen
 * places read with each component.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SwingLivePortTest extends SwingSourceFixture {
    // ---- (h) the live-question port ----

    @Test
    void extentsAreTheComponentsLiveBounds() throws Exception {
        start(config());
        Demo ui = showDemo();
        Node frame = awaitFrame(ui.frame.getTitle());
        long go = awaitNode("the Go button", frame.id(), Role.BUTTON, "Go").id();
        Point onScreen = OnEdt.call(() -> ui.go.getLocationOnScreen());
        Point frameOnScreen = OnEdt.call(() -> ui.frame.getLocationOnScreen());
        Point inParent = OnEdt.call(() -> ui.go.getLocation());
        Dimension size = OnEdt.call(() -> ui.go.getSize());

        assertThat(source.ui().extents(go, CoordSpace.SCREEN))
                .isEqualTo(new Rect(onScreen.x, onScreen.y, size.width, size.height));
        assertThat(source.ui().extents(go, CoordSpace.WINDOW)).isEqualTo(
                new Rect(onScreen.x - frameOnScreen.x, onScreen.y - frameOnScreen.y, size.width, size.height));
        assertThat(source.ui().extents(go, CoordSpace.PARENT))
                .isEqualTo(new Rect(inParent.x, inParent.y, size.width, size.height));
        assertThat(size.width).isPositive();
    }

    @Test
    void anHtmlPageBehindAnotherTabIsNotOnScreenRatherThanBroken() throws Exception {
        start(config());
        String title = "Tabs " + COUNTER.incrementAndGet();
        OnEdt.call(() -> {
            JTabbedPane tabs = new JTabbedPane();
            tabs.addTab("Front", new JLabel("In front"));
            tabs.addTab("Behind", new JEditorPane("text/html", "<p>A page behind</p>"));
            JFrame frame = new JFrame(title);
            frame.add(tabs);
            frame.setSize(320, 200);
            windows.add(frame);
            frame.setVisible(true);
            return null;
        });
        Node frame = awaitFrame(title);
        Node page = await("the page and its paragraph", () -> {
            Node text = find(frame.id(), Role.TEXT, null);
            return text != null && text.children().length > 0 ? text : null;
        });
        long paragraph = page.children()[0];

        // Swing's HTML elements throw IllegalComponentStateException for a pane that is not showing.
        for (CoordSpace space : new CoordSpace[] {CoordSpace.SCREEN, CoordSpace.WINDOW}) {
            assertThat(source.ui().extents(paragraph, space)).as("in %s coordinates", space)
                    .isEqualTo(new Rect(-1, -1, -1, -1));
        }
        assertThat(source.ui().extents(page.id(), CoordSpace.SCREEN)).isEqualTo(new Rect(-1, -1, -1, -1));
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
        OnEdt.call(() -> {
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

        OnEdt.call(() -> {
            Point at = ui.frame.getLocation();
            ui.frame.setLocation(at.x + 40, at.y + 30);
            return null;
        });
        awaitTrue("the move to outdate the place", () -> source.geometryEpoch() > epoch);
        OnEdt.call(() -> {
            ui.go.setText("Go!");
            return null;
        });

        awaitTrue("the renamed button placed where Swing shows it now", () -> "Go!".equals(tree.get(go).name())
                && placedAsSwingSays(go, ui));
        assertThat(tree.get(go).place().epoch()).isGreaterThan(epoch);
    }

    @Test
    void aMoveOutdatesThePlacesOfWhatMovedAndNoOthersAndPaintingCellsMovesNothing() throws Exception {
        start(config());
        Demo ui = showDemo();
        long frame = awaitFrame(ui.frame.getTitle()).id();
        long go = awaitNode("the Go button", frame, Role.BUTTON, "Go").id();
        long check = awaitNode("the check box", frame, Role.CHECK_BOX, "Check me").id();
        // Read both again once the window is laid out (the tree's first read came before).
        OnEdt.call(() -> {
            ui.go.setText("Go!");
            ui.check.setText("Check me!");
            return null;
        });
        awaitTrue("both read again, their places holding", () -> "Check me!".equals(tree.get(check).name())
                && "Go!".equals(tree.get(go).name()) && holds(go) && holds(check));
        ScreenPlace goPlace = tree.get(go).place();
        ScreenPlace checkPlace = tree.get(check).place();
        long untracked = source.untrackedMoveEpoch();

        // A list paints each cell by moving its renderer: a stamp, not a component on screen.
        OnEdt.call(() -> {
            ui.list.setSelectedIndex(2);
            ui.list.paintImmediately(0, 0, ui.list.getWidth(), ui.list.getHeight());
            return null;
        });
        OnEdt.call(() -> {
            Point at = ui.check.getLocation();
            ui.check.setLocation(at.x + 5, at.y);
            return null;
        });
        awaitTrue("the check box's move counted", () -> source.moveEpochOf(check) > checkPlace.epoch());

        assertThat(source.untrackedMoveEpoch()).as("no move of anything that is no node").isEqualTo(untracked);
        assertThat(checkPlace.holds(tree.get(check), tree, source.ui())).as("the place of what moved").isFalse();
        assertThat(goPlace.holds(tree.get(go), tree, source.ui())).as("the place of a button beside it").isTrue();
        assertThat(goPlace.epoch()).isLessThan(source.geometryEpoch());
    }

    @Test
    void aDialogsPlaceDependsOnItsOwnMovesNotItsOwners() throws Exception {
        start(config());
        Demo ui = showDemo();
        awaitFrame(ui.frame.getTitle());
        String title = "Owned " + COUNTER.incrementAndGet();
        OnEdt.call(() -> {
            JDialog d = new JDialog(ui.frame, title, false);
            d.add(new JLabel("Owned"));
            d.pack();
            d.setVisible(true);
            return null;
        });

        // Its AWT parent is its owner, which it does not sit in: its place follows its own moves.
        Node dialog = await("the dialog placed", () -> {
            Node n = childOfRoot(Role.DIALOG, title);
            return n != null && n.place() != null ? n : null;
        });
        assertThat(dialog.place().nested()).isTrue();
    }

    private boolean holds(long id) {
        Node n = tree.get(id);
        return n.place() != null && n.place().holds(n, tree, source.ui());
    }

    /** Whether {@code id}'s place is the Go button's box on screen and in its window, as Swing has them now. */
    private boolean placedAsSwingSays(long id, Demo ui) {
        ScreenPlace place = tree.get(id).place();
        try {
            Rect[] swing = OnEdt.call(() -> {
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
}
