package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.TextRun;
import io.github.javaatspi.model.TextState;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.model.ValueState;
import io.github.javaatspi.stack.Deadline;
import java.awt.Component;
import java.awt.EventQueue;
import java.awt.FlowLayout;
import java.awt.KeyboardFocusManager;
import java.awt.Window;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import javax.accessibility.AccessibleState;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFormattedTextField;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JPasswordField;
import javax.swing.JSlider;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.JTextPane;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * What the source publishes about text, values and the focus of real, showing Swing windows, and
 * how it paces its updates: the updates it hands to its sink are applied to a real {@link Tree}.
 * Components are found by their {@link Component#getName() name}, which becomes the node's
 * accessible id.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SwingFocusAndEventsTest {
    private static final Duration WAIT = Duration.ofSeconds(15);
    private static final AtomicInteger COUNTER = new AtomicInteger();
    private static final String APP = "Focus and events test";
    private static final String GRIN = "\uD83D\uDE00";

    private final BlockingQueue<TreeUpdate> updates = new LinkedBlockingQueue<>();
    private final List<TreeUpdate> history = new CopyOnWriteArrayList<>();
    private final Tree tree = new Tree();
    private final List<Window> windows = new ArrayList<>();
    private SwingTreeSource source;

    @BeforeAll
    static void needsADisplay() {
        OnEdt.requireDisplay("SwingFocusAndEventsTest");
    }

    @AfterEach
    void tearDown() throws Exception {
        if (source != null) {
            source.stop(5000);
        }
        OnEdt.run(() -> windows.forEach(Window::dispose));
    }

    // ---- (a) text ----

    @Test
    void aTextFieldsTextAndCaretAreInItsSnapshot() throws Exception {
        start(config());
        JTextField field = OnEdt.call(() -> {
            JTextField f = named(new JTextField("abc", 10), "field");
            f.setCaretPosition(1);
            return f;
        });
        show(field);

        Node node = awaitNamed("field");

        assertThat(node.text()).isEqualTo(new TextState("abc", 1, 1, 1, 0, false,
                OnEdt.call(() -> TextAttributeValues.defaults(field))));
        assertThat(node.has(Capability.TEXT)).isTrue();
    }

    /**
     * A plain text's one attribute run travels in the snapshot, equal to what the live component
     * answers, so a client's attribute questions need no event thread; a styled text's do.
     */
    @Test
    void aPlainTextCarriesItsAttributesAndAStyledOneDoesNot() throws Exception {
        start(config());
        JTextArea plain = OnEdt.call(() -> named(new JTextArea("one\ntwo", 2, 10), "plain"));
        JTextPane styled = OnEdt.call(() -> named(new JTextPane(), "styled"));
        OnEdt.call(() -> {
            styled.setText("bold");
            return null;
        });
        show(plain, styled);

        Node plainNode = awaitNamed("plain");
        assertThat(plainNode.text().plainAttributes())
                .isNotEmpty()
                .isEqualTo(source.ui().text().defaultAttributes(plainNode.id()));
        assertThat(source.ui().text().attributeRun(plainNode.id(), 1))
                .isEqualTo(new TextRun(0, plainNode.text().length(), Map.of()));
        assertThat(awaitNamed("styled").text().plainAttributes()).isNull();
    }

    /** Whether a line needs the live component (its rows) or is a line of the snapshot's text. */
    @Test
    void aTextAreaWrapsOnlyWhenItsLinesDo() throws Exception {
        start(config());
        JTextArea plain = OnEdt.call(() -> named(new JTextArea("one\ntwo", 2, 10), "plain"));
        JTextArea wrapping = OnEdt.call(() -> {
            JTextArea a = named(new JTextArea("one two three four five six", 2, 10), "wrapping");
            a.setLineWrap(true);
            return a;
        });
        show(plain, wrapping);

        assertThat(awaitNamed("plain").text().wraps()).isFalse();
        assertThat(awaitNamed("wrapping").text().wraps()).isTrue();
    }

    @Test
    void aNewTextArrivesInALaterUpdate() throws Exception {
        start(config());
        JTextField field = OnEdt.call(() -> named(new JTextField("abc", 10), "field"));
        show(field);
        long id = awaitNamed("field").id();
        int before = history.size();

        OnEdt.call(() -> {
            field.setText("abcd");
            return null;
        });

        awaitTrue("the new text", () -> tree.get(id).text().text().equals("abcd"));
        assertThat(history.size()).isGreaterThan(before);
    }

    @Test
    void aPasswordFieldsTextIsGtksMaskRepeated() throws Exception {
        start(config());
        JPasswordField field = OnEdt.call(() -> named(new JPasswordField("secret", 10), "password"));
        OnEdt.call(() -> {
            field.setEchoChar('#');
            return null;
        });
        show(field);

        Node node = awaitNamed("password");

        assertThat(node.role()).isEqualTo(Role.PASSWORD_TEXT);
        assertThat(node.text().text()).as("the mask, not the echo character drawn")
                .isEqualTo("\u25cf".repeat(6)).doesNotContain("s");
    }

    @Test
    void caretAndSelectionAreCountedInCodePoints() throws Exception {
        start(config());
        JTextField field = OnEdt.call(() -> {
            JTextField f = named(new JTextField(GRIN + "ab", 10), "emoji");
            // UTF-16 indices: the emoji is 0..2, "a" 2..3, "b" 3..4; the caret ends at 4.
            f.select(2, 4);
            return f;
        });
        show(field);
        assertThat(OnEdt.call(field::getCaretPosition)).isEqualTo(4);

        Node node = awaitNamed("emoji");

        assertThat(node.text()).usingRecursiveComparison().ignoringFields("revision", "plainAttributes")
                .isEqualTo(new TextState(GRIN + "ab", 3, 1, 3, 0, false));
    }

    // ---- (b) values ----

    @Test
    void aSliderHasItsRangeAsAValue() throws Exception {
        start(config());
        show(OnEdt.call(() -> named(new JSlider(0, 10, 5), "slider")));

        Node node = awaitNamed("slider");

        assertThat(node.role()).isEqualTo(Role.SLIDER);
        assertThat(node.has(Capability.VALUE)).isTrue();
        ValueState value = node.value();
        assertThat(value).isNotNull();
        assertThat(value.current()).isEqualTo(5.0);
        assertThat(value.minimum()).isEqualTo(0.0);
        assertThat(value.maximum()).isEqualTo(10.0);
    }

    @Test
    void aButtonsPressedStateIsNotExposedAsAValue() throws Exception {
        start(config());
        JButton button = OnEdt.call(() -> named(new JButton("OK"), "button"));
        show(button);
        assertThat(OnEdt.call(() -> button.getAccessibleContext().getAccessibleValue()))
                .as("Swing reports a button's pressed state as an AccessibleValue").isNotNull();

        Node node = awaitNamed("button");

        assertThat(node.value()).isNull();
        assertThat(node.has(Capability.VALUE)).isFalse();
    }

    // ---- (c) focus ----

    @Test
    void theFocusedTextFieldIsTheOnlyFocusedNode() throws Exception {
        start(config());
        JTextField field = OnEdt.call(() -> named(new JTextField("abc", 10), "field"));
        JButton other = OnEdt.call(() -> named(new JButton("Other"), "other"));
        show(other, field);
        focus(field);

        Node node = awaitNamed("field", n -> n.has(State.FOCUSED));

        assertThat(focusedNodes()).containsExactly(node.id());
    }

    /**
     * What a key's release waits for (see KeySnooper): a task given in the turn that starts a
     * focus move, as a Tab's press does, runs once the move has been handed to the sink.
     */
    @Test
    void aTaskAfterHandedOverRunsOnceTheFocusMoveStartedInItsTurnIsHandedOver() throws Exception {
        start(config());
        JTextField first = OnEdt.call(() -> named(new JTextField("one", 10), "first"));
        JTextField second = OnEdt.call(() -> named(new JTextField("two", 10), "second"));
        show(first, second);
        focus(first);
        awaitNamed("first", n -> n.has(State.FOCUSED));
        CompletableFuture<Boolean> secondFocusedWhenRun = new CompletableFuture<>();

        // Asked first, as the snooper asks when a press starts its dispatch; the move follows.
        OnEdt.run(() -> {
            source.afterHandedOver(() -> secondFocusedWhenRun.complete(updates.stream()
                    .flatMap(u -> u.nodes().stream())
                    .anyMatch(n -> n.accessibleId().equals("second") && n.has(State.FOCUSED))));
            assertThat(second.requestFocusInWindow()).isTrue();
        });

        assertThat(secondFocusedWhenRun.get(WAIT.toSeconds(), TimeUnit.SECONDS))
                .as("the update focusing 'second' was handed over before the task ran").isTrue();
    }

    @Test
    void aMoveBetweenTwoComponentsOfOneWindowReadsThemAndNotTheWindow() throws Exception {
        start(config());
        JTextField first = OnEdt.call(() -> named(new JTextField("one", 10), "first"));
        JTextField second = OnEdt.call(() -> named(new JTextField("two", 10), "second"));
        JFrame frame = show(first, second);
        focus(first);
        long window = awaitFrame(frame.getTitle(), n -> n.has(State.ACTIVE)).id();
        awaitNamed("first", n -> n.has(State.FOCUSED));
        int before = history.size();

        OnEdt.run(() -> assertThat(second.requestFocusInWindow()).isTrue());

        awaitNamed("second", n -> n.has(State.FOCUSED));
        awaitNamed("first", n -> !n.has(State.FOCUSED));
        List<Long> read = history.subList(before, history.size()).stream()
                .flatMap(u -> u.nodes().stream()).map(Node::id).toList();
        assertThat(read).contains(awaitNamed("second").id(), awaitNamed("first").id()).doesNotContain(window);
        assertThat(tree.get(window).has(State.ACTIVE)).isTrue();
    }

    @Test
    void aFocusedListAndItsLeadItemAreFocusedAndNoOtherItem() throws Exception {
        start(config());
        JList<String> list = OnEdt.call(() -> {
            JList<String> l = named(new JList<>(new String[] {"alpha", "beta", "gamma"}), "list");
            l.setSelectedIndex(1);
            return l;
        });
        show(OnEdt.call(() -> named(new JButton("Other"), "other")), list);
        assertThat(OnEdt.call(list::getLeadSelectionIndex)).isEqualTo(1);
        focus(list);

        Node listNode = awaitNamed("list", n -> n.has(State.FOCUSED));
        long[] items = listNode.children();
        assertThat(items).hasSize(3);
        awaitTrue("beta to be focused", () -> tree.get(items[1]).has(State.FOCUSED));

        assertThat(tree.get(items[1]).name()).isEqualTo("beta");
        assertThat(focusedNodes()).containsExactlyInAnyOrder(listNode.id(), items[1]);
    }

    /**
     * Swing marks a focused list's lead item ACTIVE; AT-SPI keeps ACTIVE for what is neither
     * focusable nor selectable, and GTK sends no state-changed:active for list items.
     */
    @Test
    void aFocusedListsLeadItemIsFocusedAndSelectedButNotActive() throws Exception {
        JList<String> list = focusedListLeadByBeta();
        long[] items = awaitNamed("list").children();
        assertThat(OnEdt.call(() -> list.getAccessibleContext().getAccessibleChild(1).getAccessibleContext()
                .getAccessibleStateSet().contains(AccessibleState.ACTIVE)))
                .as("Swing's own state of the lead item").isTrue();

        Node beta = tree.get(items[1]);
        assertThat(beta.has(State.SELECTED)).isTrue();
        assertThat(beta.has(State.ACTIVE)).isFalse();
        assertThat(history).flatExtracting(TreeUpdate::nodes).filteredOn(n -> n.has(State.ACTIVE))
                .extracting(Node::id).doesNotContain(items[0], items[1], items[2]);
    }

    @Test
    void theFocusFollowsTheLeadItemOfAFocusedList() throws Exception {
        JList<String> list = focusedListLeadByBeta();
        Node listNode = awaitNamed("list");
        long[] items = listNode.children();

        OnEdt.call(() -> {
            list.setSelectedIndex(2);
            return null;
        });

        awaitTrue("gamma to be focused", () -> tree.get(items[2]).has(State.FOCUSED));
        assertThat(focusedNodes()).containsExactlyInAnyOrder(listNode.id(), items[2]);
    }

    /** A focused list of alpha, beta and gamma, beta selected: once beta's node is focused. */
    private JList<String> focusedListLeadByBeta() throws Exception {
        start(config());
        JList<String> list = OnEdt.call(() -> {
            JList<String> l = named(new JList<>(new String[] {"alpha", "beta", "gamma"}), "list");
            l.setSelectedIndex(1);
            return l;
        });
        show(list);
        focus(list);
        Node listNode = awaitNamed("list", n -> n.has(State.FOCUSED));
        long[] items = listNode.children();
        awaitTrue("beta to be focused", () -> tree.get(items[1]).has(State.FOCUSED));
        return list;
    }

    /** GTK's spin button is one focusable object; Swing focuses the text field inside the spinner's editor. */
    @Test
    void aFocusedSpinnerFieldMakesTheSpinnerTheFocusWithItsNameTextAndValue() throws Exception {
        start(config());
        JSpinner spinner = OnEdt.call(() -> {
            JSpinner s = named(new JSpinner(new SpinnerNumberModel(1, 1, 99, 1)), "spinner");
            s.getAccessibleContext().setAccessibleName("Copies");
            return s;
        });
        show(OnEdt.call(() -> named(new JButton("Other"), "other")), spinner);
        focus(OnEdt.call(() -> ((JSpinner.DefaultEditor) spinner.getEditor()).getTextField()));

        Node node = awaitNamed("spinner", n -> n.has(State.FOCUSED));

        assertThat(focusedNodes()).containsExactly(node.id());
        assertThat(node.role()).isEqualTo(Role.SPIN_BUTTON);
        assertThat(node.name()).isEqualTo("Copies");
        assertThat(node.value().current()).isEqualTo(1.0);
        assertThat(node.text().text()).isEqualTo("1");

        OnEdt.call(() -> {
            spinner.setValue(2);
            return null;
        });

        awaitTrue("the spinner's value and text to follow", () -> {
            Node now = tree.get(node.id());
            return now.value().current() == 2.0 && now.text().text().equals("2") && now.has(State.FOCUSED);
        });
    }

    /**
     * GTK's spin button has no children: the spinner's editor is no node, and what its text field
     * reports while the user types (not yet committed to the spinner's value) is the spinner's.
     */
    @Test
    void aSpinnerIsOneLeafWhoseTextAndCaretFollowTypingIntoItsField() throws Exception {
        start(config());
        JSpinner spinner = OnEdt.call(() -> named(new JSpinner(new SpinnerNumberModel(1, 1, 999, 1)), "typed"));
        JFormattedTextField field = OnEdt.call(() -> ((JSpinner.DefaultEditor) spinner.getEditor()).getTextField());
        JSpinner second = OnEdt.call(() -> named(new JSpinner(new SpinnerNumberModel(5, 1, 9, 1)), "second"));
        show(OnEdt.call(() -> named(new JButton("Before"), "before")), spinner, second);
        focus(field);
        Node node = awaitNamed("typed", n -> n.has(State.FOCUSED));
        assertThat(node.childCount()).isZero();

        OnEdt.call(() -> {
            field.setCaretPosition(1);
            field.replaceSelection("23");
            return null;
        });

        awaitTrue("the spinner's text and caret to follow the typing", () -> {
            Node now = tree.get(node.id());
            return now.text().text().equals("123") && now.text().caret() == 3;
        });
        assertThat(tree.get(node.id()).value().current()).isEqualTo(1.0);
        assertThat(tree.get(node.id()).childCount()).isZero();

        // From one spinner's field straight to another's: neither field is a node, the focus moves.
        focus(OnEdt.call(() -> ((JSpinner.DefaultEditor) second.getEditor()).getTextField()));
        Node secondNode = awaitNamed("second", n -> n.has(State.FOCUSED));
        assertThat(focusedNodes()).containsExactly(secondNode.id());
    }

    @Test
    void aTextFieldOutsideASpinnerIsNotTakenForOne() throws Exception {
        assertThat(OnEdt.call(() -> SpinnerFields.spinnerOf(new JFormattedTextField()))).isNull();
        assertThat(OnEdt.call(() -> SpinnerFields.spinnerOf(null))).isNull();
    }

    @Test
    void onlyTheActiveWindowIsActive() throws Exception {
        start(config());
        JFrame inactive = show(OnEdt.call(() -> named(new JButton("Elsewhere"), "elsewhere")));
        JTextField field = OnEdt.call(() -> named(new JTextField("abc", 10), "field"));
        JFrame active = show(field);
        focus(field);
        Await.onEdtTrue("the second frame to be the active window",
                () -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getActiveWindow() == active);

        Node activeNode = awaitFrame(active.getTitle(), n -> n.has(State.ACTIVE));

        Node inactiveNode = awaitFrame(inactive.getTitle(), n -> true);
        assertThat(inactiveNode.has(State.ACTIVE)).isFalse();
        assertThat(windowNodes()).filteredOn(n -> n.has(State.ACTIVE)).extracting(Node::id)
                .containsExactly(activeNode.id());
    }

    // ---- (d) pacing ----

    @Test
    void aLabelRewrittenInEveryEventThreadTurnIsPublishedCoalescedWithItsLastText() throws Exception {
        start(config());
        JLabel label = OnEdt.call(() -> named(new JLabel("start"), "label"));
        show(label);
        long id = awaitNamed("label").id();
        int before = history.size();
        int rewrites = 200;
        CountDownLatch done = new CountDownLatch(1);

        // Each rewrite runs in its own turn and queues the next, so a source that flushed after
        // every turn would publish each of them.
        EventQueue.invokeLater(new Runnable() {
            private int i;

            @Override
            public void run() {
                label.setText("text " + i);
                if (++i < rewrites) {
                    EventQueue.invokeLater(this);
                } else {
                    done.countDown();
                }
            }
        });

        assertThat(done.await(30, TimeUnit.SECONDS)).as("the rewrites ran").isTrue();
        awaitTrue("the last text", () -> tree.get(id).name().equals("text " + (rewrites - 1)));
        List<String> published = namesOf(id, history.subList(before, history.size()));
        assertThat(published).hasSizeLessThan(rewrites / 4);
        assertThat(published).last().isEqualTo("text " + (rewrites - 1));
    }

    // ---- (e) listening ----

    @Test
    void withoutListeningALabelChangeIsPublishedOnlyAfterAClientRead() throws Exception {
        start(new SwingConfig(APP, 5000, 5000, 1, 0));
        JLabel label = OnEdt.call(() -> named(new JLabel("before"), "label"));
        show(label);
        long id = awaitNamed("label").id();
        source.setListening(false);

        OnEdt.call(() -> {
            label.setText("quiet");
            return null;
        });
        flushedSomethingElse();

        assertThat(tree.get(id).name()).as("published without a client read").isEqualTo("before");
        assertThat(namesOf(id, history)).doesNotContain("quiet");

        source.ui().revalidate(id);

        awaitTrue("the name after a client read", () -> tree.get(id).name().equals("quiet"));
    }

    @Test
    void listeningAgainPublishesWhatChangedMeanwhile() throws Exception {
        start(config());
        JLabel label = OnEdt.call(() -> named(new JLabel("before"), "label"));
        show(label);
        long id = awaitNamed("label").id();
        source.setListening(false);
        OnEdt.call(() -> {
            label.setText("while off");
            return null;
        });
        flushedSomethingElse();
        assertThat(tree.get(id).name()).as("published while not listening").isEqualTo("before");

        source.setListening(true);

        awaitTrue("the name changed while off", () -> tree.get(id).name().equals("while off"));
    }

    @Test
    void theListenersStayForTheLingerAfterTheLastClientLeftThenComeOff() throws Exception {
        start(new SwingConfig(APP, 5000, 5000, 0, 1000));
        JLabel label = OnEdt.call(() -> named(new JLabel("before"), "label"));
        show(label);
        long id = awaitNamed("label").id();
        source.setListening(true);
        source.setListening(false);

        OnEdt.call(() -> {
            label.setText("while lingering");
            return null;
        });
        awaitTrue("a change published while the listeners linger",
                () -> tree.get(id).name().equals("while lingering"));

        long deadline = System.nanoTime() + WAIT.toNanos();
        for (int i = 0; ; i++) {
            String text = "after the client left " + i;
            OnEdt.call(() -> {
                label.setText(text);
                return null;
            });
            flushedSomethingElse();
            sync();
            if (!tree.get(id).name().equals(text)) {
                break;
            }
            assertThat(System.nanoTime()).as("the listeners still on %s after the last client left", WAIT)
                    .isLessThan(deadline);
        }
    }

    // ---- fixture ----

    private static SwingConfig config() {
        return new SwingConfig(APP, 5000, 5000, 0, 0);
    }

    private void start(SwingConfig config) {
        source = new SwingTreeSource(config, updates::add);
        source.start();
    }

    /**
     * Shows a window (the source follows windows whether or not it listens) and waits until it is
     * published: any change marked dirty before it went out with it or earlier.
     */
    private void flushedSomethingElse() throws Exception {
        JFrame marker = show(OnEdt.call(() -> named(new JLabel("marker"), "marker")));
        awaitFrame(marker.getTitle(), n -> true);
        awaitNamed("marker");
    }

    /** Applies every update that arrived, as the bridge thread does, and keeps it. */
    private void sync() {
        for (TreeUpdate u; (u = updates.poll()) != null; ) {
            tree.apply(u, ChangeHandler.NONE);
            history.add(u);
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

    private Node awaitNamed(String componentName) {
        return awaitNamed(componentName, n -> true);
    }

    /** The node of the component named {@code componentName}, once {@code condition} holds for it. */
    private Node awaitNamed(String componentName, java.util.function.Predicate<Node> condition) {
        return await("the node of '" + componentName + "'", () -> tree.nodes().stream()
                .filter(n -> n.accessibleId().equals(componentName) && condition.test(n))
                .findFirst().orElse(null));
    }

    private Node awaitFrame(String title, java.util.function.Predicate<Node> condition) {
        return await("the frame '" + title + "'", () -> windowNodes().stream()
                .filter(n -> n.role() == Role.FRAME && n.name().equals(title) && condition.test(n))
                .findFirst().orElse(null));
    }

    private List<Node> windowNodes() {
        Node root = tree.get(NodeId.ROOT);
        List<Node> out = new ArrayList<>();
        for (long id : root == null ? new long[0] : root.children()) {
            Node n = tree.get(id);
            if (n != null) {
                out.add(n);
            }
        }
        return out;
    }

    private List<Long> focusedNodes() {
        sync();
        return tree.nodes().stream().filter(n -> n.has(State.FOCUSED)).map(Node::id).toList();
    }

    /** The name of node {@code id} in each of {@code updates} that carried it. */
    private static List<String> namesOf(long id, List<TreeUpdate> updates) {
        return updates.stream()
                .map(u -> u.nodes().stream().filter(n -> n.id() == id).map(Node::name).findFirst().orElse(null))
                .filter(Objects::nonNull)
                .toList();
    }

    /**
     * Gives {@code c} the keyboard focus. Xvfb has no window manager, so the frame is brought to
     * the front and asked again until Swing reports {@code c} as the focus owner.
     */
    private static void focus(Component c) {
        Await.onEdtTrue("focus on " + c.getName(), () -> {
            if (c.isFocusOwner()) {
                return true;
            }
            Window w = SwingUtilities.getWindowAncestor(c);
            w.toFront();
            c.requestFocus();
            return false;
        });
    }

    /** Shows {@code components} in a new frame (flow layout) and returns it. */
    private JFrame show(JComponent... components) throws Exception {
        String title = "Frame " + COUNTER.incrementAndGet();
        return OnEdt.call(() -> {
            JFrame f = new JFrame(title);
            JPanel p = new JPanel(new FlowLayout());
            for (JComponent c : components) {
                p.add(c);
            }
            f.setContentPane(p);
            f.pack();
            windows.add(f);
            f.setVisible(true);
            return f;
        });
    }

    private static <T extends Component> T named(T c, String name) {
        c.setName(name);
        return c;
    }


    /** Waiting for a condition that must be read on the event thread. */
    private static final class Await {
        static void onEdtTrue(String what, Callable<Boolean> condition) {
            Deadline.awaitTrue(what, WAIT, () -> {
                try {
                    return OnEdt.call(condition);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
        }
    }
}
