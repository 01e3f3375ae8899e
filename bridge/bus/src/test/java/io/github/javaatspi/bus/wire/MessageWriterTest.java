package io.github.javaatspi.bus.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.freedesktop.dbus.messages.Message;
import org.freedesktop.dbus.messages.MessageFactory;
import org.freedesktop.dbus.messages.MethodCall;
import org.freedesktop.dbus.DBusPath;
import org.freedesktop.dbus.types.UInt32;
import org.freedesktop.dbus.types.Variant;
import org.junit.jupiter.api.Test;

/** Our reply and signal bytes against dbus-java's: the same body, byte for byte, and a header a reader accepts. */
class MessageWriterTest {
    private final MessageFactory factory = new MessageFactory((byte) 'l');

    @Test
    void bodiesAreThoseDbusJavaMarshals() throws Exception {
        Object[] ref = {":1.5", "/org/a11y/atspi/accessible/7"};
        Object[] item = {ref, ref, ref, 3, 10, new Object[] {"org.a11y.atspi.Accessible", "org.a11y.atspi.Component"},
            "Näme ✓", 43L, "", new Object[] {0x1234L, 0L}};
        Map<String, String> attrs = new LinkedHashMap<>();
        attrs.put("toolkit", "Java");
        attrs.put("id", "");
        Map<String, Object> props = new LinkedHashMap<>();
        props.put("Name", new Object[] {"s", "OK"});
        props.put("ChildCount", new Object[] {"i", 3});
        List<Object[]> items = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            items.add(item);
        }
        check("u", 43L);
        check("i", -1);
        check("s", "");
        check("b", true);
        check("x", Long.MIN_VALUE);
        check("d", 2.5);
        check("n", (short) -3);
        check("y", (byte) 7);
        check("(so)", (Object) ref);
        check("au", (Object) new Object[] {0x8000_0001L, 1L});
        check("ai", (Object) new int[] {1, 2, 3});
        check("a(so)", (Object) new Object[0]);
        check("a(so)", (Object) new Object[] {ref, ref});
        check("a{ss}", attrs);
        check("a{sv}", props);
        check("v", (Object) new Object[] {"(so)", ref});
        check("v", new Variant<>("text"));
        check("(iiii)", (Object) new Object[] {1, 2, 3, 4});
        check("a(iiasy)", (Object) new Object[] {new Object[] {1, 2, new Object[] {"a", "bc"}, (byte) 9}});
        check("a((so)(so)(so)iiassusau)", items);
        check("sa{ss}ii", "text", attrs, 1, 2);
        check("");
    }

    @Test
    void aShapeItDoesNotKnowIsLeftToDbusJava() {
        assertThat(MessageWriter.methodReturn(5, null, "s", new Object[] {new StringBuilder("x")})).isNull();
        assertThat(MessageWriter.methodReturn(5, null, "(so)", new Object[] {new Object[] {"a"}})).isNull();
        assertThat(MessageWriter.methodReturn(5, null, "ss", new Object[] {"a"})).isNull();
    }

    @Test
    void aBodyDbusJavaMarshalsGetsOurHeader() throws Exception {
        Object[] values = {new DBusPath("/org/a11y/atspi/accessible/7"), new UInt32(9)};
        assertThat(MessageWriter.methodReturn(5, null, "ou", values)).as("a shape left to dbus-java").isNull();
        MethodCall call = factory.createMethodCall(":1.9", "/p", "i.f", "M", (byte) 0, null);
        byte[] want = WireBytes.of(factory.createMethodReturn(call, "ou", values));

        byte[] ours = bytes(MessageWriter.methodReturn(call.getSerial(), ":1.9", "ou",
                DbusJavaBodies.marshal(factory, "ou", values)));

        assertThat(body(ours)).isEqualTo(body(want));
        Message read = ((Incoming.Other) new MessageReader(new BytesChannel(ours)).read()).message();
        assertThat(read.getReplySerial()).isEqualTo(call.getSerial());
        assertThat(PlainValues.convertAll(read.getParameters())).containsExactly("/org/a11y/atspi/accessible/7", 9L);
    }

    @Test
    void anEventSignalIsTheOneDbusJavaMarshalsWithTheSameHeaderFields() throws Exception {
        String path = "/org/a11y/atspi/accessible/12";
        String iface = "org.a11y.atspi.Event.Object";
        Object[] ours = {"focused", 1, 0, new Object[] {"i", 0}, Map.of()};
        Object[] theirs = {"focused", 1, 0, new Variant<>(0), Map.of()};
        byte[] want = WireBytes.of(factory.createSignal(null, path, iface, "StateChanged", "siiva{sv}", theirs));

        byte[] written = bytes(MessageWriter.signal(path, iface, "StateChanged", "siiva{sv}", ours));

        assertThat(body(written)).isEqualTo(body(want));
        Message read = ((Incoming.Other) new MessageReader(new BytesChannel(written)).read()).message();
        assertThat(read).isInstanceOf(org.freedesktop.dbus.messages.DBusSignal.class);
        assertThat(read.getPath()).isEqualTo(path);
        assertThat(read.getInterface()).isEqualTo(iface);
        assertThat(read.getName()).isEqualTo("StateChanged");
        assertThat(read.getSig()).isEqualTo("siiva{sv}");
        assertThat(read.getSerial()).isNotZero();
        assertThat(PlainValues.convertAll(read.getParameters())).startsWith("focused", 1, 0);
    }

    @Test
    void aMethodCallIsTheOneDbusJavaMarshalsWithTheSameHeaderFields() throws Exception {
        Object[] key = {0L, 0xff54, 116, 0, 1234, "", false};
        byte[] want = WireBytes.of(factory.createMethodCall("org.a11y.atspi.Registry", "/org/a11y/atspi/registry/deviceeventcontroller",
                "org.a11y.atspi.DeviceEventController", "NotifyListenersSync", (byte) 0, "(uiiiisb)",
                (Object) new Object[] {new UInt32(0), 0xff54, 116, 0, 1234, "", false}));
        int serial = MessageWriter.nextSerial();

        byte[] written = bytes(MessageWriter.methodCall(serial, (byte) 0, "org.a11y.atspi.Registry",
                "/org/a11y/atspi/registry/deviceeventcontroller", "org.a11y.atspi.DeviceEventController",
                "NotifyListenersSync", "(uiiiisb)", new Object[] {key}));

        assertThat(body(written)).isEqualTo(body(want));
        Incoming read = new MessageReader(new BytesChannel(written)).read();
        assertThat(read).isInstanceOf(IncomingCall.class);
        IncomingCall call = (IncomingCall) read;
        assertThat(call.serial()).isEqualTo(Integer.toUnsignedLong(serial));
        assertThat(call.path()).isEqualTo("/org/a11y/atspi/registry/deviceeventcontroller");
        assertThat(call.iface()).isEqualTo("org.a11y.atspi.DeviceEventController");
        assertThat(call.member()).isEqualTo("NotifyListenersSync");
        assertThat(call.signature()).isEqualTo("(uiiiisb)");
        assertThat(call.wantsReply()).isTrue();
    }

    @Test
    void anErrorReplyIsTheOneDbusJavaMarshals() throws Exception {
        MethodCall call = factory.createMethodCall(":1.9", "/p", "i.f", "M", (byte) 0, null);
        byte[] want = WireBytes.of(factory.createError(null, ":1.9", "org.freedesktop.DBus.Error.InvalidArgs",
                call.getSerial(), "s", "index 7 out of range"));

        byte[] written = bytes(MessageWriter.error(call.getSerial(), ":1.9", "org.freedesktop.DBus.Error.InvalidArgs",
                "index 7 out of range"));

        assertThat(body(written)).isEqualTo(body(want));
        Message read = ((Incoming.Other) new MessageReader(new BytesChannel(written)).read()).message();
        assertThat(read).isInstanceOf(org.freedesktop.dbus.messages.Error.class);
        assertThat(read.getName()).isEqualTo("org.freedesktop.DBus.Error.InvalidArgs");
        assertThat(read.getReplySerial()).isEqualTo(call.getSerial());
        assertThat(read.getDestination()).isEqualTo(":1.9");
        assertThat(read.getParameters()).containsExactly("index 7 out of range");
    }

    @Test
    void aNulInAnApplicationsTextBecomesAReplacementCharacterNotABrokenMessage() throws Exception {
        byte[] written = bytes(MessageWriter.methodReturn(5, ":1.9", "s", new Object[] {"a\0b"}));

        Message read = ((Incoming.Other) new MessageReader(new BytesChannel(written)).read()).message();
        assertThat(read.getParameters()).containsExactly("a\uFFFDb");
    }

    @Test
    void aSignalOfAShapeItDoesNotKnowIsLeftToDbusJava() {
        assertThat(MessageWriter.signal("/p", "i.f", "M", "s", new Object[] {new StringBuilder("x")})).isNull();
        assertThat(MessageWriter.signal("/p", "i.f", "M", "ss", new Object[] {"a"})).isNull();
    }

    private void check(String sig, Object... values) throws Exception {
        MethodCall call = factory.createMethodCall(":1.9", "/p", "i.f", "M", (byte) 0, null);
        Message theirs = factory.createMethodReturn(call, sig.isEmpty() ? null : sig, values);
        byte[] want = WireBytes.of(theirs);
        ByteBuffer written = MessageWriter.methodReturn(call.getSerial(), ":1.9", sig, values);
        assertThat(written).as(sig).isNotNull();
        byte[] ours = bytes(written);
        assertThat(body(ours)).as("body of %s", sig).isEqualTo(body(want));

        Message read = ((Incoming.Other) new MessageReader(new BytesChannel(ours)).read()).message();
        assertThat(read.getReplySerial()).isEqualTo(call.getSerial());
        assertThat(read.getSig() == null ? "" : read.getSig()).isEqualTo(sig);
        // The bodies are equal byte for byte; that dbus-java reads ours back is the header's check.
        assertThat(read.getParameters()).hasSameSizeAs(values);
    }


    private static byte[] bytes(ByteBuffer b) {
        byte[] out = new byte[b.remaining()];
        b.duplicate().get(out);
        return out;
    }

    private static byte[] body(byte[] message) {
        int n = ByteBuffer.wrap(message, 4, 4).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt();
        return Arrays.copyOfRange(message, message.length - n, message.length);
    }
}
