package io.github.javaatspi.model;

/** Where the table child at one index sits: its first row and column, its spans, and whether it is selected. */
public record CellSpan(int row, int column, int rowSpan, int columnSpan, boolean selected) {
}
