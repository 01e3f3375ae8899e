package io.github.javaatspi.atspi.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.adaptors.CacheItems;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import io.github.javaatspi.model.TableState;
import io.github.javaatspi.model.ValueState;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Objects coming and going, their properties, states, containers, values and bounds, as AT-SPI
 * events (starting tree: {@link TranslatorFixture}).
 */
class EventTranslatorTest extends TranslatorFixture {
    // ---- objects that come and go ----

    @Test
    void anAddedWindowIsCachedThenListedByTheRootThenAnnouncedAsCreated() {
        apply(root(FRAME, DIALOG),
                Node.builder(DIALOG, Role.DIALOG).parent(NodeId.ROOT).name("Settings").children(DIALOG_BUTTON).build(),
                Node.builder(DIALOG_BUTTON, Role.BUTTON).parent(DIALOG).name("Close").build());

        assertThat(lines()).containsExactly(
                "cache:add-accessible 20",
                "cache:add-accessible 21",
                "object:children-changed:add root 1",
                "window:create 20");
        AtspiSignal cache = signals.get(0);
        assertThat(cache.path()).isEqualTo(ObjectPaths.CACHE);
        assertThat(cache.signature()).isEqualTo(CacheItems.ITEM_SIGNATURE);
        assertThat((Object[]) cache.args()[0]).hasSize(10);
        assertThat(anyData(signals.get(2))).containsExactly("(so)", ref(DIALOG));
        assertThat(signals.get(3).iface()).isEqualTo(Interfaces.EVENT_WINDOW);
        assertThat(anyData(signals.get(3))).containsExactly("s", "Settings");
    }

    @Test
    void aTransientObjectIsAnnouncedToItsParentButNotCached() {
        apply(current(PANEL).children(BUTTON, TEXT, EXTRA).build(),
                Node.builder(EXTRA, Role.TOOL_TIP).parent(PANEL).states(StateSet.of(State.TRANSIENT)).build());

        assertThat(lines()).containsExactly("object:children-changed:add 3 2");
    }

    @Test
    void childrenChangesAreRemovalsBeforeAdditionsWithIndexAndChildReference() {
        applyRemoving(new long[] {BUTTON}, current(PANEL).children(TEXT, EXTRA).build(),
                Node.builder(EXTRA, Role.BUTTON).parent(PANEL).name("Cancel").build());

        List<AtspiSignal> changes = signals.stream().filter(s -> s.member().equals("ChildrenChanged")).toList();
        assertThat(changes).extracting(AtspiSignal::path, s -> s.args()[0], s -> s.args()[1], s -> s.args()[2])
                .containsExactly(
                        tuple(path(PANEL), "remove", 0, 0),
                        tuple(path(PANEL), "add", 1, 0));
        assertThat(anyData(changes.get(0))).containsExactly("(so)", ref(BUTTON));
        assertThat(anyData(changes.get(1))).containsExactly("(so)", ref(EXTRA));
    }

    @Test
    void aRemovedObjectIsDefunctAndLeavesTheCacheAfterEverythingElse() {
        applyRemoving(new long[] {BUTTON}, current(PANEL).children(TEXT).build(),
                current(TEXT).name("Renamed").build());

        assertThat(lines()).containsExactly(
                "object:children-changed:remove 3 0",
                "object:property-change:accessible-name 5 0",
                "object:state-changed:defunct 4 1",
                "cache:remove-accessible 4");
        assertThat((Object[]) signals.get(3).args()[0]).containsExactly(BUS, path(BUTTON));
    }

    // ---- properties ----

    @Test
    void aNameChangeCarriesTheNewName() {
        apply(current(BUTTON).name("Apply").build());

        assertThat(lines()).containsExactly("object:property-change:accessible-name 4 0");
        assertThat(anyData(signals.get(0))).containsExactly("s", "Apply");
    }

    @Test
    void aDescriptionChangeCarriesTheNewDescription() {
        apply(current(BUTTON).description("Applies the settings").build());

        assertThat(lines()).containsExactly("object:property-change:accessible-description 4 0");
        assertThat(anyData(signals.get(0))).containsExactly("s", "Applies the settings");
    }

    @Test
    void aHelpTextChangeCarriesTheNewHelpText() {
        apply(current(BUTTON).helpText("Press to apply").build());

        assertThat(lines()).containsExactly("object:property-change:accessible-help-text 4 0");
        assertThat(anyData(signals.get(0))).containsExactly("s", "Press to apply");
    }

    @Test
    void aRoleChangeCarriesTheNewAtspiRoleNumber() {
        apply(current(BUTTON).role(Role.TOGGLE_BUTTON).build());

        assertThat(lines()).containsExactly("object:property-change:accessible-role 4 0");
        assertThat(anyData(signals.get(0))).containsExactly("u", 62L);
    }

    @Test
    void aParentChangeCarriesAReferenceToTheNewParent() {
        apply(current(FRAME).children(PANEL, BUTTON).build(),
                current(PANEL).children(TEXT).build(),
                current(BUTTON).parent(FRAME).build());

        List<AtspiSignal> parentChanges = signals.stream()
                .filter(s -> s.eventType().equals("object:property-change:accessible-parent")).toList();
        assertThat(parentChanges).singleElement().satisfies(s -> {
            assertThat(s.path()).isEqualTo(path(BUTTON));
            assertThat(anyData(s)).containsExactly("(so)", ref(FRAME));
        });
    }

    // ---- states ----

    @Test
    void everyFlippedStateIsAnnouncedOnceWithItsNewValue() {
        apply(current(BUTTON).states(StateSet.of(State.FOCUSABLE, State.SHOWING, State.ARMED, State.PRESSED,
                State.ACTIVE)).build());

        assertThat(lines()).containsExactlyInAnyOrder(
                "object:state-changed:sensitive 4 0",
                "object:state-changed:armed 4 1",
                "object:state-changed:pressed 4 1",
                "object:state-changed:active 4 1");
    }

    @Test
    void aWindowsActiveStateIsSentOnceByTheActivationBlockBeforeItsOtherStates() {
        apply(current(FRAME).states(StateSet.of(State.SHOWING, State.VISIBLE, State.ICONIFIED)).build());

        assertThat(lines()).containsExactly(
                "window:deactivate 2",
                "object:state-changed:active 2 0",
                "object:state-changed:iconified 2 1");
    }

    // ---- containers ----

    @Test
    void selectionChangesOfChildrenGiveOneSelectionChangedOnTheContainerAfterTheStates() {
        long list = givenList(Capability.SELECTION);

        apply(current(7).states(StateSet.of(State.SELECTABLE)).build(),
                current(8).states(StateSet.of(State.SELECTABLE, State.SELECTED)).build());

        List<String> lines = lines();
        assertThat(lines).hasSize(3);
        assertThat(lines.subList(0, 2))
                .containsExactlyInAnyOrder("object:state-changed:selected 7 0", "object:state-changed:selected 8 1");
        assertThat(lines.get(2)).isEqualTo("object:selection-changed " + list + " 0");
    }

    @Test
    void renamedChildrenOfASelectionContainerGiveOneVisibleDataChangedOnIt() {
        long list = givenList(Capability.SELECTION);

        apply(current(7).name("first").build(), current(8).name("second").build());

        assertThat(lines()).containsExactly(
                "object:property-change:accessible-name 7 0",
                "object:property-change:accessible-name 8 0",
                "object:visible-data-changed " + list + " 0");
    }

    @Test
    void aRenamedChildOfATableGivesVisibleDataChangedOnTheTable() {
        long table = givenList(Capability.TABLE);

        apply(current(9).name("changed").build());

        assertThat(lines()).containsExactly(
                "object:property-change:accessible-name 9 0",
                "object:visible-data-changed " + table + " 0");
    }

    @Test
    void aTableThatGainsARowAnnouncesAModelChange() {
        long table = givenList(Capability.TABLE);
        given(current(table).table(new TableState(3, 1, "", "", List.of("Item"), NodeId.NONE, NodeId.NONE,
                NodeId.NONE, 0, 0)).build());

        apply(current(table).children(7, 8, 9, 10).table(new TableState(4, 1, "", "", List.of("Item"), NodeId.NONE,
                NodeId.NONE, NodeId.NONE, 0, 0)).build(),
                item(10, table).build());

        assertThat(lines()).containsExactly(
                "cache:add-accessible 10",
                "object:children-changed:add 6 3",
                "object:model-changed 6 0");
    }

    // ---- value, bounds ----

    @Test
    void aValueChangeIsAnAccessibleValuePropertyChangeWithTheNewNumber() {
        given(current(PANEL).children(BUTTON, TEXT, EXTRA).build(),
                Node.builder(EXTRA, Role.SLIDER).parent(PANEL).capabilities(Set.of(Capability.VALUE))
                        .value(new ValueState(5, 0, 10, 1, "5")).build());

        apply(current(EXTRA).value(new ValueState(6, 0, 10, 1, "6")).build());

        assertThat(lines()).containsExactly("object:property-change:accessible-value 6 0");
        assertThat(anyData(signals.get(0))).containsExactly("d", 6.0);
    }

    @Test
    void aBoundsChangeCarriesTheScreenRectangleFromTheAncestorsOrigins() {
        apply(current(BUTTON).bounds(new Rect(10, 10, 80, 25)).build());

        assertThat(lines()).containsExactly("object:bounds-changed 4 0");
        assertThat(anyData(signals.get(0))).containsExactly("(iiii)", new Object[] {35, 35, 80, 25});
    }
}
