package io.github.javaatspi.agent;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class AssistiveTechnologiesTest {
    private String saved;

    @BeforeEach
    void save() {
        saved = System.getProperty(AssistiveTechnologies.PROPERTY);
    }

    @AfterEach
    void restore() {
        if (saved == null) {
            System.clearProperty(AssistiveTechnologies.PROPERTY);
        } else {
            System.setProperty(AssistiveTechnologies.PROPERTY, saved);
        }
    }

    @Test
    void thePropertyIsTheListAwtReads() {
        System.setProperty(AssistiveTechnologies.PROPERTY, "a, atspi");

        assertThat(AssistiveTechnologies.PROPERTY).isEqualTo("javax.accessibility.assistive_technologies");
        assertThat(AssistiveTechnologies.current()).isEqualTo("a, atspi");
    }

    @Test
    void namesMatchesWholeTrimmedEntries() {
        System.setProperty(AssistiveTechnologies.PROPERTY, "a, atspi");

        assertThat(AssistiveTechnologies.names("atspi")).isTrue();
        assertThat(AssistiveTechnologies.names("a")).isTrue();
        assertThat(AssistiveTechnologies.names("at")).isFalse();
        assertThat(AssistiveTechnologies.names("b")).isFalse();
    }

    @Test
    void addingAnEntryThatIsThereChangesNothing() {
        System.setProperty(AssistiveTechnologies.PROPERTY, "a, atspi");

        AssistiveTechnologies.add("atspi");

        assertThat(System.getProperty(AssistiveTechnologies.PROPERTY)).isEqualTo("a, atspi");
    }

    @Test
    void addingKeepsWhatIsConfiguredAlready() {
        System.setProperty(AssistiveTechnologies.PROPERTY, "com.example.Magnifier");

        AssistiveTechnologies.add("atspi");
        AssistiveTechnologies.add("atspi");

        assertThat(System.getProperty(AssistiveTechnologies.PROPERTY)).isEqualTo("com.example.Magnifier,atspi");
        assertThat(AssistiveTechnologies.names("com.example.Magnifier")).isTrue();
        assertThat(AssistiveTechnologies.names("atspi")).isTrue();
    }

    @Test
    void addingToAnEmptyListMakesItTheOnlyEntry() {
        System.setProperty(AssistiveTechnologies.PROPERTY, " ");

        AssistiveTechnologies.add("atspi");

        assertThat(System.getProperty(AssistiveTechnologies.PROPERTY)).isEqualTo("atspi");
    }

    @Test
    void theAgentNamesTheBridgeByItsClassName() {
        System.clearProperty(AssistiveTechnologies.PROPERTY);
        String home = System.getProperty("user.home");
        System.setProperty("user.home", "/nonexistent");
        try {
            AtspiAgent.premain(null, null);
        } finally {
            System.setProperty("user.home", home);
        }

        assertThat(System.getProperty(AssistiveTechnologies.PROPERTY))
                .endsWith("io.github.javaatspi.agent.AtspiAssistiveTechnology");
    }
}
