package io.github.javaatspi.stack.orca;

import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * What Orca said in one step for one target.
 *
 * @param step       the step
 * @param heard      everything Orca said from the step's first key until it fell quiet
 * @param saidUntil  whether the step's {@link Step#until()} words were among it
 * @param delayNanos from the last key, or for the launch from starting the app, to Orca's first
 *                   speech (key echo aside); -1 when Orca said nothing
 * @param facts      {@code heard} reduced to the step's compared facets
 * @param ran        false when the step was skipped because the app never came up as Orca sees it
 */
public record StepResult(Step step, List<Utterance> heard, boolean saidUntil, long delayNanos,
        SortedSet<String> facts, boolean ran) {
    public StepResult {
        heard = List.copyOf(heard);
    }

    /** A step not run: its keys would have gone to whatever has the focus instead of the app. */
    static StepResult notRun(Step step) {
        return new StepResult(step, List.of(), false, -1, new TreeSet<>(), false);
    }

    public boolean hasDelay() {
        return delayNanos >= 0;
    }

    /** What Orca said, one utterance after another, for transcripts. */
    public String transcript() {
        if (!ran) {
            return "(not run: Orca never announced the app)";
        }
        return heard.isEmpty() ? "(silence)" : String.join(" / ", heard.stream().map(Utterance::toString).toList());
    }
}
