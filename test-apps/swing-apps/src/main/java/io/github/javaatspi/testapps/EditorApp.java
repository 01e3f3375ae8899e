package io.github.javaatspi.testapps;

import java.awt.BorderLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * A small editor for the screen reader's end-to-end suite: a menu bar whose File menu holds a
 * "Recent" submenu, a "Font" combo box whose popup is opened with the keyboard, and a
 * multi-line "Notes" text area read line by line and with say-all. Its GTK 3 twin is
 * {@code gtk/editor_twin.py}; both open with the focus on the combo box and the notes' caret at
 * the start.
 */
public final class EditorApp {
    public static final String TITLE = "Java AT-SPI Editor";
    /** Three short lines, so Up and Down each land on a whole line a listener can tell apart. */
    public static final String NOTES = "Dear Ada,\nthe engine runs.\nSee you soon.";

    public static void main(String[] args) {
        SwingUtilities.invokeLater(EditorApp::show);
    }

    private static void show() {
        JFrame frame = new JFrame(TITLE);
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        frame.setJMenuBar(menuBar(frame));

        JComboBox<String> font = new JComboBox<>(new String[] {"Serif", "Sans", "Mono"});
        JTextArea notes = new JTextArea(NOTES, 4, 30);
        // Swing leaves the caret after the text it was made with; the lines are read from the top.
        notes.setCaretPosition(0);

        JPanel form = new JPanel(new GridBagLayout());
        labelled(form, 0, "Font:", font, font);
        labelled(form, 1, "Notes:", notes, new JScrollPane(notes));
        JPanel root = new JPanel(new BorderLayout());
        root.add(form, BorderLayout.NORTH);
        frame.setContentPane(root);
        frame.setSize(500, 300);
        frame.setLocation(20, 20);
        frame.setVisible(true);
    }

    /** The label names the control for a screen reader (Swing's labeledBy), as GTK's mnemonic widget does. */
    private static void labelled(JPanel form, int row, String text, JComponent control, JComponent shown) {
        JLabel label = new JLabel(text);
        label.setLabelFor(control);
        GridBagConstraints c = new GridBagConstraints();
        c.gridy = row;
        c.insets = new Insets(4, 4, 4, 4);
        c.anchor = GridBagConstraints.NORTHWEST;
        form.add(label, c);
        c.fill = GridBagConstraints.HORIZONTAL;
        c.weightx = 1;
        form.add(shown, c);
    }

    /** File: New, a Recent submenu of two items with mnemonics and accelerators, Exit. */
    private static JMenuBar menuBar(JFrame frame) {
        JMenu file = new JMenu("File");
        file.setMnemonic(KeyEvent.VK_F);
        file.add(item("New", KeyEvent.VK_N, KeyEvent.VK_N));
        JMenu recent = new JMenu("Recent");
        recent.setMnemonic(KeyEvent.VK_R);
        recent.add(item("Letter", KeyEvent.VK_L, KeyEvent.VK_L));
        recent.add(item("Minutes", KeyEvent.VK_M, KeyEvent.VK_M));
        file.add(recent);
        JMenuItem exit = new JMenuItem("Exit", KeyEvent.VK_X);
        exit.addActionListener(e -> frame.dispose());
        file.add(exit);
        JMenuBar bar = new JMenuBar();
        bar.add(file);
        return bar;
    }

    private static JMenuItem item(String text, int mnemonic, int ctrlKey) {
        JMenuItem item = new JMenuItem(text, mnemonic);
        item.setAccelerator(KeyStroke.getKeyStroke(ctrlKey, InputEvent.CTRL_DOWN_MASK));
        return item;
    }
}
