package io.github.javaatspi.model;

/**
 * What a client may ask that the snapshot deliberately does not hold, implemented by the
 * toolkit side. Every method returns within a bounded time: reads wait for the UI thread at
 * most a small budget and then throw {@link UiUnavailableException}; mutations only queue
 * work for the UI thread and report whether they were accepted.
 */
public interface UiPort {
    /** The bounds of {@code id} relative to {@code space}. */
    Rect extents(long id, CoordSpace space);

    /**
     * A counter that moves on whenever anything on screen may have moved, resized, shown or
     * hidden; a {@link ScreenPlace} is stamped with its value when read (see
     * {@link ScreenPlace#holds}). Any thread, at once. A toolkit that does not count answers -1.
     */
    default long geometryEpoch() {
        return -1;
    }

    /**
     * The {@link #geometryEpoch} of the last move of something that is no node of the tree (which
     * may have moved any node); a place stamped before it no longer holds. Any thread, at once.
     * By default every move counts as such; a toolkit that does not count answers
     * {@link Long#MAX_VALUE}: no place holds.
     */
    default long untrackedMoveEpoch() {
        long epoch = geometryEpoch();
        return epoch < 0 ? Long.MAX_VALUE : epoch;
    }

    /**
     * The {@link #geometryEpoch} of the last move, resize, show or hide of node {@code id}'s own
     * component (0: none), which may have moved everything below it. Any thread, at once.
     */
    default long moveEpochOf(long id) {
        return 0;
    }

    /** Where the image {@code id} shows is drawn, relative to {@code space}. */
    default Rect imageExtents(long id, CoordSpace space) {
        throw new UiUnavailableException(UiUnavailableException.Reason.UNSUPPORTED, "no images here");
    }

    /** The deepest child of {@code id} at the point, or {@link NodeId#NONE}. */
    long accessibleAtPoint(long id, int x, int y, CoordSpace space);

    /** Opacity between 0 and 1. */
    double alpha(long id);

    /** Stacking position among internal frames (0 = top), or -1 when not applicable. */
    int mdiZOrder(long id);

    /** Queues a focus request; false if the object cannot take focus. */
    boolean grabFocus(long id);

    /** Queues action {@code index}; false if it does not exist or the object refuses. */
    boolean doAction(long id, int index);

    /**
     * Queues action {@code action} of the hyperlink the toolkit knows as {@code link} in the
     * hypertext {@code id} ({@link LinkState#sourceIndex()}); false if the toolkit refuses.
     */
    default boolean doLinkAction(long id, int link, int action) {
        return false;
    }

    /** Queues moving/resizing a window; false for objects that cannot be moved. */
    boolean setExtents(long id, Rect bounds, CoordSpace space);

    /** Queues setting the value of a range object; false when it has no value. */
    boolean setValue(long id, double value);

    /** Queues scrolling so that {@code id} becomes visible; false when nothing can scroll. */
    boolean scrollIntoView(long id);

    /** Tells the toolkit side that a client just read {@code id}, so a silent change is caught. */
    void revalidate(long id);

    /** The live text questions and changes (layout, attributes, editing). */
    default TextPort text() {
        return TextPort.NONE;
    }

    /** Reading the children of sparse containers on demand. */
    default ChildrenPort children() {
        return ChildrenPort.NONE;
    }

    /** The selections of lists, tables, trees, tab lists, menus and combo boxes. */
    default SelectionPort selection() {
        return SelectionPort.NONE;
    }

    /** The live questions and selection changes of tables. */
    default TablePort table() {
        return TablePort.NONE;
    }
}
