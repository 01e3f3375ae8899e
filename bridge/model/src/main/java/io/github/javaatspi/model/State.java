package io.github.javaatspi.model;

/**
 * A toolkit-neutral state. At most 64 values, so a {@link StateSet} fits in one {@code long}.
 */
public enum State {
    ACTIVE, ARMED, BUSY, CHECKED, COLLAPSED, DEFUNCT, EDITABLE, ENABLED, EXPANDABLE, EXPANDED,
    FOCUSABLE, FOCUSED, HAS_TOOLTIP, HORIZONTAL, ICONIFIED, MODAL, MULTI_LINE, MULTISELECTABLE,
    OPAQUE, PRESSED, RESIZABLE, SELECTABLE, SELECTED, SENSITIVE, SHOWING, SINGLE_LINE, STALE,
    TRANSIENT, VERTICAL, VISIBLE, MANAGES_DESCENDANTS, INDETERMINATE, REQUIRED, TRUNCATED, ANIMATED,
    INVALID_ENTRY, SUPPORTS_AUTOCOMPLETION, SELECTABLE_TEXT, IS_DEFAULT, VISITED, CHECKABLE,
    HAS_POPUP, READ_ONLY;

    static {
        if (values().length > Long.SIZE) {
            throw new AssertionError("StateSet packs states into one long");
        }
    }

    long bit() {
        return 1L << ordinal();
    }
}
