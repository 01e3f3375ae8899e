package io.github.javaatspi.agent.it;

import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.DBusCallException;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Calls every method an object introspects with arguments meant to break it: extreme and
 * negative numbers, empty and huge strings, paths of objects that do not exist, empty and huge
 * arrays; the wrong signature; no arguments; unknown members and interfaces. Every call must be
 * answered (a reply or a D-Bus error) within the deadline; what came back is counted.
 */
final class Fuzzer {
    static final long DEADLINE_SECONDS = 5;
    private static final String HUGE = "\u00e9x".repeat(512 * 1024);
    private static final long[] INTS = {0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, 1 << 20};
    private static final long[] UINTS = {0, 4_294_967_295L, 1L << 31, 7};
    private static final String[] STRINGS = {"", "x", "\u2603 snow", "org.a11y.atspi.Nothing"};
    private static final String[] PATHS = {"/", "/org/a11y/atspi/accessible/999999999",
        "/org/a11y/atspi/accessible/root", "/org/a11y/atspi/null"};

    /** What the fuzzing found. */
    static final class Tally {
        int calls;
        int replies;
        final Map<String, Integer> errors = new TreeMap<>();
        /** The first calls that got each error, for the report. */
        final Map<String, List<String>> examples = new TreeMap<>();
        final List<String> unanswered = new ArrayList<>();
    }

    private final BusConnection connection;
    private final String destination;
    private final Tally tally = new Tally();

    Fuzzer(BusConnection connection, String destination) {
        this.connection = connection;
        this.destination = destination;
    }

    Tally tally() {
        return tally;
    }

    /**
     * Fuzzes every method of every interface {@code path} offers; {@code hugeStrings} adds 1 MB
     * strings. Returns false, fuzzing nothing, when the object is gone: an action fuzzed earlier
     * may rightly have removed it (collapsing a tree removes its rows).
     */
    boolean object(String path, boolean hugeStrings) throws Exception {
        String xml;
        try {
            xml = (String) connection.callSync(destination, path, "org.freedesktop.DBus.Introspectable",
                    "Introspect", null, DEADLINE_SECONDS * 1000).getParameters()[0];
        } catch (DBusCallException e) {
            if ("org.freedesktop.DBus.Error.UnknownObject".equals(e.errorName())) {
                return false;
            }
            throw e;
        }
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        // The introspection DOCTYPE names a DTD on the web: never fetch it.
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        NodeList interfaces = factory.newDocumentBuilder()
                .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8))).getElementsByTagName("interface");
        for (int i = 0; i < interfaces.getLength(); i++) {
            Element iface = (Element) interfaces.item(i);
            String name = iface.getAttribute("name");
            NodeList methods = iface.getElementsByTagName("method");
            for (int m = 0; m < methods.getLength(); m++) {
                Element method = (Element) methods.item(m);
                method(path, name, method.getAttribute("name"), inSignature(method), hugeStrings);
            }
            call(path, name, "NoSuchMember", "", new Object[0]);
        }
        call(path, "org.a11y.atspi.NoSuchInterface", "GetRole", "", new Object[0]);
        return true;
    }

    /** Calls on paths that name no object of ours. */
    void unknownObjects() throws Exception {
        for (String path : PATHS) {
            call(path, "org.a11y.atspi.Accessible", "GetRole", "", new Object[0]);
            call(path, "org.a11y.atspi.Accessible", "GetChildAtIndex", "i", new Object[] {0});
        }
        call("/org/a11y/atspi/accessible/00", "org.a11y.atspi.Accessible", "GetRole", "", new Object[0]);
        call("/not/ours", "org.freedesktop.DBus.Properties", "GetAll", "s", new Object[] {"org.a11y.atspi.Accessible"});
    }

    private void method(String path, String iface, String member, List<String> in, boolean hugeStrings)
            throws Exception {
        String signature = String.join("", in);
        for (int variant = 0; variant < 5; variant++) {
            call(path, iface, member, signature, values(in, variant, false));
        }
        if (hugeStrings && signature.contains("s")) {
            call(path, iface, member, signature, values(in, 0, true));
        }
        if (!signature.isEmpty()) {
            call(path, iface, member, "", new Object[0]);
        }
        call(path, iface, member, signature.equals("s") ? "i" : "s", new Object[] {signature.equals("s") ? 1 : "x"});
    }

    private Object[] values(List<String> in, int variant, boolean huge) {
        Object[] out = new Object[in.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = value(in.get(i), variant, huge);
        }
        return out;
    }

    /** A value of D-Bus type {@code type}; {@code variant} picks among the extremes. */
    private Object value(String type, int variant, boolean huge) {
        switch (type.charAt(0)) {
            case 'i', 'n', 'x':
                return (int) INTS[variant % INTS.length];
            case 'u', 'q', 't':
                return UINTS[variant % UINTS.length];
            case 'b':
                return variant % 2 == 0;
            case 'd':
                return variant % 2 == 0 ? Double.NaN : -1e308;
            case 's':
                return huge ? HUGE : STRINGS[variant % STRINGS.length];
            case 'o':
                return PATHS[variant % PATHS.length];
            case 'v':
                return new Object[] {"s", STRINGS[variant % STRINGS.length]};
            case 'a':
                return array(type.substring(1), variant, huge);
            case '(':
                List<String> fields = split(type.substring(1, type.length() - 1));
                Object[] struct = new Object[fields.size()];
                for (int i = 0; i < struct.length; i++) {
                    struct[i] = value(fields.get(i), variant, huge);
                }
                return struct;
            default:
                throw new IllegalArgumentException("no value for type " + type);
        }
    }

    /** Empty, one element, or (variant 2) many: a big bit set, say, in a Collection rule. */
    private Object array(String element, int variant, boolean huge) {
        if (element.startsWith("{")) {
            Map<Object, Object> map = new TreeMap<>();
            if (variant % 2 == 1) {
                List<String> kv = split(element.substring(1, element.length() - 1));
                map.put(value(kv.get(0), variant, huge), value(kv.get(1), variant, huge));
            }
            return map;
        }
        int size = variant == 2 ? 4096 : variant % 2;
        List<Object> list = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            list.add(value(element, variant == 2 ? 0 : variant, huge));
        }
        return list;
    }

    private void call(String path, String iface, String member, String signature, Object[] args) throws Exception {
        tally.calls++;
        CompletableFuture<?> reply = connection.call(destination, path, iface, member,
                signature.isEmpty() ? null : signature, args);
        try {
            reply.get(DEADLINE_SECONDS, TimeUnit.SECONDS);
            tally.replies++;
        } catch (ExecutionException e) {
            String name = e.getCause() instanceof DBusCallException d ? d.errorName() : e.getCause().toString();
            tally.errors.merge(name, 1, Integer::sum);
            List<String> seen = tally.examples.computeIfAbsent(name, k -> new ArrayList<>());
            if (seen.size() < 5) {
                seen.add(iface + "." + member + "(" + signature + ") on " + path + ": " + e.getCause().getMessage());
            }
        } catch (TimeoutException e) {
            tally.unanswered.add(iface + "." + member + "(" + signature + ") on " + path);
        }
    }

    private static List<String> inSignature(Element method) {
        List<String> in = new ArrayList<>();
        NodeList args = method.getElementsByTagName("arg");
        for (int i = 0; i < args.getLength(); i++) {
            Element arg = (Element) args.item(i);
            if ("in".equals(arg.getAttribute("direction"))) {
                in.add(arg.getAttribute("type"));
            }
        }
        return in;
    }

    /** Splits a signature into its complete types. */
    static List<String> split(String signature) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < signature.length()) {
            int end = endOf(signature, i);
            out.add(signature.substring(i, end));
            i = end;
        }
        return out;
    }

    private static int endOf(String s, int i) {
        char c = s.charAt(i);
        if (c == 'a') {
            return endOf(s, i + 1);
        }
        if (c == '(' || c == '{') {
            char close = c == '(' ? ')' : '}';
            int depth = 0;
            for (int j = i; j < s.length(); j++) {
                if (s.charAt(j) == c) {
                    depth++;
                } else if (s.charAt(j) == close && --depth == 0) {
                    return j + 1;
                }
            }
        }
        return i + 1;
    }
}
