package io.github.javaatspi.model;

import java.util.Objects;

/**
 * Where a table cell sits in its table, for the {@code TableCell} interface: its first row and
 * column and how many of each it spans.
 *
 * @param table the id of the table the cell belongs to
 */
public record CellState(long table, int row, int column, int rowSpan, int columnSpan) {
    // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
    @Override
    public boolean equals(Object o) {
        return o instanceof CellState c && c.table == table && c.row == row && c.column == column
                && c.rowSpan == rowSpan && c.columnSpan == columnSpan;
    }

    @Override
    public int hashCode() {
        return Objects.hash(table, row, column, rowSpan, columnSpan);
    }
}
