package io.github.javaatspi.atspi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.atspi.AtspiStates.Entry;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import java.util.Arrays;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class AtspiStatesTest {
    @Test
    void everyStateIsInTheTableExactlyOnce() {
        assertThat(Arrays.stream(AtspiStates.TABLE).map(Entry::state))
                .containsExactlyInAnyOrder(State.values());
    }

    @Test
    void numbersAreUniqueAndWithinTheAtspiRange() {
        assertThat(Arrays.stream(AtspiStates.TABLE).map(Entry::number))
                .doesNotHaveDuplicates()
                .allSatisfy(n -> assertThat(n).isBetween(1, 43));
    }

    @Test
    void eventNamesAreLowerCaseWithDashes() {
        assertThat(AtspiStates.eventName(State.MULTI_LINE)).isEqualTo("multi-line");
        for (State s : State.values()) {
            assertThat(AtspiStates.eventName(s)).isEqualTo(s.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        }
    }

    @Test
    void managesDescendantsSetsTheTopBitOfTheFirstWordAsAPositiveLong() {
        assertThat(AtspiStates.number(State.MANAGES_DESCENDANTS)).isEqualTo(31);

        assertThat(AtspiStates.words(StateSet.of(State.MANAGES_DESCENDANTS))).containsExactly(0x80000000L, 0L);
    }

    @Test
    void indeterminateSetsTheLowestBitOfTheSecondWord() {
        assertThat(AtspiStates.number(State.INDETERMINATE)).isEqualTo(32);

        assertThat(AtspiStates.words(StateSet.of(State.INDETERMINATE))).containsExactly(0L, 1L);
    }

    @Test
    void emptySetGivesTwoZeroWords() {
        assertThat(AtspiStates.words(StateSet.EMPTY)).containsExactly(0L, 0L);
    }
}
