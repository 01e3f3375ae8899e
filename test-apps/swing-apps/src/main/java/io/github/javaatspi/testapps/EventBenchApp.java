package io.github.javaatspi.testapps;

import java.awt.BorderLayout;
import java.awt.GridLayout;
import javax.swing.JButton;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * For the event benchmark: "Stamp" appends the current {@code System.nanoTime()} to a text
 * area (the clock a Python listener reads as {@code time.monotonic_ns()}), so the delay from the
 * Swing change to the event at the client can be measured; "Burst" renames every one of
 * {@link #LABELS} labels in one event-thread turn.
 */
public final class EventBenchApp {
    public static final String TITLE = "Java AT-SPI Event Bench";
    public static final int LABELS = 2000;

    private int bursts;

    public static void main(String[] args) {
        SwingUtilities.invokeLater(() -> new EventBenchApp().show());
    }

    private void show() {
        JFrame frame = new JFrame(TITLE);
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        JTextArea stamp = new JTextArea(3, 24);
        stamp.getAccessibleContext().setAccessibleName("Stamp field");
        JPanel labels = new JPanel(new GridLayout(0, 20));
        JLabel[] all = new JLabel[LABELS];
        for (int i = 0; i < LABELS; i++) {
            all[i] = new JLabel("L" + i);
            labels.add(all[i]);
        }
        JButton stampButton = new JButton("Stamp");
        stampButton.addActionListener(e -> stamp.append("t=" + System.nanoTime() + "\n"));
        JButton burst = new JButton("Burst");
        burst.addActionListener(e -> {
            bursts++;
            for (int i = 0; i < LABELS; i++) {
                all[i].setText("B" + bursts + "-" + i);
            }
        });
        JPanel top = new JPanel();
        top.add(stamp);
        top.add(stampButton);
        top.add(burst);
        frame.add(top, BorderLayout.NORTH);
        frame.add(new JScrollPane(labels), BorderLayout.CENTER);
        frame.setSize(900, 700);
        frame.setVisible(true);
    }
}
