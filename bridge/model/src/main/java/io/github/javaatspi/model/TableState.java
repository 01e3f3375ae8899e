package io.github.javaatspi.model;

import java.util.List;

/**
 * The shape of a table as a screen reader follows it: its size, caption, summary and column
 * header texts, and how many rows and columns are selected. A change to the shape is announced.
 *
 * @param captionId the node that is the caption, or {@link NodeId#NONE} when it has none we expose
 * @param summaryId the node that is the summary, or {@link NodeId#NONE}
 */
public record TableState(int rows, int columns, String caption, String summary, List<String> columnHeaders,
        long captionId, long summaryId, int selectedRows, int selectedColumns) {
    public TableState {
        caption = caption == null ? "" : caption;
        summary = summary == null ? "" : summary;
        columnHeaders = List.copyOf(columnHeaders);
    }
}
