package io.github.javaatspi.stack.orca;

import java.util.ArrayList;
import java.util.List;

/** A scenario's run on one target judged step by step against the twin's run of the same scenario. */
public record Comparison(ScenarioRun reference, ScenarioRun candidate, List<StepVerdict> verdicts) {
    public static Comparison of(ScenarioRun reference, ScenarioRun candidate) {
        if (!reference.scenario().equals(candidate.scenario())) {
            throw new IllegalArgumentException("different scenarios: " + reference.scenario() + ", "
                    + candidate.scenario());
        }
        List<StepVerdict> verdicts = new ArrayList<>();
        for (int i = 0; i < reference.steps().size(); i++) {
            verdicts.add(StepVerdict.judge(reference.steps().get(i), candidate.steps().get(i)));
        }
        return new Comparison(reference, candidate, List.copyOf(verdicts));
    }

    /** Steps the twin passed. */
    public long counted() {
        return verdicts.stream().filter(v -> v.outcome() != StepVerdict.Outcome.NOT_COUNTED).count();
    }

    public long passed() {
        return verdicts.stream().filter(v -> v.outcome() == StepVerdict.Outcome.PASS).count();
    }

    /** Asserted steps the twin passed and the candidate failed: what fails OrcaIT. */
    public List<StepVerdict> assertedFailures() {
        return verdicts.stream().filter(v -> v.step().gate().asserted())
                .filter(v -> v.outcome() == StepVerdict.Outcome.FAIL).toList();
    }
}
