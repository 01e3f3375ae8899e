package io.github.javaatspi.testapps;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Container;
import java.awt.FlowLayout;
import java.awt.GridLayout;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JRadioButton;
import javax.swing.JSlider;
import javax.swing.JSpinner;
import javax.swing.JTabbedPane;
import javax.swing.KeyStroke;
import javax.swing.LayoutFocusTraversalPolicy;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * Range and choice controls for the screen reader's end-to-end suite: a radio group, a slider, a
 * spinner, a progress bar (F5 advances it from 40 to 60, the work of a background task a user
 * waits for), tabs, and a Save button that sets a status label and announces "Saved" through the
 * bridge when it runs. Its GTK 3 twin is {@code gtk/controls_twin.py}; both open with the focus on
 * the selected radio button, Medium.
 */
public final class ControlsApp {
    public static final String TITLE = "Java AT-SPI Controls";
    static final int PROGRESS_ADVANCED = 60;

    public static void main(String[] args) {
        SwingUtilities.invokeLater(ControlsApp::show);
    }

    private static void show() {
        JFrame frame = new JFrame(TITLE);
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);

        JPanel size = new JPanel(new GridLayout(1, 3, 4, 4));
        size.setBorder(BorderFactory.createTitledBorder("Size"));
        ButtonGroup sizes = new ButtonGroup();
        JRadioButton medium = null;
        for (String text : new String[] {"Small", "Medium", "Large"}) {
            JRadioButton radio = new JRadioButton(text, text.equals("Medium"));
            sizes.add(radio);
            size.add(radio);
            medium = text.equals("Medium") ? radio : medium;
        }

        JPanel ranges = new JPanel(new GridLayout(0, 2, 4, 4));
        JSlider volume = new JSlider(0, 10, 5);
        labelled(ranges, "Volume:", volume);
        JSpinner copies = new JSpinner(new SpinnerNumberModel(1, 1, 99, 1));
        labelled(ranges, "Copies:", copies);
        JProgressBar progress = new JProgressBar(0, 100);
        progress.setValue(40);
        labelled(ranges, "Progress:", progress);
        frame.getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW)
                .put(KeyStroke.getKeyStroke(KeyEvent.VK_F5, 0), "advance");
        frame.getRootPane().getActionMap().put("advance", new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                progress.setValue(PROGRESS_ADVANCED);
            }
        });

        JTabbedPane tabs = new JTabbedPane();
        tabs.addTab("General", new JLabel("General settings"));
        tabs.addTab("Advanced", new JLabel("Advanced settings"));

        JLabel status = new JLabel("Not saved");
        JButton save = new JButton("Save");
        save.addActionListener(e -> {
            status.setText("Saved");
            StatusAnnouncer.announce("Saved");
        });
        JPanel actions = new JPanel(new FlowLayout(FlowLayout.LEADING));
        actions.add(save);
        actions.add(status);

        JPanel content = new JPanel();
        content.setLayout(new BoxLayout(content, BoxLayout.Y_AXIS));
        content.add(size);
        content.add(ranges);
        content.add(tabs);
        JPanel root = new JPanel(new BorderLayout(4, 4));
        root.add(content, BorderLayout.CENTER);
        root.add(actions, BorderLayout.SOUTH);
        frame.setContentPane(root);
        frame.setFocusTraversalPolicy(startingAt(medium));
        frame.setSize(600, 400);
        frame.setLocation(20, 20);
        frame.setVisible(true);
    }

    /** The label names the control for a screen reader (Swing's labeledBy), as GTK's mnemonic widget does. */
    private static void labelled(JPanel form, String text, Component control) {
        JLabel label = new JLabel(text);
        label.setLabelFor(control);
        form.add(label);
        form.add(control);
    }

    /**
     * Swing's usual order, but the window opens on {@code first}, as the twin grabs the focus for
     * its selected radio button: requesting it after the window opened would focus Small first,
     * and the screen reader would say both.
     */
    private static LayoutFocusTraversalPolicy startingAt(Component first) {
        return new LayoutFocusTraversalPolicy() {
            @Override
            public Component getDefaultComponent(Container root) {
                return first;
            }
        };
    }
}
