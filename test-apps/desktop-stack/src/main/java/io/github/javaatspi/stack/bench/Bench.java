package io.github.javaatspi.stack.bench;

import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.ResourceFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The benchmark suite (issue 6), not a test: on one private desktop it measures, side by side
 * in one run, the C floor, the Swing app under this bridge, the same app under java-atk-wrapper
 * and the GTK3 twin, and writes the figures with their ratios as markdown. Run it with
 * {@code scripts/bench.sh}.
 *
 * <p>Arguments: {@code AGENT_JAR APP_CLASSES BIN_DIR REPORT.md}. Counts are system properties
 * ({@code bench.rounds}, {@code bench.seqCalls}, {@code bench.floodSeconds}, {@code bench.walks},
 * {@code bench.bigCalls}, {@code bench.sizes}, {@code bench.paintRows}, {@code bench.paints},
 * {@code bench.typeTextBytes}, {@code bench.typedChars}); the defaults keep a run near a quarter
 * of an hour on two cores. {@code bench.phases} runs only some phases ({@code demo},
 * {@code startup}, {@code big}, {@code paint}, {@code typing}, {@code sizes}; all by default),
 * e.g. {@code -Dbench.phases=startup} while working on startup;
 * {@code bench.jvmArgs} adds options (space-separated) to every Swing app's JVM, e.g. to profile it.
 */
public final class Bench {
    static final int ROUNDS = Integer.getInteger("bench.rounds", 3);
    static final int SEQ_CALLS = Integer.getInteger("bench.seqCalls", 2000);
    static final String FLOOD_SECONDS = System.getProperty("bench.floodSeconds", "1");
    static final int WALKS = Integer.getInteger("bench.walks", 100);
    static final int BIG_CALLS = Integer.getInteger("bench.bigCalls", 1000);
    /** A big-message measurement stops after this long (a slow server would take the whole run). */
    static final int BIG_SECONDS = Integer.getInteger("bench.bigSeconds", 60);
    static final int BIG_BYTES = Integer.getInteger("bench.bigBytes", 1_000_000);
    static final int BIG_NODES = Integer.getInteger("bench.bigNodes", 4000);
    static final String SIZES = System.getProperty("bench.sizes", "500,10000,100000");
    static final int FLOOR_NODES = Integer.getInteger("bench.floorNodes", 100);
    static final int PAINT_ROWS = Integer.getInteger("bench.paintRows", 1000);
    static final int PAINTS = Integer.getInteger("bench.paints", 200);
    static final int TYPE_TEXT_BYTES = Integer.getInteger("bench.typeTextBytes", 1_000_000);
    static final int TYPED_CHARS = Integer.getInteger("bench.typedChars", 40);
    static final List<String> JVM_ARGS = List.of(System.getProperty("bench.jvmArgs", "").split(" ")).stream()
            .filter(a -> !a.isBlank()).toList();
    static final Set<String> PHASES =
            Set.of(System.getProperty("bench.phases", "demo,startup,big,sizes,paint,typing").split(","));
    static final List<String> METHODS = List.of("GetRole", "Name", "GetState", "GetChildAtIndex", "Parent",
            "GetAttributes");

    private Bench() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 4) {
            System.err.println("usage: Bench AGENT_JAR APP_CLASSES BIN_DIR REPORT.md");
            System.exit(2);
        }
        Path bin = Path.of(args[2]);
        Path report = Path.of(args[3]);
        Figures figures = new Figures();
        List<String> header = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        long started = System.currentTimeMillis();
        header.add("date: " + Instant.now() + "; " + Runtime.getRuntime().availableProcessors() + " cores; "
                + Files.readString(Path.of("/proc/version")).split(" \\(")[0] + "; Java "
                + System.getProperty("java.version"));
        header.add("load average at start: " + loadAverage());
        header.add("phases: " + String.join(",", new TreeSet<>(PHASES)));
        header.add(String.format(Locale.ROOT, "counts: %d rounds, %d sequential calls, %s s floods, %d walks for "
                + "memory, %d big calls, sizes %s", ROUNDS, SEQ_CALLS, FLOOD_SECONDS, WALKS, BIG_CALLS, SIZES));
        try (DesktopStack stack = DesktopStack.startPrivate()) {
            LoadTool load = new LoadTool(bin.resolve("atspi-load"), stack.a11yBusAddress(), stack.environment());
            Subjects subjects = new Subjects(stack, bin, args[0], args[1]);
            Path pywalk = ResourceFiles.temp(Bench.class, "pywalk.py");
            Phases phases = new Phases(stack, load, subjects, figures, pywalk, notes);
            if (PHASES.contains("demo")) {
                phases.demo();
            }
            if (PHASES.contains("startup")) {
                phases.startup();
            }
            if (PHASES.contains("big")) {
                phases.big();
            }
            if (PHASES.contains("paint")) {
                phases.paint();
            }
            if (PHASES.contains("typing")) {
                phases.typing();
            }
            if (PHASES.contains("sizes")) {
                phases.sizes(Arrays.stream(SIZES.split(",")).map(String::strip).filter(x -> !x.isEmpty())
                        .map(Integer::parseInt).toList());
            }
        }
        header.add("load average at end: " + loadAverage());
        header.add(String.format(Locale.ROOT, "the run took %.0f s", (System.currentTimeMillis() - started) / 1e3));
        String md = Report.markdown(figures, header, Targets.check(figures), notes);
        Files.createDirectories(report.toAbsolutePath().getParent());
        Files.writeString(report, md);
        System.out.println(md);
        System.out.println("Written to " + report);
    }

    static String loadAverage() throws IOException {
        String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
        return f[0] + ", " + f[1] + ", " + f[2];
    }

    static void log(String what) {
        System.err.printf(Locale.ROOT, "[bench %tT] %s%n", System.currentTimeMillis(), what);
    }
}
