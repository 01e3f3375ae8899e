package io.github.javaatspi.atspi.events;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EventFilterTest {
    private static final String PATH = "/org/a11y/atspi/accessible/4";
    private static final String ORCA = ":1.20";

    private final ListenerRegistry listeners = new ListenerRegistry();
    private final List<AtspiSignal> sent = new ArrayList<>();
    private final EventFilter filter = new EventFilter(listeners, sent::add);

    @Test
    void beforeTheRegistryAnswersEverythingPasses() {
        List<AtspiSignal> all = List.of(addAccessible(), textInserted(), caretMoved(), windowActivate(), focus(),
                announcement(), property("accessible-value", "d", 6.0));

        all.forEach(filter::emit);

        assertThat(sent).containsExactlyElementsOf(all);
    }

    // ---- cache signals ----

    @Test
    void cacheSignalsAreDroppedWithoutClients() {
        listeners.replaceAll(List.of());

        filter.emit(addAccessible());
        filter.emit(removeAccessible());

        assertThat(sent).isEmpty();
    }

    @Test
    void cacheSignalsPassOnceSomebodyCalls() {
        listeners.replaceAll(List.of());
        listeners.called(ORCA);

        filter.emit(addAccessible());
        filter.emit(removeAccessible());

        assertThat(sent).extracting(AtspiSignal::member).containsExactly("AddAccessible", "RemoveAccessible");
    }

    @Test
    void cacheSignalsPassWhenSomebodyIsRegisteredForAnything() {
        listeners.replaceAll(List.<String[]>of(new String[] {ORCA, "Window:Activate"}));

        filter.emit(addAccessible());

        assertThat(sent).hasSize(1);
    }

    // ---- events that keep client caches coherent ----

    @Test
    void childrenChangesAlwaysPass() {
        listeners.replaceAll(List.of());

        AtspiSignal s = object("ChildrenChanged", "add", "(so)", new Object[] {ORCA, PATH});
        filter.emit(s);

        assertThat(sent).containsExactly(s);
    }

    @Test
    void stateChangesOfEveryKindAlwaysPass() {
        listeners.replaceAll(List.of());
        List<AtspiSignal> states = List.of(stateChanged("focused"), stateChanged("checked"),
                stateChanged("defunct"), stateChanged("multi-line"));

        states.forEach(filter::emit);

        assertThat(sent).containsExactlyElementsOf(states);
    }

    @Test
    void cachedPropertyChangesAlwaysPass() {
        listeners.replaceAll(List.of());
        List<AtspiSignal> cached = List.of(property("accessible-name", "s", "OK"),
                property("accessible-description", "s", "presses"),
                property("accessible-parent", "(so)", new Object[] {ORCA, ObjectPaths.ROOT}),
                property("accessible-role", "u", 43L));

        cached.forEach(filter::emit);

        assertThat(sent).containsExactlyElementsOf(cached);
    }

    // ---- events only listeners get ----

    @Test
    void aValueChangeIsDroppedUntilSomebodyRegistersForIt() {
        listeners.replaceAll(List.of());
        filter.emit(property("accessible-value", "d", 6.0));
        assertThat(sent).isEmpty();

        listeners.registered(ORCA, "object:property-change:accessible-value");
        filter.emit(property("accessible-value", "d", 7.0));

        assertThat(sent).singleElement().satisfies(s -> assertThat(s.args()[0]).isEqualTo("accessible-value"));
    }

    @Test
    void aRegistrationForOtherPropertiesLetsNoValueChangeThrough() {
        listeners.replaceAll(List.<String[]>of(new String[] {ORCA, "object:property-change:accessible-name"}));

        filter.emit(property("accessible-value", "d", 6.0));

        assertThat(sent).isEmpty();
    }

    @Test
    void textChangesAreDroppedUntilSomebodyRegistersForThem() {
        assertDroppedUntilRegistered(textInserted(), "object:text-changed:insert");
    }

    @Test
    void caretMovesAreDroppedUntilSomebodyRegistersForThem() {
        assertDroppedUntilRegistered(caretMoved(), "object:text-caret-moved");
    }

    @Test
    void windowActivationIsDroppedUntilSomebodyRegistersForIt() {
        assertDroppedUntilRegistered(windowActivate(), "window:activate");
    }

    @Test
    void focusEventsAreDroppedUntilSomebodyRegistersForThem() {
        assertDroppedUntilRegistered(focus(), "focus:");
    }

    @Test
    void announcementsAreDroppedUntilSomebodyRegistersForThem() {
        assertDroppedUntilRegistered(announcement(), "object:announcement");
    }

    @Test
    void aClassRegistrationLetsEveryObjectEventThrough() {
        listeners.replaceAll(List.of());
        listeners.registered(ORCA, "object:");

        filter.emit(textInserted());
        filter.emit(caretMoved());
        filter.emit(windowActivate());

        assertThat(sent).extracting(AtspiSignal::member).containsExactly("TextChanged", "TextCaretMoved");
    }

    private void assertDroppedUntilRegistered(AtspiSignal signal, String registration) {
        listeners.replaceAll(List.of());
        filter.emit(signal);
        assertThat(sent).as("sent before anybody registered").isEmpty();

        listeners.registered(ORCA, registration);
        filter.emit(signal);

        assertThat(sent).containsExactly(signal);
    }

    // ---- signals ----

    private static AtspiSignal addAccessible() {
        return new AtspiSignal(ObjectPaths.CACHE, Interfaces.CACHE, "AddAccessible", "((so)(so)(so)iiassusau)",
                new Object[] {new Object[10]});
    }

    private static AtspiSignal removeAccessible() {
        return new AtspiSignal(ObjectPaths.CACHE, Interfaces.CACHE, "RemoveAccessible", "(so)",
                new Object[] {new Object[] {ORCA, PATH}});
    }

    private static AtspiSignal object(String member, String detail, String anySignature, Object any) {
        return AtspiSignal.event(PATH, Interfaces.EVENT_OBJECT, member, detail, 0, 0, anySignature, any);
    }

    private static AtspiSignal stateChanged(String state) {
        return object("StateChanged", state, "i", 0);
    }

    private static AtspiSignal property(String name, String anySignature, Object any) {
        return object("PropertyChange", name, anySignature, any);
    }

    private static AtspiSignal textInserted() {
        return AtspiSignal.event(PATH, Interfaces.EVENT_OBJECT, "TextChanged", "insert", 2, 1, "s", "x");
    }

    private static AtspiSignal caretMoved() {
        return AtspiSignal.event(PATH, Interfaces.EVENT_OBJECT, "TextCaretMoved", "", 3, 0, "i", 0);
    }

    private static AtspiSignal windowActivate() {
        return AtspiSignal.event(PATH, Interfaces.EVENT_WINDOW, "Activate", "", 0, 0, "s", "Main");
    }

    private static AtspiSignal focus() {
        return AtspiSignal.event(PATH, Interfaces.EVENT_FOCUS, "Focus", "", 0, 0, "i", 0);
    }

    private static AtspiSignal announcement() {
        return AtspiSignal.event(PATH, Interfaces.EVENT_OBJECT, "Announcement", "", 2, 0, "s", "Saved");
    }
}
