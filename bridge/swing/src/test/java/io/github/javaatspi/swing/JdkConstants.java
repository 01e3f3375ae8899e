package io.github.javaatspi.swing;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.LinkedHashMap;
import java.util.Map;

/** The public static final constants of a JDK class, by field name, read by reflection. */
final class JdkConstants {
    private JdkConstants() {
    }

    static <T> Map<String, T> of(Class<?> owner, Class<T> type) {
        Map<String, T> out = new LinkedHashMap<>();
        for (Field f : owner.getFields()) {
            int m = f.getModifiers();
            if (Modifier.isStatic(m) && Modifier.isFinal(m) && Modifier.isPublic(m) && f.getType() == type) {
                try {
                    out.put(f.getName(), type.cast(f.get(null)));
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return out;
    }
}
