package io.github.javaatspi.testapps;

import java.awt.BorderLayout;
import java.awt.GridLayout;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JPasswordField;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.JTree;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import javax.swing.tree.DefaultMutableTreeNode;

/**
 * The first demo app: a realistic mix of widgets with fixed names and contents, so that tests
 * can say exactly what an AT-SPI client must find. Pressing "Press me" counts in the status
 * label; "Open dialog" and "Open modal dialog" open dialogs whose "Close" button disposes them.
 */
public final class DemoApp {
    public static final String TITLE = "Java AT-SPI Demo";
    public static final String DIALOG_TITLE = "Demo dialog";
    public static final String MODAL_TITLE = "Modal demo dialog";

    private int presses;

    public static void main(String[] args) {
        SwingUtilities.invokeLater(() -> new DemoApp().show());
    }

    private void show() {
        JFrame frame = new JFrame(TITLE);
        frame.setName("demo-frame");
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        frame.setJMenuBar(menuBar(frame));

        JLabel status = new JLabel("Not pressed yet");
        status.setName("status");

        JPanel form = new JPanel(new GridLayout(0, 2, 4, 4));
        form.setBorder(BorderFactory.createTitledBorder("Form"));
        JTextField nameField = new JTextField("Ada Lovelace", 16);
        nameField.setName("name-field");
        form.add(labelFor("Name:", nameField));
        form.add(nameField);
        JPasswordField password = new JPasswordField("s3cret-Pa55", 16);
        password.setName("password-field");
        form.add(labelFor("Password:", password));
        form.add(password);
        JComboBox<String> colour = new JComboBox<>(new String[] {"Red", "Green", "Blue"});
        colour.setName("colour-combo");
        form.add(labelFor("Colour:", colour));
        form.add(colour);
        JCheckBox subscribe = new JCheckBox("Subscribe", true);
        subscribe.setName("subscribe-check");
        form.add(subscribe);
        JCheckBox notify = new JCheckBox("Notify me");
        notify.setName("notify-check");
        form.add(notify);

        JButton press = new JButton("Press me");
        press.setName("press-button");
        press.setMnemonic(KeyEvent.VK_P);
        press.addActionListener(e -> {
            presses++;
            status.setText("Pressed " + presses + (presses == 1 ? " time" : " times"));
        });
        JButton openDialog = new JButton("Open dialog");
        openDialog.setName("open-dialog-button");
        openDialog.addActionListener(e -> openDialog(frame, DIALOG_TITLE, false));
        JButton openModal = new JButton("Open modal dialog");
        openModal.setName("open-modal-button");
        openModal.addActionListener(e -> openDialog(frame, MODAL_TITLE, true));
        JPanel buttons = new JPanel();
        buttons.add(press);
        buttons.add(openDialog);
        buttons.add(openModal);
        buttons.add(status);

        JList<String> fruit = new JList<>(new String[] {"Apple", "Banana", "Cherry", "Damson", "Elderberry"});
        fruit.setName("fruit-list");
        fruit.setSelectedIndex(1);
        JTable table = new JTable(tableData(), new String[] {"City", "Country", "Population"});
        table.setName("city-table");
        JTree tree = new JTree(treeModel());
        tree.setName("animal-tree");
        tree.expandRow(0);

        JPanel views = new JPanel(new GridLayout(1, 3, 4, 4));
        views.add(new JScrollPane(fruit));
        views.add(new JScrollPane(table));
        views.add(new JScrollPane(tree));

        JPanel content = new JPanel(new BorderLayout(4, 4));
        content.add(form, BorderLayout.NORTH);
        content.add(views, BorderLayout.CENTER);
        content.add(buttons, BorderLayout.SOUTH);
        frame.setContentPane(content);
        frame.setSize(900, 520);
        frame.setLocation(20, 20);
        frame.setVisible(true);
    }

    private static JLabel labelFor(String text, java.awt.Component target) {
        JLabel label = new JLabel(text);
        label.setLabelFor(target);
        return label;
    }

    private static JMenuBar menuBar(JFrame frame) {
        JMenuBar bar = new JMenuBar();
        JMenu file = new JMenu("File");
        file.setMnemonic(KeyEvent.VK_F);
        JMenuItem newItem = new JMenuItem("New", KeyEvent.VK_N);
        newItem.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_N, InputEvent.CTRL_DOWN_MASK));
        file.add(newItem);
        JMenuItem openItem = new JMenuItem("Open", KeyEvent.VK_O);
        openItem.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_O, InputEvent.CTRL_DOWN_MASK));
        file.add(openItem);
        file.addSeparator();
        JCheckBoxMenuItem wrap = new JCheckBoxMenuItem("Word wrap", true);
        file.add(wrap);
        ButtonGroup sizes = new ButtonGroup();
        for (String size : new String[] {"Small", "Large"}) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(size, size.equals("Small"));
            sizes.add(item);
            file.add(item);
        }
        file.addSeparator();
        JMenuItem exit = new JMenuItem("Exit", KeyEvent.VK_X);
        exit.addActionListener(e -> frame.dispose());
        file.add(exit);
        JMenu help = new JMenu("Help");
        help.setMnemonic(KeyEvent.VK_H);
        help.add(new JMenuItem("About"));
        bar.add(file);
        bar.add(help);
        return bar;
    }

    private static Object[][] tableData() {
        return new Object[][] {
            {"Lisbon", "Portugal", "545000"},
            {"Oslo", "Norway", "709000"},
            {"Quito", "Ecuador", "2800000"},
            {"Hanoi", "Vietnam", "8000000"},
        };
    }

    private static DefaultMutableTreeNode treeModel() {
        DefaultMutableTreeNode root = new DefaultMutableTreeNode("Animals");
        DefaultMutableTreeNode birds = new DefaultMutableTreeNode("Birds");
        birds.add(new DefaultMutableTreeNode("Robin"));
        birds.add(new DefaultMutableTreeNode("Wren"));
        DefaultMutableTreeNode fish = new DefaultMutableTreeNode("Fish");
        fish.add(new DefaultMutableTreeNode("Trout"));
        root.add(birds);
        root.add(fish);
        return root;
    }

    /** A modal dialog blocks the action that opens it until it closes. */
    private static void openDialog(JFrame owner, String title, boolean modal) {
        JDialog dialog = new JDialog(owner, title, modal);
        dialog.setName("demo-dialog");
        JPanel panel = new JPanel(new BorderLayout(4, 4));
        panel.add(new JLabel("This dialog closes with its button."), BorderLayout.CENTER);
        JButton close = new JButton("Close");
        close.setName("dialog-close-button");
        close.addActionListener(e -> dialog.dispose());
        panel.add(close, BorderLayout.SOUTH);
        dialog.setContentPane(panel);
        dialog.pack();
        dialog.setLocationRelativeTo(owner);
        dialog.setVisible(true);
    }
}
