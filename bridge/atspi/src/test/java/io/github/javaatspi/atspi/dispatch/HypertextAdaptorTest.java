package io.github.javaatspi.atspi.dispatch;

import static io.github.javaatspi.atspi.Interfaces.ACCESSIBLE;
import static io.github.javaatspi.atspi.Interfaces.ACTION;
import static io.github.javaatspi.atspi.Interfaces.HYPERLINK;
import static io.github.javaatspi.atspi.Interfaces.HYPERTEXT;
import static io.github.javaatspi.atspi.Interfaces.INTROSPECTABLE;
import static io.github.javaatspi.atspi.Interfaces.PROPERTIES;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.LinkPaths;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.model.ActionInfo;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.LinkAnchor;
import io.github.javaatspi.model.LinkState;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import io.github.javaatspi.model.TextState;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import java.util.List;
import java.util.Set;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code org.a11y.atspi.Hypertext} and the hyperlink objects it hands out, through the dispatcher. */
class HypertextAdaptorTest {
    private static final long PANE = 2;
    private static final long ICON = 3;
    private static final long PLAIN = 4;
    private static final long DISABLED = 5;
    private static final String TEXT = "See one and two, or x.";
    private static final ActionInfo JUMP = new ActionInfo("jump", "jump", "one", "");

    private final Tree tree = new Tree();
    private final RecordingUi ui = new RecordingUi();
    private Dispatcher dispatcher;

    @BeforeEach
    void setUp() {
        List<LinkState> links = List.of(
                new LinkState(4, 7, List.of(new LinkAnchor("https://example.org/one", NodeId.NONE, JUMP)), true, 0),
                new LinkState(12, 15, List.of(new LinkAnchor("https://example.org/two", ICON, JUMP)), true, 1),
                new LinkState(20, 21, List.of(new LinkAnchor("https://example.org/a", NodeId.NONE, JUMP),
                        new LinkAnchor("https://example.org/b", NodeId.NONE, JUMP)), false, 5));
        Set<Capability> hypertext = Set.of(Capability.COMPONENT, Capability.TEXT, Capability.HYPERTEXT);
        TextState text = new TextState(TEXT, 0, 0, 0, 0);
        Node root = Node.builder(NodeId.ROOT, Role.APPLICATION).children(PANE, PLAIN, DISABLED).build();
        Node pane = Node.builder(PANE, Role.HTML_CONTAINER).parent(NodeId.ROOT).capabilities(hypertext).text(text)
                .links(links).states(StateSet.of(State.SENSITIVE)).children(ICON).build();
        Node icon = Node.builder(ICON, Role.ICON).parent(PANE).build();
        Node plain = Node.builder(PLAIN, Role.TEXT).parent(NodeId.ROOT).capabilities(Set.of(Capability.TEXT))
                .text(text).states(StateSet.of(State.SENSITIVE)).build();
        Node disabled = Node.builder(DISABLED, Role.HTML_CONTAINER).parent(NodeId.ROOT).capabilities(hypertext).text(text)
                .links(links).build();
        tree.apply(new TreeUpdate(List.of(root, pane, icon, plain, disabled), new long[0]), ChangeHandler.NONE);
        AtspiContext ctx = new AtspiContext(tree, ui, new ApplicationInfo("Toolkit", "1"), RegistryPort.NONE);
        ctx.busName(":1.5");
        dispatcher = new AtspiServer(ctx, signal -> { }, () -> "").dispatcher();
    }

    @Test
    void theLinksAreCountedAndHandedOutAsObjectsOfTheirOwn() {
        assertThat(call(ObjectPaths.of(PANE), HYPERTEXT, "GetNLinks", "").values()).containsExactly(3);
        Object[] ref = (Object[]) call(ObjectPaths.of(PANE), HYPERTEXT, "GetLink", "i", 1).values()[0];

        assertThat(ref).containsExactly(":1.5", "/org/a11y/atspi/accessible/2/link/1");
    }

    @Test
    void aLinkIndexOutsideTheLinksIsInvalidArgs() {
        assertError(DBusErrors.INVALID_ARGS, () -> call(ObjectPaths.of(PANE), HYPERTEXT, "GetLink", "i", 3));
        assertError(DBusErrors.INVALID_ARGS, () -> call(ObjectPaths.of(PANE), HYPERTEXT, "GetLink", "i", -1));
    }

    @Test
    void theLinkIndexOfAnOffsetIsTheLinkThatCoversItElseMinusOne() {
        int[] offsets = {-1, 0, 3, 4, 6, 7, 12, 14, 15, 20, 21, 22, 99};
        long[] expected = {-1, -1, -1, 0, 0, -1, 1, 1, -1, 2, -1, -1, -1};
        for (int i = 0; i < offsets.length; i++) {
            assertThat(call(ObjectPaths.of(PANE), HYPERTEXT, "GetLinkIndex", "i", offsets[i]).values())
                    .as("offset %d", offsets[i]).containsExactly((int) expected[i]);
        }
    }

    @Test
    void onlyHypertextsListTheInterface() {
        assertThat(interfaces(PANE)).contains(HYPERTEXT);
        assertThat(interfaces(PLAIN)).doesNotContain(HYPERTEXT);
        assertError(DBusErrors.UNKNOWN_METHOD, () -> call(ObjectPaths.of(PLAIN), HYPERTEXT, "GetNLinks", ""));
    }

    @Test
    void aLinkTellsItsRangeAnchorsAndValidity() {
        String first = LinkPaths.of(PANE, 0);
        String last = LinkPaths.of(PANE, 2);

        assertThat(property(first, HYPERLINK, "StartIndex")).containsExactly("i", 4);
        assertThat(property(first, HYPERLINK, "EndIndex")).containsExactly("i", 7);
        assertThat(property(first, HYPERLINK, "NAnchors")).as("an int32, as libatspi reads it").containsExactly("i", 1);
        assertThat(property(last, HYPERLINK, "NAnchors")).containsExactly("i", 2);
        assertThat(call(first, HYPERLINK, "GetIndexRange", "").values()).containsExactly(4, 7);
        assertThat(call(last, HYPERLINK, "GetURI", "i", 1).values()).containsExactly("https://example.org/b");
        assertThat(call(first, HYPERLINK, "IsValid", "").values()).containsExactly(true);
        assertThat(call(last, HYPERLINK, "IsValid", "").values()).containsExactly(false);
    }

    @Test
    void anAnchorOutsideTheLinksAnchorsIsInvalidArgs() {
        assertError(DBusErrors.INVALID_ARGS, () -> call(LinkPaths.of(PANE, 0), HYPERLINK, "GetURI", "i", 1));
        assertError(DBusErrors.INVALID_ARGS, () -> call(LinkPaths.of(PANE, 0), HYPERLINK, "GetObject", "i", -1));
    }

    @Test
    void anAnchorsObjectIsItsOwnObjectOrElseTheHypertextThatShowsIt() {
        assertThat((Object[]) call(LinkPaths.of(PANE, 0), HYPERLINK, "GetObject", "i", 0).values()[0])
                .containsExactly(":1.5", ObjectPaths.of(PANE));
        assertThat((Object[]) call(LinkPaths.of(PANE, 1), HYPERLINK, "GetObject", "i", 0).values()[0])
                .containsExactly(":1.5", ObjectPaths.of(ICON));
    }

    @Test
    void aLinkObjectIsAHyperlinkAndAnActionButNoAccessible() {
        String link = LinkPaths.of(PANE, 0);
        String xml = (String) call(link, INTROSPECTABLE, "Introspect", "").values()[0];

        assertThat(xml).contains("<interface name=\"" + HYPERLINK + "\">", "<interface name=\"" + ACTION + "\">")
                .doesNotContain("<interface name=\"" + ACCESSIBLE + "\">");
        assertError(DBusErrors.UNKNOWN_METHOD, () -> call(link, ACCESSIBLE, "GetRole", ""));
        assertError(DBusErrors.UNKNOWN_METHOD, () -> call(link, HYPERTEXT, "GetNLinks", ""));
    }

    @Test
    void aLinksActionsFollowItsAnchorsThroughTheToolkitsIndex() {
        String last = LinkPaths.of(PANE, 2);

        assertThat(property(last, ACTION, "NActions")).containsExactly("i", 2);
        assertThat(call(last, ACTION, "GetName", "i", 1).values()).containsExactly("jump");
        assertThat(call(last, ACTION, "DoAction", "i", 1).values()).containsExactly(true);
        assertThat(ui.linkActions).containsExactly(PANE + " link 5 action 1");
        assertError(DBusErrors.INVALID_ARGS, () -> call(last, ACTION, "DoAction", "i", 2));
    }

    @Test
    void aLinkOfADisabledHypertextRefusesToBeFollowed() {
        assertThat(call(LinkPaths.of(DISABLED, 0), ACTION, "DoAction", "i", 0).values()).containsExactly(false);
        assertThat(ui.linkActions).isEmpty();
    }

    @Test
    void aLinkThatIsGoneOrWasNeverThereIsAnUnknownObject() {
        assertError(DBusErrors.UNKNOWN_OBJECT, () -> call(LinkPaths.of(PANE, 3), HYPERLINK, "GetURI", "i", 0));
        assertError(DBusErrors.UNKNOWN_OBJECT, () -> call(LinkPaths.of(PLAIN, 0), HYPERLINK, "GetURI", "i", 0));
        assertError(DBusErrors.UNKNOWN_OBJECT, () -> call(ObjectPaths.of(PANE) + "/link/01", HYPERLINK, "GetURI", "i", 0));

        Node fewer = tree.get(PANE).toBuilder().links(tree.get(PANE).links().subList(0, 1)).build();
        tree.apply(new TreeUpdate(List.of(fewer), new long[0]), ChangeHandler.NONE);
        assertError(DBusErrors.UNKNOWN_OBJECT, () -> call(LinkPaths.of(PANE, 1), HYPERLINK, "GetURI", "i", 0));
        assertThat(call(LinkPaths.of(PANE, 0), HYPERLINK, "GetURI", "i", 0).values())
                .containsExactly("https://example.org/one");

        Node root = tree.get(NodeId.ROOT).toBuilder().children(PLAIN, DISABLED).build();
        tree.apply(new TreeUpdate(List.of(root), new long[] {ICON, PANE}), ChangeHandler.NONE);
        assertError(DBusErrors.UNKNOWN_OBJECT, () -> call(LinkPaths.of(PANE, 0), HYPERLINK, "GetURI", "i", 0));
        assertError(DBusErrors.UNKNOWN_OBJECT, () -> property(LinkPaths.of(PANE, 0), HYPERLINK, "StartIndex"));
    }

    private Object[] property(String path, String iface, String name) {
        return (Object[]) call(path, PROPERTIES, "Get", "ss", iface, name).values()[0];
    }

    @SuppressWarnings("unchecked")
    private List<Object> interfaces(long id) {
        return (List<Object>) call(ObjectPaths.of(id), ACCESSIBLE, "GetInterfaces", "").values()[0];
    }

    private Reply call(String path, String iface, String member, String signature, Object... args) {
        return dispatcher.prepare(new DBusCall(":1.9", path, iface, member, signature, args)).run();
    }

    private static void assertError(String name, ThrowingCallable call) {
        assertThatThrownBy(call).isInstanceOfSatisfying(AtspiError.class, e -> assertThat(e.errorName()).isEqualTo(name));
    }
}
