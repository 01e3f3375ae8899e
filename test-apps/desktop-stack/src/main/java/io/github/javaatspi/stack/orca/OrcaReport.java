package io.github.javaatspi.stack.orca;

import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.Jdks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A report, not a test: every scenario on the GTK twin, on the Swing app under this bridge (as
 * it names its toolkit, and named like java-atk-wrapper so Orca picks its Java script) and under
 * java-atk-wrapper, with one Orca on one private desktop; each step's speech and verdict, then
 * per scenario the scores and the median delay from key to speech.
 *
 * <p>Arguments: {@code AGENT_JAR APP_CLASSPATH [ORCA_DEBUG_FILE]}; the system property
 * {@code orca.scenarios} ("form,text editing") runs only the scenarios it names, and
 * {@code orca.targets} ("bridge,JAW") only the candidates it names (the twin always runs). With
 * {@code JAVAATSPI_ORCA_BUS_LOG} set, the accessibility bus's messages are logged there ({@link BusLog}).
 */
public final class OrcaReport {
    private static final String NAME_STEPS_TWIN = "%-16s %5s  %-7s ";
    private static final String CANDIDATE = "%-12s ";

    private OrcaReport() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: OrcaReport AGENT_JAR APP_CLASSPATH [ORCA_DEBUG_FILE]");
            System.exit(64);
        }
        // The Swing apps' Java: 17, the floor, unless the property orca.jdk names another (25).
        int jdk = Integer.getInteger("orca.jdk", 17);
        Path java = Jdks.java(jdk);
        Target twin = Targets.gtkTwin(args[1]);
        List<Target> candidates = chosen(List.of(Targets.bridge(java, args[0], args[1]),
                Targets.bridgeNamedLikeJaw(java, args[0], args[1]), Targets.javaAtkWrapper(java, args[1])));
        List<String> summary = new ArrayList<>();
        // The delay bar is about focus changes: the steps where Orca presents the widget
        // that got the focus (compared on name, role, states …), pooled over all scenarios.
        Map<String, List<StepResult>> focusChanges = new LinkedHashMap<>();
        // How long a user waits, from starting the app, for Orca to say anything about it: the
        // toolkit's own start is in it, so it compares apps, not only their bridges.
        Map<String, List<StepResult>> launches = new LinkedHashMap<>();
        summary.add(row("scenario", "steps", twin.label(), candidates.stream().map(Target::label).toList(),
                "median key->speech, same order"));
        Path debugFile = args.length > 2 ? Path.of(args[2]) : null;
        try (DesktopStack stack = DesktopStack.startPrivate(); BusLog bus = BusLog.startIfAsked(stack)) {
            Orca orca = Orca.start(stack, debugFile);
            try {
                for (Scenario scenario : chosen()) {
                    ScenarioRun reference = new ScenarioRunner(stack, orca).runReference(scenario, twin);
                    List<Comparison> comparisons = new ArrayList<>();
                    for (Target candidate : candidates) {
                        ScenarioRun run;
                        try {
                            run = new ScenarioRunner(stack, orca).run(scenario, candidate);
                        } catch (IllegalStateException e) {
                            if (orca.isAlive()) {
                                throw e;
                            }
                            // An app can take Orca down (java-atk-wrapper has): that run fails
                            // whole, and the report goes on with a fresh Orca.
                            System.out.println(e.getMessage().lines().findFirst().orElse("") + " (restarted)");
                            orca.close();
                            orca = Orca.start(stack, debugFile);
                            run = new ScenarioRun(scenario, candidate,
                                    scenario.steps().stream().map(StepResult::notRun).toList(), "Orca died");
                        }
                        comparisons.add(Comparison.of(reference, run));
                    }
                    System.out.println(Transcript.of(reference, comparisons));
                    focusChanges.computeIfAbsent(twin.label(), k -> new ArrayList<>()).addAll(focusChanges(reference));
                    comparisons.forEach(c -> focusChanges.computeIfAbsent(c.candidate().target().label(),
                            k -> new ArrayList<>()).addAll(focusChanges(c.candidate())));
                    launches.computeIfAbsent(twin.label(), k -> new ArrayList<>()).addAll(launches(reference));
                    comparisons.forEach(c -> launches.computeIfAbsent(c.candidate().target().label(),
                            k -> new ArrayList<>()).addAll(launches(c.candidate())));
                    summary.add(summaryRow(reference, comparisons));
                }
            } finally {
                orca.close();
            }
        }
        System.out.println(twin.label() + ": steps whose words Orca said for the twin; only those count for the others,");
        System.out.println("which pass a step when Orca said the same facts as for the twin.");
        summary.forEach(System.out::print);
        System.out.println("focus changes (steps presenting a widget), all scenarios pooled: median key->speech "
                + String.join(" / ", focusChanges.entrySet().stream()
                        .map(e -> e.getKey() + " " + Transcript.medianDelay(e.getValue()) + " (" + e.getValue().stream()
                                .filter(StepResult::hasDelay).count() + " steps)").toList()));
        System.out.println("from starting the app to Orca's first speech about it, median over the scenarios: "
                + String.join(" / ", launches.entrySet().stream()
                        .map(e -> e.getKey() + " " + Transcript.medianLaunch(e.getValue())).toList()));
        System.out.println("the Swing apps ran on Java " + jdk + " (" + java + ")");
        Targets.printDiagnosisOptions(System.out);
    }

    private static List<StepResult> launches(ScenarioRun run) {
        return run.steps().stream().filter(r -> r.step().isLaunch()).toList();
    }

    private static List<StepResult> focusChanges(ScenarioRun run) {
        return run.steps().stream().filter(r -> !r.step().isLaunch() && r.step().compared().equals(Step.WIDGET))
                .toList();
    }

    /** All scenarios, or those whose names the property {@code orca.scenarios} lists (comma-separated). */
    private static List<Scenario> chosen() {
        String names = System.getProperty("orca.scenarios", "");
        if (names.isBlank()) {
            return OrcaScenarios.all();
        }
        List<String> wanted = List.of(names.split(",\\s*"));
        return OrcaScenarios.all().stream().filter(s -> wanted.contains(s.name())).toList();
    }

    /** All candidates, or those whose labels the property {@code orca.targets} lists (comma-separated). */
    private static List<Target> chosen(List<Target> all) {
        String labels = System.getProperty("orca.targets", "");
        if (labels.isBlank()) {
            return all;
        }
        List<String> wanted = List.of(labels.split(",\\s*"));
        return all.stream().filter(t -> wanted.contains(t.label())).toList();
    }

    private static String row(String scenario, Object steps, String twin, List<String> candidates, String delays) {
        StringBuilder row = new StringBuilder(String.format(NAME_STEPS_TWIN, scenario, steps, twin));
        candidates.forEach(c -> row.append(String.format(CANDIDATE, c)));
        return row.append(delays).append(System.lineSeparator()).toString();
    }

    private static String summaryRow(ScenarioRun reference, List<Comparison> comparisons) {
        int steps = reference.steps().size();
        List<String> scores = comparisons.stream().map(c -> c.passed() + "/" + c.counted()).toList();
        List<String> delays = new ArrayList<>(List.of(Transcript.medianDelay(reference.steps())));
        comparisons.forEach(c -> delays.add(Transcript.medianDelay(c.candidate().steps())));
        return row(reference.scenario().name(), steps,
                reference.steps().stream().filter(StepResult::saidUntil).count() + "/" + steps, scores,
                String.join(" / ", delays));
    }
}
