package io.github.javaatspi.testapps;

import java.awt.BorderLayout;
import java.awt.GridLayout;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTree;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableModel;
import javax.swing.table.TableRowSorter;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.DefaultTreeModel;
import javax.swing.tree.TreePath;
import javax.swing.tree.TreeSelectionModel;

/**
 * Lists, tables and trees for the selection, table, tree and identity tests: a table of
 * {@value #DEFAULT_ROWS} computed rows (none stored; {@code -Dtablesapp.rows=N} for another
 * size), a sortable table of cities with a caption, a list, a tree, tabs, a combo box and a menu
 * bar. Labels mirror what Swing has selected ("fruit: Banana", "numbers: 3, 7" or
 * "numbers: 1000000 rows"), so a test can see Swing's side
 * through AT-SPI; buttons change selections and rows the way the application would; "Measure
 * heap" prints the heap in use after garbage collection to standard output.
 */
public final class TablesApp {
    public static final String TITLE = "Java AT-SPI Tables";
    public static final int DEFAULT_ROWS = 1_000_000;
    public static final String HEAP_LINE = "heap used after gc: ";

    private final JLabel fruitState = new JLabel();
    private final JLabel treeState = new JLabel();
    private final JLabel numbersState = new JLabel();
    private final JLabel tabState = new JLabel();
    private final JLabel colourState = new JLabel();

    public static void main(String[] args) {
        int rows = Integer.getInteger("tablesapp.rows", DEFAULT_ROWS);
        SwingUtilities.invokeLater(() -> new TablesApp().show(rows));
    }

    private void show(int rows) {
        JFrame frame = new JFrame(TITLE);
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        frame.setJMenuBar(menuBar());

        JTable numbers = new JTable(new Numbers(rows));
        numbers.getAccessibleContext().setAccessibleName("Numbers");
        numbers.getSelectionModel().addListSelectionListener(e -> numbersState.setText("numbers: "
                + rows(numbers)));

        DefaultTableModel cityModel = new DefaultTableModel(new Object[][] {
            {"Lisbon", "Portugal", "545000"}, {"Oslo", "Norway", "709000"},
            {"Quito", "Ecuador", "2800000"}, {"Hanoi", "Vietnam", "8000000"}},
                new Object[] {"City", "Country", "Population"});
        JTable cities = new JTable(cityModel);
        cities.getAccessibleContext().setAccessibleName("Cities");
        TableRowSorter<DefaultTableModel> sorter = new TableRowSorter<>(cityModel);
        cities.setRowSorter(sorter);
        JLabel caption = new JLabel("Capitals by population");
        cities.getAccessibleContext().getAccessibleTable().setAccessibleCaption(caption);

        DefaultListModel<String> fruitModel = new DefaultListModel<>();
        for (String f : new String[] {"Apple", "Banana", "Cherry", "Damson", "Elderberry"}) {
            fruitModel.addElement(f);
        }
        JList<String> fruit = new JList<>(fruitModel);
        fruit.getAccessibleContext().setAccessibleName("Fruit");
        fruit.setSelectionMode(ListSelectionModel.MULTIPLE_INTERVAL_SELECTION);
        fruit.addListSelectionListener(e -> fruitState.setText("fruit: " + String.join(", ",
                fruit.getSelectedValuesList())));

        DefaultTreeModel treeModel = new DefaultTreeModel(animals());
        JTree tree = new JTree(treeModel);
        tree.getAccessibleContext().setAccessibleName("Animals");
        tree.getSelectionModel().setSelectionMode(TreeSelectionModel.DISCONTIGUOUS_TREE_SELECTION);
        tree.addTreeSelectionListener(e -> treeState.setText("tree: " + selectedNodes(tree)));

        JTabbedPane tabs = new JTabbedPane();
        tabs.getAccessibleContext().setAccessibleName("Pages");
        for (String page : new String[] {"First", "Second", "Third"}) {
            tabs.addTab(page, new JLabel(page + " page"));
        }
        tabs.addChangeListener(e -> tabState.setText("tab: " + tabs.getTitleAt(tabs.getSelectedIndex())));

        JComboBox<String> colour = new JComboBox<>(new String[] {"Red", "Green", "Blue"});
        colour.getAccessibleContext().setAccessibleName("Colour");
        colour.addActionListener(e -> colourState.setText("colour: " + colour.getSelectedItem()));

        fruitState.setText("fruit: ");
        treeState.setText("tree: ");
        numbersState.setText("numbers: ");
        tabState.setText("tab: First");
        colourState.setText("colour: Red");

        JPanel views = new JPanel(new GridLayout(1, 4, 4, 4));
        views.add(new JScrollPane(numbers));
        JPanel cityPanel = new JPanel(new BorderLayout());
        cityPanel.add(caption, BorderLayout.NORTH);
        cityPanel.add(new JScrollPane(cities), BorderLayout.CENTER);
        views.add(cityPanel);
        views.add(new JScrollPane(fruit));
        views.add(new JScrollPane(tree));

        JPanel controls = new JPanel(new GridLayout(0, 4, 4, 4));
        controls.add(button("Insert Fig", () -> fruitModel.add(0, "Fig")));
        controls.add(button("Remove Cherry", () -> fruitModel.removeElement("Cherry")));
        controls.add(button("Select Banana", () -> fruit.setSelectedValue("Banana", true)));
        controls.add(button("Add Rome", () -> cityModel.insertRow(0, new Object[] {"Rome", "Italy", "2750000"})));
        controls.add(button("Remove Oslo", () -> removeCity(cityModel, "Oslo")));
        controls.add(button("Sort cities", () -> sorter.toggleSortOrder(0)));
        controls.add(button("Select row 5", () -> numbers.setRowSelectionInterval(5, 5)));
        controls.add(button("Select Fish", () -> tree.setSelectionPath(pathTo(tree, "Fish"))));
        controls.add(button("Remove Fish", () -> treeModel.removeNodeFromParent(
                (DefaultMutableTreeNode) pathTo(tree, "Fish").getLastPathComponent())));
        controls.add(button("Show Third", () -> tabs.setSelectedIndex(2)));
        controls.add(button("Choose Blue", () -> colour.setSelectedItem("Blue")));
        controls.add(button("Measure heap", TablesApp::measureHeap));
        for (JLabel state : List.of(fruitState, treeState, numbersState, tabState, colourState)) {
            controls.add(state);
        }

        JPanel content = new JPanel(new BorderLayout(4, 4));
        content.add(views, BorderLayout.CENTER);
        content.add(controls, BorderLayout.SOUTH);
        content.add(tabs, BorderLayout.NORTH);
        content.add(colour, BorderLayout.EAST);
        frame.setContentPane(content);
        frame.setSize(1000, 600);
        frame.setLocation(10, 10);
        frame.setVisible(true);
    }

    private static JMenuBar menuBar() {
        JMenuBar bar = new JMenuBar();
        JMenu file = new JMenu("File");
        file.add(new JMenuItem("New"));
        file.add(new JMenuItem("Open"));
        JMenu view = new JMenu("View");
        view.add(new JMenuItem("Zoom"));
        bar.add(file);
        bar.add(view);
        return bar;
    }

    private static DefaultMutableTreeNode animals() {
        DefaultMutableTreeNode root = new DefaultMutableTreeNode("Animals");
        DefaultMutableTreeNode birds = new DefaultMutableTreeNode("Birds");
        birds.add(new DefaultMutableTreeNode("Robin"));
        birds.add(new DefaultMutableTreeNode("Wren"));
        DefaultMutableTreeNode fish = new DefaultMutableTreeNode("Fish");
        fish.add(new DefaultMutableTreeNode("Trout"));
        DefaultMutableTreeNode insects = new DefaultMutableTreeNode("Insects");
        root.add(birds);
        root.add(fish);
        root.add(insects);
        return root;
    }

    private static JButton button(String text, Runnable action) {
        JButton b = new JButton(text);
        b.addActionListener(e -> action.run());
        return b;
    }

    /** The selected rows, or how many when there are more than a label can show. */
    private static String rows(JTable table) {
        int count = table.getSelectedRowCount();
        if (count > 10) {
            return count + " rows";
        }
        return Arrays.stream(table.getSelectedRows()).mapToObj(Integer::toString).collect(Collectors.joining(", "));
    }

    private static String selectedNodes(JTree tree) {
        TreePath[] paths = tree.getSelectionPaths();
        return paths == null ? "" : Arrays.stream(paths).map(p -> p.getLastPathComponent().toString())
                .collect(Collectors.joining(", "));
    }

    private static TreePath pathTo(JTree tree, String name) {
        return IntStream.range(0, tree.getRowCount()).mapToObj(tree::getPathForRow)
                .filter(p -> p.getLastPathComponent().toString().equals(name)).findFirst().orElseThrow();
    }

    private static void removeCity(DefaultTableModel model, String city) {
        for (int r = 0; r < model.getRowCount(); r++) {
            if (city.equals(model.getValueAt(r, 0))) {
                model.removeRow(r);
                return;
            }
        }
    }

    /** Prints the heap in use once repeated collections no longer lower it. */
    private static void measureHeap() {
        Runtime rt = Runtime.getRuntime();
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            System.gc();
            best = Math.min(best, rt.totalMemory() - rt.freeMemory());
        }
        System.out.println(HEAP_LINE + best);
        System.out.flush();
    }

    /** Rows computed from their index; nothing is stored, so a million rows cost nothing. */
    private static final class Numbers extends AbstractTableModel {
        private static final String[] COLUMNS = {"Number", "Square", "Parity"};
        private final int rows;

        Numbers(int rows) {
            this.rows = rows;
        }

        @Override
        public int getRowCount() {
            return rows;
        }

        @Override
        public int getColumnCount() {
            return COLUMNS.length;
        }

        @Override
        public String getColumnName(int column) {
            return COLUMNS[column];
        }

        @Override
        public Object getValueAt(int row, int column) {
            return switch (column) {
                case 0 -> Integer.toString(row);
                case 1 -> Long.toString((long) row * row);
                default -> row % 2 == 0 ? "even" : "odd";
            };
        }
    }
}
