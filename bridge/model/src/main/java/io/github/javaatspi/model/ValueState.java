package io.github.javaatspi.model;

/** The value of a range object (slider, spinner, progress bar, scroll bar). */
public record ValueState(double current, double minimum, double maximum, double increment, String text) {
}
