package io.github.javaatspi.stack.orca;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;

import org.junit.jupiter.api.Test;

class SpeechFactsTest {
    private static final Vocabulary DEMO = Vocabulary.of(List.of("Open dialog", "Open", "Subscribe", "Form"),
            List.of("Ada Lovelace"));

    private static Utterance speech(String text) {
        return new Utterance(0, "speech", text);
    }

    @Test
    void findsNameRoleStateValuePositionAndLevel() {
        assertThat(SpeechFacts.of(List.of(speech("Subscribe check box not checked."), speech("Ada Lovelace."),
                speech("Birds expanded 2 items."), speech("tree level 2.")), DEMO, Step.WIDGET))
                .containsExactly("level: tree level 2", "name: subscribe", "position: 2 items", "role: check box",
                        "state: expanded", "state: not checked", "value: ada lovelace");
    }

    @Test
    void theLongestPhraseWinsAndIsSpent() {
        assertThat(SpeechFacts.of(List.of(speech("Open dialog push button.")), DEMO, Step.WIDGET))
                .containsExactly("name: open dialog", "role: push button");
    }

    @Test
    void theAppsOwnWordsComeBeforeRoleNames() {
        assertThat(SpeechFacts.of(List.of(speech("Form panel.")), DEMO, Step.WIDGET))
                .containsExactly("name: form", "role: panel");
    }

    @Test
    void orderAndRepetitionDoNotMatter() {
        assertThat(SpeechFacts.of(List.of(speech("Form panel."), speech("Subscribe check box checked."),
                speech("Form panel.")), DEMO, Step.WIDGET))
                .isEqualTo(SpeechFacts.of(List.of(speech("Subscribe check box checked."), speech("Form panel.")),
                        DEMO, Step.WIDGET));
    }

    @Test
    void keyEchoCountsOnlyWhenCompared() {
        List<Utterance> heard = List.of(new Utterance(0, "key", "left shift"), speech("Subscribe check box."));
        assertThat(SpeechFacts.of(heard, DEMO, Step.WIDGET)).containsExactly("name: subscribe", "role: check box");
        assertThat(SpeechFacts.of(heard, DEMO, EnumSet.of(Facet.ECHO))).containsExactly("echo: left shift");
    }

    @Test
    void textComparesEveryWordIncludingSingleCharacters() {
        assertThat(SpeechFacts.of(List.of(new Utterance(0, "character", "s"), speech("Lovelace")), DEMO,
                EnumSet.of(Facet.TEXT))).containsExactly("text: lovelace", "text: s");
    }

    @Test
    void wordsOutsideTheVocabularyAreNotFacts() {
        assertThat(SpeechFacts.of(List.of(speech("Press any key to hear its function.")), DEMO, Step.WIDGET))
                .isEmpty();
    }

    /** Role words inside an app's own text ("dialog" in a label) are part of that text, not a role. */
    @Test
    void anAppsTextInTheVocabularyKeepsItsRoleWordsFromCounting() {
        Vocabulary withLabel = Vocabulary.of(List.of("This dialog closes with its button"), List.of());
        assertThat(SpeechFacts.of(List.of(speech("This dialog closes with its button.")), withLabel, Step.WIDGET))
                .containsExactly("name: this dialog closes with its button");
    }

    /** A value that is a bare number ("2 copies") does not take the number of a position ("2 of 3"). */
    @Test
    void positionsAreFoundBeforeNumericValues() {
        Vocabulary numbers = Vocabulary.of(List.of("Medium"), List.of("2", "3"));
        assertThat(SpeechFacts.of(List.of(speech("Medium radio button checked 2 of 3."), speech("2")), numbers,
                Step.WIDGET)).containsExactly("name: medium", "position: 2 of 3", "role: radio button",
                        "state: checked", "value: 2");
    }
}
