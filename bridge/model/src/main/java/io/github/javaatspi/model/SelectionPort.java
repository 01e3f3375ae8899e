package io.github.javaatspi.model;

/**
 * The selection of a container's children. Reads wait for the UI thread within its budget (else
 * throw {@link UiUnavailableException}); a returned id may be newly read, so the caller waits for
 * its publication ({@link Tree#awaitPresent}). Changes are queued to the UI thread and report
 * only whether they were queued.
 */
public interface SelectionPort {
    /** The {@code selectedIndex}-th selected child, or {@link NodeId#NONE}. */
    default long selectedChild(long container, int selectedIndex) {
        throw UiUnavailableException.unsupported();
    }

    default boolean isChildSelected(long container, int childIndex) {
        throw UiUnavailableException.unsupported();
    }

    default boolean select(long container, int childIndex) {
        throw UiUnavailableException.unsupported();
    }

    default boolean deselect(long container, int childIndex) {
        throw UiUnavailableException.unsupported();
    }

    default boolean deselectSelected(long container, int selectedIndex) {
        throw UiUnavailableException.unsupported();
    }

    default boolean selectAll(long container) {
        throw UiUnavailableException.unsupported();
    }

    default boolean clear(long container) {
        throw UiUnavailableException.unsupported();
    }

    /** A toolkit side without selections: every question is unsupported. */
    SelectionPort NONE = new SelectionPort() { };
}
