package io.github.javaatspi.stack.orca;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reduces what Orca said in a step to the facts that matter ("role: check box", "state: not
 * checked", "name: Subscribe"), so the speech for two toolkits can be compared.
 *
 * <p>The facts form a set: their order and repetitions are not compared. Orca speaks in the
 * order events arrive, and GTK itself sends the focus and the activation of a window in either
 * order, sometimes twice, from one run to the next; a listener hears the same information
 * either way. Words outside the vocabulary (Orca's connecting words, a dialog's running text)
 * are ignored unless the step compares {@link Facet#TEXT}. Key echo is a fact only for steps that
 * compare {@link Facet#ECHO}: it is Orca's reaction to the key, not to the app's state.
 */
public final class SpeechFacts {
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");
    /** What a matched phrase is replaced by, so no later phrase can match across it. */
    private static final String SPENT = " | ";

    private SpeechFacts() {
    }

    /** The facts of {@code facets} in {@code heard}, each as "facet: phrase". */
    public static SortedSet<String> of(List<Utterance> heard, Vocabulary vocabulary, Set<Facet> facets) {
        SortedSet<String> facts = new TreeSet<>();
        for (Utterance u : heard) {
            String said = u.text().toLowerCase(Locale.ROOT).strip();
            if (u.isKeyEcho()) {
                add(facts, facets, Facet.ECHO, said);
            } else if (u.isSpeech()) {
                Matcher words = WORD.matcher(said);
                while (words.find()) {
                    add(facts, facets, Facet.TEXT, words.group());
                }
                // Orca's own level and position phrases go first: they are unambiguous, while an
                // app's value may be a bare number that would take the "2" of "2 of 3".
                String rest = pattern(said, Vocabulary.level(), Facet.LEVEL, facts, facets);
                rest = pattern(rest, Vocabulary.position(), Facet.POSITION, facts, facets);
                rest = phrases(rest, vocabulary.appPhrases(), facts, facets);
                phrases(rest, Vocabulary.widgetPhrases(), facts, facets);
            }
        }
        return facts;
    }

    private static String phrases(String said, List<Vocabulary.Phrase> phrases, Set<String> facts,
            Set<Facet> facets) {
        String rest = said;
        for (Vocabulary.Phrase phrase : phrases) {
            Matcher m = phrase.pattern().matcher(rest);
            if (m.find()) {
                add(facts, facets, phrase.facet(), phrase.words());
                rest = m.replaceAll(SPENT);
            }
        }
        return rest;
    }

    private static String pattern(String said, Pattern pattern, Facet facet, Set<String> facts, Set<Facet> facets) {
        Matcher m = pattern.matcher(said);
        while (m.find()) {
            add(facts, facets, facet, m.group());
        }
        return m.replaceAll(SPENT);
    }

    private static void add(Set<String> facts, Set<Facet> facets, Facet facet, String phrase) {
        if (facets.contains(facet)) {
            facts.add(facet.name().toLowerCase(Locale.ROOT) + ": " + phrase);
        }
    }
}
