package io.github.javaatspi.atspi.adaptors;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.ValueState;

import java.util.List;

/**
 * {@code org.a11y.atspi.Value} for sliders, spinners, progress bars and scroll bars: read from
 * the snapshot; setting {@code CurrentValue} is queued to the UI thread (a disabled object
 * ignores it).
 */
public final class ValueAdaptor {
    private ValueAdaptor() {
    }

    public static Adaptor create() {
        return new Adaptor(Interfaces.VALUE) {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null && t.node().has(Capability.VALUE) && t.node().value() != null;
            }

            @Override
            protected Adaptor.Table build() {
                return ValueAdaptor.table();
            }
        };
    }

    private static Adaptor.Table table() {
        return new Adaptor.Table(List.of(),
                List.of(
                Property.read("version", "u", t -> 1L),
                Property.read("MinimumValue", "d", t -> value(t).minimum()),
                Property.read("MaximumValue", "d", t -> value(t).maximum()),
                Property.read("MinimumIncrement", "d", t -> value(t).increment()),
                new Property("CurrentValue", "d", t -> value(t).current(), (t, v) -> {
                    if (t.node().has(State.SENSITIVE)) {
                        t.ctx().ui().setValue(t.id(), ((Number) v).doubleValue());
                    }
                }),
                Property.read("Text", "s", t -> value(t).text())));
    }

    private static ValueState value(Target t) {
        return t.node().value();
    }
}
