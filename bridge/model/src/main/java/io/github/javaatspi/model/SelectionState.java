package io.github.javaatspi.model;

import java.util.Objects;

/**
 * The selection of a container whose children can be selected (a list, table, tree, tab list,
 * menu or combo box), as far as a client may read it without waiting for the UI thread.
 *
 * @param selected how many children are selected
 * @param selectable how many children the selection's indices range over: the child count for
 *     most containers, a combo box's item count for a combo box (whose items sit in its popup)
 */
public record SelectionState(int selected, int selectable) {
    // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
    @Override
    public boolean equals(Object o) {
        return o instanceof SelectionState s && s.selected == selected && s.selectable == selectable;
    }

    @Override
    public int hashCode() {
        return Objects.hash(selected, selectable);
    }
}
