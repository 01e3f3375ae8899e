package io.github.javaatspi.bench;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.atspi.dispatch.DBusCall;
import io.github.javaatspi.atspi.dispatch.Reply;
import io.github.javaatspi.bus.wire.MessageWriter;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.model.UiPort;
import java.lang.reflect.Proxy;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeUnit;
import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.messages.MessageFactory;
import org.freedesktop.dbus.messages.MethodCall;
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
 * Marshalling replies into D-Bus wire bytes: with our {@link MessageWriter}, as
 * {@code BusConnection.reply} does, and with dbus-java's {@code MessageFactory}, its fallback
 * (quadratic in the number of values: keep the 10,000-node GetItems case in mind before running
 * it, it takes seconds per call). A GetRole reply (the commonest call), a reference
 * (GetChildAtIndex), a state set, and the whole tree for Cache.GetItems.
 */
@org.openjdk.jmh.annotations.State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class MarshalBench {
    @Param({"100", "10000"})
    public int nodes;

    private final MessageFactory factory = new MessageFactory((byte) 'l');
    private MethodCall call;
    private Reply items;
    private Reply state;
    private Reply reference;

    @Setup
    public void setUp() throws DBusException {
        call = factory.createMethodCall(":1.9", "/org/a11y/atspi/accessible/5", DispatchBench.ACCESSIBLE, "GetRole",
                (byte) 0, null);
        Tree tree = new Tree();
        UiPort ui = (UiPort) Proxy.newProxyInstance(UiPort.class.getClassLoader(), new Class<?>[] {UiPort.class},
                (proxy, method, args) -> method.getReturnType() == boolean.class ? Boolean.FALSE
                        : method.getReturnType() == int.class ? Integer.valueOf(0) : null);
        AtspiContext ctx = new AtspiContext(tree, ui, new ApplicationInfo("Bench", "1"), RegistryPort.NONE);
        tree.apply(new TreeUpdate(DispatchBench.tree(nodes), new long[0]), ChangeHandler.NONE);
        ctx.busName(":1.5");
        var dispatcher = new AtspiServer(ctx, signal -> { }, () -> "").dispatcher();
        items = dispatcher.prepare(new DBusCall(":1.9", "/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems",
                "", new Object[0])).run();
        state = dispatcher.prepare(new DBusCall(":1.9", "/org/a11y/atspi/accessible/" + nodes,
                DispatchBench.ACCESSIBLE, "GetState", "", new Object[0])).run();
        reference = dispatcher.prepare(new DBusCall(":1.9", "/org/a11y/atspi/accessible/2",
                DispatchBench.ACCESSIBLE, "GetChildAtIndex", "i", new Object[] {0})).run();
    }

    private byte[][] marshal(Reply r) throws DBusException {
        return factory.createMethodReturn(call, r.signature().isEmpty() ? null : r.signature(), r.values())
                .getWireData();
    }

    private static ByteBuffer ours(Reply r) {
        return MessageWriter.methodReturn(7, ":1.9", r.signature(), r.values());
    }

    @Benchmark
    public ByteBuffer getRoleMessageWriter() {
        return MessageWriter.methodReturn(7, ":1.9", "u", new Object[] {43L});
    }

    @Benchmark
    public ByteBuffer getStateMessageWriter() {
        return ours(state);
    }

    @Benchmark
    public ByteBuffer referenceMessageWriter() {
        return ours(reference);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public ByteBuffer cacheGetItemsMessageWriter() {
        return ours(items);
    }

    @Benchmark
    public byte[][] getRoleReply() throws DBusException {
        return factory.createMethodReturn(call, "u", 43L).getWireData();
    }

    @Benchmark
    public byte[][] getStateReply() throws DBusException {
        return marshal(state);
    }

    @Benchmark
    public byte[][] referenceReply() throws DBusException {
        return marshal(reference);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public byte[][] cacheGetItemsReply() throws DBusException {
        return marshal(items);
    }
}
