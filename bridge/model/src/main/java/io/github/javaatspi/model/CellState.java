package io.github.javaatspi.model;

/**
 * Where a table cell sits in its table, for the {@code TableCell} interface: its first row and
 * column and how many of each it spans.
 *
 * @param table the id of the table the cell belongs to
 */
public record CellState(long table, int row, int column, int rowSpan, int columnSpan) {
}
