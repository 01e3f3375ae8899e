package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RowTokensTest {
    private final RowTokens tokens = new RowTokens();

    @Test
    void aRowKeepsItsTokenAndTheTokenFollowsInsertionsAbove() {
        RowTokens.Token five = held(5);
        RowTokens.Token two = held(2);

        tokens.inserted(3, 10);

        assertThat(five.row).isEqualTo(15);
        assertThat(two.row).as("above the insertion").isEqualTo(2);
        assertThat(tokens.at(15)).isSameAs(five);
    }

    @Test
    void removedRowsAreGoneAndTheRowsBelowMoveUp() {
        RowTokens.Token three = held(3);
        RowTokens.Token four = held(4);
        RowTokens.Token nine = held(9);

        tokens.removed(3, 2);

        assertThat(three.gone()).isTrue();
        assertThat(four.gone()).isTrue();
        assertThat(nine.row).isEqualTo(7);
        assertThat(tokens.at(3)).as("a new row 3 is another row").isNotSameAs(three);
    }

    @Test
    void aTokenNobodyHoldsAnyMoreCostsNothing() {
        RowTokens.Token t = held(8);
        tokens.hold(t);

        tokens.release(t);
        assertThat(tokens.size()).as("still held once").isEqualTo(1);
        tokens.release(t);

        assertThat(tokens.size()).isZero();
    }

    @Test
    void clearMakesEveryTokenGone() {
        RowTokens.Token t = held(0);

        tokens.clear();

        assertThat(t.gone()).isTrue();
        assertThat(tokens.size()).isZero();
    }

    private RowTokens.Token held(int row) {
        RowTokens.Token t = tokens.at(row);
        tokens.hold(t);
        return t;
    }
}
