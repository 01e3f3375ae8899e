package io.github.javaatspi.atspi.dispatch;

import static io.github.javaatspi.atspi.Interfaces.ACCESSIBLE;
import static io.github.javaatspi.atspi.Interfaces.ACTION;
import static io.github.javaatspi.atspi.Interfaces.APPLICATION;
import static io.github.javaatspi.atspi.Interfaces.CACHE;
import static io.github.javaatspi.atspi.Interfaces.COLLECTION;
import static io.github.javaatspi.atspi.Interfaces.COMPONENT;
import static io.github.javaatspi.atspi.Interfaces.INTROSPECTABLE;
import static io.github.javaatspi.atspi.Interfaces.PEER;
import static io.github.javaatspi.atspi.Interfaces.PROPERTIES;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.model.ActionInfo;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.CoordSpace;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.model.UiPort;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.assertj.core.api.AbstractThrowableAssert;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class DispatcherTest {
    static final long BUTTON = 2;
    static final long DISABLED = 3;
    static final long TOOLTIP = 4;
    static final String ROOT_PATH = "/org/a11y/atspi/accessible/root";
    static final String BUTTON_PATH = "/org/a11y/atspi/accessible/2";
    static final String DISABLED_PATH = "/org/a11y/atspi/accessible/3";

    private final Tree tree = new Tree();
    private final FakeUi ui = new FakeUi();
    private final AtspiContext ctx = new AtspiContext(tree, ui, new ApplicationInfo("Toolkit", "1"), RegistryPort.NONE);
    private Dispatcher dispatcher;

    @BeforeEach
    void setUp() {
        ActionInfo click = new ActionInfo("click", "Click", "presses the button", "");
        Node root = Node.builder(NodeId.ROOT, Role.APPLICATION).name("Demo").children(BUTTON, DISABLED, TOOLTIP).build();
        Node button = Node.builder(BUTTON, Role.BUTTON).parent(NodeId.ROOT).name("OK")
                .capabilities(Set.of(Capability.COMPONENT, Capability.ACTION)).actions(List.of(click))
                .states(StateSet.of(State.SENSITIVE, State.FOCUSABLE)).build();
        Node disabled = Node.builder(DISABLED, Role.BUTTON).parent(NodeId.ROOT).name("Cancel")
                .capabilities(Set.of(Capability.COMPONENT, Capability.ACTION)).actions(List.of(click)).build();
        Node tooltip = Node.builder(TOOLTIP, Role.TOOL_TIP).parent(NodeId.ROOT).states(StateSet.of(State.TRANSIENT)).build();
        tree.apply(new TreeUpdate(List.of(root, button, disabled, tooltip), new long[0]), ChangeHandler.NONE);
        ctx.busName(":1.5");
        dispatcher = new AtspiServer(ctx, signal -> { }, () -> "").dispatcher();
    }

    @Test
    void getRoleReturnsTheAtspiNumberAsALong() {
        Reply reply = call(BUTTON_PATH, ACCESSIBLE, "GetRole", "");

        assertThat(reply.signature()).isEqualTo("u");
        assertThat(reply.values()).containsExactly(43L);
    }

    @Test
    void getChildAtIndexReturnsAReferenceToTheChild() {
        Reply reply = call(ROOT_PATH, ACCESSIBLE, "GetChildAtIndex", "i", 0);

        assertThat((Object[]) reply.values()[0]).containsExactly(":1.5", BUTTON_PATH);
    }

    @Test
    void getChildAtIndexOutOfRangeIsInvalidArgs() {
        assertError(DBusErrors.INVALID_ARGS, () -> call(ROOT_PATH, ACCESSIBLE, "GetChildAtIndex", "i", 5));
    }

    @Test
    void unknownNumericPathIsUnknownObjectWordedForOrca() {
        assertError(DBusErrors.UNKNOWN_OBJECT, () -> call("/org/a11y/atspi/accessible/999", ACCESSIBLE, "GetRole", ""))
                .hasMessageContaining("accessible/999 does not exist");
    }

    @Test
    void wrongSignatureIsInvalidArgs() {
        assertError(DBusErrors.INVALID_ARGS, () -> call(ROOT_PATH, ACCESSIBLE, "GetChildAtIndex", "s", "0"));
    }

    @Test
    void unknownMemberIsUnknownMethod() {
        assertError(DBusErrors.UNKNOWN_METHOD, () -> call(BUTTON_PATH, ACCESSIBLE, "Frobnicate", ""));
    }

    @Test
    void memberOfAnInterfaceTheObjectLacksIsUnknownMethod() {
        assertError(DBusErrors.UNKNOWN_METHOD, () -> call(ROOT_PATH, ACTION, "DoAction", "i", 0));
    }

    @Test
    void callWithoutInterfaceStillFindsTheMember() {
        assertThat(call(BUTTON_PATH, null, "GetRole", "").values()).containsExactly(43L);
    }

    @Test
    void propertiesGetReturnsAVariant() {
        Reply reply = call(BUTTON_PATH, PROPERTIES, "Get", "ss", ACCESSIBLE, "Name");

        assertThat(reply.signature()).isEqualTo("v");
        assertThat((Object[]) reply.values()[0]).containsExactly("s", "OK");
    }

    @Test
    void propertiesGetAllReturnsEveryPropertyOfTheInterface() {
        Reply reply = call(ROOT_PATH, PROPERTIES, "GetAll", "s", ACCESSIBLE);

        assertThat(reply.signature()).isEqualTo("a{sv}");
        Map<Object, Object> all = map(reply.values()[0]);
        assertThat(all).containsKeys("Name", "ChildCount");
        assertThat((Object[]) all.get("ChildCount")).containsExactly("i", 3);
    }

    @Test
    void propertiesSetOfApplicationIdStoresIt() {
        call(ROOT_PATH, PROPERTIES, "Set", "ssv", APPLICATION, "Id", new Object[] {"i", 7});

        assertThat(ctx.applicationId()).isEqualTo(7);
    }

    @Test
    void propertiesSetOfAReadOnlyPropertyIsRefused() {
        assertError(DBusErrors.PROPERTY_READ_ONLY,
                () -> call(BUTTON_PATH, PROPERTIES, "Set", "ssv", ACCESSIBLE, "Name", new Object[] {"s", "x"}));
        assertThat(tree.get(BUTTON).name()).isEqualTo("OK");
    }

    @Test
    void propertiesOfAnInterfaceTheObjectLacksIsUnknownInterface() {
        assertError(DBusErrors.UNKNOWN_INTERFACE, () -> call(BUTTON_PATH, PROPERTIES, "Get", "ss", APPLICATION, "Id"));
    }

    @Test
    void anUnknownPropertyOfAnOfferedInterfaceIsUnknownProperty() {
        assertError(DBusErrors.UNKNOWN_PROPERTY, () -> call(BUTTON_PATH, PROPERTIES, "Get", "ss", ACCESSIBLE, "Colour"));
    }

    @Test
    void anInterfaceNoAdaptorServesIsUnknownMethodOrUnknownInterface() {
        assertError(DBusErrors.UNKNOWN_METHOD, () -> call(BUTTON_PATH, "org.example.Nothing", "GetRole", ""));
        assertError(DBusErrors.UNKNOWN_INTERFACE,
                () -> call(BUTTON_PATH, PROPERTIES, "Get", "ss", "org.example.Nothing", "Name"));
    }

    @Test
    void rootHasAccessibleAndApplicationInterfaces() {
        assertThat(list(call(ROOT_PATH, ACCESSIBLE, "GetInterfaces", "").values()[0]))
                .containsExactly(ACCESSIBLE, APPLICATION, COLLECTION);
    }

    @Test
    void buttonHasAccessibleComponentAndActionInterfaces() {
        assertThat(list(call(BUTTON_PATH, ACCESSIBLE, "GetInterfaces", "").values()[0]))
                .containsExactly(ACCESSIBLE, COMPONENT, ACTION, COLLECTION);
    }

    @Test
    void introspectionDescribesTheInterfacesServed() {
        String xml = (String) call(BUTTON_PATH, INTROSPECTABLE, "Introspect", "").values()[0];

        assertThat(xml)
                .contains("<interface name=\"org.a11y.atspi.Component\">")
                .contains("<method name=\"GetExtents\">\n"
                        + "      <arg direction=\"in\" type=\"u\"/>\n"
                        + "      <arg direction=\"out\" type=\"(iiii)\"/>\n"
                        + "    </method>")
                .doesNotContain("org.a11y.atspi.Application");
    }

    @Test
    void peerPingAnswersOnTheRootOfThePathTree() {
        assertThat(call("/", PEER, "Ping", "")).isEqualTo(Reply.EMPTY);
    }

    @Test
    void doActionOnASensitiveObjectQueuesTheAction() {
        assertThat(call(BUTTON_PATH, ACTION, "DoAction", "i", 0).values()).containsExactly(true);
        assertThat(ui.actions).containsExactly(BUTTON + ":0");
    }

    @Test
    void doActionOnAnInsensitiveObjectIsRefused() {
        assertThat(call(DISABLED_PATH, ACTION, "DoAction", "i", 0).values()).containsExactly(false);
        assertThat(ui.actions).isEmpty();
    }

    @Test
    void doActionWithAnUnknownIndexIsInvalidArgs() {
        assertError(DBusErrors.INVALID_ARGS, () -> call(BUTTON_PATH, ACTION, "DoAction", "i", 3));
        assertThat(ui.actions).isEmpty();
    }

    @Test
    void grabFocusOnAFocusableObjectAsksTheUi() {
        assertThat(call(BUTTON_PATH, COMPONENT, "GrabFocus", "").values()).containsExactly(true);
        assertThat(ui.focusRequests).containsExactly(BUTTON);
    }

    @Test
    void callsOnANodeAskTheUiToRevalidateIt() {
        call(BUTTON_PATH, ACCESSIBLE, "GetRole", "");
        call(ROOT_PATH, ACCESSIBLE, "GetRole", "");

        assertThat(ui.revalidated).containsExactly(BUTTON);
    }

    @Test
    void extentsComeFromTheUiAsAStruct() {
        Reply reply = call(BUTTON_PATH, COMPONENT, "GetExtents", "u", 0L);

        assertThat((Object[]) reply.values()[0]).containsExactly(10, 20, 30, 40);
    }

    @Test
    void liveQuestionsMayWaitWhileSnapshotAnswersDoNot() {
        assertThat(prepare(BUTTON_PATH, COMPONENT, "GetExtents", "u", 0L).mayWait()).isTrue();
        assertThat(prepare(BUTTON_PATH, ACCESSIBLE, "GetRole", "").mayWait()).isFalse();
    }

    @Test
    void rootsParentIsTheDesktop() {
        Object[] parent = (Object[]) ((Object[]) call(ROOT_PATH, PROPERTIES, "Get", "ss", ACCESSIBLE, "Parent").values()[0])[1];

        assertThat(parent).containsExactly(ctx.desktop());
    }

    @Test
    void getStateReturnsTwoWordsAsLongs() {
        Object[] words = (Object[]) call(BUTTON_PATH, ACCESSIBLE, "GetState", "").values()[0];

        assertThat(words).containsExactly((1L << 24) | (1L << 11), 0L);
    }

    @Test
    void cacheGetItemsListsEveryNonTransientNodeInTheTenFieldLayout() {
        Reply reply = call("/org/a11y/atspi/cache", CACHE, "GetItems", "");

        assertThat(reply.signature()).isEqualTo("a((so)(so)(so)iiassusau)");
        List<?> items = (List<?>) reply.values()[0];
        assertThat(items).hasSize(3).allSatisfy(item -> assertThat((Object[]) item).hasSize(10));
        Object[] button = items.stream().map(Object[].class::cast)
                .filter(item -> ((Object[]) item[0])[1].equals(BUTTON_PATH)).findFirst().orElseThrow();
        assertThat((Object[]) button[1]).containsExactly(":1.5", ROOT_PATH);
        assertThat((Object[]) button[2]).containsExactly(":1.5", ROOT_PATH);
        assertThat(button[3]).isEqualTo(0);
        assertThat(button[4]).isEqualTo(0);
        assertThat(list(button[5])).containsExactly(ACCESSIBLE, COMPONENT, ACTION, COLLECTION);
        assertThat(button[6]).isEqualTo("OK");
        assertThat(button[7]).isEqualTo(43L);
        assertThat(button[8]).isEqualTo("");
        assertThat((Object[]) button[9]).containsExactly((1L << 24) | (1L << 11), 0L);
    }

    private Dispatcher.Invocation prepare(String path, String iface, String member, String signature, Object... args) {
        return dispatcher.prepare(new DBusCall(":1.9", path, iface, member, signature, args));
    }

    private Reply call(String path, String iface, String member, String signature, Object... args) {
        return prepare(path, iface, member, signature, args).run();
    }

    private static AbstractThrowableAssert<?, ? extends Throwable> assertError(String errorName, ThrowingCallable call) {
        return assertThatThrownBy(call).isInstanceOfSatisfying(AtspiError.class,
                e -> assertThat(e.errorName()).isEqualTo(errorName));
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Object value) {
        return (List<Object>) value;
    }

    @SuppressWarnings("unchecked")
    private static Map<Object, Object> map(Object value) {
        return (Map<Object, Object>) value;
    }

    /** Records what a client asked of the UI thread; geometry is fixed. */
    static class FakeUi implements UiPort {
        final List<String> actions = new ArrayList<>();
        final List<Long> focusRequests = new ArrayList<>();
        final List<Long> revalidated = new ArrayList<>();
        final List<String> values = new ArrayList<>();

        @Override
        public Rect extents(long id, CoordSpace space) {
            return new Rect(10, 20, 30, 40);
        }

        @Override
        public long accessibleAtPoint(long id, int x, int y, CoordSpace space) {
            return NodeId.NONE;
        }

        @Override
        public double alpha(long id) {
            return 1;
        }

        @Override
        public int mdiZOrder(long id) {
            return -1;
        }

        @Override
        public boolean grabFocus(long id) {
            focusRequests.add(id);
            return true;
        }

        @Override
        public boolean doAction(long id, int index) {
            actions.add(id + ":" + index);
            return true;
        }

        @Override
        public boolean setExtents(long id, Rect bounds, CoordSpace space) {
            return false;
        }

        @Override
        public boolean setValue(long id, double value) {
            values.add(id + "=" + value);
            return true;
        }

        @Override
        public boolean scrollIntoView(long id) {
            return false;
        }

        @Override
        public void revalidate(long id) {
            revalidated.add(id);
        }
    }
}
