package io.github.javaatspi.atspi.events;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ListenerRegistryTest {
    private static final String ORCA = ":1.20";
    private static final String OTHER = ":1.30";
    private static final String REGISTRY = ":1.0";

    private final ListenerRegistry registry = new ListenerRegistry();

    // ---- before and after the registry's answer ----

    @Test
    void beforeTheRegistryAnswersEverythingIsWantedAndThereAreClients() {
        assertThat(registry.isKnown()).isFalse();
        assertThat(registry.wants("Object", "TextChanged", "insert")).isTrue();
        assertThat(registry.wants("Window", "Activate", "")).isTrue();
        assertThat(registry.hasClients()).isTrue();
    }

    @Test
    void anEmptyAnswerMeansNothingIsWantedAndNobodyListens() {
        registry.replaceAll(List.of());

        assertThat(registry.isKnown()).isTrue();
        assertThat(registry.wants("Object", "TextChanged", "insert")).isFalse();
        assertThat(registry.wants("Focus", "Focus", "")).isFalse();
        assertThat(registry.hasClients()).isFalse();
    }

    @Test
    void anAnswerWithRegistrationsMeansThereAreClients() {
        registry.replaceAll(List.<String[]>of(new String[] {ORCA, "object:text-changed:insert"}));

        assertThat(registry.hasClients()).isTrue();
        assertThat(registry.wants("Object", "TextChanged", "insert")).isTrue();
    }

    @Test
    void replaceAllDropsWhatWasRegisteredBefore() {
        registry.replaceAll(List.of());
        registry.registered(ORCA, "Window:Activate");

        registry.replaceAll(List.<String[]>of(new String[] {OTHER, "Focus::"}));

        assertThat(registry.wants("Window", "Activate", "")).isFalse();
        assertThat(registry.wants("Focus", "Focus", "")).isTrue();
    }

    // ---- matching ----

    @Test
    void aFullRegistrationMatchesItsEventWhateverTheCase() {
        known("Object:StateChanged:Focused");

        assertThat(registry.wants("Object", "StateChanged", "focused")).isTrue();
        assertThat(registry.wants("Object", "StateChanged", "checked")).isFalse();
        assertThat(registry.wants("Object", "StateChanged", "")).isFalse();
    }

    @Test
    void aRegistrationWithAnEmptyMinorCoversEveryDetail() {
        known("Object:StateChanged:");

        assertThat(registry.wants("Object", "StateChanged", "multi-line")).isTrue();
        assertThat(registry.wants("Object", "StateChanged", "focused")).isTrue();
        assertThat(registry.wants("Object", "PropertyChange", "accessible-name")).isFalse();
    }

    @Test
    void dashesAreIgnoredOnBothSides() {
        known("object:state-changed:multi-line");

        assertThat(registry.wants("Object", "StateChanged", "multi-line")).isTrue();
        assertThat(registry.wants("Object", "StateChanged", "multiline")).isTrue();
        assertThat(registry.wants("Object", "StateChanged", "single-line")).isFalse();
    }

    @Test
    void focusRegistrationMatchesTheFocusEvent() {
        known("Focus::");

        assertThat(registry.wants("Focus", "Focus", "")).isTrue();
        assertThat(registry.wants("Object", "StateChanged", "focused")).isFalse();
    }

    @Test
    void aWindowRegistrationMatchesOnlyItsMajor() {
        known("Window:Activate");

        assertThat(registry.wants("Window", "Activate", "")).isTrue();
        assertThat(registry.wants("Window", "Deactivate", "")).isFalse();
    }

    @Test
    void aDashedRegistrationMatchesTheCamelCaseMember() {
        known("object:text-changed:insert");

        assertThat(registry.wants("Object", "TextChanged", "insert")).isTrue();
        assertThat(registry.wants("Object", "TextChanged", "delete")).isFalse();
    }

    @Test
    void aMinorWithAColonSuffixMatchesItsFirstPart() {
        known("object:text-changed:insert");

        assertThat(registry.wants("Object", "TextChanged", "insert:system")).isTrue();
        assertThat(registry.wants("Object", "TextChanged", "delete:system")).isFalse();
    }

    @Test
    void aMinorWithASlashSuffixMatchesItsFirstPart() {
        known("object:text-changed:insert");

        assertThat(registry.wants("Object", "TextChanged", "insert/system")).isTrue();
        assertThat(registry.wants("Object", "TextChanged", "delete/system")).isFalse();
    }

    @Test
    void aClassOnlyRegistrationCoversEveryEventOfThatClassOnly() {
        known("Object:");

        assertThat(registry.wants("Object", "StateChanged", "focused")).isTrue();
        assertThat(registry.wants("Object", "TextCaretMoved", "")).isTrue();
        assertThat(registry.wants("Object", "Announcement", "")).isTrue();
        assertThat(registry.wants("Window", "Activate", "")).isFalse();
        assertThat(registry.wants("Focus", "Focus", "")).isFalse();
    }

    // ---- registrations that go ----

    @Test
    void deregisteringAnEventRemovesOnlyThatOne() {
        known("Object:StateChanged:Focused");
        registry.registered(ORCA, "Window:Activate");

        registry.deregistered(ORCA, "object:state-changed:focused");

        assertThat(registry.wants("Object", "StateChanged", "focused")).isFalse();
        assertThat(registry.wants("Window", "Activate", "")).isTrue();
    }

    @Test
    void deregisteringWithAnEmptyEventRemovesEveryRegistrationOfThatBus() {
        known("Object:StateChanged:Focused");
        registry.registered(ORCA, "Window:Activate");
        registry.registered(OTHER, "Focus::");

        registry.deregistered(ORCA, "");

        assertThat(registry.wants("Object", "StateChanged", "focused")).isFalse();
        assertThat(registry.wants("Window", "Activate", "")).isFalse();
        assertThat(registry.wants("Focus", "Focus", "")).isTrue();
    }

    @Test
    void aVanishedBusTakesItsRegistrationsWithIt() {
        known("Window:Activate");
        registry.registered(OTHER, "Focus::");

        registry.vanished(ORCA);

        assertThat(registry.wants("Window", "Activate", "")).isFalse();
        assertThat(registry.wants("Focus", "Focus", "")).isTrue();
    }

    @Test
    void aVanishedCallerIsNoLongerAClient() {
        registry.replaceAll(List.of());
        registry.called(ORCA);
        assertThat(registry.hasClients()).isTrue();

        registry.vanished(ORCA);

        assertThat(registry.hasClients()).isFalse();
    }

    // ---- callers ----

    @Test
    void aCallerIsAClientEvenWithoutRegistrations() {
        registry.replaceAll(List.of());

        registry.called(ORCA);

        assertThat(registry.hasClients()).isTrue();
        assertThat(registry.wants("Object", "TextChanged", "insert")).as("calling registers no events").isFalse();
    }

    @Test
    void theIgnoredRegistryIsNoClientWhenItCalls() {
        registry.replaceAll(List.of());
        registry.ignore(REGISTRY);

        registry.called(REGISTRY);

        assertThat(registry.hasClients()).isFalse();
    }

    @Test
    void ignoringANameThatAlreadyCalledForgetsIt() {
        registry.replaceAll(List.of());
        registry.called(REGISTRY);

        registry.ignore(REGISTRY);

        assertThat(registry.hasClients()).isFalse();
    }

    // ---- client presence notifications ----

    @Test
    void clientPresenceIsReportedOnlyWhenItChanges() {
        List<Boolean> reports = new ArrayList<>();
        registry.onClientsChanged(reports::add);

        registry.replaceAll(List.of());
        registry.replaceAll(List.of());
        registry.registered(ORCA, "Focus::");
        registry.registered(OTHER, "Window:Activate");
        registry.called(ORCA);
        registry.deregistered(ORCA, "");
        registry.vanished(OTHER);
        registry.vanished(ORCA);

        assertThat(reports).containsExactly(false, true, false);
    }

    @Test
    void aCallAfterSilenceReportsClientsAgain() {
        List<Boolean> reports = new ArrayList<>();
        registry.onClientsChanged(reports::add);
        registry.replaceAll(List.of());

        registry.called(ORCA);

        assertThat(reports).containsExactly(false, true);
    }

    @Test
    void theFirstAnswerIsReportedEvenWhenItKeepsClientsThenOnlyChanges() {
        List<Boolean> reports = new ArrayList<>();
        registry.onClientsChanged(reports::add);

        registry.replaceAll(List.<String[]>of(new String[] {ORCA, "Focus::"}));
        registry.called(OTHER);
        registry.replaceAll(List.<String[]>of(new String[] {ORCA, "Focus::"}));

        assertThat(reports).containsExactly(true);
    }

    /** The registry answered with one registration of {@link #ORCA}. */
    private void known(String event) {
        registry.replaceAll(List.<String[]>of(new String[] {ORCA, event}));
    }
}
