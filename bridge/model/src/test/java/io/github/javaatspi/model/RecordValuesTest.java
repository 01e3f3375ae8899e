package io.github.javaatspi.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Constructor;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The records a {@link Node} holds write their equals and hashCode out (ARCHITECTURE.md, "Records
 * compared cold"); the snapshot diff finds a change only if every component takes part. Walks
 * every record type reachable from {@code Node}'s components (directly or as a list's or map's
 * element), so a record added later is checked too.
 */
class RecordValuesTest {
    @Test
    void everyRecordANodeHoldsComparesByEveryComponent() throws Exception {
        Set<Class<?>> records = recordsHeldBy(Node.class, new LinkedHashSet<>());
        records.remove(Node.class);

        assertThat(records).contains(StateSet.class, TextState.class, ValueState.class, TableState.class,
                ActionInfo.class, LinkAnchor.class);
        for (Class<?> type : records) {
            Object base = instance(type, 0);
            assertThat(base).as(type.getSimpleName()).isEqualTo(instance(type, 0))
                    .hasSameHashCodeAs(instance(type, 0))
                    .isNotEqualTo(null)
                    .isNotEqualTo(new Object());
            RecordComponent[] components = type.getRecordComponents();
            for (int i = 0; i < components.length; i++) {
                assertThat(base).as("%s differing in %s", type.getSimpleName(), components[i].getName())
                        .isNotEqualTo(instanceDifferingIn(type, i));
            }
        }
    }

    @Test
    void doublesCompareAsGeneratedRecordsDo() {
        ValueState nan = new ValueState(Double.NaN, 0, 1, 0.1, "");

        assertThat(nan).isEqualTo(new ValueState(Double.NaN, 0, 1, 0.1, ""));
        assertThat(new ValueState(0.0, 0, 1, 0.1, "")).isNotEqualTo(new ValueState(-0.0, 0, 1, 0.1, ""));
    }

    private static Set<Class<?>> recordsHeldBy(Class<?> type, Set<Class<?>> found) {
        if (!type.isRecord() || !found.add(type)) {
            return found;
        }
        for (RecordComponent c : type.getRecordComponents()) {
            recordsHeldBy(c.getType(), found);
            if (c.getGenericType() instanceof ParameterizedType p) {
                for (Type argument : p.getActualTypeArguments()) {
                    if (argument instanceof Class<?> element) {
                        recordsHeldBy(element, found);
                    }
                }
            }
        }
        return found;
    }

    /** An instance whose every component is the {@code variant}th sample of its type. */
    private static Object instance(Class<?> type, int variant) throws Exception {
        return construct(type, -1, variant);
    }

    /** The 0th instance with component {@code index} changed to the 1st sample. */
    private static Object instanceDifferingIn(Class<?> type, int index) throws Exception {
        return construct(type, index, 0);
    }

    private static Object construct(Class<?> type, int changed, int variant) throws Exception {
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        List<Object> args = new ArrayList<>();
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            args.add(sample(components[i], i == changed ? 1 : variant));
        }
        Constructor<?> canonical = type.getDeclaredConstructor(types);
        return canonical.newInstance(args.toArray());
    }

    private static Object sample(RecordComponent component, int variant) throws Exception {
        Class<?> t = component.getType();
        if (t == int.class) {
            return variant + 2;
        } else if (t == long.class) {
            return variant + 2L;
        } else if (t == double.class) {
            return variant + 2.5;
        } else if (t == boolean.class) {
            return variant == 1;
        } else if (t == String.class) {
            return "s" + variant;
        } else if (t == int[].class) {
            return new int[] {variant};
        } else if (t == long[].class) {
            return new long[] {variant};
        } else if (t.isEnum()) {
            return t.getEnumConstants()[variant];
        } else if (t.isRecord()) {
            return instance(t, variant);
        } else if (t == List.class) {
            Type element = ((ParameterizedType) component.getGenericType()).getActualTypeArguments()[0];
            return variant == 0 ? List.of() : List.of(element == String.class ? "e" : instance((Class<?>) element, 0));
        } else if (t == Map.class) {
            return variant == 0 ? Map.of() : Map.of("k", "v");
        }
        throw new AssertionError("no samples for " + t + " (" + component + "): add them here");
    }
}
