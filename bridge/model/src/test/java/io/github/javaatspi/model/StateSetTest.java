package io.github.javaatspi.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StateSetTest {
    @Test
    void ofContainsExactlyTheGivenStates() {
        StateSet set = StateSet.of(State.FOCUSED, State.ACTIVE);

        assertThat(set.contains(State.ACTIVE)).isTrue();
        assertThat(set.contains(State.FOCUSED)).isTrue();
        assertThat(set.contains(State.CHECKED)).isFalse();
    }

    @Test
    void withAddsAStateWithoutChangingTheOriginal() {
        StateSet original = StateSet.of(State.ACTIVE);

        StateSet more = original.with(State.READ_ONLY);

        assertThat(more.contains(State.READ_ONLY)).isTrue();
        assertThat(original.contains(State.READ_ONLY)).isFalse();
    }

    @Test
    void withoutRemovesOnlyThatState() {
        StateSet set = StateSet.of(State.ACTIVE, State.CHECKED).without(State.CHECKED);

        assertThat(set).isEqualTo(StateSet.of(State.ACTIVE));
        assertThat(set.without(State.ACTIVE).isEmpty()).isTrue();
    }

    @Test
    void toListGivesStatesInDeclarationOrder() {
        StateSet set = StateSet.of(State.READ_ONLY, State.CHECKED, State.ACTIVE);

        assertThat(set.toList()).containsExactly(State.ACTIVE, State.CHECKED, State.READ_ONLY);
        assertThat(StateSet.EMPTY.toList()).isEmpty();
    }

    @Test
    void builderAccumulatesAddsAndRemoves() {
        StateSet.Builder b = new StateSet.Builder().add(State.SENSITIVE).add(State.SHOWING).remove(State.SHOWING);

        assertThat(b.contains(State.SENSITIVE)).isTrue();
        assertThat(b.contains(State.SHOWING)).isFalse();
        assertThat(b.build()).isEqualTo(StateSet.of(State.SENSITIVE));
    }

    @Test
    void emptyBuilderBuildsTheSharedEmptySet() {
        assertThat(new StateSet.Builder().build()).isSameAs(StateSet.EMPTY);
    }
}
