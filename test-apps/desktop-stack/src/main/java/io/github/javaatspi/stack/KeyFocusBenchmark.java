package io.github.javaatspi.stack;

import io.github.javaatspi.stack.orca.OrcaScenarios;
import io.github.javaatspi.stack.orca.Target;
import io.github.javaatspi.stack.orca.Targets;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A benchmark, not a test: the application's share of a focus move, for the demo app's GTK 3
 * twin and for the Swing demo under this bridge, side by side on one private desktop. A
 * listener of its own (keyfocus.py, registered as Orca registers its keystroke listener) sends
 * Tab and Shift+Tab between the first two fields through XTEST and times, per key, the way to
 * the screen reader (key sent → listener hears the press) and the reaction (listener answered →
 * the application's focus event). No Orca: these are the parts of Orca's delay an application
 * decides, without the noise of Orca's own work. After each focus event the listener reads names
 * uncached, as Orca does, and the median time of a read is reported for the first
 * {@value #FIRST_KEYS} keys counted apart from the rest: a freshly started JVM answers slower
 * while it still compiles. A run of at least {@value #TREND_MIN_KEYS} keys also prints each app's
 * median key (both parts) over each tenth of its keys, in order: whether the app's share still
 * shrinks as its JVM warms up, or has settled.
 *
 * <p>Arguments: {@code AGENT_JAR APP_CLASSPATH [KEYS [ROUNDS [PAIR [WARM_UP]]]]}: PAIR {@code tab}
 * (the default), {@code menu} (F10 into the menu bar and Escape out of it), {@code dialog}
 * (Space on "Open dialog" opens a dialog, Space on its Close button closes it), {@code caret} (Left
 * and Right in the Name field, timed to the caret's event), {@code select} (Shift+Home and
 * Shift+End there, the same) or {@code paste} (Ctrl+A and Ctrl+V there, timed to the selection's
 * or the text's event), and how many keys go uncounted first (default 4; 0 times a freshly
 * started application's first key, shown apart).
 */
public final class KeyFocusBenchmark {
    /** How many of the first keys counted have their reads reported apart. */
    static final int FIRST_KEYS = 6;
    /** Runs this long or longer print a key's median per tenth of the run. */
    static final int TREND_MIN_KEYS = 300;
    private static final int TREND_PARTS = 10;

    private KeyFocusBenchmark() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        int keys = args.length > 2 ? Integer.parseInt(args[2]) : 60;
        int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 2;
        String pair = args.length > 4 ? args[4] : "tab";
        String warmUp = args.length > 5 ? args[5] : "4";
        List<Target> targets = List.of(Targets.gtkTwin(args[1]), Targets.bridge(Jdks.java(17), args[0], args[1]));
        List<String> trends = new ArrayList<>();
        Path scripts = PythonScripts.copy("keyfocus.py", "xtest_keys.py");
        Path script = scripts.resolve("keyfocus.py");
        try (DesktopStack stack = DesktopStack.startPrivate()) {
            AtspiClient client = new AtspiClient(stack);
            System.out.printf("%-8s %-7s %5s %7s  %-34s %-34s %-13s %-18s %s%n", "round", "app", "keys", "missed",
                    "key → listener (ms)", "answer → focus (ms)", "total median", "first counted (ms)",
                    "name read after focus (µs): first " + FIRST_KEYS + " keys / later");
            for (int round = 1; round <= rounds; round++) {
                for (Target target : targets) {
                    String name = ("keyfocus-" + target.label() + "-" + round).replaceAll("[^A-Za-z0-9-]", "");
                    try (ManagedProcess app = target.launcher().launch(stack, OrcaScenarios.DEMO, name)) {
                        client.json("wait-window", name, "--find", "frame|" + OrcaScenarios.DEMO.title(),
                                "--timeout", "60");
                        Map<String, Object> r = run(stack, script, keys, pair, warmUp);
                        List<Double> toListener = numbers(r.get("toListener"));
                        List<Double> toFocus = numbers(r.get("toFocus"));
                        List<Double> reads = numbers(r.get("readUs"));
                        List<Double> firstReads = reads.subList(0, Math.min(FIRST_KEYS, reads.size()));
                        List<Double> laterReads = reads.subList(firstReads.size(), reads.size());
                        List<Double> total = new ArrayList<>();
                        for (int i = 0; i < toListener.size(); i++) {
                            total.add(toListener.get(i) + toFocus.get(i));
                        }
                        String first = total.isEmpty() ? "-" : String.format("%.2f + %.2f", toListener.get(0),
                                toFocus.get(0));
                        System.out.printf("%-8d %-7s %5s %7s  %-34s %-34s %-13.2f %-18s %s / %s%n", round,
                                target.label(), r.get("keys"), r.get("missed"), summary(toListener), summary(toFocus),
                                median(total), first, micros(firstReads), micros(laterReads));
                        if (total.size() >= TREND_MIN_KEYS) {
                            trends.add(String.format("%-8d %-7s %s", round, target.label(), trend(total)));
                        }
                    }
                }
            }
        } finally {
            TempDirs.delete(scripts);
        }
        if (!trends.isEmpty()) {
            System.out.println("key sent → focus event, median over each tenth of the keys counted, in order (ms):");
            trends.forEach(System.out::println);
        }
        Targets.printDiagnosisOptions(System.out);
    }

    private static Map<String, Object> run(DesktopStack stack, Path script, int keys, String pair, String warmUp)
            throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(SystemPieces.PYTHON, script.toString(), Integer.toString(keys), pair,
                warmUp)
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        pb.environment().clear();
        pb.environment().putAll(stack.environment());
        Process p = pb.start();
        try {
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!p.waitFor(10L * keys + 60, TimeUnit.SECONDS) || p.exitValue() != 0 || out.isEmpty()) {
                throw new IOException("keyfocus.py failed: " + out);
            }
            return Json.object(out.substring(out.lastIndexOf('\n') + 1));
        } finally {
            p.destroyForcibly();
        }
    }

    private static List<Double> numbers(Object list) {
        List<Double> out = new ArrayList<>();
        for (Object o : (List<?>) list) {
            out.add(((Number) o).doubleValue());
        }
        return out;
    }

    private static String summary(List<Double> values) {
        return values.isEmpty() ? "-" : String.format("median %.2f p90 %.2f max %.2f", median(values),
                quantile(values, 0.9), quantile(values, 1.0));
    }

    private static String trend(List<Double> totals) {
        StringBuilder line = new StringBuilder();
        for (int part = 0; part < TREND_PARTS; part++) {
            List<Double> tenth = totals.subList(part * totals.size() / TREND_PARTS,
                    (part + 1) * totals.size() / TREND_PARTS);
            line.append(String.format("%6.2f", median(tenth)));
        }
        return line.toString();
    }

    private static String micros(List<Double> values) {
        return values.isEmpty() ? "-" : String.format("%.0f", median(values));
    }

    private static double median(List<Double> values) {
        return values.isEmpty() ? Double.NaN : quantile(values, 0.5);
    }

    private static double quantile(List<Double> values, double q) {
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        return sorted.get(Math.min(sorted.size() - 1, (int) (sorted.size() * q)));
    }
}
