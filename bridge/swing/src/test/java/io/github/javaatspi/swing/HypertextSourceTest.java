package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.CoordSpace;
import io.github.javaatspi.model.ImageState;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.stack.Deadline;
import java.awt.GridLayout;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.net.URL;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javax.swing.ImageIcon;
import javax.swing.JEditorPane;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JTextField;
import javax.swing.SwingConstants;
import javax.swing.event.HyperlinkEvent;
import javax.swing.text.AbstractDocument;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Hypertexts, icons and documents through the tree source and its live port, on a showing window:
 * what the snapshot holds, what the live questions answer, and what following a link does.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HypertextSourceTest {
    private static final String PAGE = "<html><body><p>Read the <a href=\"https://example.org/guide\">guide</a> "
            + "or the <a href=\"https://example.org/faq\">questions</a>.</p></body></html>";

    private final BlockingQueue<TreeUpdate> updates = new LinkedBlockingQueue<>();
    private final BlockingQueue<URL> followed = new LinkedBlockingQueue<>();
    private final Tree tree = new Tree();
    private SwingTreeSource source;
    private JFrame frame;
    private JEditorPane page;
    private JLabel logo;
    private JTextField field;

    @BeforeAll
    static void needsADisplay() {
        OnEdt.requireDisplay("HypertextSourceTest");
    }

    @BeforeEach
    void showWindow() throws Exception {
        OnEdt.run(() -> {
            frame = new JFrame("Hypertext source test");
            frame.setLayout(new GridLayout(0, 1));
            page = new JEditorPane("text/html", PAGE);
            page.setEditable(false);
            page.getAccessibleContext().setAccessibleName("Page");
            page.addHyperlinkListener(e -> {
                if (e.getEventType() == HyperlinkEvent.EventType.ACTIVATED) {
                    followed.add(e.getURL());
                }
            });
            BufferedImage red = new BufferedImage(24, 16, BufferedImage.TYPE_INT_RGB);
            logo = new JLabel("Logo", new ImageIcon(red, "Red logo"), SwingConstants.CENTER);
            field = new JTextField("abcdef", 10);
            field.getAccessibleContext().setAccessibleName("Field");
            // Never focused, so Swing's caret keeps its selection out of sight and its mark moves silently.
            field.setFocusable(false);
            frame.add(page);
            frame.add(logo);
            frame.add(field);
            frame.setSize(400, 300);
            frame.setVisible(true);
        });
        source = new SwingTreeSource(new SwingConfig("Hypertext source test", 5000, 5000, 0, 0), updates::add);
        source.start();
    }

    @AfterEach
    void tearDown() throws Exception {
        source.stop(5000);
        OnEdt.run(frame::dispose);
    }

    @Test
    void anHtmlPaneIsAHypertextAndADocumentWithItsLinksInTheSnapshot() {
        Node pane = await("the page with its links", () -> named("Page"));

        assertThat(pane.capabilities()).contains(Capability.TEXT, Capability.HYPERTEXT, Capability.DOCUMENT);
        assertThat(pane.links()).hasSize(2);
        String text = pane.text().text();
        assertThat(text.substring(pane.links().get(1).start(), pane.links().get(1).end())).isEqualTo("questions");
        assertThat(pane.document().attributes()).containsEntry("MimeType", "text/html");
        assertThat(named("Field").capabilities()).doesNotContain(Capability.HYPERTEXT, Capability.DOCUMENT);
    }

    @Test
    void readingAnHtmlPaneAtEveryCaretMoveLeaksNoListeners() throws Exception {
        Node pane = await("the page", () -> named("Page"));
        int listeners = OnEdt.call(() -> ((AbstractDocument) page.getDocument()).getDocumentListeners().length);
        int caretListeners = OnEdt.call(() -> page.getCaretListeners().length);

        for (int i = 1; i <= 20; i++) {
            int caret = i;
            OnEdt.run(() -> page.setCaretPosition(caret));
            await("the caret at " + caret, () -> tree.get(pane.id()).text().caret() == caret ? Boolean.TRUE : null);
        }

        assertThat(OnEdt.call(() -> ((AbstractDocument) page.getDocument()).getDocumentListeners().length))
                .isEqualTo(listeners);
        assertThat(OnEdt.call(() -> page.getCaretListeners().length)).isEqualTo(caretListeners);
    }

    @Test
    void followingALinkTellsTheApplicationAsAClickWould() throws Exception {
        Node pane = await("the page", () -> named("Page"));

        assertThat(source.ui().doLinkAction(pane.id(), pane.links().get(1).sourceIndex(), 0)).isTrue();

        assertThat(followed.poll(15, TimeUnit.SECONDS)).hasToString("https://example.org/faq");
    }

    @Test
    void anIconsPlaceIsTheLabelsPlacePlusWhereItLaysTheIconOut() throws Exception {
        Node label = await("the logo", () -> named("Logo"));
        assertThat(label.image()).isEqualTo(new ImageState("Red logo", 24, 16));

        Rect screen = source.ui().imageExtents(label.id(), CoordSpace.SCREEN);
        Rect parent = source.ui().imageExtents(label.id(), CoordSpace.PARENT);

        Rectangle box = OnEdt.call(() -> IconLayout.bounds(logo, logo.getSize(), 24, 16));
        Point onScreen = OnEdt.call(logo::getLocationOnScreen);
        Point inParent = OnEdt.call(logo::getLocation);
        assertThat(screen).isEqualTo(new Rect(onScreen.x + box.x, onScreen.y + box.y, 24, 16));
        assertThat(parent).isEqualTo(new Rect(inParent.x + box.x, inParent.y + box.y, 24, 16));
        assertThat(box.x).as("centred in a wide label").isGreaterThan(20);
    }

    @Test
    void aSelectionClearedWithoutACaretEventIsReadAgainAnyway() throws Exception {
        Node before = await("the field", () -> named("Field"));
        OnEdt.run(() -> field.select(1, 4));
        await("the selection 1-4", () -> tree.get(before.id()).text().hasSelection() ? Boolean.TRUE : null);

        assertThat(source.ui().text().setSelection(before.id(), 4, 4)).isTrue();

        await("the selection gone from the snapshot", () -> tree.get(before.id()).text().hasSelection()
                ? null : Boolean.TRUE);
        assertThat(OnEdt.call(field::getSelectedText)).isNull();
    }

    // ---- fixture ----

    private <T> T await(String what, Supplier<T> probe) {
        return Deadline.await(what, OnEdt.WAIT, () -> {
            for (TreeUpdate u; (u = updates.poll()) != null; ) {
                tree.apply(u, ChangeHandler.NONE);
            }
            return probe.get();
        });
    }

    /** The node named {@code name}, once it is read. */
    private Node named(String name) {
        List<Node> nodes = List.copyOf(tree.nodes());
        return nodes.stream().filter(n -> n.name().equals(name)).findFirst().orElse(null);
    }
}
