package io.github.javaatspi.atspi.events;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TextDiffTest {
    private static final String GRIN = "\uD83D\uDE00";
    private static final String GRIN_HIGH = "\uD83D";

    @Test
    void anInsertionInTheMiddleIsTheTextBetweenCommonPrefixAndSuffix() {
        assertThat(TextDiff.between("abc", "abxc")).isEqualTo(new TextDiff(2, "", "x"));
    }

    @Test
    void aDeletionInTheMiddleIsTheRemovedText() {
        assertThat(TextDiff.between("abxc", "abc")).isEqualTo(new TextDiff(2, "x", ""));
    }

    @Test
    void aReplacementDeletesAndInsertsAtTheSameOffset() {
        assertThat(TextDiff.between("abc", "aXYc")).isEqualTo(new TextDiff(1, "b", "XY"));
    }

    @Test
    void equalTextsGiveNothing() {
        TextDiff d = TextDiff.between("same", "same");

        assertThat(d.deleted()).isEmpty();
        assertThat(d.inserted()).isEmpty();
    }

    @Test
    void textsWithNothingInCommonAreAFullReplacement() {
        assertThat(TextDiff.between("abc", "xyz")).isEqualTo(new TextDiff(0, "abc", "xyz"));
    }

    @Test
    void anInsertionAtTheStart() {
        assertThat(TextDiff.between("bc", "abc")).isEqualTo(new TextDiff(0, "", "a"));
    }

    @Test
    void anInsertionAtTheEnd() {
        assertThat(TextDiff.between("ab", "abc")).isEqualTo(new TextDiff(2, "", "c"));
    }

    @Test
    void typingIntoAnEmptyText() {
        assertThat(TextDiff.between("", "hello")).isEqualTo(new TextDiff(0, "", "hello"));
    }

    @Test
    void clearingAText() {
        assertThat(TextDiff.between("hello", "")).isEqualTo(new TextDiff(0, "hello", ""));
    }

    @Test
    void aRepeatedCharacterIsOneInsertionOfOneCharacter() {
        TextDiff d = TextDiff.between("aaa", "aaaa");

        assertThat(d.deleted()).isEmpty();
        assertThat(d.inserted()).isEqualTo("a");
        assertThat(d.offset()).isBetween(0, 3);
    }

    @Test
    void aRepeatedCharacterRemovedIsOneDeletionOfOneCharacter() {
        TextDiff d = TextDiff.between("aaaa", "aaa");

        assertThat(d.inserted()).isEmpty();
        assertThat(d.deleted()).isEqualTo("a");
        assertThat(d.offset()).isBetween(0, 3);
    }

    @Test
    void offsetsAreInCodePoints() {
        assertThat(TextDiff.between(GRIN + "a", GRIN + "ab")).isEqualTo(new TextDiff(2, "", "b"));
    }

    @Test
    void lengthCountsCodePoints() {
        assertThat(TextDiff.length(GRIN + "ab")).isEqualTo(3);
        assertThat(TextDiff.length("")).isZero();
    }

    @Test
    void aPrefixNeverEndsInsideASurrogatePair() {
        // Same high surrogate, different low surrogate: the whole character changed.
        String other = "\uD83D\uDE01";

        TextDiff d = TextDiff.between("x" + GRIN + "y", "x" + other + "y");

        assertThat(d).isEqualTo(new TextDiff(1, GRIN, other));
    }

    @Test
    void aSuffixNeverStartsInsideASurrogatePair() {
        // Different high surrogate, same low surrogate.
        String other = "\uD83C\uDE00";

        TextDiff d = TextDiff.between("x" + GRIN + "y", "x" + other + "y");

        assertThat(d).isEqualTo(new TextDiff(1, GRIN, other));
    }

    @Test
    void aSurrogatePairInsertedBeforeAnEqualOneIsInsertedWhole() {
        TextDiff d = TextDiff.between(GRIN, "\uD83D\uDE01" + GRIN);

        assertThat(d).isEqualTo(new TextDiff(0, "", "\uD83D\uDE01"));
    }

    @Test
    void aRepeatedSurrogatePairIsInsertedWhole() {
        TextDiff d = TextDiff.between(GRIN + GRIN, GRIN + GRIN + GRIN);

        assertThat(d.deleted()).isEmpty();
        assertThat(d.inserted()).isEqualTo(GRIN);
        assertThat(d.offset()).isBetween(0, 2);
    }

    @Test
    void noPieceOfADiffStartsOrEndsWithHalfACharacter() {
        String[][] cases = {
            {GRIN, "\uD83D\uDE01"},
            {"a" + GRIN, "a\uD83C\uDE00"},
            {GRIN + "b", GRIN_HIGH + "\uDE01b"},
            {GRIN + GRIN, GRIN},
            {"\uD83D\uDE01\uD83D\uDE00", GRIN},
        };
        for (String[] c : cases) {
            TextDiff d = TextDiff.between(c[0], c[1]);
            for (String piece : new String[] {d.deleted(), d.inserted()}) {
                assertThat(piece).as("%s -> %s gave %s", c[0], c[1], d).satisfies(TextDiffTest::isWholeCharacters);
            }
        }
    }

    private static void isWholeCharacters(String s) {
        if (!s.isEmpty()) {
            assertThat(Character.isLowSurrogate(s.charAt(0))).as("starts with a low surrogate").isFalse();
            assertThat(Character.isHighSurrogate(s.charAt(s.length() - 1))).as("ends with a high surrogate").isFalse();
        }
    }
}
