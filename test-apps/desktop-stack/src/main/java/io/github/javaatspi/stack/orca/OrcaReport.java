package io.github.javaatspi.stack.orca;

import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.Jdks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A report, not a test: every scenario on the GTK twin, on the Swing app under this bridge (as
 * it names its toolkit, and named like java-atk-wrapper so Orca picks its Java script) and under
 * java-atk-wrapper, with one Orca on one private desktop; each step's speech and verdict, then
 * per scenario the scores and the median delay from key to speech.
 *
 * <p>Arguments: {@code AGENT_JAR APP_CLASSPATH [ORCA_DEBUG_FILE]}.
 */
public final class OrcaReport {
    private static final String ROW = "%-14s %5s  %-7s %-12s %-12s %-12s %s%n";

    private OrcaReport() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: OrcaReport AGENT_JAR APP_CLASSPATH [ORCA_DEBUG_FILE]");
            System.exit(64);
        }
        Path java = Jdks.java(17);
        Target twin = Targets.gtkTwin(args[1]);
        List<Target> candidates = List.of(Targets.bridge(java, args[0], args[1]),
                Targets.bridgeNamedLikeJaw(java, args[0], args[1]), Targets.javaAtkWrapper(java, args[1]));
        List<String> summary = new ArrayList<>();
        summary.add(String.format(ROW, "scenario", "steps", twin.label(), candidates.get(0).label(),
                candidates.get(1).label(), candidates.get(2).label(), "median key->speech, same order"));
        try (DesktopStack stack = DesktopStack.startPrivate();
                Orca orca = Orca.start(stack, args.length > 2 ? Path.of(args[2]) : null)) {
            ScenarioRunner runner = new ScenarioRunner(stack, orca);
            for (Scenario scenario : OrcaScenarios.all()) {
                ScenarioRun reference = runner.run(scenario, twin);
                List<Comparison> comparisons = new ArrayList<>();
                for (Target candidate : candidates) {
                    comparisons.add(Comparison.of(reference, runner.run(scenario, candidate)));
                }
                System.out.println(Transcript.of(reference, comparisons));
                summary.add(summaryRow(reference, comparisons));
            }
        }
        System.out.println(twin.label() + ": steps whose words Orca said for the twin; only those count for the others,");
        System.out.println("which pass a step when Orca said the same facts as for the twin.");
        summary.forEach(System.out::print);
    }

    private static String summaryRow(ScenarioRun reference, List<Comparison> comparisons) {
        int steps = reference.steps().size();
        List<String> scores = comparisons.stream().map(c -> c.passed() + "/" + c.counted()).toList();
        List<String> delays = new ArrayList<>(List.of(Transcript.medianDelay(reference)));
        comparisons.forEach(c -> delays.add(Transcript.medianDelay(c.candidate())));
        return String.format(ROW, reference.scenario().name(), steps,
                reference.steps().stream().filter(StepResult::saidUntil).count() + "/" + steps, scores.get(0),
                scores.get(1), scores.get(2), String.join(" / ", delays));
    }
}
