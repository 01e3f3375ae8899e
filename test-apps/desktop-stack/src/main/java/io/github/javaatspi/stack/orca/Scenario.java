package io.github.javaatspi.stack.orca;

import java.util.List;

/** Steps run in order on a freshly launched app; the first one is the launch. */
public record Scenario(String name, ScenarioApp app, List<Step> steps) {
    public Scenario {
        steps = List.copyOf(steps);
        if (steps.isEmpty() || !steps.get(0).isLaunch()) {
            throw new IllegalArgumentException(name + ": the first step must launch the app");
        }
        if (steps.stream().skip(1).anyMatch(Step::isLaunch)) {
            throw new IllegalArgumentException(name + ": only the first step may launch the app");
        }
    }

    /** Whether OrcaIT asserts any of its steps (the others are only in the report). */
    public boolean hasAssertedSteps() {
        return steps.stream().anyMatch(s -> s.gate().asserted());
    }

    @Override
    public String toString() {
        return name;
    }
}
