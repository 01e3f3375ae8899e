package io.github.javaatspi.testapps;

import java.awt.GridLayout;
import javax.swing.JFrame;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTree;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import javax.swing.tree.DefaultMutableTreeNode;

/**
 * A list, a table and a tree side by side, for the screen reader's arrow-key navigation. Each
 * starts with a current item (Banana, the first row, the root), as its GTK twin's views do
 * ({@code gtk/views_twin.py}), so the first arrow key moves from the same place in both.
 * Ctrl+Tab moves between the views (a table keeps plain Tab for its cells).
 */
public final class ViewsApp {
    public static final String TITLE = "Java AT-SPI Views";

    public static void main(String[] args) {
        SwingUtilities.invokeLater(ViewsApp::show);
    }

    private static void show() {
        JFrame frame = new JFrame(TITLE);
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);

        JList<String> fruit = new JList<>(new String[] {"Apple", "Banana", "Cherry", "Damson", "Elderberry"});
        fruit.setName("fruit-list");
        fruit.setSelectedIndex(1);

        JTable cities = new JTable(new Object[][] {
            {"Lisbon", "Portugal", "545000"},
            {"Oslo", "Norway", "709000"},
            {"Quito", "Ecuador", "2800000"},
            {"Hanoi", "Vietnam", "8000000"},
        }, new String[] {"City", "Country", "Population"});
        cities.setName("city-table");
        cities.changeSelection(0, 0, false, false);

        DefaultMutableTreeNode animals = new DefaultMutableTreeNode("Animals");
        DefaultMutableTreeNode birds = new DefaultMutableTreeNode("Birds");
        birds.add(new DefaultMutableTreeNode("Robin"));
        birds.add(new DefaultMutableTreeNode("Wren"));
        DefaultMutableTreeNode fish = new DefaultMutableTreeNode("Fish");
        fish.add(new DefaultMutableTreeNode("Trout"));
        animals.add(birds);
        animals.add(fish);
        JTree tree = new JTree(animals);
        tree.setName("animal-tree");
        tree.setSelectionRow(0);

        JPanel views = new JPanel(new GridLayout(1, 3, 4, 4));
        views.add(new JScrollPane(fruit));
        views.add(new JScrollPane(cities));
        views.add(new JScrollPane(tree));
        frame.setContentPane(views);
        frame.setSize(900, 300);
        frame.setLocation(20, 20);
        frame.setVisible(true);
    }
}
