package io.github.javaatspi.atspi.dispatch;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** An interface's members are built when a call first needs them, once, or all at once by {@code prepareAll}. */
class DeferredAdaptorTest {
    private static final String ROOT_PATH = "/org/a11y/atspi/accessible/root";
    private final AtomicInteger greeterBuilt = new AtomicInteger();
    private final AtomicInteger counterBuilt = new AtomicInteger();
    private Dispatcher dispatcher;

    @BeforeEach
    void setUp() {
        Tree tree = new Tree();
        tree.apply(new TreeUpdate(List.of(Node.builder(NodeId.ROOT, Role.APPLICATION).name("Demo").build()),
                new long[0]), ChangeHandler.NONE);
        AtspiContext ctx = new AtspiContext(tree, new DispatcherTest.FakeUi(), new ApplicationInfo("Toolkit", "1"),
                RegistryPort.NONE);
        Adaptor greeter = new Adaptor("test.Greeter") {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null;
            }

            @Override
            protected Adaptor.Table build() {
                greeterBuilt.incrementAndGet();
                return new Adaptor.Table(List.of(Member.of("Greet", "", "s", (t, a) -> new Object[] {"hello"})),
                        List.of(Property.read("Greeting", "s", t -> "hello")));
            }
        };
        Adaptor counter = new Adaptor("test.Counter") {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null;
            }

            @Override
            protected Adaptor.Table build() {
                counterBuilt.incrementAndGet();
                return new Adaptor.Table(List.of(Member.of("Count", "", "i", (t, a) -> new Object[] {1})), List.of());
            }
        };
        dispatcher = new Dispatcher(ctx, List.of(greeter, counter), List.of(), List.of());
    }

    @Test
    void nothingIsBuiltBeforeACallNeedsIt() {
        assertThat(greeterBuilt).hasValue(0);
        assertThat(counterBuilt).hasValue(0);
    }

    @Test
    void aCallBuildsItsInterfaceOnceAndNoOther() {
        assertThat(call("test.Greeter", "Greet").values()).containsExactly("hello");
        assertThat(call("test.Greeter", "Greet").values()).containsExactly("hello");

        assertThat(greeterBuilt).hasValue(1);
        assertThat(counterBuilt).hasValue(0);
    }

    @Test
    void aPropertyReadBuildsItsInterfaceToo() {
        Reply reply = call("org.freedesktop.DBus.Properties", "Get", "ss", "test.Greeter", "Greeting");

        assertThat((Object[]) reply.values()[0]).containsExactly("s", "hello");
        assertThat(greeterBuilt).hasValue(1);
        assertThat(counterBuilt).hasValue(0);
    }

    @Test
    void prepareAllBuildsEveryInterfaceOnce() {
        dispatcher.prepareAll();
        dispatcher.prepareAll();
        call("test.Counter", "Count");

        assertThat(greeterBuilt).hasValue(1);
        assertThat(counterBuilt).hasValue(1);
    }

    private Reply call(String iface, String member, String signature, Object... args) {
        return dispatcher.prepare(new DBusCall(":1.9", ROOT_PATH, iface, member, signature, args)).run();
    }

    private Reply call(String iface, String member) {
        return call(iface, member, "");
    }
}
