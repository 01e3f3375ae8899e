package io.github.javaatspi.bus.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;

import org.freedesktop.dbus.DBusPath;
import org.freedesktop.dbus.messages.Message;
import org.freedesktop.dbus.messages.MessageFactory;
import org.freedesktop.dbus.messages.MethodCall;
import org.freedesktop.dbus.messages.constants.Endian;
import org.freedesktop.dbus.types.UInt16;
import org.freedesktop.dbus.types.UInt32;
import org.freedesktop.dbus.types.UInt64;
import org.junit.jupiter.api.Test;

/** Our parse of incoming calls against dbus-java's, which it replaces on the hot path. */
class CallParserTest {
    private final MessageFactory factory = new MessageFactory(Endian.LITTLE);

    @Test
    void callsOfBasicTypesReadAsDbusJavaReadsThem() throws Exception {
        same(call("", new Object[0]));
        same(call("i", 3));
        same(call("i", -7));
        same(call("u", new UInt32(0xffff_fffeL)));
        same(call("ii", 1, 2));
        same(call("iu", 4, new UInt32(1)));
        same(call("iiu", 10, 20, new UInt32(0)));
        same(call("s", "Name"));
        same(call("ss", "org.a11y.atspi.Accessible", "Name"));
        same(call("s", "Näme ✓ \uD83D\uDE00"));
        same(call("s", ""));
        same(call("sss", "a", "", "ccc"));
        same(call("o", new DBusPath("/org/a11y/atspi/accessible/12")));
        same(call("g", "a(so)"));
        same(call("b", true));
        same(call("b", false));
        same(call("y", (byte) 0xfe));
        same(call("n", (short) -2));
        same(call("q", new UInt16(65535)));
        same(call("x", Long.MIN_VALUE));
        same(call("t", new UInt64(Long.MAX_VALUE)));
        same(call("d", -2.5));
        same(call("ybnqiuxtd", (byte) 1, true, (short) 3, new UInt16(4), 5, new UInt32(6), 7L, new UInt64(8), 9.0));
        same(call("iiiiu", 1, 2, 3, 4, new UInt32(5)));
        same(call("sybx", "odd", (byte) 1, false, 1L << 40));
    }

    @Test
    void headerFieldsAreReadAsDbusJavaReadsThem() throws Exception {
        same(WireBytes.of(factory.createMethodCall(":1.42", ":1.7", "/org/a11y/atspi/accessible/root",
                "org.a11y.atspi.Accessible", "GetRole", (byte) 0, null)));
        same(WireBytes.of(factory.createMethodCall(null, "/p", null, "NoInterface", (byte) 1, "s", "x")));
        same(WireBytes.of(factory.createMethodCall(":1.42", null, "/p", "i.f", "M", (byte) 3, "i", 1)));
    }

    @Test
    void whatItDoesNotReadIsLeftToDbusJava() throws Exception {
        Object[] ref = {"a", new DBusPath("/b")};
        assertThat(parse(call("(so)", (Object) ref))).isNull();
        assertThat(parse(call("as", (Object) new String[] {"a"}))).isNull();
        assertThat(parse(call("a{ss}", new java.util.HashMap<>(java.util.Map.of("k", "v"))))).isNull();
        assertThat(parse(call("v", new org.freedesktop.dbus.types.Variant<>("x")))).isNull();
        assertThat(parse(call("sa{sv}", "x", new java.util.HashMap<>()))).isNull();
        assertThat(parse(signal())).as("a signal").isNull();
        byte[] big = call("s", "x");
        big[0] = 'B';
        assertThat(parse(big)).as("big-endian").isNull();
    }

    @Test
    void stringLengthsPastTheMessageAreLeftToDbusJava() throws Exception {
        byte[] m = call("s", "hello");
        int length = m.length - ("hello".length() + 5);
        for (int n : new int[] {Integer.MAX_VALUE, Integer.MAX_VALUE - 1, -1, Integer.MIN_VALUE, 6, 1 << 20}) {
            m[length] = (byte) n;
            m[length + 1] = (byte) (n >> 8);
            m[length + 2] = (byte) (n >> 16);
            m[length + 3] = (byte) (n >> 24);

            assertThat(parse(m)).as("length %d", n).isNull();
        }
    }

    @Test
    void damagedCallsAreEitherLeftToDbusJavaOrReadAsItReadsThem() throws Exception {
        byte[][] originals = {
            call("", new Object[0]), call("i", 3), call("ss", "org.a11y.atspi.Accessible", "Name"),
            call("iiu", 1, 2, new UInt32(3)), call("sbd", "é", true, 1.5),
            WireBytes.of(factory.createMethodCall(":1.42", ":1.7", "/a/b", "i.f", "M", (byte) 0, "o", new DBusPath("/c"))),
        };
        Random random = new Random(6);
        int readByUs = 0;
        for (int round = 0; round < 20_000; round++) {
            byte[] m = originals[round % originals.length].clone();
            for (int flips = 1 + random.nextInt(3); flips > 0; flips--) {
                // The 16-byte fixed header frames the message; MessageReader checks that part.
                int at = 16 + random.nextInt(m.length - 16);
                m[at] = random.nextBoolean() ? (byte) random.nextInt(256) : (byte) (m[at] ^ (1 << random.nextInt(8)));
            }
            IncomingCall ours = parse(m);
            if (ours != null) {
                readByUs++;
                assertEqual(ours, theirs(m), "round " + round + ": " + Arrays.toString(m));
            }
        }
        assertThat(readByUs).as("some damage (padding, values) leaves a call readable").isPositive();
    }

    /** Parses as the fast path and as dbus-java, and expects the same call. */
    private void same(byte[] m) throws Exception {
        IncomingCall ours = parse(m);
        assertThat(ours).as("read by the fast parser").isNotNull();
        assertEqual(ours, theirs(m), ours.signature());
    }

    /** Equal header fields, and arguments equal in value and class ({@code Double.equals} holds for NaN). */
    private static void assertEqual(IncomingCall ours, IncomingCall theirs, String what) {
        assertThat(ours).as(what).usingRecursiveComparison().ignoringFields("args").isEqualTo(theirs);
        assertThat(Arrays.deepEquals(ours.args(), theirs.args())).as("%s: %s vs %s", what,
                Arrays.deepToString(ours.args()), Arrays.deepToString(theirs.args())).isTrue();
        for (int i = 0; i < ours.args().length; i++) {
            assertThat(ours.args()[i]).as(what).hasSameClassAs(theirs.args()[i]);
        }
    }

    private static IncomingCall parse(byte[] m) {
        // Somewhere inside a larger buffer, as in the reader.
        byte[] buffer = new byte[m.length + 11];
        System.arraycopy(m, 0, buffer, 5, m.length);
        int fieldsLength = (int) Message.demarshallint(m, 12, m[0], 4);
        return new CallParser().parse(buffer, 5, m.length, fieldsLength);
    }

    /** dbus-java's parse, converted as the reader converts it. */
    private static IncomingCall theirs(byte[] m) throws Exception {
        int fieldsLength = (int) Message.demarshallint(m, 12, m[0], 4);
        int headerLength = (fieldsLength + 7) & ~7;
        byte[] header = new byte[headerLength + 8];
        System.arraycopy(m, 12, header, 0, 4);
        System.arraycopy(m, 16, header, 8, headerLength);
        MethodCall c = (MethodCall) MessageFactory.createMessage(m[1], Arrays.copyOf(m, 12), header,
                Arrays.copyOfRange(m, 16 + headerLength, m.length), null);
        return new IncomingCall(c.getSerial(), (byte) c.getFlags(), c.getSource(), c.getPath(), c.getInterface(),
                c.getName(), c.getSig() == null ? "" : c.getSig(), PlainValues.convertAll(c.getParameters()), null);
    }

    private byte[] call(String sig, Object... args) throws Exception {
        return WireBytes.of(factory.createMethodCall(":1.7", "/org/a11y/atspi/accessible/5", "org.a11y.atspi.Accessible",
                "Call", (byte) 0, sig.isEmpty() ? null : sig, args));
    }

    private byte[] signal() throws Exception {
        return WireBytes.of(factory.createSignal(null, "/p", "i.f", "S", "s", "x"));
    }

}
