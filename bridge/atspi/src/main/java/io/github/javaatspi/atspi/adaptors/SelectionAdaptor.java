package io.github.javaatspi.atspi.adaptors;

import static io.github.javaatspi.atspi.adaptors.AccessibleAdaptor.one;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Args;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.SelectionState;
import io.github.javaatspi.model.State;

import java.util.List;

/**
 * {@code org.a11y.atspi.Selection} for lists, tables, trees, tab lists, menus and combo boxes.
 * The count comes from the snapshot, and so does which child is selected when the snapshot holds
 * every selected child (for a combo box, every item of its popup's list); otherwise that is asked
 * of the UI thread within its budget (the child may be one of a million nobody read yet). Changes
 * reply at once and run later on the UI thread. Indices are checked against the snapshot: one out
 * of range is InvalidArgs. A disabled container refuses changes; a tab list always has one page
 * selected, so it cannot be cleared or deselected (as in Swing).
 */
public final class SelectionAdaptor {
    /** How far below a combo box its popup's list is: popup menu, scroll pane, viewport, list. */
    private static final int COMBO_LIST_DEPTH = 4;

    private static List<Member> members() {
        return List.of(
                new Member("GetSelectedChild", "i", "(so)", (t, a) -> {
                    int k = Indices.within(a, 0, selection(t).selected(), "selected child index");
                    long known = selectedInSnapshot(t, k);
                    return one(known != NodeId.NONE ? t.ctx().ref(known)
                            : Published.ref(t, t.ctx().ui().selection().selectedChild(t.id(), k)));
                }, (t, a) -> selectedInSnapshot(t, Args.i(a, 0)) == NodeId.NONE),
                Member.of("SelectChild", "i", "b", (t, a) -> {
                    int i = Indices.within(a, 0, selection(t).selectable(), "child index");
                    return one(changeable(t) && t.ctx().ui().selection().select(t.id(), i));
                }),
                Member.of("DeselectSelectedChild", "i", "b", (t, a) -> {
                    int k = Indices.within(a, 0, selection(t).selected(), "selected child index");
                    return one(changeable(t) && deselectable(t)
                            && t.ctx().ui().selection().deselectSelected(t.id(), k));
                }),
                Member.waiting("IsChildSelected", "i", "b", (t, a) -> one(isChildSelected(t,
                        Indices.within(a, 0, selection(t).selectable(), "child index")))),
                Member.of("SelectAll", "", "b", (t, a) -> one(changeable(t) && t.node().has(State.MULTISELECTABLE)
                        && t.ctx().ui().selection().selectAll(t.id()))),
                Member.of("ClearSelection", "", "b", (t, a) -> one(changeable(t) && deselectable(t)
                        && t.ctx().ui().selection().clear(t.id()))),
                Member.of("DeselectChild", "i", "b", (t, a) -> {
                    int i = Indices.within(a, 0, selection(t).selectable(), "child index");
                    return one(changeable(t) && deselectable(t) && t.ctx().ui().selection().deselect(t.id(), i));
                }));
    }

    private static List<Property> properties() {
        return List.of(
                Property.read("version", "u", t -> 1L),
                Property.read("NSelectedChildren", "i", t -> selection(t).selected()));
    }

    private SelectionAdaptor() {
    }

    public static Adaptor create() {
        return new Adaptor(Interfaces.SELECTION) {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null && t.node().has(Capability.SELECTION) && t.node().selection() != null;
            }

            @Override
            protected Adaptor.Table build() {
                return new Adaptor.Table(SelectionAdaptor.members(), SelectionAdaptor.properties());
            }
        };
    }

    private static SelectionState selection(Target t) {
        return t.node().selection();
    }

    /**
     * The {@code k}-th selected child when the snapshot holds every selected child, else
     * {@link NodeId#NONE}: the children read so far carry exactly as many SELECTED states as the
     * container counts selected, and a Swing selection lists its children in child order (lists,
     * tables, tree rows, tab lists, menus). Orca asks right after the event that told it of the
     * change, while the UI thread is still busy with the key that made it; the snapshot is what
     * that event came from. A combo box's selection names the items of its popup's list, not its
     * children (Orca asks on every Tab into one, for its value).
     */
    static long selectedInSnapshot(Target t, int k) {
        int selected = selection(t).selected();
        Node items = k < 0 || k >= selected ? null : itemsOf(t);
        if (items == null) {
            return NodeId.NONE;
        }
        long answer = NodeId.NONE;
        int found = 0;
        for (int i = 0; i < items.listedCount() && found <= selected; i++) {
            Node child = t.ctx().tree().get(items.listedAt(i));
            if (child != null && child.has(State.SELECTED)) {
                if (found == k) {
                    answer = child.id();
                }
                found++;
            }
        }
        return found == selected ? answer : NodeId.NONE;
    }

    /**
     * A child already read answers from the snapshot; others are asked. A combo box always asks:
     * Swing answers this from its selected index, and its selected child from the popup's list,
     * which part ways while keys move through an open popup that chooses only on Return.
     */
    private static boolean isChildSelected(Target t, int index) {
        Node n = t.node();
        long child = n.role() == Role.COMBO_BOX ? NodeId.NONE : n.childAt(index);
        Node c = child == NodeId.NONE ? null : t.ctx().tree().get(child);
        return c != null ? c.has(State.SELECTED) : t.ctx().ui().selection().isChildSelected(t.id(), index);
    }

    /**
     * The node whose selected children are the selection: the container itself, or for a combo
     * box the list its popup shows, as read (Swing's popup is a popup menu holding a scroll pane,
     * its viewport and the list, each the first child of the one before); null for a popup of
     * another shape, which is then asked.
     */
    private static Node itemsOf(Target t) {
        Node n = t.node();
        if (n.role() != Role.COMBO_BOX) {
            return n;
        }
        for (int depth = 0; depth < COMBO_LIST_DEPTH && n != null && n.listedCount() > 0; depth++) {
            n = t.ctx().tree().get(n.listedAt(0));
            if (n != null && n.role() == Role.LIST) {
                return n;
            }
        }
        return null;
    }

    private static boolean changeable(Target t) {
        return t.node().has(State.SENSITIVE);
    }

    private static boolean deselectable(Target t) {
        return t.node().role() != Role.PAGE_TAB_LIST;
    }
}
