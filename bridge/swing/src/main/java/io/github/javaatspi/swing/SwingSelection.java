package io.github.javaatspi.swing;

import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.SelectionPort;
import io.github.javaatspi.model.UiUnavailableException;

import java.util.function.BiConsumer;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleSelection;
import javax.swing.JMenu;
import javax.swing.JTable;
import javax.swing.JTree;

/**
 * Selections through {@code AccessibleSelection}, with two corrections: a {@code JTree}'s own
 * accessible selection knows only the root, so a tree selects by row (its items are its rows,
 * see {@link TreeRows}); and a {@code JTable} that selects whole rows or columns cannot deselect
 * a cell through it, so deselecting a cell deselects its row (or column); and an open
 * {@code JMenu}'s selection is its armed item ({@link MenuSelection}). Selecting a child that is
 * selected already leaves it selected ({@code JTable} would toggle it). Reads wait for the event
 * thread within the budget; changes are queued.
 */
final class SwingSelection implements SelectionPort {
    private final SwingUi ui;
    private final Locator locator;
    private final long budgetMillis;

    SwingSelection(SwingUi ui, Locator locator, long budgetMillis) {
        this.ui = ui;
        this.locator = locator;
        this.budgetMillis = budgetMillis;
    }

    @Override
    public long selectedChild(long container, int selectedIndex) {
        return Edt.call(() -> {
            Resolved r = ui.live(container);
            if (r.accessible() instanceof JTree tree) {
                int[] rows = rows(tree);
                return selectedIndex < rows.length ? locator.item(container, rows[selectedIndex]) : NodeId.NONE;
            }
            if (r.accessible() instanceof JMenu menu) {
                int armed = MenuSelection.armed(menu);
                return armed < 0 || selectedIndex > 0 ? NodeId.NONE
                        : locator.idOf((Accessible) menu.getMenuComponent(armed));
            }
            AccessibleSelection s = selection(r);
            return selectedIndex < s.getAccessibleSelectionCount()
                    ? locator.idOf(s.getAccessibleSelection(selectedIndex)) : NodeId.NONE;
        }, budgetMillis);
    }

    @Override
    public boolean isChildSelected(long container, int childIndex) {
        return Edt.call(() -> {
            Resolved r = ui.live(container);
            if (r.accessible() instanceof JTree tree) {
                return tree.isRowSelected(childIndex);
            }
            if (r.accessible() instanceof JMenu menu) {
                return MenuSelection.armed(menu) == childIndex;
            }
            return selection(r).isAccessibleChildSelected(childIndex);
        }, budgetMillis);
    }

    @Override
    public boolean select(long container, int childIndex) {
        return change(container, "select", (r, s) -> {
            if (r.accessible() instanceof JTree tree) {
                tree.addSelectionRow(childIndex);
            } else if (r.accessible() instanceof JMenu menu) {
                MenuSelection.arm(menu, childIndex);
            } else if (!s.isAccessibleChildSelected(childIndex)) {
                s.addAccessibleSelection(childIndex);
            }
        });
    }

    @Override
    public boolean deselect(long container, int childIndex) {
        return change(container, "deselect", (r, s) -> deselect(r, s, childIndex));
    }

    @Override
    public boolean deselectSelected(long container, int selectedIndex) {
        return change(container, "deselect selected", (r, s) -> {
            if (r.accessible() instanceof JTree tree) {
                int[] rows = rows(tree);
                if (selectedIndex < rows.length) {
                    tree.removeSelectionRow(rows[selectedIndex]);
                }
                return;
            }
            if (r.accessible() instanceof JMenu menu) {
                MenuSelection.disarm(menu);
                return;
            }
            Accessible child = selectedIndex < s.getAccessibleSelectionCount()
                    ? s.getAccessibleSelection(selectedIndex) : null;
            AccessibleContext c = child == null ? null : child.getAccessibleContext();
            if (c != null && c.getAccessibleIndexInParent() >= 0) {
                deselect(r, s, c.getAccessibleIndexInParent());
            }
        });
    }

    @Override
    public boolean selectAll(long container) {
        return change(container, "select all", (r, s) -> {
            if (r.accessible() instanceof JTree tree) {
                tree.setSelectionInterval(0, tree.getRowCount() - 1);
            } else if (r.accessible() instanceof JTable table) {
                // AccessibleJTable selects all only with cell selection on; JTable knows better.
                table.selectAll();
            } else {
                s.selectAllAccessibleSelection();
            }
        });
    }

    @Override
    public boolean clear(long container) {
        return change(container, "clear selection", (r, s) -> {
            if (r.accessible() instanceof JTree tree) {
                tree.clearSelection();
            } else if (r.accessible() instanceof JMenu menu) {
                MenuSelection.disarm(menu);
            } else {
                s.clearAccessibleSelection();
            }
        });
    }

    private static void deselect(Resolved r, AccessibleSelection s, int childIndex) {
        if (r.accessible() instanceof JTree tree) {
            tree.removeSelectionRow(childIndex);
        } else if (r.accessible() instanceof JMenu menu) {
            if (MenuSelection.armed(menu) == childIndex) {
                MenuSelection.disarm(menu);
            }
        } else if (r.accessible() instanceof JTable table && !table.getCellSelectionEnabled()
                && table.getColumnCount() > 0) {
            int row = childIndex / table.getColumnCount();
            int column = childIndex % table.getColumnCount();
            if (table.getRowSelectionAllowed()) {
                table.removeRowSelectionInterval(row, row);
            } else if (table.getColumnSelectionAllowed()) {
                table.removeColumnSelectionInterval(column, column);
            }
        } else {
            s.removeAccessibleSelection(childIndex);
        }
    }

    private boolean change(long container, String what, BiConsumer<Resolved, AccessibleSelection> task) {
        ui.later(container, what, r -> {
            AccessibleSelection s = r.context().getAccessibleSelection();
            if (s != null) {
                task.accept(r, s);
            }
        });
        return true;
    }

    private static AccessibleSelection selection(Resolved r) {
        AccessibleSelection s = r.context().getAccessibleSelection();
        if (s == null) {
            throw UiUnavailableException.unsupported();
        }
        return s;
    }

    private static int[] rows(JTree tree) {
        return TreeRows.selectedRows(tree);
    }
}
