package io.github.javaatspi.stack.orca;

import java.util.List;

/** One scenario run on one target: a result per step, in order, and the app's own output. */
public record ScenarioRun(Scenario scenario, Target target, List<StepResult> steps, String appOutput) {
    public ScenarioRun {
        steps = List.copyOf(steps);
    }
}
