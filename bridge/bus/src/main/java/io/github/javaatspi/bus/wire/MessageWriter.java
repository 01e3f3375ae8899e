package io.github.javaatspi.bus.wire;

import java.lang.reflect.Array;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.freedesktop.dbus.types.Variant;

/**
 * Marshals a method call, a reply, an error reply or a signal straight into one little-endian byte array: header and
 * body, ready for a single write. It takes the plain values the adaptors and the event translator
 * produce (numbers, strings, {@code Object[]} or {@code List} for structs and arrays, primitive
 * arrays, {@code Map} for dictionaries, {@code {signature, value}} pairs or dbus-java
 * {@link Variant}s for variants).
 *
 * <p>Why not dbus-java's {@code MessageFactory}: it appends every value as a separate small
 * array to a list that grows by a fixed step, so marshalling is quadratic in the number of
 * values (a 4,000-node {@code Cache.GetItems} took seconds, a 10,000-node one ten), a GetRole
 * reply costs microseconds of allocation, and in a freshly started application, before the JIT
 * has compiled its reflective paths, a signal cost 0.1–1.4 ms (measured on the events of a
 * list's arrow keys under Orca). A value of a shape this class does not know makes it return
 * null, and the caller marshals with dbus-java instead.
 */
public final class MessageWriter {
    private static final byte METHOD_CALL = 1;
    private static final byte METHOD_RETURN = 2;
    private static final byte ERROR = 3;
    private static final byte SIGNAL = 4;
    private static final byte FIELD_PATH = 1;
    private static final byte FIELD_INTERFACE = 2;
    private static final byte FIELD_MEMBER = 3;
    private static final byte FIELD_ERROR_NAME = 4;
    private static final byte FIELD_REPLY_SERIAL = 5;
    private static final byte FIELD_DESTINATION = 6;
    private static final byte FIELD_SIGNATURE = 8;
    /**
     * Serials of the messages written here: non-zero and unique on a connection (a call's reply
     * is matched by it), far above the serials dbus-java gives the messages it marshals for us.
     */
    private static final AtomicInteger SERIALS = new AtomicInteger(0x4000_0000);

    private byte[] buf = new byte[256];
    private int len;

    private MessageWriter() {
    }

    /** Thrown inside when a value has a shape this writer does not marshal. */
    private static final class Unsupported extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unsupported(String what) {
            super(what, null, false, false);
        }
    }

    /**
     * The wire bytes of the reply to call {@code replySerial} from {@code destination} (null on a
     * peer-to-peer connection), or null when a value is of a shape this writer does not know. The
     * buffer wraps the writer's own array (no copy): it is the caller's, to write once.
     */
    public static ByteBuffer methodReturn(long replySerial, String destination, String signature, Object[] values) {
        MessageWriter w = new MessageWriter();
        try {
            w.replyHeader(replySerial, destination, signature == null ? "" : signature);
            return w.withBody(signature, values);
        } catch (Unsupported | ClassCastException | IndexOutOfBoundsException e) {
            return null;
        }
    }

    /**
     * The wire bytes of a signal from {@code path}, or null when a value is of a shape this writer
     * does not know. As with replies, the buffer wraps the writer's own array.
     */
    public static ByteBuffer signal(String path, String iface, String member, String signature, Object[] values) {
        MessageWriter w = new MessageWriter();
        try {
            String sig = signature == null ? "" : signature;
            w.start(SIGNAL);
            int fields = w.openFields();
            w.addressFields(path, iface, member);
            w.signatureField(sig);
            w.closeFields(fields);
            return w.withBody(sig, values);
        } catch (Unsupported | ClassCastException | IndexOutOfBoundsException e) {
            return null;
        }
    }

    /**
     * The wire bytes of a method call with serial {@code serial} (from {@link #nextSerial()}), or
     * null when a value is of a shape this writer does not know.
     */
    public static ByteBuffer methodCall(int serial, byte flags, String destination, String path, String iface,
            String member, String signature, Object[] values) {
        MessageWriter w = new MessageWriter();
        try {
            String sig = signature == null ? "" : signature;
            w.start(METHOD_CALL, flags, serial);
            int fields = w.openFields();
            w.addressFields(path, iface, member);
            if (destination != null) {
                w.field(FIELD_DESTINATION, "s");
                w.putString(destination);
            }
            w.signatureField(sig);
            w.closeFields(fields);
            return w.withBody(sig, values);
        } catch (Unsupported | ClassCastException | IndexOutOfBoundsException e) {
            return null;
        }
    }

    /** The wire bytes of the error reply {@code errorName} with its message to call {@code replySerial}. */
    public static ByteBuffer error(long replySerial, String destination, String errorName, String message) {
        MessageWriter w = new MessageWriter();
        w.start(ERROR);
        int fields = w.openFields();
        w.field(FIELD_ERROR_NAME, "s");
        w.putString(errorName);
        w.field(FIELD_REPLY_SERIAL, "u");
        w.putInt((int) replySerial);
        if (destination != null) {
            w.field(FIELD_DESTINATION, "s");
            w.putString(destination);
        }
        w.signatureField("s");
        w.closeFields(fields);
        return w.withBody("s", new Object[] {message == null ? "" : message});
    }

    private ByteBuffer withBody(String signature, Object[] values) {
        int bodyStart = len;
        body(signature == null ? "" : signature, values == null ? new Object[0] : values);
        putIntAt(4, len - bodyStart);
        return ByteBuffer.wrap(buf, 0, len);
    }

    /**
     * A body alone, to be sent after any header (see {@link #methodReturn(long, String, String,
     * byte[])}), or null when a value is of a shape this writer does not know.
     */
    public static byte[] bodyOf(String signature, Object[] values) {
        MessageWriter w = new MessageWriter();
        try {
            w.body(signature, values);
            return Arrays.copyOf(w.buf, w.len);
        } catch (Unsupported | ClassCastException | IndexOutOfBoundsException e) {
            return null;
        }
    }

    /**
     * The reply with a body marshalled elsewhere (by dbus-java, for a value of a shape this writer
     * does not know, or by {@link #bodyOf} and kept from an earlier reply). The body starts 8-aligned in any message, so its bytes do not depend on the
     * header before it.
     */
    public static ByteBuffer methodReturn(long replySerial, String destination, String signature, byte[] body) {
        MessageWriter w = new MessageWriter();
        w.replyHeader(replySerial, destination, signature == null ? "" : signature);
        w.putIntAt(4, body.length);
        w.ensure(body.length);
        System.arraycopy(body, 0, w.buf, w.len, body.length);
        w.len += body.length;
        return ByteBuffer.wrap(w.buf, 0, w.len);
    }

    /** The fixed part: byte order, type, flags, version, body length (set later) and serial. */
    private void start(byte type) {
        start(type, (byte) 0, nextSerial());
    }

    private void start(byte type, byte flags, int serial) {
        put((byte) 'l');
        put(type);
        put(flags);
        put((byte) 1);
        putInt(0); // body length, set at the end
        putInt(serial);
    }

    /** A serial for a message of ours, never 0. */
    public static int nextSerial() {
        int serial = SERIALS.getAndIncrement();
        return serial == 0 ? SERIALS.getAndIncrement() : serial;
    }

    private void replyHeader(long replySerial, String destination, String sig) {
        start(METHOD_RETURN);
        int fields = openFields();
        field(FIELD_REPLY_SERIAL, "u");
        putInt((int) replySerial);
        if (destination != null) {
            field(FIELD_DESTINATION, "s");
            putString(destination);
        }
        signatureField(sig);
        closeFields(fields);
    }

    /** Starts the header's field array; returns where its length goes. */
    private int openFields() {
        int at = len;
        putInt(0);
        return at;
    }

    /** Ends the field array that {@link #openFields()} started; the body starts 8-aligned. */
    private void closeFields(int at) {
        putIntAt(at, len - at - 4);
        align(8);
    }

    /** The object path, the interface (a call may name none) and the member of a call or signal. */
    private void addressFields(String path, String iface, String member) {
        field(FIELD_PATH, "o");
        putString(path);
        if (iface != null) {
            field(FIELD_INTERFACE, "s");
            putString(iface);
        }
        field(FIELD_MEMBER, "s");
        putString(member);
    }

    private void signatureField(String sig) {
        if (!sig.isEmpty()) {
            field(FIELD_SIGNATURE, "g");
            putSignature(sig);
        }
    }

    private void field(byte code, String sig) {
        align(8);
        put(code);
        putSignature(sig);
    }

    private void body(String sig, Object[] values) {
        int i = 0;
        int v = 0;
        while (i < sig.length()) {
            if (v >= values.length) {
                throw new Unsupported("fewer values than the signature " + sig);
            }
            i = value(sig, i, values[v++]);
        }
        if (v != values.length) {
            throw new Unsupported("more values than the signature " + sig);
        }
    }

    /** Marshals {@code o} as the single complete type at {@code sig[i]}; returns the index after that type. */
    private int value(String sig, int i, Object o) {
        char c = sig.charAt(i);
        switch (c) {
            case 'y' -> put(((Number) o).byteValue());
            case 'b' -> {
                align(4);
                putInt(((Boolean) o) ? 1 : 0);
            }
            case 'n', 'q' -> {
                align(2);
                short s = ((Number) o).shortValue();
                put((byte) s);
                put((byte) (s >> 8));
            }
            case 'i', 'u' -> {
                align(4);
                putInt((int) ((Number) o).longValue());
            }
            case 'x', 't' -> {
                align(8);
                putLong(((Number) o).longValue());
            }
            case 'd' -> {
                align(8);
                putLong(Double.doubleToRawLongBits(((Number) o).doubleValue()));
            }
            case 's', 'o' -> {
                if (!(o instanceof String s)) {
                    throw new Unsupported("a string as " + (o == null ? "null" : o.getClass().getName()));
                }
                putString(s);
            }
            case 'g' -> putSignature((String) o);
            case 'v' -> variant(o);
            case 'a' -> {
                return array(sig, i, o);
            }
            case '(' -> {
                return struct(sig, i, o);
            }
            default -> throw new Unsupported("type " + c);
        }
        return i + 1;
    }

    private void variant(Object o) {
        String sig;
        Object value;
        if (o instanceof Variant<?> var) {
            sig = var.getSig();
            value = var.getValue();
        } else if (o instanceof Object[] pair && pair.length == 2 && pair[0] instanceof String s) {
            sig = s;
            value = pair[1];
        } else {
            throw new Unsupported("a variant as " + (o == null ? "null" : o.getClass().getName()));
        }
        putSignature(sig);
        if (value(sig, 0, value) != sig.length()) {
            throw new Unsupported("a variant of more than one type: " + sig);
        }
    }

    private int array(String sig, int i, Object o) {
        int elem = i + 1;
        int end = end(sig, elem);
        align(4);
        int lengthAt = len;
        putInt(0);
        align(alignment(sig.charAt(elem)));
        int start = len;
        if (sig.charAt(elem) == '{') {
            if (!(o instanceof Map<?, ?> map)) {
                throw new Unsupported("a dictionary as " + (o == null ? "null" : o.getClass().getName()));
            }
            int key = elem + 1;
            int val = end(sig, key);
            for (Map.Entry<?, ?> e : map.entrySet()) {
                align(8);
                value(sig, key, e.getKey());
                value(sig, val, e.getValue());
            }
        } else if (o instanceof Object[] items) {
            for (Object item : items) {
                value(sig, elem, item);
            }
        } else if (o instanceof List<?> items) {
            for (Object item : items) {
                value(sig, elem, item);
            }
        } else if (o != null && o.getClass().isArray()) {
            int n = Array.getLength(o);
            for (int k = 0; k < n; k++) {
                value(sig, elem, Array.get(o, k));
            }
        } else {
            throw new Unsupported("an array as " + (o == null ? "null" : o.getClass().getName()));
        }
        putIntAt(lengthAt, len - start);
        return end;
    }

    private int struct(String sig, int i, Object o) {
        align(8);
        Object[] fields;
        if (o instanceof Object[] a) {
            fields = a;
        } else if (o instanceof List<?> l) {
            fields = l.toArray();
        } else {
            throw new Unsupported("a struct as " + (o == null ? "null" : o.getClass().getName()));
        }
        int k = i + 1;
        int f = 0;
        while (sig.charAt(k) != ')') {
            k = value(sig, k, fields[f++]);
        }
        if (f != fields.length) {
            throw new Unsupported("a struct with " + fields.length + " fields for " + sig.substring(i));
        }
        return k + 1;
    }

    /** The index after the single complete type starting at {@code i}. */
    static int end(String sig, int i) {
        char c = sig.charAt(i);
        if (c == 'a') {
            return end(sig, i + 1);
        }
        if (c == '(' || c == '{') {
            char close = c == '(' ? ')' : '}';
            int k = i + 1;
            while (sig.charAt(k) != close) {
                k = end(sig, k);
            }
            return k + 1;
        }
        return i + 1;
    }

    private static int alignment(char c) {
        return switch (c) {
            case 'n', 'q' -> 2;
            case 'b', 'i', 'u', 's', 'o', 'a' -> 4;
            case 'x', 't', 'd', '(', '{' -> 8;
            default -> 1;
        };
    }

    // ---- bytes

    private void ensure(int more) {
        if (len + more > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(buf.length * 2, len + more));
        }
    }

    private void align(int n) {
        int pad = (n - (len % n)) % n;
        ensure(pad);
        for (int k = 0; k < pad; k++) {
            buf[len++] = 0;
        }
    }

    private void put(byte b) {
        ensure(1);
        buf[len++] = b;
    }

    private void putInt(int v) {
        ensure(4);
        putIntAt(len, v);
        len += 4;
    }

    private void putIntAt(int at, int v) {
        buf[at] = (byte) v;
        buf[at + 1] = (byte) (v >> 8);
        buf[at + 2] = (byte) (v >> 16);
        buf[at + 3] = (byte) (v >> 24);
    }

    private void putLong(long v) {
        putInt((int) v);
        putInt((int) (v >> 32));
    }

    private void putString(String s) {
        align(4);
        // D-Bus strings may not contain NUL, and a peer drops a connection that sends one; an
        // application's text may (a label set from binary data), so it becomes U+FFFD here.
        byte[] b = (s.indexOf('\0') < 0 ? s : s.replace('\0', '\uFFFD')).getBytes(StandardCharsets.UTF_8);
        putInt(b.length);
        ensure(b.length + 1);
        System.arraycopy(b, 0, buf, len, b.length);
        len += b.length;
        buf[len++] = 0;
    }

    private void putSignature(String s) {
        byte[] b = s.getBytes(StandardCharsets.US_ASCII);
        if (b.length > 255) {
            throw new Unsupported("a signature longer than 255 bytes");
        }
        ensure(b.length + 2);
        buf[len++] = (byte) b.length;
        System.arraycopy(b, 0, buf, len, b.length);
        len += b.length;
        buf[len++] = 0;
    }
}
