package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import java.util.Map;
import javax.accessibility.AccessibleState;
import javax.accessibility.AccessibleStateSet;
import org.junit.jupiter.api.Test;

class SwingStatesTest {
    private static final Map<String, AccessibleState> JDK_STATES =
            JdkConstants.of(AccessibleState.class, AccessibleState.class);

    @Test
    void theJdkHasStateConstantsToCheck() {
        assertThat(JDK_STATES).hasSizeGreaterThan(25).containsKeys("ENABLED", "CHECKED", "TRUNCATED");
    }

    @Test
    void everyJdkStateConstantIsInTheTable() {
        assertThat(JDK_STATES).allSatisfy((name, state) -> {
            assertThat(SwingStates.table()).as("AccessibleState.%s", name).containsKey(state);
            assertThat(SwingStates.table().get(state)).as("AccessibleState.%s", name).isNotEmpty();
        });
    }

    @Test
    void enabledAlsoMeansSensitive() {
        assertThat(mapped(AccessibleState.ENABLED).toList()).containsExactlyInAnyOrder(State.ENABLED, State.SENSITIVE);
    }

    @Test
    void severalStatesMapTogether() {
        assertThat(mapped(AccessibleState.CHECKED, AccessibleState.FOCUSED, AccessibleState.SHOWING).toList())
                .containsExactlyInAnyOrder(State.CHECKED, State.FOCUSED, State.SHOWING);
    }

    @Test
    void customStatesAndNoSetAddNothing() {
        assertThat(mapped(new AccessibleState("sparkling") { }).isEmpty()).isTrue();

        StateSet.Builder b = new StateSet.Builder();
        SwingStates.addAll(null, b);
        assertThat(b.build().isEmpty()).isTrue();
    }

    private static StateSet mapped(AccessibleState... states) {
        StateSet.Builder b = new StateSet.Builder();
        SwingStates.addAll(new AccessibleStateSet(states), b);
        return b.build();
    }
}
