package io.github.javaatspi.testapps;

import java.awt.BorderLayout;
import java.awt.EventQueue;
import java.awt.GridLayout;
import java.util.Arrays;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleStateSet;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JPasswordField;
import javax.swing.JScrollPane;
import javax.swing.JSlider;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * The app the reliability suite attacks: it blocks its own event thread on request, opens and
 * closes many windows, makes a burst of changes, replaces a list's model and a panel of buttons, holds a component
 * whose accessibility code throws, a password field, a disabled button, a read-only field and a
 * disabled slider. It measures its own event-thread latency (a probe posts a task every 5 ms and
 * records how late it runs) and prints, on "Report", a line the tests parse:
 * {@code report edt-p99-ms=… edt-max-ms=… heap-after-gc-kb=… threads=…}.
 */
public final class ReliabilityApp {
    public static final String TITLE = "Java AT-SPI Reliability";
    /** How long "Freeze" blocks the event thread. */
    public static final long FREEZE_MILLIS = Long.getLong("reliability.freezeMillis", 10_000);
    /** Windows "Open windows" opens and closes, one after the other. */
    public static final int WINDOWS = Integer.getInteger("reliability.windows", 10_000);
    /** Label changes "Events" makes, a thousand per event-thread turn. */
    public static final int EVENTS = Integer.getInteger("reliability.events", 1_000_000);
    public static final String SECRET = "Tr0ub4dor&3";

    private static final long PROBE_MILLIS = 5;
    private static final int SAMPLES = 1 << 16;

    private final JLabel status = new JLabel("Ready");
    private final long[] lateness = new long[SAMPLES];
    private int samples;
    private int replaced;

    public static void main(String[] args) {
        SwingUtilities.invokeLater(() -> new ReliabilityApp().show());
    }

    private void show() {
        JFrame frame = new JFrame(TITLE);
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        JPanel buttons = new JPanel(new GridLayout(0, 3, 4, 4));
        buttons.add(button("Freeze", this::freeze));
        buttons.add(button("Open windows", () -> openWindows(frame, WINDOWS)));
        buttons.add(button("Events", () -> events(EVENTS)));
        DefaultListModel<String> model = model("first");
        JList<String> list = new JList<>(model);
        list.getAccessibleContext().setAccessibleName("Items");
        buttons.add(button("Replace list", () -> list.setModel(model("replaced" + (++replaced)))));
        JPanel swappable = new JPanel(new GridLayout(1, 0, 4, 4));
        swappable.getAccessibleContext().setAccessibleName("Swappable");
        fill(swappable, "Old");
        buttons.add(button("Replace panel", () -> {
            swappable.removeAll();
            fill(swappable, "New");
            swappable.revalidate();
        }));
        buttons.add(button("Report", this::report));
        JButton disabled = button("Disabled", () -> status.setText("The disabled button ran"));
        disabled.setEnabled(false);
        buttons.add(disabled);
        buttons.add(new BrokenButton());

        JPanel fields = new JPanel(new GridLayout(0, 1, 4, 4));
        JPasswordField pin = new JPasswordField(SECRET, 16);
        pin.getAccessibleContext().setAccessibleName("PIN");
        fields.add(pin);
        JTextField readOnly = new JTextField("fixed", 16);
        readOnly.setEditable(false);
        readOnly.getAccessibleContext().setAccessibleName("Fixed");
        fields.add(readOnly);
        JSlider slider = new JSlider(0, 10, 5);
        slider.setEnabled(false);
        slider.getAccessibleContext().setAccessibleName("Locked");
        fields.add(slider);
        JComboBox<String> size = new JComboBox<>(new String[] {"Small", "Medium", "Large"});
        size.setSelectedIndex(1);
        size.getAccessibleContext().setAccessibleName("Size");
        fields.add(size);
        JTable files = new JTable(new String[][] {{"notes.txt", "2 kB"}, {"report.pdf", "80 kB"}},
                new String[] {"File", "Size"});
        files.getAccessibleContext().setAccessibleName("Files");
        fields.add(new JScrollPane(files));
        fields.add(new JScrollPane(list));

        JPanel content = new JPanel(new BorderLayout(4, 4));
        content.add(buttons, BorderLayout.NORTH);
        content.add(fields, BorderLayout.CENTER);
        JPanel south = new JPanel(new GridLayout(0, 1, 4, 4));
        south.add(swappable);
        south.add(status);
        content.add(south, BorderLayout.SOUTH);
        frame.setContentPane(content);
        frame.setSize(560, 460);
        frame.setLocation(30, 30);
        frame.setVisible(true);
        startProbe();
    }

    private static JButton button(String text, Runnable action) {
        JButton b = new JButton(text);
        b.addActionListener(e -> action.run());
        return b;
    }

    /** Three buttons whose names start with {@code prefix}. */
    private static void fill(JPanel panel, String prefix) {
        for (String letter : new String[] {"A", "B", "C"}) {
            panel.add(new JButton(prefix + " " + letter));
        }
    }

    private static DefaultListModel<String> model(String prefix) {
        DefaultListModel<String> m = new DefaultListModel<>();
        for (int i = 0; i < 5; i++) {
            m.addElement(prefix + " " + i);
        }
        return m;
    }

    /** Blocks the event thread, as a slow task in an application does. */
    private void freeze() {
        status.setText("Frozen");
        long end = System.nanoTime() + FREEZE_MILLIS * 1_000_000;
        while (System.nanoTime() < end) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        status.setText("Thawed");
    }

    /** Opens and disposes {@code n} dialogs, one per event-thread turn, then says so. */
    private void openWindows(JFrame owner, int n) {
        status.setText("Opening windows");
        openNext(owner, 0, n);
    }

    private void openNext(JFrame owner, int done, int n) {
        if (done == n) {
            status.setText("Windows done " + n);
            System.out.println("windows done " + n);
            return;
        }
        JDialog d = new JDialog(owner, "Window " + done, false);
        d.add(new JButton("Button " + done));
        d.pack();
        d.setVisible(true);
        EventQueue.invokeLater(() -> {
            d.dispose();
            EventQueue.invokeLater(() -> openNext(owner, done + 1, n));
        });
    }

    /** Changes the status label {@code n} times, a thousand per event-thread turn. */
    private void events(int n) {
        eventsFrom(0, n);
    }

    private void eventsFrom(int done, int n) {
        int upTo = Math.min(n, done + 1000);
        for (int i = done; i < upTo; i++) {
            status.setText("Event " + i);
        }
        if (upTo < n) {
            EventQueue.invokeLater(() -> eventsFrom(upTo, n));
        } else {
            status.setText("Events done " + n);
            System.out.println("events done " + n);
        }
    }

    private void startProbe() {
        Thread probe = new Thread(() -> {
            while (true) {
                long posted = System.nanoTime();
                EventQueue.invokeLater(() -> record(System.nanoTime() - posted));
                try {
                    Thread.sleep(PROBE_MILLIS);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "edt-latency-probe");
        probe.setDaemon(true);
        probe.start();
    }

    private void record(long nanos) {
        lateness[samples++ % SAMPLES] = nanos;
    }

    /** Prints the event-thread latency since the last report, the heap after a GC, and the threads. */
    private void report() {
        long[] sorted = Arrays.copyOf(lateness, Math.min(samples, SAMPLES));
        Arrays.sort(sorted);
        double p99 = sorted.length == 0 ? 0 : sorted[(int) (sorted.length * 0.99)] / 1e6;
        double max = sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6;
        samples = 0;
        System.gc();
        Runtime rt = Runtime.getRuntime();
        long heapKb = (rt.totalMemory() - rt.freeMemory()) / 1024;
        System.out.printf("report edt-p99-ms=%.2f edt-max-ms=%.2f heap-after-gc-kb=%d threads=%d%n", p99, max, heapKb,
                Thread.activeCount());
    }

    /** A button whose accessibility code fails: the name and the states throw. */
    private static final class BrokenButton extends JButton {
        BrokenButton() {
            super("Broken");
        }

        @Override
        public AccessibleContext getAccessibleContext() {
            if (accessibleContext == null) {
                accessibleContext = new AccessibleJButton() {
                    @Override
                    public String getAccessibleName() {
                        throw new IllegalStateException("a broken accessible name");
                    }

                    @Override
                    public AccessibleStateSet getAccessibleStateSet() {
                        throw new IllegalStateException("broken accessible states");
                    }
                };
            }
            return accessibleContext;
        }
    }
}
