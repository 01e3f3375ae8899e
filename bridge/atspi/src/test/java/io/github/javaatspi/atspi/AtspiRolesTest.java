package io.github.javaatspi.atspi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.atspi.AtspiRoles.Entry;
import io.github.javaatspi.model.Role;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class AtspiRolesTest {
    @Test
    void everyRoleIsInTheTableExactlyOnce() {
        assertThat(Arrays.stream(AtspiRoles.TABLE).map(Entry::role))
                .containsExactlyInAnyOrder(Role.values());
    }

    @Test
    void numbersAreUniqueAndWithinTheAtspiRange() {
        assertThat(Arrays.stream(AtspiRoles.TABLE).map(Entry::number))
                .doesNotHaveDuplicates()
                .allSatisfy(n -> assertThat(n).isBetween(0, 130));
    }

    @Test
    void numbersMatchAtspiConstants() {
        assertThat(AtspiRoles.number(Role.BUTTON)).isEqualTo(43);
        assertThat(AtspiRoles.number(Role.APPLICATION)).isEqualTo(75);
        assertThat(AtspiRoles.number(Role.FRAME)).isEqualTo(23);
        assertThat(AtspiRoles.number(Role.TABLE_CELL)).isEqualTo(56);
        assertThat(AtspiRoles.number(Role.TREE_ITEM)).isEqualTo(91);
        assertThat(AtspiRoles.number(Role.LIST_ITEM)).isEqualTo(32);
        assertThat(AtspiRoles.number(Role.PUSH_BUTTON_MENU)).isEqualTo(129);
        assertThat(AtspiRoles.number(Role.SWITCH)).isEqualTo(130);
    }

    @Test
    void deprecatedExtendedRoleIsNotUsed() {
        assertThat(Arrays.stream(AtspiRoles.TABLE).map(Entry::number)).doesNotContain(70);
    }

    @Test
    void buttonIsNamedLikeAtk() {
        assertThat(AtspiRoles.name(Role.BUTTON)).isEqualTo("push button");
    }
}
