package io.github.javaatspi.bus.wire;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.freedesktop.dbus.DBusPath;
import org.freedesktop.dbus.types.UInt16;
import org.freedesktop.dbus.types.UInt32;
import org.freedesktop.dbus.types.UInt64;
import org.freedesktop.dbus.types.Variant;

/**
 * Converts what dbus-java parses into the plain values the AT-SPI layer works with, so that
 * layer never sees a dbus-java type: unsigned integers become {@code Long}, object paths
 * {@code String}, variants {@code Object[]{signature, value}}; structs stay {@code Object[]}.
 */
public final class PlainValues {
    private PlainValues() {
    }

    public static Object[] convertAll(Object[] values) {
        if (values == null) {
            return new Object[0];
        }
        Object[] out = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = convert(values[i]);
        }
        return out;
    }

    public static Object convert(Object v) {
        if (v instanceof UInt32 u) {
            return u.longValue();
        }
        if (v instanceof UInt16 u) {
            return u.longValue();
        }
        if (v instanceof UInt64 u) {
            return u.longValue();
        }
        if (v instanceof DBusPath p) {
            return p.getPath();
        }
        if (v instanceof Variant<?> variant) {
            return new Object[] {variant.getSig(), convert(variant.getValue())};
        }
        if (v instanceof Object[] array) {
            return convertAll(array);
        }
        if (v instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            for (Object o : list) {
                out.add(convert(o));
            }
            return out;
        }
        if (v instanceof Map<?, ?> map) {
            Map<Object, Object> out = new LinkedHashMap<>();
            map.forEach((k, val) -> out.put(convert(k), convert(val)));
            return out;
        }
        return v;
    }
}
