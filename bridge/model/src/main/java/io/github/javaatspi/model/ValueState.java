package io.github.javaatspi.model;

import java.util.Objects;

/** The value of a range object (slider, spinner, progress bar, scroll bar). */
public record ValueState(double current, double minimum, double maximum, double increment, String text) {
    // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
    @Override
    public boolean equals(Object o) {
        return o instanceof ValueState v && Double.compare(v.current, current) == 0
                && Double.compare(v.minimum, minimum) == 0 && Double.compare(v.maximum, maximum) == 0
                && Double.compare(v.increment, increment) == 0 && Objects.equals(v.text, text);
    }

    @Override
    public int hashCode() {
        return Objects.hash(current, minimum, maximum, increment, text);
    }
}
