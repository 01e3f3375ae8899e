package io.github.javaatspi.atspi.adaptors;

import static io.github.javaatspi.atspi.adaptors.AccessibleAdaptor.one;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.CellState;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.NodeId;

import java.util.List;

/**
 * {@code org.a11y.atspi.TableCell}: a cell's place in its table from the snapshot, and its column
 * header when the snapshot knows it ({@link ColumnHeaders}); other header cells are asked of the
 * UI thread within its budget.
 */
public final class TableCellAdaptor {
    private static List<Member> members() {
        return List.of(
                // TableCell.xml declares "biiii", but libatspi reads "iiii" and at-spi2-atk sends that.
                Member.of("GetRowColumnSpan", "", "iiii", (t, a) -> {
                    CellState c = cell(t);
                    return new Object[] {c.row(), c.column(), c.rowSpan(), c.columnSpan()};
                }),
                new Member("GetColumnHeaderCells", "", "a(so)", (t, a) -> {
                    long known = headerInSnapshot(t);
                    if (known == ColumnHeaders.UNKNOWN) {
                        return one(Published.refs(t, t.ctx().ui().table().columnHeaderCells(t.id())));
                    }
                    return one(known == NodeId.NONE ? List.of() : List.<Object[]>of(t.ctx().ref(known)));
                }, (t, a) -> headerInSnapshot(t) == ColumnHeaders.UNKNOWN),
                Member.waiting("GetRowHeaderCells", "", "a(so)", (t, a) -> one(Published.refs(t,
                        t.ctx().ui().table().rowHeaderCells(t.id())))));
    }

    private static List<Property> properties() {
        return List.of(
                Property.read("version", "u", t -> 1L),
                Property.read("ColumnSpan", "i", t -> cell(t).columnSpan()),
                Property.read("RowSpan", "i", t -> cell(t).rowSpan()),
                Property.read("Position", "(ii)", t -> new Object[] {cell(t).row(), cell(t).column()}),
                Property.read("Table", "(so)", t -> t.ctx().ref(cell(t).table())));
    }

    private TableCellAdaptor() {
    }

    public static Adaptor create() {
        return new Adaptor(Interfaces.TABLE_CELL) {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null && t.node().has(Capability.TABLE_CELL) && t.node().cell() != null;
            }

            @Override
            protected Adaptor.Table build() {
                return new Adaptor.Table(TableCellAdaptor.members(), TableCellAdaptor.properties());
            }
        };
    }

    private static CellState cell(Target t) {
        return t.node().cell();
    }

    private static long headerInSnapshot(Target t) {
        CellState c = cell(t);
        return ColumnHeaders.inSnapshot(t.ctx().tree(), t.ctx().tree().get(c.table()), c.column());
    }
}
