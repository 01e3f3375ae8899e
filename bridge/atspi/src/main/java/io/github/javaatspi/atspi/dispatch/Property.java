package io.github.javaatspi.atspi.dispatch;

import java.util.function.BiConsumer;
import java.util.function.Function;

/** One D-Bus property: name, type, getter, and a setter when it is writable. */
public record Property(String name, String type, Function<Target, Object> getter, BiConsumer<Target, Object> setter) {
    public static Property read(String name, String type, Function<Target, Object> getter) {
        return new Property(name, type, getter, null);
    }

    public boolean writable() {
        return setter != null;
    }
}
