package io.github.javaatspi.testapps;

import java.awt.BorderLayout;
import java.awt.GridLayout;
import javax.accessibility.AccessibleTable;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JSlider;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.JTextPane;
import javax.swing.JTree;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import javax.swing.table.DefaultTableModel;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.tree.DefaultMutableTreeNode;

/**
 * A test app whose buttons make every kind of change the event tests listen for: names,
 * descriptions, values, enabled states, children, table rows, text with characters outside the
 * Basic Multilingual Plane, text attributes, a table's caption, summary and column headers, a
 * flood of label updates, and an announcement.
 */
public final class EventsApp {
    public static final String TITLE = "Java AT-SPI Events";
    public static final int FLOOD = 1000;
    /** A character outside the BMP: one code point, two UTF-16 units. */
    public static final String EMOJI = "\uD83D\uDE00";

    private final JLabel status = new JLabel("Idle");
    private final JPanel dynamic = new JPanel(new GridLayout(1, 0));
    private final JPanel dock = new JPanel(new GridLayout(1, 0));
    private int added;

    public static void main(String[] args) {
        SwingUtilities.invokeLater(() -> new EventsApp().show());
    }

    private void show() {
        JFrame frame = new JFrame(TITLE);
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        JMenuBar bar = new JMenuBar();
        JMenu file = new JMenu("File");
        file.add(new JMenuItem("New"));
        file.add(new JMenuItem("Open"));
        bar.add(file);
        frame.setJMenuBar(bar);

        JTextField field = new JTextField("abc", 12);
        field.getAccessibleContext().setAccessibleName("Field");
        JTextArea area = new JTextArea("line one\nline two", 3, 12);
        area.getAccessibleContext().setAccessibleName("Area");
        JSlider slider = new JSlider(0, 10, 5);
        slider.getAccessibleContext().setAccessibleName("Volume");
        JSpinner spinner = new JSpinner(new SpinnerNumberModel(3, 0, 9, 1));
        spinner.getAccessibleContext().setAccessibleName("Count");
        JProgressBar progress = new JProgressBar(0, 100);
        progress.getAccessibleContext().setAccessibleName("Progress");
        JCheckBox check = new JCheckBox("Check me");
        JComboBox<String> combo = new JComboBox<>(new String[] {"One", "Two", "Three"});
        combo.getAccessibleContext().setAccessibleName("Choice");
        JList<String> list = new JList<>(new String[] {"Alpha", "Beta", "Gamma", "Delta"});
        list.getAccessibleContext().setAccessibleName("Letters");
        list.setSelectedIndex(0);
        DefaultTableModel model = new DefaultTableModel(new Object[][] {{"a1", "b1"}, {"a2", "b2"}},
                new Object[] {"A", "B"});
        JTable table = new JTable(model);
        table.getAccessibleContext().setAccessibleName("Grid");
        DefaultMutableTreeNode root = new DefaultMutableTreeNode("Root");
        DefaultMutableTreeNode branch = new DefaultMutableTreeNode("Branch");
        branch.add(new DefaultMutableTreeNode("Leaf"));
        root.add(branch);
        JTree tree = new JTree(root);
        tree.getAccessibleContext().setAccessibleName("Outline");
        JTextPane styled = new JTextPane();
        styled.setText("plain words");
        styled.getAccessibleContext().setAccessibleName("Styled");

        JPanel controls = new JPanel(new GridLayout(0, 2, 4, 4));
        controls.add(field);
        controls.add(new JScrollPane(area));
        controls.add(slider);
        controls.add(spinner);
        controls.add(progress);
        controls.add(check);
        controls.add(combo);
        controls.add(new JScrollPane(list));
        controls.add(new JScrollPane(table));
        controls.add(new JScrollPane(tree));
        controls.add(styled);

        JPanel actions = new JPanel(new GridLayout(0, 4, 4, 4));
        actions.add(button("Rename", () -> status.setText("Renamed")));
        actions.add(button("Describe", () -> status.getAccessibleContext().setAccessibleDescription("Described")));
        actions.add(button("Progress", () -> progress.setValue(progress.getValue() + 10)));
        actions.add(button("Toggle field", () -> field.setEnabled(!field.isEnabled())));
        actions.add(button("Add child", () -> {
            dynamic.add(new JButton("Child " + (++added)), 0);
            dynamic.revalidate();
        }));
        actions.add(button("Remove child", () -> {
            if (dynamic.getComponentCount() > 0) {
                dynamic.remove(0);
                dynamic.revalidate();
                dynamic.repaint();
            }
        }));
        actions.add(button("Add row", () -> model.addRow(new Object[] {"a" + (model.getRowCount() + 1), "b"})));
        actions.add(button("Insert emoji", () -> field.setText(EMOJI + field.getText())));
        actions.add(button("Flood", this::flood));
        actions.add(button("Announce", () -> StatusAnnouncer.announce("Saved")));
        actions.add(button("Bold", () -> {
            SimpleAttributeSet bold = new SimpleAttributeSet();
            StyleConstants.setBold(bold, true);
            styled.getStyledDocument().setCharacterAttributes(0, 5, bold, false);
        }));

        actions.add(button("Move child", () -> {
            if (dynamic.getComponentCount() > 0) {
                dock.add(dynamic.getComponent(0));
                dynamic.revalidate();
                dock.revalidate();
            }
        }));
        actions.add(button("Edit cell", () -> model.setValueAt("edited", 0, 0)));
        actions.add(button("Caption", () -> {
            AccessibleTable shape = table.getAccessibleContext().getAccessibleTable();
            shape.setAccessibleCaption(new JLabel("Letters by column"));
            shape.setAccessibleSummary(new JLabel("Two columns of samples"));
        }));
        actions.add(button("Rename columns", () -> model.setColumnIdentifiers(new Object[] {"First", "Second"})));

        dock.getAccessibleContext().setAccessibleName("Dock");
        JPanel content = new JPanel(new BorderLayout(4, 4));
        content.add(controls, BorderLayout.CENTER);
        JPanel south = new JPanel(new BorderLayout());
        south.add(actions, BorderLayout.CENTER);
        south.add(status, BorderLayout.SOUTH);
        south.add(dynamic, BorderLayout.NORTH);
        south.add(dock, BorderLayout.EAST);
        content.add(south, BorderLayout.SOUTH);
        frame.setContentPane(content);
        frame.setSize(800, 600);
        frame.setLocation(30, 30);
        frame.setVisible(true);
    }

    private static JButton button(String text, Runnable action) {
        JButton b = new JButton(text);
        b.addActionListener(e -> action.run());
        return b;
    }

    /** The status label rewritten FLOOD times, each in its own event-thread turn. */
    private void flood() {
        for (int i = 1; i <= FLOOD; i++) {
            int n = i;
            SwingUtilities.invokeLater(() -> status.setText("Flood " + n));
        }
    }
}
