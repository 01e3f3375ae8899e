package io.github.javaatspi.atspi.adaptors;

import static io.github.javaatspi.atspi.adaptors.AccessibleAdaptor.one;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Args;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.CellSpan;
import io.github.javaatspi.model.CellState;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.TablePort;
import io.github.javaatspi.model.TableState;

import java.util.List;

/**
 * {@code org.a11y.atspi.Table}. Its size, caption, summary and selection counts come from the
 * snapshot, so a table of a million rows answers them at once, and so do a cell and a column
 * header already read;
 * everything else is asked of the UI thread within its budget, and a cell asked for is read then
 * (only what is asked for exists).
 * Rows, columns and child indices are checked against the snapshot: one out of range is
 * InvalidArgs (GTK answers -1 or the null reference instead; a client cannot tell those from a
 * real answer). Selection changes reply at once and run later on the UI thread; a disabled table
 * refuses them.
 */
public final class TableAdaptor {
    private static final Object[] NO_CELL = {false, 0, 0, 0, 0, false};

    private static List<Member> members() {
        return List.of(
                new Member("GetAccessibleAt", "ii", "(so)", (t, a) -> {
                    int row = row(t, a, 0);
                    int column = column(t, a, 1);
                    long known = cellInSnapshot(t, row, column);
                    return one(known != NodeId.NONE ? t.ctx().ref(known)
                            : Published.ref(t, port(t).cellAt(t.id(), row, column)));
                }, (t, a) -> cellInSnapshot(t, Args.i(a, 0), Args.i(a, 1)) == NodeId.NONE),
                Member.waiting("GetIndexAt", "ii", "i", (t, a) -> one(port(t).indexAt(t.id(), row(t, a, 0),
                        column(t, a, 1)))),
                Member.waiting("GetRowAtIndex", "i", "i", (t, a) -> one(port(t).rowAtIndex(t.id(), child(t, a)))),
                Member.waiting("GetColumnAtIndex", "i", "i", (t, a) -> one(port(t).columnAtIndex(t.id(), child(t, a)))),
                Member.waiting("GetRowDescription", "i", "s", (t, a) -> one(port(t).rowDescription(t.id(),
                        row(t, a, 0)))),
                Member.waiting("GetColumnDescription", "i", "s", (t, a) -> one(port(t).columnDescription(t.id(),
                        column(t, a, 0)))),
                Member.waiting("GetRowExtentAt", "ii", "i", (t, a) -> one(port(t).rowExtentAt(t.id(), row(t, a, 0),
                        column(t, a, 1)))),
                Member.waiting("GetColumnExtentAt", "ii", "i", (t, a) -> one(port(t).columnExtentAt(t.id(),
                        row(t, a, 0), column(t, a, 1)))),
                Member.waiting("GetRowHeader", "i", "(so)", (t, a) -> one(Published.ref(t,
                        port(t).rowHeader(t.id(), row(t, a, 0))))),
                new Member("GetColumnHeader", "i", "(so)", (t, a) -> {
                    int column = column(t, a, 0);
                    long known = ColumnHeaders.inSnapshot(t.ctx().tree(), t.node(), column);
                    return one(known != ColumnHeaders.UNKNOWN ? t.ctx().ref(known)
                            : Published.ref(t, port(t).columnHeader(t.id(), column)));
                }, (t, a) -> ColumnHeaders.inSnapshot(t.ctx().tree(), t.node(), Args.i(a, 0))
                        == ColumnHeaders.UNKNOWN),
                Member.waiting("GetSelectedRows", "", "ai", (t, a) -> one(port(t).selectedRows(t.id()))),
                Member.waiting("GetSelectedColumns", "", "ai", (t, a) -> one(port(t).selectedColumns(t.id()))),
                Member.waiting("IsRowSelected", "i", "b", (t, a) -> one(port(t).isRowSelected(t.id(), row(t, a, 0)))),
                Member.waiting("IsColumnSelected", "i", "b", (t, a) -> one(port(t).isColumnSelected(t.id(),
                        column(t, a, 0)))),
                Member.waiting("IsSelected", "ii", "b", (t, a) -> one(port(t).isSelected(t.id(), row(t, a, 0),
                        column(t, a, 1)))),
                Member.of("AddRowSelection", "i", "b", (t, a) -> {
                    int row = row(t, a, 0);
                    return one(changeable(t) && port(t).addRowSelection(t.id(), row));
                }),
                Member.of("AddColumnSelection", "i", "b", (t, a) -> {
                    int column = column(t, a, 0);
                    return one(changeable(t) && port(t).addColumnSelection(t.id(), column));
                }),
                Member.of("RemoveRowSelection", "i", "b", (t, a) -> {
                    int row = row(t, a, 0);
                    return one(changeable(t) && port(t).removeRowSelection(t.id(), row));
                }),
                Member.of("RemoveColumnSelection", "i", "b", (t, a) -> {
                    int column = column(t, a, 0);
                    return one(changeable(t) && port(t).removeColumnSelection(t.id(), column));
                }),
                Member.waiting("GetRowColumnExtentsAtIndex", "i", "biiiib", (t, a) -> {
                    CellSpan s = port(t).spanAtIndex(t.id(), child(t, a));
                    return s == null ? NO_CELL.clone()
                            : new Object[] {true, s.row(), s.column(), s.rowSpan(), s.columnSpan(), s.selected()};
                }));
    }

    private static List<Property> properties() {
        return List.of(
                Property.read("version", "u", t -> 1L),
                Property.read("NRows", "i", t -> table(t).rows()),
                Property.read("NColumns", "i", t -> table(t).columns()),
                Property.read("Caption", "(so)", t -> exposed(t, table(t).captionId())),
                Property.read("Summary", "(so)", t -> exposed(t, table(t).summaryId())),
                Property.read("NSelectedRows", "i", t -> table(t).selectedRows()),
                Property.read("NSelectedColumns", "i", t -> table(t).selectedColumns()));
    }

    private TableAdaptor() {
    }

    public static Adaptor create() {
        return new Adaptor(Interfaces.TABLE) {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null && t.node().has(Capability.TABLE) && t.node().table() != null;
            }

            @Override
            protected Adaptor.Table build() {
                return new Adaptor.Table(TableAdaptor.members(), TableAdaptor.properties());
            }
        };
    }

    /**
     * The cell at ({@code row}, {@code column}) when the snapshot holds it, else {@link NodeId#NONE}:
     * the child at the index a JTable (or a JTree, one column) gives that place, row × columns +
     * column, provided it was read at that very place. A cell nobody read, a place inside another
     * cell's span or a table that numbers its cells otherwise is asked of the UI thread. Orca asks
     * for the cells of the focused row right after the focus event, while the UI thread is still
     * busy with the key that moved it.
     */
    static long cellInSnapshot(Target t, int row, int column) {
        TableState s = table(t);
        Node n = t.node();
        long index = (long) row * s.columns() + column;
        if (row < 0 || row >= s.rows() || column < 0 || column >= s.columns() || index >= n.childCount()) {
            return NodeId.NONE;
        }
        long id = n.childAt((int) index);
        Node cell = id == NodeId.NONE ? null : t.ctx().tree().get(id);
        CellState at = cell == null ? null : cell.cell();
        return at != null && at.table() == t.id() && at.row() == row && at.column() == column ? id : NodeId.NONE;
    }

    private static TableState table(Target t) {
        return t.node().table();
    }

    private static TablePort port(Target t) {
        return t.ctx().ui().table();
    }

    private static int row(Target t, Object[] args, int index) {
        return Indices.within(args, index, table(t).rows(), "row");
    }

    private static int column(Target t, Object[] args, int index) {
        return Indices.within(args, index, table(t).columns(), "column");
    }

    private static int child(Target t, Object[] args) {
        return Indices.within(args, 0, t.node().childCount(), "child index");
    }

    /** A caption or summary is referenced only while it is in the tree. */
    private static Object[] exposed(Target t, long id) {
        return t.ctx().ref(t.ctx().tree().contains(id) ? id : NodeId.NONE);
    }

    private static boolean changeable(Target t) {
        return t.node().has(State.SENSITIVE);
    }
}
