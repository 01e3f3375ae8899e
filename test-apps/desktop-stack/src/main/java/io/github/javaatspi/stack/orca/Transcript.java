package io.github.javaatspi.stack.orca;

import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** Human-readable accounts of runs: a scenario step by step, and delays. */
public final class Transcript {
    private Transcript() {
    }

    /** Each step: what Orca said for the twin and for each candidate, with the verdicts and delays. */
    public static String of(ScenarioRun reference, List<Comparison> candidates) {
        StringBuilder out = new StringBuilder();
        Scenario scenario = reference.scenario();
        out.append("== ").append(scenario.name()).append(" (").append(scenario.app().mainClass()
                .replaceAll(".*\\.", "")).append(" / ").append(scenario.app().twinScript().replaceAll(".*/", ""))
                .append(")\n");
        for (int i = 0; i < scenario.steps().size(); i++) {
            Step step = scenario.steps().get(i);
            out.append(String.format("%2d. %s [%s] %s: %s%n", i + 1, step.name(),
                    step.isLaunch() ? "launch" : String.join(" ", step.keys()),
                    step.gate().asserted() ? "ASSERTED" : "reported", step.gate().why()));
            line(out, reference.target().label(), "", reference.steps().get(i));
            for (Comparison c : candidates) {
                StepVerdict v = c.verdicts().get(i);
                line(out, c.candidate().target().label(), v.outcome().name(), v.candidate());
                if (!v.explanation().isEmpty()) {
                    out.append(String.format("      %-11s %-11s %s%n", "", "", v.explanation()));
                }
            }
        }
        return out.toString();
    }

    private static void line(StringBuilder out, String label, String verdict, StepResult r) {
        out.append(String.format("      %-11s %-11s %7s  %s%n", label, verdict, delay(r), r.transcript()));
    }

    private static String delay(StepResult r) {
        return r.hasDelay() ? String.format(Locale.ROOT, "%d ms", r.delayNanos() / 1_000_000) : "-";
    }

    /** The median delay from key to first speech, in milliseconds, over the key steps that had both; "-" when none did. */
    public static String medianDelay(List<StepResult> steps) {
        return median(steps.stream().filter(r -> !r.step().isLaunch()));
    }

    /** The median time from starting the app to Orca's first speech, in milliseconds, over the launches; "-" when none spoke. */
    public static String medianLaunch(List<StepResult> steps) {
        return median(steps.stream().filter(r -> r.step().isLaunch()));
    }

    private static String median(Stream<StepResult> steps) {
        long[] delays = steps.filter(StepResult::hasDelay).mapToLong(StepResult::delayNanos).sorted().toArray();
        return delays.length == 0 ? "-" : delays[delays.length / 2] / 1_000_000 + " ms";
    }
}
