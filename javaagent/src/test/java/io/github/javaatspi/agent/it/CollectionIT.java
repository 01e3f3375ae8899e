package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.ManagedProcess;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * Collection queries on the demo app's root, each compared with what a plain pyatspi walk of the
 * tree finds for the same rule (the client decides from each object's own role, states,
 * attributes and interfaces, not from Collection): Orca trusts these answers.
 */
class CollectionIT extends DesktopIT {
    @Test
    void everyQueryFindsWhatAWalkOfTheTreeFinds() throws Exception {
        String name = Fixture.uniqueName("collection", 17);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, 17, name), client, name)) {
            Map<String, Object> result = client.json("collection-check", name);
            List<?> checks = (List<?>) result.get("checks");
            assertThat(((Number) result.get("nodes")).intValue()).isGreaterThan(50);
            assertThat(checks).hasSizeGreaterThan(50);
            List<String> wrong = new ArrayList<>();
            int nonEmpty = 0;
            for (Object o : checks) {
                Map<?, ?> check = (Map<?, ?>) o;
                if (!check.get("expected").equals(check.get("actual"))) {
                    wrong.add(check.get("name") + ": expected " + check.get("expected") + ", got " + check.get("actual"));
                }
                nonEmpty += ((List<?>) check.get("expected")).isEmpty() ? 0 : 1;
            }
            assertThat(wrong).isEmpty();
            assertThat(nonEmpty).as("checks that expect some object").isGreaterThan(checks.size() / 2);
        }
    }
}
