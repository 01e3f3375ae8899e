package io.github.javaatspi.stack.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Every sample the bench takes, by measure and subject, in the order measures were first
 * taken; a figure is the median of a measure's samples (one per round).
 */
final class Figures {
    static final String FLOOR = "C floor";
    static final String BRIDGE = "bridge";
    static final String GTK = "GTK3";
    static final String JAW = "JAW";
    static final String PLAIN = "no bridge";
    static final List<String> SUBJECTS = List.of(FLOOR, BRIDGE, GTK, JAW);

    /** A measure: how to print it and which way is better. */
    record Measure(String section, String name, String unit, boolean higherIsBetter) {
    }

    private final Map<String, Measure> measures = new LinkedHashMap<>();
    private final Map<String, Map<String, List<Double>>> samples = new LinkedHashMap<>();

    void add(String section, String name, String unit, boolean higherIsBetter, String subject, double value) {
        String key = section + "|" + name;
        measures.putIfAbsent(key, new Measure(section, name, unit, higherIsBetter));
        samples.computeIfAbsent(key, k -> new LinkedHashMap<>()).computeIfAbsent(subject, s -> new ArrayList<>())
                .add(value);
    }

    List<Measure> measures() {
        return List.copyOf(measures.values());
    }

    OptionalDouble median(Measure m, String subject) {
        return median(m.section(), m.name(), subject);
    }

    OptionalDouble median(String section, String name, String subject) {
        List<Double> v = samples.getOrDefault(section + "|" + name, Map.of()).get(subject);
        if (v == null || v.isEmpty()) {
            return OptionalDouble.empty();
        }
        List<Double> sorted = new ArrayList<>(v);
        Collections.sort(sorted);
        int n = sorted.size();
        return OptionalDouble.of(n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2);
    }

    int count(Measure m, String subject) {
        List<Double> v = samples.getOrDefault(m.section() + "|" + m.name(), Map.of()).get(subject);
        return v == null ? 0 : v.size();
    }
}
