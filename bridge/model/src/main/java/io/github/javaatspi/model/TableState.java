package io.github.javaatspi.model;

import java.util.List;

/**
 * The shape of a table as a screen reader follows it: its size, caption, summary and column
 * header texts. A change to any of them is announced.
 */
public record TableState(int rows, int columns, String caption, String summary, List<String> columnHeaders) {
    public TableState {
        caption = caption == null ? "" : caption;
        summary = summary == null ? "" : summary;
        columnHeaders = List.copyOf(columnHeaders);
    }
}
