package io.github.javaatspi.atspi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.atspi.AtspiRelations.Entry;
import io.github.javaatspi.model.RelationType;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class AtspiRelationsTest {
    @Test
    void everyRelationTypeIsInTheTableExactlyOnce() {
        assertThat(Arrays.stream(AtspiRelations.TABLE).map(Entry::type))
                .containsExactlyInAnyOrder(RelationType.values());
    }

    @Test
    void numbersAreUniqueAndWithinTheAtspiRange() {
        assertThat(Arrays.stream(AtspiRelations.TABLE).map(Entry::number))
                .doesNotHaveDuplicates()
                .allSatisfy(n -> assertThat(n).isBetween(1, 22));
    }

    @Test
    void numbersMatchAtspiConstants() {
        assertThat(AtspiRelations.number(RelationType.LABELLED_BY)).isEqualTo(2);
        assertThat(AtspiRelations.number(RelationType.NODE_CHILD_OF)).isEqualTo(7);
        assertThat(AtspiRelations.number(RelationType.DESCRIBED_BY)).isEqualTo(18);
    }
}
