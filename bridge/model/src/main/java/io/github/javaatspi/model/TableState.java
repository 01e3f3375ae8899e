package io.github.javaatspi.model;

import java.util.Objects;

import java.util.List;

/**
 * The shape of a table as a screen reader follows it: its size, caption, summary and column
 * header texts, and how many rows and columns are selected. A change to the shape is announced.
 *
 * @param captionId the node that is the caption, or {@link NodeId#NONE} when it has none we expose
 * @param summaryId the node that is the summary, or {@link NodeId#NONE}
 * @param headerRowId the node whose children are the column headers, one per column in the
 *     table's order, or {@link NodeId#NONE} when that is not known (not yet read, or headers of
 *     another kind)
 */
public record TableState(int rows, int columns, String caption, String summary, List<String> columnHeaders,
        long captionId, long summaryId, long headerRowId, int selectedRows, int selectedColumns) {
    public TableState {
        caption = caption == null ? "" : caption;
        summary = summary == null ? "" : summary;
        columnHeaders = List.copyOf(columnHeaders);
    }

    // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
    @Override
    public boolean equals(Object o) {
        return o instanceof TableState t && t.rows == rows && t.columns == columns
                && Objects.equals(t.caption, caption) && Objects.equals(t.summary, summary)
                && Objects.equals(t.columnHeaders, columnHeaders) && t.captionId == captionId
                && t.summaryId == summaryId && t.headerRowId == headerRowId && t.selectedRows == selectedRows
                && t.selectedColumns == selectedColumns;
    }

    @Override
    public int hashCode() {
        return Objects.hash(rows, columns, caption, summary, columnHeaders, captionId, summaryId, headerRowId,
                selectedRows, selectedColumns);
    }
}
