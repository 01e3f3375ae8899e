package io.github.javaatspi.model;

/**
 * The live questions of a table that the snapshot does not answer (its size, caption, summary and
 * selection counts are in {@link TableState}; a cell's place is in {@link CellState}). Reads wait
 * for the UI thread within its budget (else throw {@link UiUnavailableException}); an id returned
 * may be newly read, so the caller waits for its publication ({@link Tree#awaitPresent}). Changes
 * are queued to the UI thread and report only whether they were queued. Rows and columns are
 * checked against the snapshot by the caller; one that vanished meanwhile gives -1, NONE or false.
 */
public interface TablePort {
    /** The cell at ({@code row}, {@code column}), read now if need be, or {@link NodeId#NONE}. */
    default long cellAt(long table, int row, int column) {
        throw UiUnavailableException.unsupported();
    }

    default int indexAt(long table, int row, int column) {
        throw UiUnavailableException.unsupported();
    }

    default int rowAtIndex(long table, int index) {
        throw UiUnavailableException.unsupported();
    }

    default int columnAtIndex(long table, int index) {
        throw UiUnavailableException.unsupported();
    }

    /** Where the child at {@code index} sits, or null when it is no cell. */
    default CellSpan spanAtIndex(long table, int index) {
        throw UiUnavailableException.unsupported();
    }

    default int rowExtentAt(long table, int row, int column) {
        throw UiUnavailableException.unsupported();
    }

    default int columnExtentAt(long table, int row, int column) {
        throw UiUnavailableException.unsupported();
    }

    default String rowDescription(long table, int row) {
        throw UiUnavailableException.unsupported();
    }

    default String columnDescription(long table, int column) {
        throw UiUnavailableException.unsupported();
    }

    /** The header object of {@code row}, or {@link NodeId#NONE}. */
    default long rowHeader(long table, int row) {
        throw UiUnavailableException.unsupported();
    }

    /** The header object of {@code column}, or {@link NodeId#NONE}. */
    default long columnHeader(long table, int column) {
        throw UiUnavailableException.unsupported();
    }

    /** The header objects of the row of table cell {@code cell}. */
    default long[] rowHeaderCells(long cell) {
        throw UiUnavailableException.unsupported();
    }

    /** The header objects of the column of table cell {@code cell}. */
    default long[] columnHeaderCells(long cell) {
        throw UiUnavailableException.unsupported();
    }

    default int[] selectedRows(long table) {
        throw UiUnavailableException.unsupported();
    }

    default int[] selectedColumns(long table) {
        throw UiUnavailableException.unsupported();
    }

    default boolean isRowSelected(long table, int row) {
        throw UiUnavailableException.unsupported();
    }

    default boolean isColumnSelected(long table, int column) {
        throw UiUnavailableException.unsupported();
    }

    default boolean isSelected(long table, int row, int column) {
        throw UiUnavailableException.unsupported();
    }

    default boolean addRowSelection(long table, int row) {
        throw UiUnavailableException.unsupported();
    }

    default boolean addColumnSelection(long table, int column) {
        throw UiUnavailableException.unsupported();
    }

    default boolean removeRowSelection(long table, int row) {
        throw UiUnavailableException.unsupported();
    }

    default boolean removeColumnSelection(long table, int column) {
        throw UiUnavailableException.unsupported();
    }

    /** A toolkit side without tables: every question is unsupported. */
    TablePort NONE = new TablePort() { };
}
