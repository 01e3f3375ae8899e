package io.github.javaatspi.atspi.dispatch;

import static io.github.javaatspi.atspi.Interfaces.ACCESSIBLE;
import static io.github.javaatspi.atspi.Interfaces.PROPERTIES;
import static io.github.javaatspi.atspi.Interfaces.SELECTION;
import static io.github.javaatspi.atspi.Interfaces.TABLE;
import static io.github.javaatspi.atspi.Interfaces.TABLE_CELL;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.CellSpan;
import io.github.javaatspi.model.CellState;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.ChildrenPort;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.SelectionPort;
import io.github.javaatspi.model.SelectionState;
import io.github.javaatspi.model.SparseChildren;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import io.github.javaatspi.model.TablePort;
import io.github.javaatspi.model.TableState;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Selection, Table, TableCell and the sparse children of a million-row table as a client reaches
 * them through the dispatcher; the UI side is a fake that "reads" cells by publishing them.
 */
class TablesAdaptorsTest {
    private static final long TABLE_ID = 2;
    private static final long FIRST_CELL = 3;
    private static final long LIST_ID = 4;
    private static final long TABS = 5;
    /** A list whose two items were both read: nothing of it needs the UI thread. */
    private static final long READ_LIST = 6;
    private static final long READ_ITEM = 7;
    /** A combo box as Swing's: popup menu, scroll pane, viewport, list, three items (ids 10–16). */
    private static final long COMBO = 10;
    private static final long COMBO_LIST = 14;
    private static final long COMBO_ITEM = 15;
    /** A JTable's header: a row of one header per column (ids 20–23). */
    private static final long HEADER_ROW = 20;
    private static final int ROWS = 1_000_000;
    private static final int COLUMNS = 3;

    private final Tree tree = new Tree();
    private final FakeTablesUi ui = new FakeTablesUi();
    private Dispatcher dispatcher;

    @BeforeEach
    void setUp() {
        Node root = Node.builder(NodeId.ROOT, Role.APPLICATION).children(TABLE_ID, LIST_ID, TABS, READ_LIST, COMBO)
                .build();
        Node table = Node.builder(TABLE_ID, Role.TABLE).parent(NodeId.ROOT)
                .states(StateSet.of(State.SENSITIVE, State.MANAGES_DESCENDANTS, State.MULTISELECTABLE))
                .capabilities(Set.of(Capability.TABLE, Capability.SELECTION))
                .table(new TableState(ROWS, COLUMNS, "", "", List.of("A", "B", "C"), NodeId.NONE, NodeId.NONE,
                        NodeId.NONE, 1, 0))
                .selection(new SelectionState(COLUMNS, ROWS * COLUMNS))
                .children(FIRST_CELL).sparse(new SparseChildren(ROWS * COLUMNS, new int[] {0})).build();
        Node cell = cell(FIRST_CELL, 0, 0);
        Node list = Node.builder(LIST_ID, Role.LIST).parent(NodeId.ROOT).capabilities(Set.of(Capability.SELECTION))
                .selection(new SelectionState(0, 10)).children().sparse(new SparseChildren(10, new int[0])).build();
        Node tabs = Node.builder(TABS, Role.PAGE_TAB_LIST).parent(NodeId.ROOT).states(StateSet.of(State.SENSITIVE))
                .capabilities(Set.of(Capability.SELECTION)).selection(new SelectionState(1, 2)).build();
        Node readList = Node.builder(READ_LIST, Role.LIST).parent(NodeId.ROOT).children(READ_ITEM, READ_ITEM + 1)
                .capabilities(Set.of(Capability.SELECTION)).selection(new SelectionState(1, 2))
                .sparse(new SparseChildren(2, new int[] {0, 1})).build();
        Node item = Node.builder(READ_ITEM, Role.LIST_ITEM).parent(READ_LIST).build();
        Node otherItem = Node.builder(READ_ITEM + 1, Role.LIST_ITEM).parent(READ_LIST)
                .states(StateSet.of(State.SELECTED)).build();
        List<Node> nodes = new ArrayList<>(List.of(root, table, cell, list, tabs, readList, item, otherItem));
        nodes.addAll(comboBox(COMBO_ITEM + 1));
        tree.apply(new TreeUpdate(nodes, new long[0]), ChangeHandler.NONE);
        AtspiContext ctx = new AtspiContext(tree, ui, new ApplicationInfo("Toolkit", "1"), RegistryPort.NONE);
        ctx.busName(":1.5");
        dispatcher = new AtspiServer(ctx, signal -> { }, () -> "").dispatcher();
    }

    // ---- sparse children ----

    @Test
    void theChildCountOfASparseTableIsEveryCellNotTheOnesRead() {
        assertThat(get(TABLE_ID, ACCESSIBLE, "ChildCount")).containsExactly("i", ROWS * COLUMNS);
    }

    @Test
    void aChildNobodyReadIsReadOnDemandAndPublishedBeforeItsReferenceIsGiven() {
        Reply reply = call(TABLE_ID, ACCESSIBLE, "GetChildAtIndex", "i", 2_999_999);

        long id = ObjectPaths.idOf((String) ((Object[]) reply.values()[0])[1]);
        assertThat(ui.read).containsExactly("child 2999999");
        assertThat(tree.get(id).indexInParent()).isEqualTo(2_999_999);
        assertThat(prepare(TABLE_ID, ACCESSIBLE, "GetChildAtIndex", "i", 5).mayWait())
                .as("a child nobody read needs the UI thread: off the reader thread").isTrue();
    }

    @Test
    void aChildAlreadyReadIsNotReadAgainAndIsAnsweredOnTheReaderThread() {
        assertThat(prepare(TABLE_ID, ACCESSIBLE, "GetChildAtIndex", "i", 0).mayWait()).isFalse();
        Reply reply = call(TABLE_ID, ACCESSIBLE, "GetChildAtIndex", "i", 0);

        assertThat((Object[]) reply.values()[0]).containsExactly(":1.5", ObjectPaths.of(FIRST_CELL));
        assertThat(ui.read).isEmpty();
    }

    @Test
    void theChildrenOfASparseContainerReadWholeComeFromTheSnapshotOnTheReaderThread() {
        assertThat(prepare(READ_LIST, ACCESSIBLE, "GetChildren", "").mayWait()).isFalse();
        assertThat(prepare(LIST_ID, ACCESSIBLE, "GetChildren", "").mayWait()).isTrue();

        @SuppressWarnings("unchecked")
        List<Object[]> refs = (List<Object[]>) call(READ_LIST, ACCESSIBLE, "GetChildren", "").values()[0];

        assertThat(refs).extracting(r -> r[1])
                .containsExactly(ObjectPaths.of(READ_ITEM), ObjectPaths.of(READ_ITEM + 1));
        assertThat(ui.read).isEmpty();
    }

    @Test
    void anIndexOutsideTheCountIsInvalidArgs() {
        assertInvalid(() -> call(TABLE_ID, ACCESSIBLE, "GetChildAtIndex", "i", ROWS * COLUMNS));
        assertInvalid(() -> call(TABLE_ID, ACCESSIBLE, "GetChildAtIndex", "i", -1));
    }

    @Test
    void getChildrenOfAHugeSparseContainerIsRefusedButOfASmallOneReadsThemAll() {
        assertThatThrownBy(() -> call(TABLE_ID, ACCESSIBLE, "GetChildren", "")).isInstanceOfSatisfying(
                AtspiError.class, e -> assertThat(e.errorName()).isEqualTo(DBusErrors.LIMITS_EXCEEDED));

        @SuppressWarnings("unchecked")
        List<Object[]> refs = (List<Object[]>) call(LIST_ID, ACCESSIBLE, "GetChildren", "").values()[0];

        assertThat(refs).hasSize(10);
        assertThat(ui.read).containsExactly("all of " + LIST_ID);
    }

    // ---- Table ----

    @Test
    void countsComeFromTheSnapshotWithoutAskingTheUi() {
        assertThat(get(TABLE_ID, TABLE, "NRows")).containsExactly("i", ROWS);
        assertThat(get(TABLE_ID, TABLE, "NColumns")).containsExactly("i", COLUMNS);
        assertThat(get(TABLE_ID, TABLE, "NSelectedRows")).containsExactly("i", 1);
        assertThat(get(TABLE_ID, TABLE, "NSelectedColumns")).containsExactly("i", 0);
        assertThat(((Object[]) get(TABLE_ID, TABLE, "Caption")[1])[1]).isEqualTo(ObjectPaths.NULL);
        assertThat(ui.read).isEmpty();
    }

    @Test
    void getAccessibleAtReadsTheCellAndHandsOutItsPublishedReference() {
        Reply reply = call(TABLE_ID, TABLE, "GetAccessibleAt", "ii", 999_999, 2);

        long id = ObjectPaths.idOf((String) ((Object[]) reply.values()[0])[1]);
        assertThat(tree.get(id).cell()).isEqualTo(new CellState(TABLE_ID, 999_999, 2, 1, 1));
    }

    @Test
    void aCellReadAtItsPlaceIsAnsweredFromTheSnapshotOnTheReaderThread() {
        Dispatcher.Invocation at = prepare(TABLE_ID, TABLE, "GetAccessibleAt", "ii", 0, 0);

        assertThat(at.mayWait()).isFalse();
        assertThat((Object[]) at.run().values()[0]).containsExactly(":1.5", ObjectPaths.of(FIRST_CELL));
        assertThat(ui.read).isEmpty();
    }

    @Test
    void aCellReadAtAnotherPlaceIsAskedOfTheUiThread() {
        // The child at index 0 was last read as the cell of row 1: the rows moved since.
        tree.apply(new TreeUpdate(List.of(cell(FIRST_CELL, 1, 0)), new long[0]), ChangeHandler.NONE);

        assertThat(prepare(TABLE_ID, TABLE, "GetAccessibleAt", "ii", 0, 0).mayWait())
                .as("the UI thread knows which cell is at (0, 0) now").isTrue();
    }

    @Test
    void rowsAndColumnsOutsideTheTableAreInvalidArgs() {
        assertInvalid(() -> call(TABLE_ID, TABLE, "GetAccessibleAt", "ii", ROWS, 0));
        assertInvalid(() -> call(TABLE_ID, TABLE, "GetIndexAt", "ii", 0, COLUMNS));
        assertInvalid(() -> call(TABLE_ID, TABLE, "GetRowAtIndex", "i", -1));
        assertInvalid(() -> call(TABLE_ID, TABLE, "GetColumnDescription", "i", 3));
        assertInvalid(() -> call(TABLE_ID, TABLE, "AddRowSelection", "i", ROWS));
        assertThat(ui.changes).isEmpty();
    }

    @Test
    void theWrongArgumentTypesAreInvalidArgs() {
        assertInvalid(() -> call(TABLE_ID, TABLE, "GetAccessibleAt", "s", "one"));
    }

    @Test
    void indexArithmeticAndExtentsComeFromTheUi() {
        assertThat(call(TABLE_ID, TABLE, "GetIndexAt", "ii", 2, 1).values()).containsExactly(7);
        assertThat(call(TABLE_ID, TABLE, "GetRowAtIndex", "i", 7).values()).containsExactly(2);
        assertThat(call(TABLE_ID, TABLE, "GetColumnAtIndex", "i", 7).values()).containsExactly(1);
        assertThat(call(TABLE_ID, TABLE, "GetRowColumnExtentsAtIndex", "i", 7).values())
                .containsExactly(true, 2, 1, 1, 1, false);
        assertThat(call(TABLE_ID, TABLE, "GetSelectedRows", "").values()[0]).isEqualTo(new int[] {0});
    }

    @Test
    void selectionChangesReplyAtOnceAndAreQueued() {
        assertThat(call(TABLE_ID, TABLE, "AddRowSelection", "i", 5).values()).containsExactly(true);
        assertThat(call(TABLE_ID, TABLE, "RemoveColumnSelection", "i", 1).values()).containsExactly(true);
        assertThat(prepare(TABLE_ID, TABLE, "AddRowSelection", "i", 5).mayWait()).isFalse();
        assertThat(ui.changes).containsExactly("add row 5", "remove column 1");
    }

    // ---- TableCell ----

    @Test
    void aCellKnowsItsPlaceFromTheSnapshot() {
        assertThat(get(FIRST_CELL, TABLE_CELL, "Position")).containsExactly("(ii)", new Object[] {0, 0});
        assertThat(get(FIRST_CELL, TABLE_CELL, "RowSpan")).containsExactly("i", 1);
        assertThat(get(FIRST_CELL, TABLE_CELL, "ColumnSpan")).containsExactly("i", 1);
        assertThat(((Object[]) get(FIRST_CELL, TABLE_CELL, "Table")[1])[1]).isEqualTo(ObjectPaths.of(TABLE_ID));
        Reply span = call(FIRST_CELL, TABLE_CELL, "GetRowColumnSpan", "");
        assertThat(span.signature()).as("what libatspi reads, whatever TableCell.xml says").isEqualTo("iiii");
        assertThat(span.values()).containsExactly(0, 0, 1, 1);
    }

    @Test
    void onlyCellsHaveTheTableCellInterfaceAndOnlyTablesTheTableInterface() {
        assertThat(interfaces(FIRST_CELL)).contains(TABLE_CELL).doesNotContain(TABLE, SELECTION);
        assertThat(interfaces(TABLE_ID)).contains(TABLE, SELECTION).doesNotContain(TABLE_CELL);
        assertThat(interfaces(LIST_ID)).contains(SELECTION).doesNotContain(TABLE);
    }

    @Test
    void columnHeadersComeFromTheHeaderRowTheSnapshotHolds() {
        withHeaderRow(COLUMNS);

        assertThat(prepare(TABLE_ID, TABLE, "GetColumnHeader", "i", 1).mayWait()).isFalse();
        assertThat((Object[]) call(TABLE_ID, TABLE, "GetColumnHeader", "i", 1).values()[0])
                .containsExactly(":1.5", ObjectPaths.of(HEADER_ROW + 2));
        assertThat(prepare(FIRST_CELL, TABLE_CELL, "GetColumnHeaderCells", "").mayWait()).isFalse();
        assertThat((List<?>) call(FIRST_CELL, TABLE_CELL, "GetColumnHeaderCells", "").values()[0])
                .singleElement().isEqualTo(new Object[] {":1.5", ObjectPaths.of(HEADER_ROW + 1)});
        assertThat(ui.read).isEmpty();
        assertInvalid(() -> call(TABLE_ID, TABLE, "GetColumnHeader", "i", COLUMNS));
    }

    @Test
    void aHeaderRowReadWithAnotherNumberOfColumnsIsNotTrusted() {
        withHeaderRow(COLUMNS - 1);

        assertThat(prepare(TABLE_ID, TABLE, "GetColumnHeader", "i", 1).mayWait()).isTrue();
        call(TABLE_ID, TABLE, "GetColumnHeader", "i", 1);
        assertThat(prepare(FIRST_CELL, TABLE_CELL, "GetColumnHeaderCells", "").mayWait()).isTrue();
        call(FIRST_CELL, TABLE_CELL, "GetColumnHeaderCells", "");
        assertThat(ui.read).containsExactly("column header 1", "column header cells " + FIRST_CELL);
    }

    @Test
    void aTableWithoutColumnHeadersSaysSoFromTheSnapshot() {
        // A tree is a table of one column and no header.
        long treeTable = 30;
        long row = 31;
        Node tree = Node.builder(treeTable, Role.TREE_TABLE).parent(NodeId.ROOT).children(row)
                .capabilities(Set.of(Capability.TABLE))
                .table(new TableState(1, 1, "", "", List.of(), NodeId.NONE, NodeId.NONE, NodeId.NONE, 0, 0)).build();
        Node cell = Node.builder(row, Role.TABLE_CELL).parent(treeTable).capabilities(Set.of(Capability.TABLE_CELL))
                .cell(new CellState(treeTable, 0, 0, 1, 1)).build();
        this.tree.apply(new TreeUpdate(List.of(tree, cell), new long[0]), ChangeHandler.NONE);

        assertThat(prepare(treeTable, TABLE, "GetColumnHeader", "i", 0).mayWait()).isFalse();
        assertThat((Object[]) call(treeTable, TABLE, "GetColumnHeader", "i", 0).values()[0])
                .containsExactly(":1.5", ObjectPaths.NULL);
        assertThat(prepare(row, TABLE_CELL, "GetColumnHeaderCells", "").mayWait()).isFalse();
        assertThat((List<?>) call(row, TABLE_CELL, "GetColumnHeaderCells", "").values()[0]).isEmpty();
        assertThat(ui.read).isEmpty();
    }

    /** Gives the table a header row of {@code headers} column headers. */
    private void withHeaderRow(int headers) {
        List<Node> nodes = new ArrayList<>();
        Node table = tree.get(TABLE_ID);
        TableState s = table.table();
        nodes.add(table.toBuilder().table(new TableState(s.rows(), s.columns(), s.caption(), s.summary(),
                s.columnHeaders(), s.captionId(), s.summaryId(), HEADER_ROW, s.selectedRows(), s.selectedColumns()))
                .build());
        long[] children = new long[headers];
        for (int c = 0; c < headers; c++) {
            children[c] = HEADER_ROW + 1 + c;
            nodes.add(Node.builder(children[c], Role.TABLE_COLUMN_HEADER).parent(HEADER_ROW).build());
        }
        nodes.add(Node.builder(HEADER_ROW, Role.PANEL).parent(NodeId.ROOT).children(children).build());
        tree.apply(new TreeUpdate(nodes, new long[0]), ChangeHandler.NONE);
    }

    // ---- Selection ----

    @Test
    void theSelectedChildCountComesFromTheSnapshot() {
        assertThat(get(TABLE_ID, SELECTION, "NSelectedChildren")).containsExactly("i", COLUMNS);
    }

    @Test
    void getSelectedChildAnswersFromTheSnapshotWhenItHoldsEverySelectedChild() {
        Dispatcher.Invocation selected = prepare(READ_LIST, SELECTION, "GetSelectedChild", "i", 0);

        assertThat(selected.mayWait()).isFalse();
        assertThat((Object[]) selected.run().values()[0]).containsExactly(":1.5", ObjectPaths.of(READ_ITEM + 1));
        assertThat(ui.read).isEmpty();
    }

    @Test
    void getSelectedChildAsksTheUiAndRefusesAnIndexPastTheSelection() {
        // Three cells are selected and the snapshot holds none of them as selected.
        assertThat(prepare(TABLE_ID, SELECTION, "GetSelectedChild", "i", 1).mayWait()).isTrue();
        Reply reply = call(TABLE_ID, SELECTION, "GetSelectedChild", "i", 1);

        assertThat(tree.get(ObjectPaths.idOf((String) ((Object[]) reply.values()[0])[1])).cell().column())
                .isEqualTo(1);
        assertInvalid(() -> call(TABLE_ID, SELECTION, "GetSelectedChild", "i", COLUMNS));
    }

    @Test
    void aComboBoxsSelectedChildIsTheSelectedItemOfItsPopupsListAsRead() {
        Dispatcher.Invocation selected = prepare(COMBO, SELECTION, "GetSelectedChild", "i", 0);

        assertThat(selected.mayWait()).as("Orca asks on every Tab into a combo box").isFalse();
        assertThat((Object[]) selected.run().values()[0]).containsExactly(":1.5", ObjectPaths.of(COMBO_ITEM + 1));
        assertThat(ui.read).isEmpty();
    }

    @Test
    void aComboBoxWhosePopupListHoldsNoSelectedItemAsks() {
        // The combo box counts one selected (an editable one's typed text, or an item not read).
        tree.apply(new TreeUpdate(comboBox(NodeId.NONE), new long[0]), ChangeHandler.NONE);

        assertThat(prepare(COMBO, SELECTION, "GetSelectedChild", "i", 0).mayWait())
                .as("asked of the UI, as a table's unread cell is above").isTrue();
    }

    @Test
    void aComboBoxsIsChildSelectedAsksItsSelectedIndex() {
        assertThat(call(COMBO, SELECTION, "IsChildSelected", "i", 1).values()).containsExactly(false);
        assertThat(ui.read).containsExactly("is 1 selected");
    }

    @Test
    void isChildSelectedAnswersFromAReadChildAndAsksForTheOthers() {
        tree.apply(new TreeUpdate(List.of(cell(FIRST_CELL, 0, 0).toBuilder()
                .states(StateSet.of(State.SELECTED)).build()), new long[0]), ChangeHandler.NONE);

        assertThat(call(TABLE_ID, SELECTION, "IsChildSelected", "i", 0).values()).containsExactly(true);
        assertThat(call(TABLE_ID, SELECTION, "IsChildSelected", "i", 4).values()).containsExactly(false);
        assertThat(ui.read).containsExactly("is 4 selected");
    }

    @Test
    void selectionChangesAreQueuedAndRefusedWhereTheyCannotWork() {
        assertThat(call(TABLE_ID, SELECTION, "SelectChild", "i", 4).values()).containsExactly(true);
        assertThat(call(TABLE_ID, SELECTION, "SelectAll", "").values()).containsExactly(true);
        assertThat(call(LIST_ID, SELECTION, "SelectAll", "").values()).as("disabled, single selection")
                .containsExactly(false);
        assertThat(call(TABS, SELECTION, "ClearSelection", "").values()).as("a tab list keeps one page")
                .containsExactly(false);
        assertThat(call(TABS, SELECTION, "SelectChild", "i", 1).values()).containsExactly(true);
        assertInvalid(() -> call(TABS, SELECTION, "SelectChild", "i", 2));
        assertThat(ui.changes).containsExactly("select " + TABLE_ID + ":4", "select all " + TABLE_ID,
                "select " + TABS + ":1");
    }

    /** {@link #COMBO} and its popup's list of three items, {@code selectedItem} selected. */
    private static List<Node> comboBox(long selectedItem) {
        List<Node> nodes = new ArrayList<>();
        nodes.add(Node.builder(COMBO, Role.COMBO_BOX).parent(NodeId.ROOT).children(COMBO + 1)
                .states(StateSet.of(State.SENSITIVE)).capabilities(Set.of(Capability.SELECTION))
                .selection(new SelectionState(1, 3)).build());
        Role[] holders = {Role.POPUP_MENU, Role.SCROLL_PANE, Role.VIEWPORT};
        for (int i = 0; i < holders.length; i++) {
            nodes.add(Node.builder(COMBO + 1 + i, holders[i]).parent(COMBO + i).children(COMBO + 2 + i).build());
        }
        nodes.add(Node.builder(COMBO_LIST, Role.LIST).parent(COMBO_LIST - 1)
                .children(COMBO_ITEM, COMBO_ITEM + 1, COMBO_ITEM + 2).capabilities(Set.of(Capability.SELECTION))
                .selection(new SelectionState(selectedItem == NodeId.NONE ? 0 : 1, 3)).build());
        for (long id = COMBO_ITEM; id < COMBO_ITEM + 3; id++) {
            nodes.add(Node.builder(id, Role.LIST_ITEM).parent(COMBO_LIST)
                    .states(id == selectedItem ? StateSet.of(State.SELECTED) : StateSet.of()).build());
        }
        return nodes;
    }

    private static Node cell(long id, int row, int column) {
        return Node.builder(id, Role.TABLE_CELL).parent(TABLE_ID).capabilities(Set.of(Capability.TABLE_CELL))
                .cell(new CellState(TABLE_ID, row, column, 1, 1)).build();
    }

    private static void assertInvalid(org.assertj.core.api.ThrowableAssert.ThrowingCallable call) {
        assertThatThrownBy(call).isInstanceOfSatisfying(AtspiError.class,
                e -> assertThat(e.errorName()).isEqualTo(DBusErrors.INVALID_ARGS));
    }

    private Object[] get(long id, String iface, String property) {
        return (Object[]) call(id, PROPERTIES, "Get", "ss", iface, property).values()[0];
    }

    @SuppressWarnings("unchecked")
    private List<Object> interfaces(long id) {
        return (List<Object>) call(id, ACCESSIBLE, "GetInterfaces", "").values()[0];
    }

    private Reply call(long id, String iface, String member, String signature, Object... args) {
        return prepare(id, iface, member, signature, args).run();
    }

    private Dispatcher.Invocation prepare(long id, String iface, String member, String signature, Object... args) {
        return dispatcher.prepare(new DBusCall(":1.9", ObjectPaths.of(id), iface, member, signature, args));
    }

    /** Reads cells by publishing them into the tree, as the toolkit side's update would. */
    private final class FakeTablesUi extends DispatcherTest.FakeUi {
        final List<String> read = new ArrayList<>();
        final List<String> changes = new ArrayList<>();
        private long next = 100;

        @Override
        public ChildrenPort children() {
            return new ChildrenPort() {
                @Override
                public long childAt(long parent, int index) {
                    read.add("child " + index);
                    return publishCell(index / COLUMNS, index % COLUMNS);
                }

                @Override
                public long[] all(long parent, int limit) {
                    read.add("all of " + parent);
                    long[] ids = new long[10];
                    for (int i = 0; i < ids.length; i++) {
                        ids[i] = publish(Node.builder(next++, Role.LIST_ITEM).parent(parent).build());
                    }
                    return ids;
                }
            };
        }

        @Override
        public SelectionPort selection() {
            return new SelectionPort() {
                @Override
                public long selectedChild(long container, int selectedIndex) {
                    read.add("selected " + selectedIndex);
                    return publishCell(0, selectedIndex);
                }

                @Override
                public boolean isChildSelected(long container, int childIndex) {
                    read.add("is " + childIndex + " selected");
                    return false;
                }

                @Override
                public boolean select(long container, int childIndex) {
                    changes.add("select " + container + ":" + childIndex);
                    return true;
                }

                @Override
                public boolean selectAll(long container) {
                    changes.add("select all " + container);
                    return true;
                }
            };
        }

        @Override
        public TablePort table() {
            return new TablePort() {
                @Override
                public long cellAt(long table, int row, int column) {
                    read.add("cell " + row + "," + column);
                    return publishCell(row, column);
                }

                @Override
                public int indexAt(long table, int row, int column) {
                    return row * COLUMNS + column;
                }

                @Override
                public int rowAtIndex(long table, int index) {
                    return index / COLUMNS;
                }

                @Override
                public int columnAtIndex(long table, int index) {
                    return index % COLUMNS;
                }

                @Override
                public CellSpan spanAtIndex(long table, int index) {
                    return new CellSpan(index / COLUMNS, index % COLUMNS, 1, 1, false);
                }

                @Override
                public int[] selectedRows(long table) {
                    return new int[] {0};
                }

                @Override
                public long columnHeader(long table, int column) {
                    read.add("column header " + column);
                    return NodeId.NONE;
                }

                @Override
                public long[] columnHeaderCells(long cell) {
                    read.add("column header cells " + cell);
                    return new long[0];
                }

                @Override
                public boolean addRowSelection(long table, int row) {
                    changes.add("add row " + row);
                    return true;
                }

                @Override
                public boolean removeColumnSelection(long table, int column) {
                    changes.add("remove column " + column);
                    return true;
                }
            };
        }

        private long publishCell(int row, int column) {
            long id = next++;
            Node t = tree.get(TABLE_ID);
            int position = row * COLUMNS + column;
            Node table = t.toBuilder().children(FIRST_CELL, id).sparse(new SparseChildren(ROWS * COLUMNS,
                    new int[] {0, position})).build();
            Node cell = cell(id, row, column);
            // Published by another thread, as the tree thread would: the adaptor must wait for it.
            Thread writer = new Thread(() -> tree.apply(new TreeUpdate(List.of(table, cell), new long[0]),
                    ChangeHandler.NONE));
            writer.start();
            return id;
        }

        private long publish(Node n) {
            tree.apply(new TreeUpdate(List.of(n), new long[0]), ChangeHandler.NONE);
            return n.id();
        }
    }
}
