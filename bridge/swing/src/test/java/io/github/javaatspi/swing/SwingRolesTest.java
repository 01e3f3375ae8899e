package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.Role;
import java.util.Map;
import javax.accessibility.AccessibleRole;
import org.junit.jupiter.api.Test;

class SwingRolesTest {
    private static final Map<String, AccessibleRole> JDK_ROLES = JdkConstants.of(AccessibleRole.class, AccessibleRole.class);

    @Test
    void theJdkHasRoleConstantsToCheck() {
        assertThat(JDK_ROLES).hasSizeGreaterThan(60).containsKeys("PUSH_BUTTON", "FRAME", "PARAGRAPH");
    }

    @Test
    void everyJdkRoleConstantIsInTheTable() {
        assertThat(JDK_ROLES).allSatisfy((name, role) ->
                assertThat(SwingRoles.table()).as("AccessibleRole.%s", name).containsKey(role));
    }

    @Test
    void mapGivesWhatTheTableSays() {
        assertThat(SwingRoles.map(AccessibleRole.PUSH_BUTTON)).isEqualTo(Role.BUTTON);
        assertThat(SwingRoles.map(AccessibleRole.HYPERLINK)).isEqualTo(Role.LINK);
        assertThat(SwingRoles.map(AccessibleRole.SPIN_BOX)).isEqualTo(Role.SPIN_BUTTON);
        assertThat(SwingRoles.map(AccessibleRole.DESKTOP_PANE)).as("never the desktop's role")
                .isEqualTo(Role.LAYERED_PANE);
        assertThat(SwingRoles.map(AccessibleRole.FRAME)).isEqualTo(Role.FRAME);
    }

    @Test
    void aCustomRoleNamedLikeOneOfOursMapsByItsDisplayName() {
        assertThat(SwingRoles.map(new CustomRole("paragraph"))).isEqualTo(Role.PARAGRAPH);
        assertThat(SwingRoles.map(new CustomRole("heading"))).isEqualTo(Role.HEADING);
    }

    @Test
    void aCustomRoleWithAnUnknownNameIsUnknown() {
        assertThat(SwingRoles.map(new CustomRole("frobnicator"))).isEqualTo(Role.UNKNOWN);
    }

    @Test
    void noRoleIsUnknown() {
        assertThat(SwingRoles.map(null)).isEqualTo(Role.UNKNOWN);
    }

    /** A role an application invented. */
    private static final class CustomRole extends AccessibleRole {
        CustomRole(String key) {
            super(key);
        }
    }
}
