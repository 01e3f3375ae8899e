package io.github.javaatspi.atspi.dispatch;

import static io.github.javaatspi.atspi.Interfaces.ACCESSIBLE;
import static io.github.javaatspi.atspi.Interfaces.COLLECTION;
import static io.github.javaatspi.atspi.Interfaces.COMPONENT;
import static io.github.javaatspi.atspi.Interfaces.PROPERTIES;
import static io.github.javaatspi.atspi.Interfaces.VALUE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.model.ValueState;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code org.a11y.atspi.Value} as a client reaches it through the dispatcher. */
class ValueAdaptorTest {
    private static final long SLIDER = 2;
    private static final long DISABLED_SLIDER = 3;
    private static final long NO_VALUE = 4;
    private static final long BUTTON = 5;

    private final Tree tree = new Tree();
    private final DispatcherTest.FakeUi ui = new DispatcherTest.FakeUi();
    private Dispatcher dispatcher;

    @BeforeEach
    void setUp() {
        Set<Capability> range = Set.of(Capability.COMPONENT, Capability.VALUE);
        Node root = Node.builder(NodeId.ROOT, Role.APPLICATION).name("Demo")
                .children(SLIDER, DISABLED_SLIDER, NO_VALUE, BUTTON).build();
        Node slider = Node.builder(SLIDER, Role.SLIDER).parent(NodeId.ROOT).name("Volume").capabilities(range)
                .states(StateSet.of(State.SENSITIVE, State.ENABLED, State.FOCUSABLE))
                .value(new ValueState(5, 0, 10, 1, "5")).build();
        Node disabled = Node.builder(DISABLED_SLIDER, Role.SLIDER).parent(NodeId.ROOT).name("Balance")
                .capabilities(range).value(new ValueState(5, 0, 10, 1, "5")).build();
        Node noValue = Node.builder(NO_VALUE, Role.SLIDER).parent(NodeId.ROOT).name("Broken")
                .capabilities(range).states(StateSet.of(State.SENSITIVE)).build();
        Node button = Node.builder(BUTTON, Role.BUTTON).parent(NodeId.ROOT).name("OK")
                .capabilities(Set.of(Capability.COMPONENT)).states(StateSet.of(State.SENSITIVE)).build();
        tree.apply(new TreeUpdate(List.of(root, slider, disabled, noValue, button), new long[0]), ChangeHandler.NONE);
        AtspiContext ctx = new AtspiContext(tree, ui, new ApplicationInfo("Toolkit", "1"), RegistryPort.NONE);
        ctx.busName(":1.5");
        dispatcher = new AtspiServer(ctx, signal -> { }, () -> "").dispatcher();
    }

    @Test
    void theCurrentValueIsADouble() {
        assertThat(get(SLIDER, "CurrentValue")).containsExactly("d", 5.0);
    }

    @Test
    void theRangeAndIncrementComeFromTheSnapshot() {
        assertThat(get(SLIDER, "MinimumValue")).containsExactly("d", 0.0);
        assertThat(get(SLIDER, "MaximumValue")).containsExactly("d", 10.0);
        assertThat(get(SLIDER, "MinimumIncrement")).containsExactly("d", 1.0);
    }

    @Test
    void theTextIsTheValueAsShown() {
        assertThat(get(SLIDER, "Text")).containsExactly("s", "5");
    }

    @Test
    void aSliderListsTheValueInterface() {
        assertThat(interfaces(SLIDER)).containsExactly(ACCESSIBLE, COMPONENT, VALUE, COLLECTION);
    }

    @Test
    void anObjectWithoutAValueDoesNotListTheInterface() {
        assertThat(interfaces(NO_VALUE)).containsExactly(ACCESSIBLE, COMPONENT, COLLECTION);
        assertThat(interfaces(BUTTON)).containsExactly(ACCESSIBLE, COMPONENT, COLLECTION);
    }

    @Test
    void anObjectWithoutAValueHasNoValueProperties() {
        assertThatThrownBy(() -> get(NO_VALUE, "CurrentValue")).isInstanceOfSatisfying(AtspiError.class,
                e -> assertThat(e.errorName()).isEqualTo(DBusErrors.UNKNOWN_INTERFACE));
    }

    @Test
    void settingTheCurrentValueOfASensitiveObjectAsksTheUi() {
        Reply reply = set(SLIDER, new Object[] {"d", 7.0});

        assertThat(reply).isEqualTo(Reply.EMPTY);
        assertThat(ui.values).containsExactly(SLIDER + "=7.0");
    }

    @Test
    void settingTheCurrentValueOfAnInsensitiveObjectIsIgnored() {
        set(DISABLED_SLIDER, new Object[] {"d", 7.0});

        assertThat(ui.values).isEmpty();
    }

    @Test
    void settingTheCurrentValueWithAnotherTypeIsInvalidArgs() {
        assertThatThrownBy(() -> set(SLIDER, new Object[] {"s", "7"})).isInstanceOfSatisfying(AtspiError.class,
                e -> assertThat(e.errorName()).isEqualTo(DBusErrors.INVALID_ARGS));
        assertThat(ui.values).isEmpty();
    }

    private Object[] get(long id, String property) {
        Reply reply = call(id, PROPERTIES, "Get", "ss", VALUE, property);
        assertThat(reply.signature()).isEqualTo("v");
        return (Object[]) reply.values()[0];
    }

    private Reply set(long id, Object[] variant) {
        return call(id, PROPERTIES, "Set", "ssv", VALUE, "CurrentValue", variant);
    }

    @SuppressWarnings("unchecked")
    private List<Object> interfaces(long id) {
        return (List<Object>) call(id, ACCESSIBLE, "GetInterfaces", "").values()[0];
    }

    private Reply call(long id, String iface, String member, String signature, Object... args) {
        return dispatcher.prepare(new DBusCall(":1.9", ObjectPaths.of(id), iface, member, signature, args)).run();
    }
}
