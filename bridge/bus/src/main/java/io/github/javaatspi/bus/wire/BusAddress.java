package io.github.javaatspi.bus.wire;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One entry of a D-Bus address list, e.g. {@code unix:path=/run/user/1000/at-spi/bus,guid=…}. */
public record BusAddress(String transport, Map<String, String> params) {
    public BusAddress {
        params = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(params));
    }

    public String param(String key) {
        return params.get(key);
    }

    /**
     * Parses a {@code ;}-separated address list. Values are unescaped ({@code %XX}).
     *
     * @throws IllegalArgumentException with a message naming what is wrong
     */
    public static List<BusAddress> parseList(String addresses) {
        if (addresses == null || addresses.isBlank()) {
            throw new IllegalArgumentException("empty D-Bus address");
        }
        List<BusAddress> out = new ArrayList<>();
        for (String entry : addresses.split(";")) {
            if (entry.isBlank()) {
                continue;
            }
            int colon = entry.indexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException("D-Bus address without transport: " + entry);
            }
            Map<String, String> params = new LinkedHashMap<>();
            String rest = entry.substring(colon + 1);
            if (!rest.isEmpty()) {
                for (String kv : rest.split(",")) {
                    int eq = kv.indexOf('=');
                    if (eq <= 0) {
                        throw new IllegalArgumentException("malformed key=value '" + kv + "' in D-Bus address " + entry);
                    }
                    params.put(kv.substring(0, eq), unescape(kv.substring(eq + 1)));
                }
            }
            out.add(new BusAddress(entry.substring(0, colon), params));
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("empty D-Bus address");
        }
        return out;
    }

    private static String unescape(String v) {
        if (v.indexOf('%') < 0) {
            return v;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c == '%' && i + 2 < v.length()) {
                bytes.write(Integer.parseInt(v.substring(i + 1, i + 3), 16));
                i += 2;
            } else {
                bytes.write(c);
            }
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(transport).append(':');
        params.forEach((k, v) -> sb.append(k).append('=').append(v).append(','));
        return sb.substring(0, sb.length() - 1);
    }
}
