package io.github.javaatspi.stack.bench;

import static io.github.javaatspi.stack.bench.Bench.log;

import io.github.javaatspi.stack.AtspiClient;
import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.EventRecorder;
import io.github.javaatspi.stack.Json;
import io.github.javaatspi.stack.SystemPieces;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The bench's phases, each starting the applications it measures and stopping them after:
 * the demo app side by side (calls, walks, memory, event thread), startup, big messages, and
 * trees of growing size.
 */
final class Phases {
    static final String P2P_CALLS = "Calls, peer to peer (the demo window's frame object)";
    static final String BUS_CALLS = "Calls through the bus daemon (the demo window's frame object)";
    static final String WALKS = "Whole-tree walks (demo app)";
    static final String STARTUP = "Startup (demo app)";
    static final String MEMORY = "Memory over repeated walks (demo app)";
    static final String EDT = "Event-thread latency while a client floods the app (probe every 5 ms)";
    static final String BIG = "Big messages (1 MB replies)";
    static final String TYPING = "Typing into a document of " + Bench.TYPE_TEXT_BYTES
            + " characters while a client listens for text changes";
    static final String PAINT = "Painting (the demo and a table of " + Bench.PAINT_ROWS
            + " rows, on the app's event thread)";
    /** A clock tick of the CPU times in /proc, in µs (USER_HZ is 100 on Linux). */
    private static final double TICK_US = 10_000;
    /** The fewest nodes one walk sample of the size phase covers (see {@link #sustainedWalk}). */
    private static final int SUSTAINED_NODES = 10_000;

    private final DesktopStack stack;
    private final LoadTool load;
    private final Subjects subjects;
    private final Figures figures;
    private final Path pywalk;
    private final List<String> notes;
    /** Each subject's node count in the demo phase, which the startup phase waits for. */
    private final Map<String, Integer> demoNodes = new HashMap<>();

    Phases(DesktopStack stack, LoadTool load, Subjects subjects, Figures figures, Path pywalk, List<String> notes) {
        this.stack = stack;
        this.load = load;
        this.subjects = subjects;
        this.figures = figures;
        this.pywalk = pywalk;
        this.notes = notes;
    }

    /** A size section's walk of the smallest tree, taken in the same rounds as its own walks. */
    static final String SMALLEST_IN_SAME_ROUNDS =
            "walk by atspi-load (p2p), per node, the smallest tree in the same rounds";

    /** The demo app under each server at once, measured round after round, interleaved. */
    void demo() throws IOException {
        log("demo phase: starting the floor, the bridge, the GTK3 twin and JAW");
        List<Subject> all = new ArrayList<>();
        Subject plain = null;
        try {
            all.add(subjects.floor("BenchFloor", Bench.FLOOR_NODES, 0));
            all.add(subjects.swing(Figures.BRIDGE, Subjects.Bridge.OURS, "BenchBridge"));
            all.add(subjects.gtk("BenchGtk", 0));
            all.add(subjects.swing(Figures.JAW, Subjects.Bridge.JAW, Subjects.DEMO_TITLE));
            plain = subjects.swing(Figures.PLAIN, Subjects.Bridge.NONE, "none");
            plain.awaitLine("shown", 0, 60_000);
            for (Subject s : all) {
                int nodes = awaitStableTree(s, 120_000);
                demoNodes.put(s.label, nodes);
                figures.add(WALKS, "nodes in the tree", "", true, s.label, nodes);
                s.framePath = find(s, s.label.equals(Figures.FLOOR) ? "Node 1" : Subjects.DEMO_TITLE);
                log(s + ": " + nodes + " nodes, frame " + s.framePath);
            }
            List<Subject> idle = new ArrayList<>(all);
            idle.add(plain);
            idleCpu(idle);
            for (Subject s : all) {
                // Untimed: the JIT compiles the servers' hot paths before the first round counts,
                // the paths of pyatspi's calls (the properties interface, new connections) included.
                log("warm-up: " + s);
                load.run(s.appName, "p2p", "walk", "20");
                for (int i = 0; i < 5; i++) {
                    pywalk(s);
                }
                for (String m : Bench.METHODS) {
                    load.run(s.appName, "p2p", "flood", m, s.framePath, "0.3", "16");
                }
            }
            for (int r = 1; r <= Bench.ROUNDS; r++) {
                for (Subject s : all) {
                    log("round " + r + ": calls and walks, " + s);
                    calls(s);
                    walks(s);
                }
            }
            for (Subject s : all) {
                memory(s);
            }
            for (Subject s : all) {
                if (s.label.equals(Figures.BRIDGE) || s.label.equals(Figures.JAW)) {
                    edt(s);
                }
            }
        } finally {
            all.forEach(Subject::close);
            if (plain != null) {
                plain.close();
            }
        }
    }

    /**
     * CPU used while nobody calls: the whole process for each app, and for the bridge its own
     * threads (javaatspi-*) alone, since a focused text field's caret blinks on the app's event
     * thread whatever bridge runs.
     */
    private void idleCpu(List<Subject> all) throws IOException {
        Subject.sleep(5000);
        long[] before = new long[all.size()];
        long bridgeBefore = 0;
        Subject bridge = null;
        for (int i = 0; i < all.size(); i++) {
            before[i] = all.get(i).cpuTicks();
            if (all.get(i).label.equals(Figures.BRIDGE)) {
                bridge = all.get(i);
                bridgeBefore = bridge.threadCpuTicks("javaatspi");
            }
        }
        Subject.sleep(5000);
        for (int i = 0; i < all.size(); i++) {
            figures.add(STARTUP, "CPU used in 5 s while idle, whole app", "ms", false, all.get(i).label,
                    (all.get(i).cpuTicks() - before[i]) * 10.0);
        }
        if (bridge != null) {
            figures.add(STARTUP, "CPU used in 5 s while idle, the bridge's own threads", "ms", false, bridge.label,
                    (bridge.threadCpuTicks("javaatspi") - bridgeBefore) * 10.0);
        }
    }

    private void calls(Subject s) throws IOException {
        for (String mode : List.of("p2p", "bus")) {
            String section = mode.equals("p2p") ? P2P_CALLS : BUS_CALLS;
            for (String m : Bench.METHODS) {
                LoadTool.Run seq = load.run(s.appName, mode, "calls", m, s.framePath, Integer.toString(Bench.SEQ_CALLS),
                        "1");
                if (seq.number("errors") > 0) {
                    notes.add(s.label + " answered " + (long) seq.number("errors") + " sequential " + m + " calls over "
                            + mode + " with errors");
                }
                figures.add(section, m + ", median latency", "µs", false, s.label, seq.number("medianUs"));
                figures.add(section, m + ", p99 latency", "µs", false, s.label, seq.number("p99Us"));
                for (String depth : List.of("16", "64")) {
                    long ticks = s.cpuTicks();
                    LoadTool.Run flood = load.run(s.appName, mode, "flood", m, s.framePath, Bench.FLOOD_SECONDS, depth);
                    ticks = s.cpuTicks() - ticks;
                    figures.add(section, m + ", " + depth + " in flight", "calls/s", true, s.label,
                            flood.number("perSecond"));
                    if (depth.equals("64")) {
                        // The server's own cost per call, which the latency's noise (how fast an
                        // idle core wakes) does not blur.
                        figures.add(section, m + ", 64 in flight, server CPU per call", "µs", false, s.label,
                                ticks * TICK_US / flood.number("calls"));
                    }
                    if (flood.number("errors") > 0) {
                        notes.add(s.label + " answered " + (long) flood.number("errors") + " " + m + " calls of a "
                                + mode + " flood with errors");
                    }
                }
            }
        }
    }

    /**
     * The C client's walks are sampled as the size phase's are ({@link #sustainedWalk}): three
     * walks of the demo's ~100 nodes lasted ~20 ms, short enough for the VM's bursts to decide the
     * figure (the floor's walk measured 164 µs a node in one round and 203 in the memory phase of
     * the same run).
     */
    private void walks(Subject s) throws IOException {
        int nodes = demoNodes.get(s.label);
        Walked w = sustainedWalk(s, nodes);
        figures.add(WALKS, "walk by atspi-load (p2p), per node", "µs", false, s.label, w.usPerNode());
        figures.add(WALKS, "walk by atspi-load (p2p), whole tree", "ms", false, s.label, w.usPerNode() * nodes / 1000);
        figures.add(WALKS, Targets.CPU_PER_NODE, "µs", false, s.label, w.serverCpuUsPerNode());
        // A Python client's own pace swings by half from one process to the next: each round
        // counts the median of five (with three, the ratio to JAW moved 2.99-3.7x between runs).
        double[] seconds = new double[5];
        long count = 0;
        for (int i = 0; i < seconds.length; i++) {
            Map<String, Object> py = pywalk(s);
            seconds[i] = ((Number) py.get("seconds")).doubleValue();
            count = ((Number) py.get("count")).longValue();
        }
        Arrays.sort(seconds);
        double median = seconds[seconds.length / 2];
        figures.add(WALKS, "walk by pyatspi (cold client), per node", "µs", false, s.label, median * 1e6 / count);
        figures.add(WALKS, "walk by pyatspi (cold client), whole tree", "ms", false, s.label, median * 1000);
    }

    /**
     * Memory over three batches of walks. A JVM's RSS first grows while allocation touches the
     * pages of its heap for the first time (the initial heap is 1/64 of the machine's memory by
     * default, 384 MB here), whatever the allocating code, and is flat after that. The last
     * batch shows whether growth goes on (a leak, as java-atk-wrapper's heap has), which is what
     * the target is about.
     */
    private void memory(Subject s) throws IOException {
        boolean java = !s.label.equals(Figures.FLOOR) && !s.label.equals(Figures.GTK);
        log("memory: 3 × " + Bench.WALKS + " walks of " + s);
        String walks = Integer.toString(Bench.WALKS);
        double[] heap = new double[4];
        double[] committed = new double[4];
        long[] rss = new long[4];
        LoadTool.Run w = null;
        long lastBatchTicks = 0;
        for (int b = 0; b <= 3; b++) {
            if (b > 0) {
                lastBatchTicks = s.cpuTicks();
                w = load.run(s.appName, "p2p", "walk", walks);
                lastBatchTicks = s.cpuTicks() - lastBatchTicks;
            }
            if (java) {
                String line = s.ask("heap", "heap ");
                heap[b] = Subject.field(line, "used-kb") / 1024.0;
                committed[b] = Subject.field(line, "committed-kb") / 1024.0;
            }
            rss[b] = s.rssKb();
        }
        figures.add(MEMORY, "RSS before", "MB", false, s.label, rss[0] / 1024.0);
        String[] batch = {"", "walks 1–" + walks, "walks " + (Bench.WALKS + 1) + "–" + 2 * Bench.WALKS,
            "walks " + (2 * Bench.WALKS + 1) + "–" + 3 * Bench.WALKS};
        for (int b = 1; b <= 3; b++) {
            figures.add(MEMORY, "RSS growth over " + batch[b], "MB", false, s.label, (rss[b] - rss[b - 1]) / 1024.0);
        }
        if (java) {
            figures.add(MEMORY, "heap committed before", "MB", false, s.label, committed[0]);
            figures.add(MEMORY, "heap committed after", "MB", false, s.label, committed[3]);
            figures.add(MEMORY, "heap after GC before", "MB", false, s.label, heap[0]);
            for (int b = 1; b <= 3; b++) {
                figures.add(MEMORY, "heap after GC growth over " + batch[b], "MB", false, s.label, heap[b] - heap[b - 1]);
            }
        }
        figures.add(MEMORY, "walk, per node, the last one", "µs", false, s.label,
                ((Number) w.last().get("usPerNode")).doubleValue());
        double nodes = ((Number) w.last().get("nodes")).doubleValue();
        figures.add(MEMORY, "server CPU per node, over walks " + (2 * Bench.WALKS + 1) + "–" + 3 * Bench.WALKS, "µs",
                false, s.label, lastBatchTicks * TICK_US / (Bench.WALKS * nodes));
    }

    private void edt(Subject s) throws IOException {
        for (int r = 1; r <= Bench.ROUNDS; r++) {
            edtRound(s);
        }
    }

    private void edtRound(Subject s) throws IOException {
        log("event thread: " + s + " idle, then flooded");
        s.command("probe");
        Subject.sleep(3000);
        String idle = s.ask("report", "probe ");
        s.command("probe");
        LoadTool.Run flood = load.run(s.appName, "p2p", "flood", "GetState", s.framePath, "3", "64");
        String busy = s.ask("report", "probe ");
        double idleP99 = Subject.field(idle, "p99-ms");
        double busyP99 = Subject.field(busy, "p99-ms");
        figures.add(EDT, "p99, idle", "ms", false, s.label, idleP99);
        figures.add(EDT, "p99, while flooded (GetState p2p, 64 in flight, 3 s)", "ms", false, s.label, busyP99);
        figures.add(EDT, "p99 growth", "ms", false, s.label, busyP99 - idleP99);
        figures.add(EDT, "max, while flooded", "ms", false, s.label, Subject.field(busy, "max-ms"));
        figures.add(EDT, "the flood's rate", "calls/s", true, s.label, flood.number("perSecond"));
    }

    /** Start to window and to whole tree, for each kind of app, one at a time, several rounds. */
    void startup() throws IOException {
        if (demoNodes.isEmpty()) {
            countDemoNodes();
        }
        for (int r = 1; r <= Bench.ROUNDS; r++) {
            log("startup round " + r);
            startOne(Figures.BRIDGE, Subjects.Bridge.OURS, "BenchStart" + r);
            startOne(Figures.PLAIN, Subjects.Bridge.NONE, "none");
            startOne(Figures.JAW, Subjects.Bridge.JAW, Subjects.DEMO_TITLE);
            Subject.sleep(1000);
            long t0 = System.currentTimeMillis();
            try (Subject gtk = subjects.gtk("BenchGtkStart" + r, 0)) {
                long tree = awaitTree(gtk, demoNodes.get(Figures.GTK), 60_000);
                if (tree > 0) {
                    figures.add(STARTUP, "start → whole tree on the desktop", "ms", false, Figures.GTK, tree - t0);
                }
            }
        }
    }

    /**
     * The node counts the startup rounds wait for, when the demo phase did not run: one untimed
     * start of each app (which also brings its files into the page cache, as the demo phase does).
     */
    private void countDemoNodes() throws IOException {
        log("startup: counting each app's nodes");
        try (Subject ours = subjects.swing(Figures.BRIDGE, Subjects.Bridge.OURS, "BenchCount");
                Subject jaw = subjects.swing(Figures.JAW, Subjects.Bridge.JAW, Subjects.DEMO_TITLE);
                Subject gtk = subjects.gtk("BenchGtkCount", 0)) {
            for (Subject s : List.of(ours, jaw, gtk)) {
                demoNodes.put(s.label, awaitStableTree(s, 120_000));
            }
        }
    }

    private void startOne(String label, Subjects.Bridge bridge, String appName) throws IOException {
        Subject.sleep(1000); // the previous app's exit is over before this one's start is timed
        long t0 = System.currentTimeMillis();
        try (Subject s = subjects.swing(label, bridge, appName)) {
            long shown = (long) Subject.field(s.awaitLine("shown", 0, 60_000).replace(' ', '='), "shown");
            figures.add(STARTUP, "start → first window shown", "ms", false, label, shown - t0);
            log(label + ": first window after " + (shown - t0) + " ms");
            if (bridge != Subjects.Bridge.NONE) {
                long tree = awaitTree(s, demoNodes.get(label), 60_000);
                if (tree > 0) {
                    figures.add(STARTUP, "start → whole tree on the desktop", "ms", false, label, tree - t0);
                    figures.add(STARTUP, "first window shown → whole tree on the desktop", "ms", false, label,
                            tree - shown);
                    log(label + ": whole tree " + (tree - shown) + " ms after the first window");
                } else {
                    notes.add(label + ": the whole tree (" + demoNodes.get(label) + " nodes) was not on the desktop "
                            + "within 60 s of a start");
                }
            } else {
                Subject.sleep(1500);
            }
            figures.add(STARTUP, "heap after GC, tree read once", "MB", false, label, heapMb(s));
        }
    }

    /**
     * What a bridge costs the application's own painting: the same windows painted again and again
     * with no bridge, this bridge and java-atk-wrapper, rounds interleaved. A table paints each
     * cell by moving its renderer there, so whatever a bridge does per component move shows here.
     */
    void paint() throws IOException {
        log("painting");
        try (UnderEachBridge apps = new UnderEachBridge("BenchPaint", "bench.tableRows=" + Bench.PAINT_ROWS)) {
            for (Subject s : apps.all) {
                s.awaitLine("shown", 0, 60_000);
                awaitBothWindows(s);
            }
            timeRounds(apps.all, "paint " + Bench.PAINTS, PAINT, "one paint of both windows", "ms-per-paint");
        }
    }

    /**
     * What a bridge costs the application while the user types into a long document and a
     * screen reader listens for text changes: the event thread's CPU per character, with no
     * bridge, this bridge and java-atk-wrapper, rounds interleaved.
     */
    void typing() throws IOException {
        log("typing");
        List<EventRecorder> listeners = new ArrayList<>();
        try (UnderEachBridge apps = new UnderEachBridge("BenchType", "bench.textBytes=" + Bench.TYPE_TEXT_BYTES)) {
            for (Subject s : apps.all) {
                s.awaitLine("shown", 0, 60_000);
                if (s != apps.plain) {
                    awaitStableTree(s, 120_000);
                    listeners.add(new AtspiClient(stack).listen(true, s.appName, "object:text-changed"));
                }
            }
            String command = "type " + Bench.TYPED_CHARS;
            // Typed once untimed, until each bridge's events reach the listener: it listens to the text then.
            for (Subject s : apps.all) {
                s.ask(command, "type ");
            }
            for (EventRecorder r : listeners) {
                r.await("a text change", 0, e -> true, Duration.ofSeconds(60));
            }
            timeRounds(apps.all, command, TYPING, "event thread's CPU per character typed", "edt-cpu-ms-per-char");
        } finally {
            listeners.forEach(EventRecorder::close);
        }
    }

    /**
     * Sends {@code command} to each app once untimed (the JIT compiles its paths), then in
     * interleaved rounds, each answer's {@code key} a figure of {@code section}, in ms.
     */
    private void timeRounds(List<Subject> all, String command, String section, String measure, String key)
            throws IOException {
        String prefix = command.substring(0, command.indexOf(' ') + 1);
        for (Subject s : all) {
            s.ask(command, prefix);
        }
        for (int r = 1; r <= Bench.ROUNDS; r++) {
            for (Subject s : all) {
                String line = s.ask(command, prefix);
                log("round " + r + ", " + s + ": " + line);
                figures.add(section, measure, "ms", false, s.label, Subject.field(line, key));
            }
        }
    }

    /** BenchApp with one property, under this bridge, under none and under java-atk-wrapper, at once. */
    private final class UnderEachBridge implements AutoCloseable {
        final List<Subject> all = new ArrayList<>();
        final Subject plain;

        UnderEachBridge(String appName, String property) throws IOException {
            try {
                all.add(subjects.swing(Figures.BRIDGE, Subjects.Bridge.OURS, appName, property));
                plain = subjects.swing(Figures.PLAIN, Subjects.Bridge.NONE, "none", property);
                all.add(plain);
                all.add(subjects.swing(Figures.JAW, Subjects.Bridge.JAW, Subjects.DEMO_TITLE, property));
            } catch (IOException | RuntimeException e) {
                close();
                throw e;
            }
        }

        @Override
        public void close() {
            all.forEach(Subject::close);
        }
    }

    /** Until a paint finds the demo's window and the table's both showing. */
    private static void awaitBothWindows(Subject s) throws IOException {
        long deadline = System.currentTimeMillis() + 60_000;
        while (Subject.field(s.ask("paint 1", "paint "), "windows") < 2) {
            if (System.currentTimeMillis() > deadline) {
                throw new IOException(s + " did not show its two windows within 60 s");
            }
        }
    }

    /** 1 MB replies, a thousand times: GetText of a long document, GetItems of a large tree. */
    void big() throws IOException {
        log("big messages");
        try (Subject floor = subjects.floor("BenchBigFloor", Bench.BIG_NODES, Bench.BIG_BYTES);
                Subject ours = subjects.swing(Figures.BRIDGE, Subjects.Bridge.OURS, "BenchBig",
                        "bench.nodes=" + Bench.BIG_NODES, "bench.textBytes=" + Bench.BIG_BYTES)) {
            awaitStableTree(ours, 120_000);
            floor.framePath = "/org/a11y/atspi/accessible/1";
            ours.framePath = find(ours, "Big document");
            for (Subject s : List.of(floor, ours)) {
                for (String mode : List.of("p2p", "bus")) {
                    log("big: " + s + " " + mode);
                    bigCalls(s, mode, "GetText", "GetText");
                    bigCalls(s, mode, "GetItems", "Cache.GetItems");
                }
            }
        }
    }

    /**
     * BIG_CALLS calls of {@code method}, each measurement stopped after BIG_SECONDS; a stopped one
     * is scaled to BIG_CALLS calls and says so in the notes.
     */
    private void bigCalls(Subject s, String mode, String method, String label) throws IOException {
        String n = Integer.toString(Bench.BIG_CALLS);
        LoadTool.Run r = load.tryRun(Bench.BIG_SECONDS + 60, s.appName, mode, "big", method, s.framePath, n,
                Integer.toString(Bench.BIG_SECONDS));
        if (r.status() != 0 || r.lines().isEmpty()) {
            notes.add(s.label + ": " + label + " over " + mode + " failed: " + r.errors().strip());
            return;
        }
        double calls = r.number("calls");
        double seconds = r.number("seconds") * Bench.BIG_CALLS / calls;
        if (calls < Bench.BIG_CALLS) {
            notes.add(String.format(java.util.Locale.ROOT, "%s: %s ×%d over %s stopped after %.0f calls in %.0f s; "
                    + "the figure is scaled to %d calls", s.label, label, Bench.BIG_CALLS, mode, calls,
                    r.number("seconds"), Bench.BIG_CALLS));
        }
        figures.add(BIG, label + " ×" + n + ", " + mode, "s", false, s.label, seconds);
        figures.add(BIG, label + " reply, " + mode, "kB", false, s.label, r.number("bytesPerReply") / 1e3);
    }

    /**
     * Every tree size in turn. The smallest tree under the bridge stays up throughout and is
     * walked again in every round of the larger ones: whether the cost per node grows is a
     * comparison, and two figures taken minutes apart on this VM differ by its moods (a
     * 500-node walk measured 85 µs a node at first and 240–310 µs once a 10,000-node app had
     * been walked beside it, as slow as that one's 225–295).
     */
    void sizes(List<Integer> sizes) throws IOException {
        if (sizes.isEmpty()) {
            return;
        }
        int smallest = sizes.stream().min(Integer::compare).orElseThrow();
        try (Subject reference = subjects.swing(Figures.BRIDGE, Subjects.Bridge.OURS, "BenchSizeReference",
                "bench.nodes=" + smallest)) {
            awaitTree(reference, smallest, 600_000);
            for (int n : sizes) {
                size(n, n == smallest ? null : reference, smallest);
            }
        }
    }

    /**
     * A tree of {@code n} nodes under the floor, the bridge and (up to 10,000 nodes) the GTK
     * twin, all running at once and walked in interleaved rounds, as the demo apps are: the
     * machine's moods (a 2-core VM wakes an idle core slowly) then hit every server alike.
     * {@code reference}, the smallest tree ({@code smallest} nodes) under the bridge, is walked in
     * the same rounds.
     */
    private void size(int n, Subject reference, int smallest) throws IOException {
        String section = Targets.sectionOf(n);
        int rounds = n >= 50_000 ? 1 : Bench.ROUNDS;
        log(section);
        List<Subject> all = new ArrayList<>();
        try {
            all.add(subjects.floor("BenchFloor" + n, n, 0));
            long t0 = System.currentTimeMillis();
            Subject ours = subjects.swing(Figures.BRIDGE, Subjects.Bridge.OURS, "BenchSize" + n, "bench.nodes=" + n);
            all.add(ours);
            long tree = awaitTree(ours, n, 600_000);
            figures.add(section, "start → whole tree on the desktop", "ms", false, ours.label, tree - t0);
            if (n <= 10_000) {
                t0 = System.currentTimeMillis();
                Subject gtk = subjects.gtk("BenchGtkSize" + n, n);
                all.add(gtk);
                tree = awaitTree(gtk, n, 300_000);
                figures.add(section, "start → whole tree on the desktop", "ms", false, gtk.label, tree - t0);
            }
            for (Subject s : all) {
                awaitTree(s, n, 600_000);
            }
            for (int r = 1; r <= rounds; r++) {
                for (Subject s : all) {
                    log(section + ": round " + r + ", " + s);
                    sizeWalks(section, s, n);
                }
                if (reference != null) {
                    figures.add(section, SMALLEST_IN_SAME_ROUNDS, "µs", false, reference.label,
                            sustainedWalk(reference, smallest).usPerNode());
                }
            }
            for (Subject s : all) {
                sizeItems(section, s);
            }
            figures.add(section, "heap after GC", "MB", false, ours.label, heapMb(ours));
            figures.add(section, "RSS", "MB", false, ours.label, ours.rssKb() / 1024.0);
        } finally {
            all.forEach(Subject::close);
        }
        try (Subject plain = subjects.swing(Figures.PLAIN, Subjects.Bridge.NONE, "none", "bench.nodes=" + n)) {
            plain.awaitLine("shown", 0, 120_000);
            Subject.sleep(1500);
            figures.add(section, "heap after GC", "MB", false, plain.label, heapMb(plain));
            figures.add(section, "RSS", "MB", false, plain.label, plain.rssKb() / 1024.0);
        }
    }

    private void sizeWalks(String section, Subject s, int n) throws IOException {
        Walked w = sustainedWalk(s, n);
        figures.add(section, "walk by atspi-load (p2p), per node", "µs", false, s.label, w.usPerNode());
        figures.add(section, Targets.CPU_PER_NODE, "µs", false, s.label, w.serverCpuUsPerNode());
        if (n <= 10_000) {
            Map<String, Object> py = pywalk(s);
            figures.add(section, "walk by pyatspi (cold client), per node", "µs", false, s.label,
                    ((Number) py.get("seconds")).doubleValue() * 1e6 / ((Number) py.get("count")).doubleValue());
        }
    }

    /**
     * Walks of one tree covering at least {@link #SUSTAINED_NODES} nodes in one client: a single
     * walk of a small tree lasts ~0.1 s, and on this VM a burst that short often runs at up to
     * twice the speed the same walk has once the load lasts a second or two (measured: 500 nodes,
     * one walk, 85–275 µs a node; twenty walks in a row, 221–236, as one walk of 10,000 nodes,
     * 201–237). Samples of equal length make sizes comparable. The server's CPU time over the
     * walks, per node, is the cost that does not depend on how the VM schedules.
     */
    private Walked sustainedWalk(Subject s, int n) throws IOException {
        int repeat = Math.max(1, SUSTAINED_NODES / n);
        long ticks = s.cpuTicks();
        LoadTool.Run w = load.run(s.appName, "p2p", "walk", Integer.toString(repeat));
        ticks = s.cpuTicks() - ticks;
        double nodes = w.lines().stream().mapToDouble(l -> ((Number) l.get("nodes")).doubleValue()).sum();
        return new Walked(medianOf(w, "usPerNode"), ticks * TICK_US / nodes);
    }

    /** Per node: the median walk's wall time, and the server's CPU time over all the walks. */
    private record Walked(double usPerNode, double serverCpuUsPerNode) {
    }

    private void sizeItems(String section, Subject s) throws IOException {
        LoadTool.Run items = load.tryRun(Bench.BIG_SECONDS, s.appName, "p2p", "big", "GetItems", "/", "3",
                Integer.toString(Bench.BIG_SECONDS));
        if (items.status() == 0) {
            figures.add(section, "Cache.GetItems, one call", "ms", false, s.label,
                    items.number("seconds") * 1000 / items.number("calls"));
            figures.add(section, "Cache.GetItems reply", "MB", false, s.label, items.number("bytesPerReply") / 1e6);
        } else {
            notes.add(section + ": " + s.label + "'s Cache.GetItems failed: " + items.errors().strip());
        }
    }

    // ---- helpers

    /** Walks until two walks 200 ms apart count the same nodes; returns that count. */
    private int awaitStableTree(Subject s, long timeoutMillis) throws IOException {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        long last = -1;
        while (System.currentTimeMillis() < deadline) {
            LoadTool.Run w = load.tryRun(s.appName, "p2p", "walk", "1");
            if (w.status() == 0) {
                long nodes = ((Number) w.last().get("nodes")).longValue();
                if (nodes == last && nodes > 1) {
                    return (int) nodes;
                }
                last = nodes;
            } else if (w.status() != LoadTool.NOT_THERE) {
                last = -1;
            }
            if (!s.process.isAlive()) {
                throw new IOException(s + " ended: " + s.process.output());
            }
            Subject.sleep(200);
        }
        throw new IOException(s + "'s tree did not settle within " + timeoutMillis + " ms");
    }

    /** Walks until a walk counts at least {@code nodes}; returns when it ended (epoch ms), or -1 at the deadline. */
    private long awaitTree(Subject s, int nodes, long timeoutMillis) throws IOException {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (System.currentTimeMillis() < deadline) {
            LoadTool.Run w = load.tryRun(s.appName, "p2p", "walk", "1");
            if (w.status() == 0 && ((Number) w.last().get("nodes")).longValue() >= nodes) {
                return System.currentTimeMillis();
            }
            if (!s.process.isAlive()) {
                throw new IOException(s + " ended: " + s.process.output());
            }
            Subject.sleep(20);
        }
        return -1;
    }

    private String find(Subject s, String name) throws IOException {
        return (String) load.run(s.appName, "p2p", "find", name).last().get("path");
    }

    private static double heapMb(Subject s) throws IOException {
        return Subject.field(s.ask("heap", "heap "), "used-kb") / 1024.0;
    }

    private static double medianOf(LoadTool.Run run, String key) {
        double[] v = run.lines().stream().mapToDouble(l -> ((Number) l.get(key)).doubleValue()).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private Map<String, Object> pywalk(Subject s) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(SystemPieces.PYTHON, pywalk.toString(), s.appName);
        pb.environment().clear();
        pb.environment().putAll(stack.environment());
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        Process p = pb.start();
        try {
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!p.waitFor(600, TimeUnit.SECONDS) || p.exitValue() != 0 || out.isEmpty()) {
                throw new IOException("pyatspi walk of " + s + " failed: " + out);
            }
            return Json.object(out.substring(out.lastIndexOf('\n') + 1));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        } finally {
            p.destroyForcibly();
        }
    }
}
