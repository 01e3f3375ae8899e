package io.github.javaatspi.atspi.events;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.SparseChildren;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import io.github.javaatspi.model.TextState;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;

/**
 * What the translator tests share: a real {@link Tree} applies each update and tells the
 * translator, which emits everything at the end of the update, in GTK 3's order.
 *
 * <p>The starting tree: root → frame "Main" (active, on screen at 20,20) → panel → the button
 * "OK" and the text field, which has the focus.
 */
abstract class TranslatorFixture {
    static final long FRAME = 2;
    static final long PANEL = 3;
    static final long BUTTON = 4;
    static final long TEXT = 5;
    static final long EXTRA = 6;
    static final long DIALOG = 20;
    static final long DIALOG_BUTTON = 21;
    static final String BUS = ":1.5";

    /** In {@link #lines()}, where the signals a focus move held back a moment went out. */
    static final String A_MOMENT_LATER = "(a moment later)";

    final List<AtspiSignal> signals = new ArrayList<>();
    /** Indexes into {@link #signals} at which held signals were released. */
    final List<Integer> releasedAt = new ArrayList<>();
    final Tree tree = new Tree();
    EventTranslator translator;

    @BeforeEach
    void setUp() {
        translator = translatorFor(EventInterest.EVERYTHING);
        given(root(FRAME),
                Node.builder(FRAME, Role.FRAME).parent(NodeId.ROOT).name("Main")
                        .states(StateSet.of(State.ACTIVE, State.SHOWING, State.VISIBLE))
                        .bounds(new Rect(20, 20, 800, 600)).children(PANEL).build(),
                Node.builder(PANEL, Role.PANEL).parent(FRAME).bounds(new Rect(5, 5, 790, 590))
                        .children(BUTTON, TEXT).build(),
                Node.builder(BUTTON, Role.BUTTON).parent(PANEL).name("OK")
                        .states(StateSet.of(State.SENSITIVE, State.FOCUSABLE, State.SHOWING))
                        .capabilities(Set.of(Capability.COMPONENT, Capability.ACTION))
                        .bounds(new Rect(10, 10, 60, 25)).build(),
                Node.builder(TEXT, Role.TEXT).parent(PANEL).name("Name")
                        .states(StateSet.of(State.FOCUSED, State.FOCUSABLE, State.EDITABLE, State.SENSITIVE))
                        .capabilities(Set.of(Capability.COMPONENT, Capability.TEXT))
                        .text(new TextState("abc", 3, 3, 3, 0)).build());
    }


    static Node root(long... windows) {
        return Node.builder(NodeId.ROOT, Role.APPLICATION).name("Demo").children(windows).build();
    }

    static Node.Builder item(long id, long parent) {
        return Node.builder(id, Role.LIST_ITEM).parent(parent).name("item " + id);
    }

    EventTranslator translatorFor(EventInterest interest) {
        AtspiContext ctx = new AtspiContext(tree, null, new ApplicationInfo("Toolkit", "1"), RegistryPort.NONE);
        ctx.busName(BUS);
        return new AtspiServer(ctx, signals::add, interest, this::releaseNow, () -> "").translator();
    }

    /** The translator's "a moment later", at once: the release's place is noted for {@link #lines()}. */
    private void releaseNow(Runnable release) {
        releasedAt.add(signals.size());
        release.run();
    }

    /** The dialog "Settings" (20) opened over the frame, active, its button Close (21) focused. */
    Node[] dialogOpenedWithTheFocus() {
        return new Node[] {root(FRAME, DIALOG),
            current(FRAME).states(StateSet.of(State.SHOWING, State.VISIBLE)).build(),
            current(TEXT).states(StateSet.of(State.FOCUSABLE, State.EDITABLE, State.SENSITIVE)).build(),
            Node.builder(DIALOG, Role.DIALOG).parent(NodeId.ROOT).name("Settings")
                    .states(StateSet.of(State.ACTIVE, State.SHOWING)).children(DIALOG_BUTTON).build(),
            Node.builder(DIALOG_BUTTON, Role.BUTTON).parent(DIALOG).name("Close")
                    .states(StateSet.of(State.FOCUSED, State.FOCUSABLE, State.SENSITIVE)).build()};
    }

    /** The node as published now, to change. */
    Node.Builder current(long id) {
        return tree.get(id).toBuilder();
    }

    /** A container (id 6, in the panel) with three items 7, 8, 9, the first selected. */
    long givenList(Capability kind) {
        long list = EXTRA;
        given(current(PANEL).children(BUTTON, TEXT, list).build(),
                Node.builder(list, kind == Capability.TABLE ? Role.TABLE : Role.LIST).parent(PANEL)
                        .capabilities(Set.of(kind)).children(7, 8, 9).build(),
                item(7, list).states(StateSet.of(State.SELECTABLE, State.SELECTED)).build(),
                item(8, list).states(StateSet.of(State.SELECTABLE)).build(),
                item(9, list).states(StateSet.of(State.SELECTABLE)).build());
        return list;
    }

    /** A sparse list (id 6, in the panel) of {@code count} items, {@code ids} read at {@code positions}. */
    long givenSparseList(int count, long[] ids, int[] positions) {
        long list = EXTRA;
        List<Node> nodes = new ArrayList<>(List.of(current(PANEL).children(BUTTON, TEXT, list).build(),
                Node.builder(list, Role.LIST).parent(PANEL).states(StateSet.of(State.MANAGES_DESCENDANTS))
                        .children(ids).sparse(new SparseChildren(count, positions)).build()));
        for (long id : ids) {
            nodes.add(item(id, list).build());
        }
        given(nodes.toArray(new Node[0]));
        return list;
    }

    void givenText(TextState text) {
        given(current(TEXT).text(text).build());
    }

    /** Publishes nodes without telling the translator: the state a test starts from. */
    void given(Node... nodes) {
        tree.apply(new TreeUpdate(List.of(nodes), new long[0]), ChangeHandler.NONE);
        assertThat(signals).isEmpty();
    }

    void apply(Node... nodes) {
        applyRemoving(new long[0], nodes);
    }

    void applyRemoving(long[] removed, Node... nodes) {
        tree.apply(new TreeUpdate(List.of(nodes), removed), translator);
    }

    List<String> types() {
        return signals.stream().map(AtspiSignal::eventType).toList();
    }

    /**
     * Each signal as "type source detail1" (a window or focus event without the number, a cache
     * signal with the object it adds or removes), e.g. "object:state-changed:focused 5 0".
     */
    List<String> lines() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < signals.size(); i++) {
            if (releasedAt.contains(i)) {
                out.add(A_MOMENT_LATER);
            }
            out.add(line(signals.get(i)));
        }
        return out;
    }

    private static String line(AtspiSignal s) {
        if (s.iface().equals(Interfaces.CACHE)) {
            Object[] ref = s.member().equals("AddAccessible")
                    ? (Object[]) ((Object[]) s.args()[0])[0] : (Object[]) s.args()[0];
            return s.eventType() + " " + shortPath((String) ref[1]);
        }
        String line = s.eventType() + " " + shortPath(s.path());
        return s.iface().equals(Interfaces.EVENT_OBJECT) ? line + " " + s.args()[1] : line;
    }

    static String shortPath(String path) {
        return path.substring(ObjectPaths.ACCESSIBLE_PREFIX.length());
    }

    static String path(long id) {
        return ObjectPaths.of(id);
    }

    static Object[] ref(long id) {
        return new Object[] {BUS, ObjectPaths.of(id)};
    }

    static Object[] anyData(AtspiSignal s) {
        return (Object[]) s.args()[3];
    }

    Object anyValue(AtspiSignal s) {
        return anyData(s)[1];
    }
}
