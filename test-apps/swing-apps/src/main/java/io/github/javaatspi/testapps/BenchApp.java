package io.github.javaatspi.testapps;

import java.awt.AWTEvent;
import java.awt.BorderLayout;
import java.awt.EventQueue;
import java.awt.Graphics;
import java.awt.GridLayout;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.WindowEvent;
import java.awt.image.BufferedImage;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * The app the benchmarks measure (scripts/bench.sh). By default it is {@link DemoApp}, the app
 * with a GTK3 twin; {@code -Dbench.nodes=N} shows instead a window of N accessible nodes shaped
 * as the C floor's tree (node i's children are i*10+1 .. i*10+10: panels inside, labels at the
 * leaves), and {@code -Dbench.textBytes=B} adds a window whose text area, named "Big document",
 * holds B characters, and {@code -Dbench.tableRows=R} a window whose table has R rows of eight
 * columns.
 *
 * <p>It prints {@code shown EPOCH_MILLIS} when its first window opens, and answers lines on
 * standard input so the benchmark can ask from outside, whatever bridge runs inside:
 * {@code probe} restarts the event-thread probe (a task posted every 5 ms, timed from posting
 * to running), {@code report} prints {@code probe n=… p50-ms=… p99-ms=… max-ms=…}, {@code heap}
 * collects garbage and prints {@code heap used-kb=…}, {@code paint N} paints every showing
 * window N times on the event thread, into an image, and prints {@code paint n=… windows=… ms-per-paint=…}
 * (timed until the event queue has run what the painting posted), {@code type N} types N
 * characters into the big document, one every 60 ms as a quick typist does, and prints
 * {@code type n=… edt-cpu-ms-per-char=…}: the event thread's CPU time, the app's own handling
 * of each key and whatever a bridge does with the change.
 */
public final class BenchApp {
    public static final String NODES_TITLE = "Java AT-SPI Bench Nodes";
    public static final String TEXT_TITLE = "Java AT-SPI Bench Text";
    public static final String TEXT_NAME = "Big document";
    public static final String TABLE_TITLE = "Java AT-SPI Bench Table";
    private static final int TABLE_COLUMNS = 8;
    private static final int FANOUT = 10;
    private static final long PROBE_MILLIS = 5;
    private static final long TYPE_PAUSE_MILLIS = 60;
    /** Where typing goes: near the top, on screen. */
    private static final int TYPE_AT = 1000;

    private static final Object LOCK = new Object();
    private static long[] lateness = new long[1 << 16];
    private static int samples;
    private static boolean probing;
    private static volatile JTextArea bigText;

    private BenchApp() {
    }

    public static void main(String[] args) throws Exception {
        int nodes = Integer.getInteger("bench.nodes", 0);
        int textBytes = Integer.getInteger("bench.textBytes", 0);
        int tableRows = Integer.getInteger("bench.tableRows", 0);
        announceFirstWindow();
        if (nodes > 0) {
            SwingUtilities.invokeLater(() -> showNodes(nodes));
        } else {
            DemoApp.main(args);
        }
        if (textBytes > 0) {
            SwingUtilities.invokeLater(() -> showText(textBytes));
        }
        if (tableRows > 0) {
            SwingUtilities.invokeLater(() -> showTable(tableRows));
        }
        answerCommands();
    }

    /** The moment a user first sees the app: the first window-opened event. */
    private static void announceFirstWindow() {
        AtomicBoolean said = new AtomicBoolean();
        Toolkit.getDefaultToolkit().addAWTEventListener(e -> {
            if (e.getID() == WindowEvent.WINDOW_OPENED && said.compareAndSet(false, true)) {
                System.out.println("shown " + System.currentTimeMillis());
            }
        }, AWTEvent.WINDOW_EVENT_MASK);
    }

    private static void showNodes(int n) {
        JFrame frame = new JFrame(NODES_TITLE);
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        frame.setContentPane((JPanel) node(0, n));
        frame.setSize(800, 600);
        frame.setLocation(40, 40);
        frame.setVisible(true);
    }

    /** Node {@code id} of an {@code n}-node tree numbered as the C floor numbers its own. */
    private static JComponent node(int id, int n) {
        long first = (long) id * FANOUT + 1;
        if (first >= n) {
            return new JLabel("Node " + id);
        }
        JPanel panel = new JPanel(new GridLayout(0, FANOUT));
        panel.getAccessibleContext().setAccessibleName("Node " + id);
        for (long c = first; c < Math.min(first + FANOUT, n); c++) {
            panel.add(node((int) c, n));
        }
        return panel;
    }

    private static void showText(int bytes) {
        char[] text = new char[bytes];
        for (int i = 0; i < bytes; i++) {
            text[i] = i % 64 == 63 ? '\n' : i % 7 == 6 ? ' ' : (char) ('a' + i % 26);
        }
        JTextArea area = new JTextArea(new String(text));
        area.getAccessibleContext().setAccessibleName(TEXT_NAME);
        bigText = area;
        JFrame frame = new JFrame(TEXT_TITLE);
        frame.getContentPane().add(new JScrollPane(area), BorderLayout.CENTER);
        frame.setSize(400, 300);
        frame.setLocation(500, 40);
        frame.setVisible(true);
    }

    private static void showTable(int rows) {
        Object[][] cells = new Object[rows][TABLE_COLUMNS];
        Object[] columns = new Object[TABLE_COLUMNS];
        for (int c = 0; c < TABLE_COLUMNS; c++) {
            columns[c] = "Column " + (c + 1);
            for (int r = 0; r < rows; r++) {
                cells[r][c] = "Row " + (r + 1) + ", cell " + (c + 1);
            }
        }
        JFrame frame = new JFrame(TABLE_TITLE);
        frame.getContentPane().add(new JScrollPane(new JTable(cells, columns)), BorderLayout.CENTER);
        frame.setSize(1000, 800);
        frame.setLocation(60, 60);
        frame.setVisible(true);
    }

    /**
     * Paints every showing window {@code times} times, each paint a turn of its own as Swing's
     * own repaints are, and the time per paint until the queue has also run what they posted.
     */
    private static String paint(int times) throws Exception {
        // One image for every paint: what is timed is painting, not allocating.
        BufferedImage image = new BufferedImage(2000, 2000, BufferedImage.TYPE_INT_RGB);
        int[] windows = new int[1];
        long start = System.nanoTime();
        for (int i = 0; i < times; i++) {
            SwingUtilities.invokeAndWait(() -> {
                windows[0] = 0;
                for (Window w : Window.getWindows()) {
                    if (w.isShowing()) {
                        Graphics g = image.getGraphics();
                        w.paintAll(g);
                        g.dispose();
                        windows[0]++;
                    }
                }
            });
        }
        SwingUtilities.invokeAndWait(() -> { });
        return String.format(Locale.ROOT, "paint n=%d windows=%d ms-per-paint=%.3f", times, windows[0],
                (System.nanoTime() - start) / 1e6 / times);
    }

    /**
     * Types {@code times} characters into the big document at a typist's pace; the event
     * thread's CPU time per character, counted until the turns a bridge queues have run too.
     */
    private static String type(int times) throws Exception {
        JTextArea area = bigText;
        if (area == null) {
            return "type n=0 (no big document: -Dbench.textBytes)";
        }
        long[] eventThread = new long[1];
        SwingUtilities.invokeAndWait(() -> eventThread[0] = Thread.currentThread().getId());
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long before = threads.getThreadCpuTime(eventThread[0]);
        for (int i = 0; i < times; i++) {
            SwingUtilities.invokeAndWait(() -> area.insert("x", TYPE_AT));
            Thread.sleep(TYPE_PAUSE_MILLIS);
        }
        // A bridge's coalesced turns come up to a few hundred milliseconds after a change.
        Thread.sleep(500);
        SwingUtilities.invokeAndWait(() -> { });
        long used = threads.getThreadCpuTime(eventThread[0]) - before;
        return String.format(Locale.ROOT, "type n=%d edt-cpu-ms-per-char=%.3f", times, used / 1e6 / times);
    }

    /** Posts a task every 5 ms and records how long after posting the event thread ran it. */
    private static void probe() {
        while (true) {
            long posted = System.nanoTime();
            EventQueue.invokeLater(() -> record(System.nanoTime() - posted));
            try {
                Thread.sleep(PROBE_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private static void record(long nanos) {
        synchronized (LOCK) {
            if (samples == lateness.length) {
                lateness = Arrays.copyOf(lateness, samples * 2);
            }
            lateness[samples++] = nanos;
        }
    }

    private static void answerCommands() throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null;) {
            switch (line.strip()) {
                case "probe" -> {
                    synchronized (LOCK) {
                        samples = 0;
                    }
                    // Started on request only, so that an idle app's CPU figure is the bridge's alone.
                    if (!probing) {
                        probing = true;
                        Thread probe = new Thread(BenchApp::probe, "bench-edt-probe");
                        probe.setDaemon(true);
                        probe.start();
                    }
                }
                case "report" -> System.out.println(report());
                case "heap" -> {
                    for (int i = 0; i < 3; i++) {
                        System.gc();
                    }
                    var heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
                    System.out.println("heap used-kb=" + heap.getUsed() / 1024 + " committed-kb="
                            + heap.getCommitted() / 1024);
                }
                default -> {
                    if (line.strip().startsWith("paint ")) {
                        System.out.println(paint(Integer.parseInt(line.strip().substring("paint ".length()))));
                    } else if (line.strip().startsWith("type ")) {
                        System.out.println(type(Integer.parseInt(line.strip().substring("type ".length()))));
                    } else {
                        System.out.println("unknown command " + line);
                    }
                }
            }
        }
    }

    private static String report() {
        long[] s;
        synchronized (LOCK) {
            s = Arrays.copyOf(lateness, samples);
        }
        Arrays.sort(s);
        if (s.length == 0) {
            return "probe n=0 p50-ms=0 p99-ms=0 max-ms=0";
        }
        return String.format(Locale.ROOT, "probe n=%d p50-ms=%.3f p99-ms=%.3f max-ms=%.3f", s.length, s[s.length / 2] / 1e6,
                s[(int) (s.length * 0.99)] / 1e6, s[s.length - 1] / 1e6);
    }
}
