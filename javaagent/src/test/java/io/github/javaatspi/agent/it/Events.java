package io.github.javaatspi.agent.it;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;

/** Predicates over the events an {@code EventRecorder} heard. */
final class Events {
    private Events() {
    }

    static Predicate<Map<String, Object>> type(String type) {
        return e -> type.equals(e.get("type"));
    }

    static Predicate<Map<String, Object>> event(String type, String role, String name) {
        return type(type).and(e -> role.equals(e.get("role")) && name.equals(e.get("name")));
    }

    static Predicate<Map<String, Object>> detail1(long d1) {
        return e -> e.get("detail1") instanceof Number n && n.longValue() == d1;
    }

    static Predicate<Map<String, Object>> any(Object value) {
        return e -> Objects.equals(e.get("any"), value);
    }

    @SuppressWarnings("unchecked")
    static Predicate<Map<String, Object>> anyNamed(String name) {
        return e -> e.get("any") instanceof Map<?, ?> m && name.equals(((Map<String, Object>) m).get("name"));
    }

    @SuppressWarnings("unchecked")
    static boolean sourceHas(Map<String, Object> event, String state) {
        return ((List<String>) event.get("states")).contains(state);
    }

    /** type role 'name' detail1 — the parts of an event that an order comparison looks at. */
    static String brief(Map<String, Object> e) {
        return e.get("type") + " " + e.get("role") + " '" + e.get("name") + "' " + e.get("detail1");
    }
}
