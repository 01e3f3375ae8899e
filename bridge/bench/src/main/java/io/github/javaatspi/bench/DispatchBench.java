package io.github.javaatspi.bench;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.atspi.dispatch.DBusCall;
import io.github.javaatspi.atspi.dispatch.Dispatcher;
import io.github.javaatspi.atspi.dispatch.Reply;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.model.UiPort;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A call's in-process cost from a decoded D-Bus call to the reply's values: path to node,
 * interface and member dispatch, the snapshot read, role and state mapping. This is what a
 * D-Bus worker thread does for every call; the wire is measured by {@link MarshalBench}.
 */
@org.openjdk.jmh.annotations.State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class DispatchBench {
    static final String ACCESSIBLE = "org.a11y.atspi.Accessible";

    /** Nodes in the snapshot: the demo app's order of size, and a large app's. */
    @Param({"100", "10000"})
    public int nodes;

    private Dispatcher dispatcher;
    private DBusCall getRole;
    private DBusCall getState;
    private DBusCall name;
    private DBusCall childAt;
    private DBusCall parent;
    private DBusCall items;

    @Setup
    public void setUp() {
        Tree tree = new Tree();
        UiPort ui = (UiPort) Proxy.newProxyInstance(UiPort.class.getClassLoader(), new Class<?>[] {UiPort.class},
                (proxy, method, args) -> defaultValue(method.getReturnType()));
        AtspiContext ctx = new AtspiContext(tree, ui, new ApplicationInfo("Bench", "1"), RegistryPort.NONE);
        tree.apply(new TreeUpdate(tree(nodes), new long[0]), ChangeHandler.NONE);
        ctx.busName(":1.5");
        dispatcher = new AtspiServer(ctx, signal -> { }, () -> "").dispatcher();
        String button = "/org/a11y/atspi/accessible/" + nodes;
        String panel = "/org/a11y/atspi/accessible/2";
        getRole = new DBusCall(":1.9", button, ACCESSIBLE, "GetRole", "", new Object[0]);
        getState = new DBusCall(":1.9", button, ACCESSIBLE, "GetState", "", new Object[0]);
        name = new DBusCall(":1.9", button, "org.freedesktop.DBus.Properties", "Get", "ss",
                new Object[] {ACCESSIBLE, "Name"});
        childAt = new DBusCall(":1.9", panel, ACCESSIBLE, "GetChildAtIndex", "i", new Object[] {0});
        parent = new DBusCall(":1.9", button, "org.freedesktop.DBus.Properties", "Get", "ss",
                new Object[] {ACCESSIBLE, "Parent"});
        items = new DBusCall(":1.9", "/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems", "", new Object[0]);
    }

    /** Node k's children are (k-1)*10+2 .. (k-1)*10+11: the C floor's shape, ids from the root's 1. */
    static List<Node> tree(int n) {
        List<Node> out = new ArrayList<>();
        StateSet visible = StateSet.of(State.ENABLED, State.SENSITIVE, State.VISIBLE, State.SHOWING);
        StateSet focusable = StateSet.of(State.ENABLED, State.SENSITIVE, State.VISIBLE, State.SHOWING,
                State.FOCUSABLE);
        for (long id = NodeId.ROOT; id <= n; id++) {
            long first = (id - 1) * 10 + 2;
            long[] kids = new long[(int) Math.max(0, Math.min(first + 10, n + 1) - first)];
            for (int i = 0; i < kids.length; i++) {
                kids[i] = first + i;
            }
            Role role = id == NodeId.ROOT ? Role.APPLICATION
                    : id <= 11 ? Role.FRAME : kids.length > 0 ? Role.PANEL : Role.BUTTON;
            Node.Builder b = Node.builder(id, role).name("Node " + id).children(kids)
                    .states(role == Role.BUTTON ? focusable : visible);
            if (id != NodeId.ROOT) {
                b.parent((id - 2) / 10 + 1).capabilities(Set.of(Capability.COMPONENT));
            }
            out.add(b.build());
        }
        return out;
    }

    private static Object defaultValue(Class<?> type) {
        if (type == boolean.class) {
            return false;
        }
        if (type == int.class) {
            return 0;
        }
        if (type == long.class) {
            return 0L;
        }
        if (type == double.class) {
            return 0.0;
        }
        return null;
    }

    private Reply call(DBusCall c) {
        return dispatcher.prepare(c).run();
    }

    @Benchmark
    public Reply getRole() {
        return call(getRole);
    }

    @Benchmark
    public Reply getState() {
        return call(getState);
    }

    @Benchmark
    public Reply name() {
        return call(name);
    }

    @Benchmark
    public Reply getChildAtIndex() {
        return call(childAt);
    }

    @Benchmark
    public Reply parent() {
        return call(parent);
    }

    /** The whole tree in one reply's values (marshalling not included). */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public Reply cacheGetItems() {
        return call(items);
    }
}
