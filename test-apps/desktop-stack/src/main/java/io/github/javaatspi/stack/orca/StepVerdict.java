package io.github.javaatspi.stack.orca;

import java.util.SortedSet;
import java.util.TreeSet;

/**
 * A step of an app judged against the same step of its GTK twin.
 *
 * @param reference the twin's result
 * @param candidate the result judged
 * @param outcome   PASS: the candidate said the step's words and the same facts as the twin;
 *                  FAIL: it did not; NOT_COUNTED: the twin itself did not say the step's words, so
 *                  the step proves nothing about anyone
 */
public record StepVerdict(StepResult reference, StepResult candidate, Outcome outcome) {
    public enum Outcome { PASS, FAIL, NOT_COUNTED }

    public static StepVerdict judge(StepResult reference, StepResult candidate) {
        Outcome outcome = !reference.saidUntil() ? Outcome.NOT_COUNTED
                : candidate.saidUntil() && candidate.facts().equals(reference.facts()) ? Outcome.PASS
                : Outcome.FAIL;
        return new StepVerdict(reference, candidate, outcome);
    }

    public Step step() {
        return reference.step();
    }

    /** Facts the twin's speech had and the candidate's lacked. */
    public SortedSet<String> missing() {
        SortedSet<String> m = new TreeSet<>(reference.facts());
        m.removeAll(candidate.facts());
        return m;
    }

    /** Facts the candidate's speech had and the twin's did not. */
    public SortedSet<String> extra() {
        SortedSet<String> e = new TreeSet<>(candidate.facts());
        e.removeAll(reference.facts());
        return e;
    }

    /** One line on what went wrong, or on why the step does not count. */
    public String explanation() {
        return switch (outcome) {
            case PASS -> "";
            case NOT_COUNTED -> "the twin never said \"" + step().until() + "\"";
            case FAIL -> (candidate.saidUntil() ? "" : "never said \"" + step().until() + "\"; ")
                    + "missing " + missing() + ", extra " + extra();
        };
    }
}
