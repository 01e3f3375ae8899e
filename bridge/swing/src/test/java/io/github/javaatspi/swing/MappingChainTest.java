package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.atspi.AtspiRoles;
import io.github.javaatspi.atspi.AtspiStates;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import java.util.Map;
import java.util.Set;
import javax.accessibility.AccessibleRole;
import javax.accessibility.AccessibleState;
import javax.accessibility.AccessibleStateSet;
import org.junit.jupiter.api.Test;

/** Java constant → our vocabulary → AT-SPI number: no JDK constant falls through a gap on the way. */
class MappingChainTest {
    private static final int ATSPI_INVALID = 0;
    private static final int ATSPI_UNKNOWN = 67;
    private static final int ATSPI_LAST_ROLE = 130;
    private static final int ATSPI_LAST_STATE = 44;
    /** The Java roles that say nothing about what a thing is, mapped to UNKNOWN on purpose. */
    private static final Set<String> MEANINGLESS = Set.of("AWT_COMPONENT", "SWING_COMPONENT", "UNKNOWN");

    @Test
    void everyJdkRoleReachesAValidAtspiRoleNumber() {
        Map<String, AccessibleRole> roles = JdkConstants.of(AccessibleRole.class, AccessibleRole.class);
        assertThat(roles).isNotEmpty();

        assertThat(roles).allSatisfy((name, javaRole) -> {
            int number = AtspiRoles.number(SwingRoles.map(javaRole));
            assertThat(number).as("AccessibleRole.%s", name).isBetween(0, ATSPI_LAST_ROLE);
            if (MEANINGLESS.contains(name)) {
                assertThat(number).as("AccessibleRole.%s", name).isEqualTo(ATSPI_UNKNOWN);
            } else {
                assertThat(number).as("AccessibleRole.%s", name).isNotIn(ATSPI_UNKNOWN, ATSPI_INVALID);
            }
        });
    }

    @Test
    void onlyTheMeaninglessRolesMapToUnknown() {
        assertThat(SwingRoles.table()).allSatisfy((javaRole, role) -> {
            String name = JdkConstants.of(AccessibleRole.class, AccessibleRole.class).entrySet().stream()
                    .filter(e -> e.getValue() == javaRole).map(Map.Entry::getKey).findFirst().orElse(javaRole.toString());
            assertThat(role == Role.UNKNOWN).as("AccessibleRole.%s maps to UNKNOWN", name)
                    .isEqualTo(MEANINGLESS.contains(name));
            assertThat(role).as("AccessibleRole.%s", name).isNotEqualTo(Role.INVALID);
        });
    }

    @Test
    void everyJdkStateReachesAValidAtspiStateNumber() {
        Map<String, AccessibleState> states = JdkConstants.of(AccessibleState.class, AccessibleState.class);
        assertThat(states).isNotEmpty();

        assertThat(states).allSatisfy((name, javaState) -> {
            StateSet.Builder b = new StateSet.Builder();
            SwingStates.addAll(new AccessibleStateSet(new AccessibleState[] {javaState}), b);
            StateSet mapped = b.build();
            assertThat(mapped.toList()).as("AccessibleState.%s", name).isNotEmpty();
            for (State s : mapped.toList()) {
                assertThat(AtspiStates.number(s)).as("AccessibleState.%s → %s", name, s).isBetween(1, ATSPI_LAST_STATE);
            }
            long[] words = AtspiStates.words(mapped);
            assertThat(Long.bitCount(words[0]) + Long.bitCount(words[1])).as("AccessibleState.%s", name)
                    .isEqualTo(mapped.toList().size());
        });
    }
}
