package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.CellState;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Relation;
import io.github.javaatspi.model.RelationType;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.model.UiPort;
import io.github.javaatspi.stack.Deadline;
import java.awt.Component;
import java.awt.EventQueue;
import java.awt.Rectangle;
import java.awt.Window;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JFrame;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTree;
import javax.swing.ListSelectionModel;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableModel;
import javax.swing.table.TableRowSorter;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.TreePath;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The items of lists, tables and trees against real, showing Swing windows: counted in full, read
 * only when on screen or asked for, keeping their identity while their row exists; trees flat as
 * GTK shows them; selections and tables through the ports.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SwingItemsTest {
    private static final AtomicInteger COUNTER = new AtomicInteger();
    private static final int MILLION = 1_000_000;

    private final BlockingQueue<TreeUpdate> updates = new LinkedBlockingQueue<>();
    private final Tree tree = new Tree();
    private final List<Window> windows = new ArrayList<>();
    private SwingTreeSource source;
    private UiPort ui;

    @BeforeAll
    static void needsADisplay() {
        OnEdt.requireDisplay("SwingItemsTest");
    }

    @AfterEach
    void tearDown() throws Exception {
        if (source != null) {
            source.stop(5000);
        }
        OnEdt.run(() -> windows.forEach(Window::dispose));
    }

    // ---- a million rows ----

    @Test
    void aMillionRowTableCountsEveryCellButReadsOnlyThoseOnScreen() throws Exception {
        start();
        show(new JScrollPane(new JTable(new Numbers(MILLION))));

        Node table = await("the table's cells", () -> {
            Node t = find(Role.TABLE, null);
            return t != null && t.listedCount() > 0 ? t : null;
        });

        assertThat(table.childCount()).isEqualTo(3 * MILLION);
        assertThat(table.isSparse()).isTrue();
        assertThat(table.has(State.MANAGES_DESCENDANTS)).isTrue();
        assertThat(table.table().rows()).isEqualTo(MILLION);
        assertThat(table.listedCount()).as("the cells on screen").isBetween(3, 300);
        assertThat(tree.size()).as("nothing else of the million rows is read").isLessThan(500);
        for (int k = 0; k < table.listedCount(); k++) {
            Node cell = tree.get(table.listedAt(k));
            int position = table.positionOfListed(k);
            assertThat(cell.role()).isEqualTo(Role.TABLE_CELL);
            assertThat(cell.indexInParent()).isEqualTo(position);
            assertThat(cell.cell()).isEqualTo(new CellState(table.id(), position / 3, position % 3, 1, 1));
            assertThat(cell.name()).isEqualTo(Numbers.value(position / 3, position % 3));
            assertThat(cell.has(State.SELECTABLE)).isTrue();
        }
    }

    @Test
    void aCellAskedForIsReadOnceAndKeptWhileCellsOnlySeenAreReleasedWhenScrolledAway() throws Exception {
        start();
        JTable t = new JTable(new Numbers(MILLION));
        show(new JScrollPane(t));
        Node table = await("the table's cells", () -> {
            Node n = find(Role.TABLE, null);
            return n != null && n.listedCount() > 0 ? n : null;
        });
        long firstCell = table.childAt(0);

        long last = ui.children().childAt(table.id(), 3 * MILLION - 1);
        long again = ui.children().childAt(table.id(), 3 * MILLION - 1);
        sync();

        assertThat(again).isEqualTo(last);
        assertThat(tree.get(last).name()).isEqualTo(Numbers.value(MILLION - 1, 2));
        assertThat(tree.get(last).indexInParent()).isEqualTo(3 * MILLION - 1);

        OnEdt.run(() -> t.scrollRectToVisible(t.getCellRect(500_000, 0, true)));

        awaitTrue("the first cell released after scrolling", () -> !tree.contains(firstCell));
        assertThat(tree.get(last)).as("the cell a client asked for stays").isNotNull();
        Node now = tree.get(table.id());
        assertThat(now.listedCount()).isLessThan(400);
        assertThat(now.childAt(500_000 * 3)).as("the cell now on screen").isNotEqualTo(NodeId.NONE);
    }

    @Test
    void aClientWalkingAMillionCellsKeepsOnlyTheMostRecentlyAskedOffScreen() throws Exception {
        source = new SwingTreeSource(new SwingConfig("Items test", 5000, 50, 0, 0), updates::add);
        ui = source.ui();
        source.start();
        show(new JScrollPane(new JTable(new Numbers(MILLION))));
        Node table = await("the table's cells", () -> {
            Node t = find(Role.TABLE, null);
            return t != null && t.listedCount() > 0 ? t : null;
        });
        int onScreen = table.listedCount();

        List<Long> asked = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            asked.add(ui.children().childAt(table.id(), 1_000_000 + i * 1000));
        }
        sync();

        Node now = tree.get(table.id());
        assertThat(now.listedCount()).as("on screen, the 50 asked before the last, the last")
                .isEqualTo(onScreen + 51);
        assertThat(tree.contains(asked.get(0))).as("the first asked, released").isFalse();
        assertThat(tree.contains(asked.get(199))).isTrue();
        assertThat(now.childAt(1_000_000 + 199 * 1000)).isEqualTo(asked.get(199));
        assertThat(tree.size()).isLessThan(500);
    }

    @Test
    void aSmallListIsReadWholeAndALargerOneOnlyOnScreen() throws Exception {
        start();
        DefaultListModel<String> small = new DefaultListModel<>();
        DefaultListModel<String> large = new DefaultListModel<>();
        for (int i = 0; i < TreeReader.WHOLE_UP_TO; i++) {
            small.addElement("s" + i);
            large.addElement("l" + i);
        }
        large.addElement("one too many");
        JList<String> smallList = new JList<>(small);
        smallList.getAccessibleContext().setAccessibleName("small");
        JList<String> largeList = new JList<>(large);
        largeList.getAccessibleContext().setAccessibleName("large");
        show(new JScrollPane(smallList), new JScrollPane(largeList));

        Node smallNode = await("the small list, read", () -> {
            Node n = find(Role.LIST, "small");
            return n != null && n.listedCount() > 0 ? n : null;
        });
        Node largeNode = await("the large list, read", () -> {
            Node n = find(Role.LIST, "large");
            return n != null && n.listedCount() > 0 ? n : null;
        });

        assertThat(smallNode.listedCount()).as("every item, though most are off screen")
                .isEqualTo(TreeReader.WHOLE_UP_TO);
        assertThat(tree.get(smallNode.childAt(TreeReader.WHOLE_UP_TO - 1)).name()).isEqualTo("s199");
        assertThat(largeNode.childCount()).isEqualTo(TreeReader.WHOLE_UP_TO + 1);
        assertThat(largeNode.listedCount()).as("only the items on screen").isLessThan(50);
    }

    @Test
    void rereadingAListRendersEachItemOncePerQuestion() throws Exception {
        start();
        RenderCounter renderer = new RenderCounter();
        JList<String> list = new JList<>(new String[] {"a", "b", "c", "d", "e"});
        list.setCellRenderer(renderer);
        show(new JScrollPane(list));
        await("item e", () -> find(Role.LIST_ITEM, "e"));
        sync();
        renderer.readings.clear();

        OnEdt.run(() -> list.setSelectedIndex(2));
        awaitTrue("c selected", () -> find(Role.LIST_ITEM, "c").has(State.SELECTED));

        // Role, states, name, description, locale, and the text, action, icon and selection
        // interfaces: an item answers each through its renderer, so none may be asked twice.
        assertThat(renderer.readings).as("renderings per item and read (event-thread turn)").isNotEmpty()
                .allSatisfy((turnAndIndex, count) -> assertThat(count.get()).isBetween(1, 9));
        assertThat(renderer.readings.keySet().stream().map(k -> k.get(1)).distinct()).as("items read").hasSize(5);
    }

    @Test
    void aSmallListReadsItsItemsOffScreenInAQuietTurnNotWithEveryChange() throws Exception {
        start();
        DefaultListModel<String> model = new DefaultListModel<>();
        for (int i = 0; i < 100; i++) {
            model.addElement("i" + i);
        }
        JList<String> list = new JList<>(model);
        show(new JScrollPane(list));
        await("the last item", () -> find(Role.LIST_ITEM, "i99"));
        long second = find(Role.LIST_ITEM, "i1").id();
        // Off screen, and not the lead of the selection to come (the focused item, read at once).
        long offScreen = find(Role.LIST_ITEM, "i50").id();
        awaitQuiet();

        OnEdt.run(() -> list.setSelectionInterval(0, 99));
        TreeUpdate change = nextUpdate("the change read", u -> selected(u, second));
        nextUpdate("the item off screen read later, selected", u -> selected(u, offScreen));

        assertThat(node(change, offScreen)).as("the item off screen, not read with the change").isNull();
    }

    /** The next update that {@code wanted} accepts; the ones before it are applied to the tree too. */
    private TreeUpdate nextUpdate(String what, Predicate<TreeUpdate> wanted) {
        return Deadline.await(what, OnEdt.WAIT, () -> {
            for (TreeUpdate u; (u = updates.poll()) != null; ) {
                tree.apply(u, ChangeHandler.NONE);
                if (wanted.test(u)) {
                    return u;
                }
            }
            return null;
        });
    }

    /** Waits until no update came for twice the coalescing delay: reading has caught up (focus, items off screen). */
    private void awaitQuiet() {
        long quietNanos = TimeUnit.MILLISECONDS.toNanos(2L * SwingTreeSource.COALESCE_MILLIS);
        long[] lastUpdate = {System.nanoTime()};
        Deadline.awaitTrue("reading to catch up", OnEdt.WAIT, () -> {
            for (TreeUpdate u; (u = updates.poll()) != null; ) {
                tree.apply(u, ChangeHandler.NONE);
                lastUpdate[0] = System.nanoTime();
            }
            return System.nanoTime() - lastUpdate[0] > quietNanos;
        });
    }

    private static boolean selected(TreeUpdate u, long id) {
        Node n = node(u, id);
        return n != null && n.has(State.SELECTED);
    }

    private static Node node(TreeUpdate u, long id) {
        return u.nodes().stream().filter(n -> n.id() == id).findFirst().orElse(null);
    }

    /**
     * Counts the renderings the bridge's reading asks for, per event-thread turn and item
     * (painting renders items too, and a change may be read in more than one turn).
     */
    private static final class RenderCounter extends DefaultListCellRenderer {
        final Map<List<Object>, AtomicInteger> readings = new ConcurrentHashMap<>();

        @Override
        public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                boolean focused) {
            if (StackWalker.getInstance().walk(frames -> frames.anyMatch(
                    f -> f.getClassName().equals(TreeReader.class.getName())))) {
                List<Object> key = List.of(EventQueue.getCurrentEvent(), index);
                readings.computeIfAbsent(key, k -> new AtomicInteger()).incrementAndGet();
            }
            return super.getListCellRendererComponent(list, value, index, selected, focused);
        }
    }

    // ---- identity ----

    @Test
    void listItemsFollowTheirRowsThroughInsertionsAndRemovals() throws Exception {
        start();
        DefaultListModel<String> model = new DefaultListModel<>();
        for (String s : new String[] {"a", "b", "c", "d"}) {
            model.addElement(s);
        }
        show(new JScrollPane(new JList<>(model)));
        long c = await("item c", () -> find(Role.LIST_ITEM, "c")).id();
        long d = find(Role.LIST_ITEM, "d").id();

        OnEdt.run(() -> model.add(0, "z"));

        awaitTrue("z in front", () -> find(Role.LIST_ITEM, "z") != null && tree.get(c).indexInParent() == 3);
        assertThat(tree.get(c).name()).isEqualTo("c");

        OnEdt.run(() -> model.removeElement("c"));

        awaitTrue("c gone", () -> !tree.contains(c));
        assertThat(tree.get(d).name()).as("the row below keeps its object").isEqualTo("d");
        assertThat(tree.get(d).indexInParent()).isEqualTo(3);
    }

    @Test
    void aListGivenAnotherModelDropsEveryItemOfTheOldOneUnasked() throws Exception {
        start();
        JList<String> list = OnEdt.call(() -> new JList<>(new String[] {"a", "b", "c"}));
        show(new JScrollPane(list));
        List<Long> old = List.of(await("item a", () -> find(Role.LIST_ITEM, "a")).id(),
                find(Role.LIST_ITEM, "b").id(), find(Role.LIST_ITEM, "c").id());

        OnEdt.run(() -> list.setModel(new DefaultListModel<>() {
            {
                addElement("x");
                addElement("y");
                addElement("z");
            }
        }));

        awaitTrue("the old items gone", () -> old.stream().noneMatch(tree::contains));
        long x = await("item x", () -> find(Role.LIST_ITEM, "x")).id();
        assertThat(old).doesNotContain(x);
    }

    @Test
    void aTreeGivenAnotherModelDropsEveryRowOfTheOldOneUnasked() throws Exception {
        start();
        DefaultMutableTreeNode birds = new DefaultMutableTreeNode("Birds");
        birds.add(new DefaultMutableTreeNode("Robin"));
        JTree jtree = OnEdt.call(() -> new JTree(birds));
        show(new JScrollPane(jtree));
        long robin = await("Robin", () -> find(Role.TABLE_CELL, "Robin")).id();

        DefaultMutableTreeNode fish = new DefaultMutableTreeNode("Fish");
        fish.add(new DefaultMutableTreeNode("Trout"));
        OnEdt.run(() -> jtree.setModel(new javax.swing.tree.DefaultTreeModel(fish)));

        awaitTrue("the old rows gone", () -> !tree.contains(robin));
        assertThat(await("Trout", () -> find(Role.TABLE_CELL, "Trout")).id()).isNotEqualTo(robin);
    }

    @Test
    void anItemOfAReplacedModelIsGoneEvenBeforeItsContainerIsReadAgain() throws Exception {
        int[] positions = OnEdt.call(() -> {
            JList<String> list = new JList<>(new String[] {"a", "b"});
            ListItems items = new ListItems(list);
            items.refresh();
            Object second = items.keyAt(1);
            items.hold(second);
            int before = items.positionOf(second);
            list.setListData(new String[] {"x", "y"});
            return new int[] {before, items.positionOf(second)};
        });
        assertThat(positions).as("row 1, then nothing under the new model").containsExactly(1, -1);
    }

    @Test
    void tableCellsKeepTheirIdsThroughInsertionsSortingAndRemovals() throws Exception {
        start();
        DefaultTableModel model = new DefaultTableModel(new Object[][] {{"Oslo", "Norway"}, {"Lima", "Peru"}},
                new Object[] {"City", "Country"});
        JTable t = new JTable(model);
        TableRowSorter<DefaultTableModel> sorter = new TableRowSorter<>(model);
        t.setRowSorter(sorter);
        show(new JScrollPane(t));
        long oslo = await("Oslo", () -> find(Role.TABLE_CELL, "Oslo")).id();
        long lima = find(Role.TABLE_CELL, "Lima").id();
        assertThat(tree.get(oslo).cell().row()).isZero();

        OnEdt.run(() -> model.insertRow(0, new Object[] {"Quito", "Ecuador"}));
        // Lima's row may come a turn later: until the scroll pane is laid out again it lies below
        // the old viewport, and rows off screen are read again in a quiet turn.
        awaitTrue("Quito, then Oslo and Lima a row lower", () -> find(Role.TABLE_CELL, "Quito") != null
                && tree.get(oslo).cell().row() == 1 && tree.get(lima).cell().row() == 2);
        assertThat(tree.get(lima).name()).isEqualTo("Lima");

        OnEdt.run(() -> sorter.toggleSortOrder(0));
        awaitTrue("sorted: Lima, Oslo, Quito", () -> tree.get(lima).cell().row() == 0);
        assertThat(tree.get(lima).name()).isEqualTo("Lima");
        assertThat(tree.get(lima).indexInParent()).isZero();
        assertThat(tree.get(oslo).name()).isEqualTo("Oslo");

        OnEdt.run(() -> model.removeRow(1));
        awaitTrue("Oslo's row gone", () -> !tree.contains(oslo));
    }

    // ---- trees ----

    @Test
    void aTreeIsFlatAsGtkShowsItWithLevelsPlacesParentsAndChildren() throws Exception {
        start();
        DefaultMutableTreeNode animals = new DefaultMutableTreeNode("Animals");
        DefaultMutableTreeNode birds = new DefaultMutableTreeNode("Birds");
        birds.add(new DefaultMutableTreeNode("Robin"));
        birds.add(new DefaultMutableTreeNode("Wren"));
        DefaultMutableTreeNode fish = new DefaultMutableTreeNode("Fish");
        animals.add(birds);
        animals.add(fish);
        JTree jtree = new JTree(animals);
        show(new JScrollPane(jtree));

        Node treeNode = await("the tree's rows", () -> {
            Node n = find(Role.TREE_TABLE, null);
            return n != null && n.listedCount() == 3 ? n : null;
        });
        Node top = tree.get(treeNode.childAt(0));
        Node birdsNode = tree.get(treeNode.childAt(1));
        Node fishNode = tree.get(treeNode.childAt(2));
        assertThat(List.of(top.name(), birdsNode.name(), fishNode.name())).containsExactly("Animals", "Birds", "Fish");
        assertThat(top.attributes()).containsEntry("level", "1").containsEntry("posinset", "1");
        assertThat(birdsNode.attributes()).containsEntry("level", "2").containsEntry("posinset", "1")
                .containsEntry("setsize", "2");
        assertThat(birdsNode.relations()).containsExactly(new Relation(RelationType.NODE_CHILD_OF,
                new long[] {top.id()}));
        assertThat(top.relations()).containsExactly(new Relation(RelationType.NODE_CHILD_OF,
                new long[] {treeNode.id()}), new Relation(RelationType.NODE_PARENT_OF,
                new long[] {birdsNode.id(), fishNode.id()}));
        assertThat(treeNode.table()).as("a table of one column, its rows, as Orca needs to count children")
                .extracting(t -> t.rows(), t -> t.columns()).containsExactly(3, 1);
        assertThat(birdsNode.has(State.EXPANDABLE)).isTrue();
        assertThat(birdsNode.has(State.COLLAPSED)).isTrue();
        assertThat(birdsNode.childCount()).as("rows are no node's children").isZero();
        assertThat(top.has(State.EXPANDED)).isTrue();

        OnEdt.run(() -> jtree.expandPath(new TreePath(new Object[] {animals, birds})));

        awaitTrue("Robin and Wren", () -> tree.get(treeNode.id()).childCount() == 5
                && find(Role.TABLE_CELL, "Wren") != null);
        Node wren = find(Role.TABLE_CELL, "Wren");
        assertThat(wren.attributes()).containsEntry("level", "3").containsEntry("posinset", "2");
        assertThat(wren.relations().get(0).target(0)).isEqualTo(birdsNode.id());
        assertThat(tree.get(fishNode.id()).indexInParent()).as("Fish moved down, same object").isEqualTo(4);
        assertThat(tree.get(birdsNode.id()).has(State.EXPANDED)).isTrue();
        assertThat(tree.get(birdsNode.id()).relations()).as("an expanded node names its children")
                .contains(new Relation(RelationType.NODE_PARENT_OF, new long[] {find(Role.TABLE_CELL, "Robin").id(),
                    wren.id()}));
        assertThat(ui.table().cellAt(treeNode.id(), 3, 0)).as("row 3, column 0: Wren").isEqualTo(wren.id());
        assertThat(wren.has(State.COLLAPSED)).as("a leaf is neither collapsed nor expanded").isFalse();

        OnEdt.run(() -> jtree.collapsePath(new TreePath(new Object[] {animals, birds})));

        awaitTrue("Wren hidden", () -> !tree.contains(wren.id()));
        assertThat(tree.get(fishNode.id()).indexInParent()).isEqualTo(2);
    }

    // ---- selection and tables through the ports ----

    @Test
    void selectionsChangeThroughThePortAndAreReadBack() throws Exception {
        start();
        JList<String> list = new JList<>(new String[] {"a", "b", "c"});
        list.setSelectionMode(ListSelectionModel.MULTIPLE_INTERVAL_SELECTION);
        JTree jtree = new JTree();
        show(new JScrollPane(list), new JScrollPane(jtree));
        Node listNode = await("the list", () -> find(Role.LIST, null));
        Node treeNode = await("the tree", () -> find(Role.TREE_TABLE, null));
        assertThat(listNode.has(State.MULTISELECTABLE)).isTrue();

        ui.selection().select(listNode.id(), 1);
        ui.selection().select(listNode.id(), 2);
        awaitTrue("b and c selected", () -> OnEdt.call(() -> list.getSelectedIndices().length == 2));
        awaitTrue("the snapshot counts two", () -> tree.get(listNode.id()).selection().selected() == 2);
        assertThat(tree.get(ui.selection().selectedChild(listNode.id(), 1)).name()).isEqualTo("c");
        assertThat(ui.selection().isChildSelected(listNode.id(), 0)).isFalse();

        ui.selection().deselectSelected(listNode.id(), 0);
        awaitTrue("b deselected", () -> OnEdt.call(() -> !list.isSelectedIndex(1) && list.isSelectedIndex(2)));
        ui.selection().clear(listNode.id());
        awaitTrue("nothing selected", () -> OnEdt.call(list::isSelectionEmpty));

        ui.selection().select(treeNode.id(), 2);
        awaitTrue("row 2 of the tree selected", () -> OnEdt.call(() -> jtree.isRowSelected(2)));
        awaitTrue("its item selected", () -> {
            Node item = tree.get(tree.get(treeNode.id()).childAt(2));
            return item != null && item.has(State.SELECTED);
        });
        long selected = ui.selection().selectedChild(treeNode.id(), 0);
        assertThat(tree.get(selected).indexInParent()).isEqualTo(2);
    }

    @Test
    void aTableAnswersHeadersAndSelectsRowsThroughThePort() throws Exception {
        start();
        JTable t = new JTable(new Numbers(50));
        show(new JScrollPane(t));
        Node table = await("the table", () -> find(Role.TABLE, null));
        long headerRow = await("the table read again after its header", () -> {
            long id = tree.get(table.id()).table().headerRowId();
            return id == NodeId.NONE ? null : id;
        });

        long header = ui.table().columnHeader(table.id(), 1);
        assertThat(tree.get(headerRow).childAt(1)).as("the snapshot's header of the column, as the live answer")
                .isEqualTo(header);
        assertThat(tree.get(header).name()).isEqualTo("B");
        assertThat(ui.table().columnDescription(table.id(), 2)).as("the header's text, as GTK").isEqualTo("C");
        long cell = ui.table().cellAt(table.id(), 40, 1);
        sync();
        assertThat(tree.get(cell).name()).isEqualTo(Numbers.value(40, 1));
        assertThat(ui.table().columnHeaderCells(cell)).containsExactly(header);
        assertThat(ui.table().indexAt(table.id(), 40, 1)).isEqualTo(121);

        ui.table().addRowSelection(table.id(), 3);
        ui.table().addRowSelection(table.id(), 7);
        awaitTrue("two rows selected", () -> tree.get(table.id()).table().selectedRows() == 2);
        assertThat(ui.table().selectedRows(table.id())).containsExactly(3, 7);
        assertThat(ui.table().isSelected(table.id(), 7, 2)).isTrue();

        ui.selection().deselect(table.id(), 7 * 3 + 1);
        awaitTrue("deselecting a cell deselects its row", () -> OnEdt.call(() -> !t.isRowSelected(7)));
        assertThat(OnEdt.call(() -> t.isRowSelected(3))).isTrue();
    }

    @Test
    void aTableLaidOutBeforeItsFirstReadKnowsItsHeaderRow() throws Exception {
        JTable t = new JTable(new Numbers(5));
        show(new JScrollPane(t));
        awaitTrue("the table laid out and painted", () -> OnEdt.call(() -> t.isShowing() && t.getHeight() > 0));
        OnEdt.run(() -> { });
        start();
        Node table = await("the table", () -> find(Role.TABLE, null));

        // Its first read came before its header's; the window's next turns read it again.
        long headerRow = await("the table's header row", () -> {
            long id = tree.get(table.id()).table().headerRowId();
            return id == NodeId.NONE ? null : id;
        });
        assertThat(tree.get(headerRow).childAt(2)).isEqualTo(ui.table().columnHeader(table.id(), 2));
    }

    // ---- harness ----

    /** A table model that stores nothing: rows × three columns of computed text. */
    static final class Numbers extends AbstractTableModel {
        private final int rows;

        Numbers(int rows) {
            this.rows = rows;
        }

        static String value(int row, int column) {
            return "r" + row + "c" + column;
        }

        @Override
        public int getRowCount() {
            return rows;
        }

        @Override
        public int getColumnCount() {
            return 3;
        }

        @Override
        public String getColumnName(int column) {
            return String.valueOf((char) ('A' + column));
        }

        @Override
        public Object getValueAt(int row, int column) {
            return value(row, column);
        }
    }

    private void start() {
        source = new SwingTreeSource(new SwingConfig("Items test", 5000, 5000, 0, 0), updates::add);
        ui = source.ui();
        source.start();
    }

    private void show(Component... content) throws Exception {
        OnEdt.run(() -> {
            JFrame f = new JFrame("Items " + COUNTER.incrementAndGet());
            f.setLayout(new java.awt.GridLayout(1, 0));
            for (Component c : content) {
                f.add(c);
            }
            f.setBounds(new Rectangle(10, 10, 500, 300));
            windows.add(f);
            f.setVisible(true);
        });
    }

    private void sync() {
        for (TreeUpdate u; (u = updates.poll()) != null; ) {
            tree.apply(u, ChangeHandler.NONE);
        }
    }

    private <T> T await(String what, Supplier<T> probe) {
        return Deadline.await(what, OnEdt.WAIT, () -> {
            sync();
            return probe.get();
        });
    }

    private void awaitTrue(String what, ThrowingCondition condition) {
        await(what, () -> {
            try {
                return condition.holds() ? Boolean.TRUE : null;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @FunctionalInterface
    private interface ThrowingCondition {
        boolean holds() throws Exception;
    }

    /** The first node (breadth first from the root) with {@code role} and, unless null, {@code name}. */
    private Node find(Role role, String name) {
        Deque<Long> work = new ArrayDeque<>(List.of(NodeId.ROOT));
        while (!work.isEmpty()) {
            Node n = tree.get(work.poll());
            if (n == null) {
                continue;
            }
            if (n.role() == role && (name == null || n.name().equals(name))) {
                return n;
            }
            for (long c : n.children()) {
                work.add(c);
            }
        }
        return null;
    }
}
