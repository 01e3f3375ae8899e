package io.github.javaatspi.bench;

import io.github.javaatspi.bus.wire.Incoming;
import io.github.javaatspi.bus.wire.MessageReader;
import io.github.javaatspi.bus.wire.PlainValues;
import io.github.javaatspi.bus.wire.WireChannel;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.freedesktop.dbus.messages.Message;
import org.freedesktop.dbus.messages.MessageFactory;
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
 * Reading an incoming call off the wire into its header fields and plain argument values: with
 * {@link MessageReader} (our parser for common calls), and the way it was done before, with
 * dbus-java's {@code MessageFactory.createMessage}, {@code getParameters} and
 * {@link PlainValues}. GetRole (no arguments, the commonest call), GetChildAtIndex ("i") and
 * Properties.Get of Name ("ss").
 */
@org.openjdk.jmh.annotations.State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(1)
public class ParseBench {
    @Param({"GetRole", "GetChildAtIndex", "Get"})
    public String call;

    private byte[] wire;
    private MessageReader reader;

    @Setup
    public void setUp() throws Exception {
        MessageFactory factory = new MessageFactory((byte) 'l');
        String path = "/org/a11y/atspi/accessible/5";
        Message m = switch (call) {
            case "GetRole" -> factory.createMethodCall(":1.9", null, path, DispatchBench.ACCESSIBLE, "GetRole",
                    (byte) 0, null);
            case "GetChildAtIndex" -> factory.createMethodCall(":1.9", null, path, DispatchBench.ACCESSIBLE,
                    "GetChildAtIndex", (byte) 0, "i", 0);
            default -> factory.createMethodCall(":1.9", null, path, "org.freedesktop.DBus.Properties", "Get",
                    (byte) 0, "ss", DispatchBench.ACCESSIBLE, "Name");
        };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : m.getWireData()) {
            if (part == null) {
                break;
            }
            out.write(part);
        }
        wire = out.toByteArray();
        reader = new MessageReader(new Repeating(wire));
    }

    @Benchmark
    public Incoming messageReader() throws Exception {
        return reader.read();
    }

    /** What MessageReader did before: three copies, dbus-java's parse, then the plain values. */
    @Benchmark
    public Object[] dbusJava() throws Exception {
        int fieldsLength = (int) Message.demarshallint(wire, 12, wire[0], 4);
        int headerLength = (fieldsLength + 7) & ~7;
        byte[] header = new byte[headerLength + 8];
        System.arraycopy(wire, 12, header, 0, 4);
        System.arraycopy(wire, 16, header, 8, headerLength);
        byte[] body = Arrays.copyOfRange(wire, 16 + headerLength, wire.length);
        Message m = MessageFactory.createMessage(wire[1], Arrays.copyOf(wire, 12), header, body, null);
        return new Object[] {m.getSource(), m.getPath(), m.getInterface(), m.getName(), m.getSig(),
            PlainValues.convertAll(m.getParameters())};
    }

    /** The same message, over and over, as a socket full of pipelined calls would deliver it. */
    private static final class Repeating implements WireChannel {
        private final byte[] message;

        Repeating(byte[] message) {
            this.message = message;
        }

        @Override
        public int read(ByteBuffer dst) {
            int n = 0;
            while (dst.remaining() >= message.length) {
                dst.put(message);
                n += message.length;
            }
            return n;
        }

        @Override
        public void writeFully(ByteBuffer[] srcs) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isOpen() {
            return true;
        }

        @Override
        public void close() {
        }
    }
}
