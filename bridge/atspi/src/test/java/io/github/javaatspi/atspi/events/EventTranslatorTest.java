package io.github.javaatspi.atspi.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.atspi.adaptors.CacheItems;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.SelectionState;
import io.github.javaatspi.model.SparseChildren;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import io.github.javaatspi.model.TableState;
import io.github.javaatspi.model.TextState;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.model.ValueState;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The translator as the bridge drives it: a real {@link Tree} applies each update and tells the
 * translator, which emits everything at the end of the update, in GTK 3's order.
 *
 * <p>The starting tree: root → frame "Main" (active, on screen at 20,20) → panel → the button
 * "OK" and the text field, which has the focus.
 */
class EventTranslatorTest {
    private static final long FRAME = 2;
    private static final long PANEL = 3;
    private static final long BUTTON = 4;
    private static final long TEXT = 5;
    private static final long EXTRA = 6;
    private static final long DIALOG = 20;
    private static final long DIALOG_BUTTON = 21;
    private static final String BUS = ":1.5";

    private final List<AtspiSignal> signals = new ArrayList<>();
    private final Tree tree = new Tree();
    private EventTranslator translator;

    @BeforeEach
    void setUp() {
        AtspiContext ctx = new AtspiContext(tree, null, new ApplicationInfo("Toolkit", "1"), RegistryPort.NONE);
        ctx.busName(BUS);
        translator = new AtspiServer(ctx, signals::add, () -> "").translator();
        given(root(FRAME),
                Node.builder(FRAME, Role.FRAME).parent(NodeId.ROOT).name("Main")
                        .states(StateSet.of(State.ACTIVE, State.SHOWING, State.VISIBLE))
                        .bounds(new Rect(20, 20, 800, 600)).children(PANEL).build(),
                Node.builder(PANEL, Role.PANEL).parent(FRAME).bounds(new Rect(5, 5, 790, 590))
                        .children(BUTTON, TEXT).build(),
                Node.builder(BUTTON, Role.BUTTON).parent(PANEL).name("OK")
                        .states(StateSet.of(State.SENSITIVE, State.FOCUSABLE, State.SHOWING))
                        .capabilities(Set.of(Capability.COMPONENT, Capability.ACTION))
                        .bounds(new Rect(10, 10, 60, 25)).build(),
                Node.builder(TEXT, Role.TEXT).parent(PANEL).name("Name")
                        .states(StateSet.of(State.FOCUSED, State.FOCUSABLE, State.EDITABLE, State.SENSITIVE))
                        .capabilities(Set.of(Capability.COMPONENT, Capability.TEXT))
                        .text(new TextState("abc", 3, 3, 3, 0)).build());
    }

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

    // ---- activation and focus ----

    @Test
    void focusMovingToANewlyActivatedDialogFollowsGtksOrderAfterTheDialogsCacheEntry() {
        apply(dialogOpenedWithTheFocus());

        List<String> lines = lines();
        assertThat(lines.subList(lines.indexOf("window:create 20"), lines.size())).containsExactly(
                "window:create 20",
                "window:deactivate 2",
                "object:state-changed:focused 5 0",
                "object:state-changed:active 2 0",
                "cache:add-accessible 20",
                "window:activate 20",
                "object:state-changed:active 20 1",
                "object:state-changed:focused 21 1");
    }

    @Test
    void aRemovedActiveWindowIsDeactivatedThenDestroyedThenDefunct() {
        applyRemoving(new long[] {FRAME, PANEL, BUTTON, TEXT}, root());

        List<String> types = types();
        assertThat(signals).filteredOn(s -> s.iface().equals(Interfaces.EVENT_WINDOW))
                .extracting(AtspiSignal::eventType, AtspiSignal::path)
                .containsExactly(tuple("window:deactivate", path(FRAME)), tuple("window:destroy", path(FRAME)));
        assertThat(types).doesNotContain("object:state-changed:active");
        List<String> tail = lines().subList(types.indexOf("window:destroy") + 1, signals.size());
        assertThat(tail).containsExactlyInAnyOrder(
                "object:state-changed:defunct 2 1", "cache:remove-accessible 2",
                "object:state-changed:defunct 3 1", "cache:remove-accessible 3",
                "object:state-changed:defunct 4 1", "cache:remove-accessible 4",
                "object:state-changed:defunct 5 1", "cache:remove-accessible 5");
        assertThat(tail.get(tail.size() - 1)).startsWith("cache:remove-accessible");
    }

    @Test
    void closingTheActiveDialogGivesTheFocusBackToTheFrameInGtksOrderAfterTheFramesCacheEntry() {
        given(dialogOpenedWithTheFocus());

        applyRemoving(new long[] {DIALOG, DIALOG_BUTTON}, root(FRAME),
                current(FRAME).states(StateSet.of(State.ACTIVE, State.SHOWING, State.VISIBLE)).build(),
                current(TEXT).states(StateSet.of(State.FOCUSED, State.FOCUSABLE, State.EDITABLE, State.SENSITIVE))
                        .build());

        assertThat(lines()).containsExactly(
                "object:children-changed:remove root 1",
                "window:deactivate 20",
                "window:destroy 20",
                "cache:add-accessible 2",
                "window:activate 2",
                "object:state-changed:active 2 1",
                "object:state-changed:focused 5 1",
                "object:state-changed:defunct 20 1",
                "cache:remove-accessible 20",
                "object:state-changed:defunct 21 1",
                "cache:remove-accessible 21");
    }

    @Test
    void aDialogHiddenBeforeItLosesTheFocusTakesItsFocusAlongUnannouncedAsInGtk() {
        given(dialogOpenedWithTheFocus());

        apply(current(DIALOG).states(StateSet.of()).build(),
                current(DIALOG_BUTTON).states(StateSet.of(State.FOCUSABLE, State.SENSITIVE)).build());

        assertThat(lines()).containsExactly(
                "window:deactivate 20",
                "object:state-changed:active 20 0",
                "object:state-changed:showing 20 0");
    }

    /**
     * The new focus first, then the old one's departure: Orca handles events in order and spends a
     * millisecond or two on a departure it then ignores, before it reaches the arrival it speaks.
     */
    @Test
    void focusMovingInsideOneWindowReachesTheNewObjectBeforeLeavingTheOldOne() {
        apply(current(BUTTON).states(StateSet.of(State.SENSITIVE, State.FOCUSABLE, State.SHOWING, State.FOCUSED))
                        .build(),
                current(TEXT).states(StateSet.of(State.FOCUSABLE, State.EDITABLE, State.SENSITIVE)).build());

        assertThat(lines()).containsExactly(
                "object:state-changed:focused 4 1",
                "object:state-changed:focused 5 0");
    }

    @Test
    void aListItemGainingFocusIsAlsoTheListsActiveDescendant() {
        long list = EXTRA;
        given(current(PANEL).children(BUTTON, TEXT, list).build(),
                current(TEXT).states(StateSet.of(State.FOCUSABLE, State.EDITABLE, State.SENSITIVE)).build(),
                Node.builder(list, Role.LIST).parent(PANEL).states(StateSet.of(State.FOCUSED, State.FOCUSABLE))
                        .children(7, 8, 9).build(),
                item(7, list).states(StateSet.of(State.FOCUSED)).build(),
                item(8, list).build(),
                item(9, list).build());

        apply(current(7).states(StateSet.EMPTY).build(), current(8).states(StateSet.of(State.FOCUSED)).build());

        assertThat(lines()).containsExactly(
                "object:active-descendant-changed 6 1",
                "object:state-changed:focused 8 1",
                "object:state-changed:focused 7 0");
        assertThat(anyData(signals.get(0))).containsExactly("(so)", ref(8));
    }

    /**
     * libatspi keeps our items' states from the events, and Orca speaks an item when it handles
     * its focus event: the item's selection must be known by then, or it is "not selected". The
     * focus event comes last, as in GTK 3: Orca presents the item from the events before it.
     */
    @Test
    void aListItemGainingFocusAndSelectionHasItsSelectionAnnouncedBeforeItsFocus() {
        long list = EXTRA;
        given(current(PANEL).children(BUTTON, TEXT, list).build(),
                current(TEXT).states(StateSet.of(State.FOCUSABLE, State.EDITABLE, State.SENSITIVE)).build(),
                Node.builder(list, Role.LIST).parent(PANEL).capabilities(Set.of(Capability.SELECTION))
                        .states(StateSet.of(State.FOCUSED, State.FOCUSABLE)).children(7, 8, 9).build(),
                item(7, list).states(StateSet.of(State.FOCUSED, State.SELECTABLE, State.SELECTED)).build(),
                item(8, list).states(StateSet.of(State.SELECTABLE)).build(),
                item(9, list).states(StateSet.of(State.SELECTABLE)).build());

        apply(current(7).states(StateSet.of(State.SELECTABLE)).build(),
                current(8).states(StateSet.of(State.FOCUSED, State.SELECTABLE, State.SELECTED)).build());

        assertThat(lines()).containsExactly(
                "object:state-changed:selected 8 1",
                "object:active-descendant-changed 6 1",
                "object:selection-changed 6 0",
                "object:state-changed:focused 8 1",
                "object:state-changed:focused 7 0",
                "object:state-changed:selected 7 0");
    }

    /**
     * A menu's items take the focus while the menu does not hold it: the menu's selection-changed
     * goes ahead of the item's focus, once, as GTK 3 sends it (Orca 43 speaks the item from it
     * without first checking the item's window, which its focus handler does in a subprocess).
     */
    @Test
    void aMenuItemArmedByAnArrowHasItsMenusSelectionChangedBeforeItsFocus() {
        long menu = EXTRA;
        given(current(PANEL).children(BUTTON, TEXT, menu).build(),
                current(TEXT).states(StateSet.of(State.FOCUSABLE, State.EDITABLE, State.SENSITIVE)).build(),
                Node.builder(menu, Role.MENU).parent(PANEL).capabilities(Set.of(Capability.SELECTION))
                        .states(StateSet.of(State.SELECTABLE, State.SELECTED)).children(7, 8).build(),
                Node.builder(7, Role.MENU_ITEM).parent(menu)
                        .states(StateSet.of(State.FOCUSED, State.SELECTABLE, State.SELECTED)).build(),
                Node.builder(8, Role.MENU_ITEM).parent(menu).states(StateSet.of(State.SELECTABLE)).build());

        apply(current(7).states(StateSet.of(State.SELECTABLE)).build(),
                current(8).states(StateSet.of(State.FOCUSED, State.SELECTABLE, State.SELECTED)).build());

        assertThat(lines()).containsExactly(
                "object:state-changed:selected 8 1",
                "object:selection-changed 6 0",
                "object:state-changed:focused 8 1",
                "object:state-changed:focused 7 0",
                "object:state-changed:selected 7 0");
    }

    @Test
    void aRadioButtonCheckedByTheArrowThatFocusedItIsCheckedBeforeItIsFocused() {
        given(current(PANEL).children(BUTTON, TEXT, EXTRA).build(),
                current(TEXT).states(StateSet.of(State.FOCUSABLE, State.CHECKED, State.FOCUSED)).build(),
                Node.builder(EXTRA, Role.RADIO_BUTTON).parent(PANEL).states(StateSet.of(State.FOCUSABLE)).build());

        apply(current(TEXT).states(StateSet.of(State.FOCUSABLE)).build(),
                current(EXTRA).states(StateSet.of(State.FOCUSABLE, State.CHECKED, State.FOCUSED)).build());

        assertThat(lines()).containsExactly(
                "object:state-changed:checked " + EXTRA + " 1",
                "object:state-changed:focused " + EXTRA + " 1",
                "object:state-changed:focused " + TEXT + " 0",
                "object:state-changed:checked " + TEXT + " 0");
    }

    /** Expanded does not go ahead of the focus: GTK's combo box is not spoken "collapsed" when its popup closes. */
    @Test
    void aComboBoxGettingTheFocusBackAsItsPopupClosesIsFocusedBeforeItCollapses() {
        long combo = EXTRA;
        given(current(PANEL).children(BUTTON, TEXT, combo).build(),
                current(TEXT).states(StateSet.of(State.FOCUSABLE, State.EDITABLE, State.SENSITIVE, State.FOCUSED)).build(),
                Node.builder(combo, Role.COMBO_BOX).parent(PANEL)
                        .states(StateSet.of(State.FOCUSABLE, State.EXPANDABLE, State.EXPANDED)).build());

        apply(current(TEXT).states(StateSet.of(State.FOCUSABLE, State.EDITABLE, State.SENSITIVE)).build(),
                current(combo).states(StateSet.of(State.FOCUSABLE, State.EXPANDABLE, State.FOCUSED)).build());

        assertThat(lines()).containsExactly(
                "object:state-changed:focused " + combo + " 1",
                "object:state-changed:focused " + TEXT + " 0",
                "object:state-changed:expanded " + combo + " 0");
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
        given(current(table).table(new TableState(3, 1, "", "", List.of("Item"), NodeId.NONE, NodeId.NONE, 0, 0)).build());

        apply(current(table).children(7, 8, 9, 10).table(new TableState(4, 1, "", "", List.of("Item"), NodeId.NONE, NodeId.NONE, 0, 0)).build(),
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

    // ---- text ----

    @Test
    void anInsertionIsReportedWithOffsetLengthAndTextBeforeTheCaretMoves() {
        givenText(new TextState("abc", 2, 2, 2, 0));

        apply(current(TEXT).text(new TextState("abxc", 3, 3, 3, 0)).build());

        assertThat(signals).extracting(AtspiSignal::eventType, s -> s.args()[1], s -> s.args()[2], this::anyValue)
                .containsExactly(
                        tuple("object:text-changed:insert", 2, 1, "x"),
                        tuple("object:text-caret-moved", 3, 0, 0));
    }

    @Test
    void aDeletionIsReportedWithTheDeletedText() {
        givenText(new TextState("abxc", 3, 3, 3, 0));

        apply(current(TEXT).text(new TextState("abc", 2, 2, 2, 0)).build());

        assertThat(signals).filteredOn(s -> s.member().equals("TextChanged"))
                .extracting(AtspiSignal::eventType, s -> s.args()[1], s -> s.args()[2], this::anyValue)
                .containsExactly(tuple("object:text-changed:delete", 2, 1, "x"));
    }

    @Test
    void aReplacementIsADeletionThenAnInsertion() {
        givenText(new TextState("abc", 0, 0, 0, 0));

        apply(current(TEXT).text(new TextState("aXYc", 0, 0, 0, 0)).build());

        assertThat(signals).extracting(AtspiSignal::eventType, s -> s.args()[1], s -> s.args()[2], this::anyValue)
                .containsExactly(
                        tuple("object:text-changed:delete", 1, 1, "b"),
                        tuple("object:text-changed:insert", 1, 2, "XY"));
    }

    @Test
    void textOffsetsAreCountedInCodePoints() {
        givenText(new TextState("\uD83D\uDE00a", 2, 2, 2, 0));

        apply(current(TEXT).text(new TextState("\uD83D\uDE00ab", 3, 3, 3, 0)).build());

        assertThat(signals).filteredOn(s -> s.member().equals("TextChanged"))
                .extracting(AtspiSignal::eventType, s -> s.args()[1], s -> s.args()[2], this::anyValue)
                .containsExactly(tuple("object:text-changed:insert", 2, 1, "b"));
    }

    @Test
    void aCaretMoveAloneIsOnlyACaretMovedEvent() {
        apply(current(TEXT).text(new TextState("abc", 1, 1, 1, 0)).build());

        assertThat(lines()).containsExactly("object:text-caret-moved 5 1");
    }

    @Test
    void aNewSelectionIsAnnounced() {
        givenText(new TextState("abcd", 1, 1, 1, 0));

        apply(current(TEXT).text(new TextState("abcd", 3, 1, 3, 0)).build());

        assertThat(types()).containsExactly("object:text-selection-changed", "object:text-caret-moved");
    }

    @Test
    void aCaretMoveWithoutSelectionBeforeOrAfterIsNoSelectionChange() {
        givenText(new TextState("abcd", 1, 1, 1, 0));

        apply(current(TEXT).text(new TextState("abcd", 2, 2, 2, 0)).build());

        assertThat(types()).containsExactly("object:text-caret-moved");
    }

    // ---- announcements ----

    @Test
    void anAnnouncementComesFromTheActiveWindow() {
        translator.announce("Saved", 2);

        assertThat(signals).singleElement().satisfies(s -> {
            assertThat(s.eventType()).isEqualTo("object:announcement");
            assertThat(s.path()).isEqualTo(path(FRAME));
            assertThat(s.args()[1]).isEqualTo(2);
            assertThat(anyData(s)).containsExactly("s", "Saved");
        });
    }

    @Test
    void anAnnouncementComesFromTheApplicationWhenNoWindowIsActive() {
        given(current(FRAME).states(StateSet.of(State.SHOWING)).build());

        translator.announce("Saved", 1);

        assertThat(signals).singleElement().satisfies(s -> {
            assertThat(s.eventType()).isEqualTo("object:announcement");
            assertThat(s.path()).isEqualTo(ObjectPaths.ROOT);
            assertThat(s.args()[1]).isEqualTo(1);
        });
    }

    @Test
    void withoutAnnouncementListenersAnAnnouncementAlsoShowsAHiddenNotification() {
        EventTranslator forOlderClients = translatorFor((klass, major, minor) -> !major.equals("Announcement"));

        forOlderClients.announce("Saved", 1);

        assertThat(lines()).containsExactly(
                "object:announcement 2 1",
                "object:property-change:accessible-name " + NodeId.ANNOUNCER + " 0",
                "object:state-changed:showing " + NodeId.ANNOUNCER + " 1");
        Node notification = tree.get(NodeId.ANNOUNCER);
        assertThat(notification.role()).isEqualTo(Role.NOTIFICATION);
        assertThat(notification.name()).isEqualTo("Saved");
        assertThat(tree.get(NodeId.ROOT).children()).doesNotContain(NodeId.ANNOUNCER);
    }

    @Test
    void theHiddenNotificationTakesEachNewAnnouncement() {
        EventTranslator forOlderClients = translatorFor((klass, major, minor) -> false);
        forOlderClients.announce("Saving", 1);
        signals.clear();

        forOlderClients.announce("Saved", 1);

        assertThat(signals).filteredOn(s -> s.eventType().equals("object:property-change:accessible-name"))
                .singleElement().satisfies(s -> assertThat(anyValue(s)).isEqualTo("Saved"));
        assertThat(tree.get(NodeId.ANNOUNCER).name()).isEqualTo("Saved");
    }

    // ---- text attributes ----

    @Test
    void aNewTextRevisionWithTheSameTextIsAnAttributeChange() {
        apply(current(TEXT).text(new TextState("abc", 3, 3, 3, 1)).build());

        assertThat(lines()).containsExactly("object:text-attributes-changed 5 0");
    }

    @Test
    void aNewTextRevisionWithNewTextIsOnlyATextChange() {
        apply(current(TEXT).text(new TextState("abcd", 3, 3, 3, 1)).build());

        assertThat(types()).containsExactly("object:text-changed:insert");
    }

    @Test
    void eventTypeJoinsClassMajorAndDetail() {
        AtspiSignal checked = AtspiSignal.event("/p", Interfaces.EVENT_OBJECT, "StateChanged", "checked", 1, 0, "i", 0);
        AtspiSignal create = AtspiSignal.event("/p", Interfaces.EVENT_WINDOW, "Create", "", 0, 0, "s", "");

        assertThat(checked.eventType()).isEqualTo("object:state-changed:checked");
        assertThat(create.eventType()).isEqualTo("window:create");
    }

    @Test
    void readingOrReleasingChildrenOfASparseContainerIsNoChildrenChange() {
        long list = givenSparseList(1000, new long[] {7}, new int[] {0});

        apply(current(list).children(7, 8).sparse(new SparseChildren(1000, new int[] {0, 500})).build(),
                item(8, list).build());
        applyRemoving(new long[] {7}, current(list).children(8).sparse(new SparseChildren(1000, new int[] {500}))
                .build());

        assertThat(lines()).containsExactly(
                "cache:add-accessible 8",
                "object:state-changed:defunct 7 1",
                "cache:remove-accessible 7");
    }

    @Test
    void aSparseContainerThatGrowsOrShrinksAnnouncesTheChildrenThatCameOrWentAtTheirPositions() {
        long list = givenSparseList(1000, new long[] {7}, new int[] {10});

        apply(current(list).children(8, 7).sparse(new SparseChildren(1001, new int[] {0, 11})).build(),
                item(8, list).build());
        applyRemoving(new long[] {8}, current(list).children(7).sparse(new SparseChildren(1000, new int[] {10}))
                .build());

        assertThat(lines()).containsExactly(
                "cache:add-accessible 8",
                "object:children-changed:add " + list + " 0",
                "object:children-changed:remove " + list + " 0",
                "object:state-changed:defunct 8 1",
                "cache:remove-accessible 8");
    }

    @Test
    void aSelectionCountThatMovesWithoutAReadChildChangingGivesSelectionChanged() {
        long list = givenSparseList(1000, new long[] {7}, new int[] {0});
        given(current(list).capabilities(Set.of(Capability.SELECTION)).selection(new SelectionState(0, 1000)).build());

        apply(current(list).selection(new SelectionState(1000, 1000)).build());

        assertThat(lines()).containsExactly("object:selection-changed " + list + " 0");
    }

    @Test
    void aNewCaptionIsAnnouncedWithTheCaptionObject() {
        long table = givenList(Capability.TABLE);
        given(current(table).table(new TableState(3, 1, "", "", List.of("Item"), NodeId.NONE, NodeId.NONE, 0, 0))
                .build());

        apply(current(table).table(new TableState(3, 1, "Fruit", "", List.of("Item"), BUTTON, NodeId.NONE, 0, 0))
                .build());

        assertThat(lines()).containsExactly("object:property-change:accessible-table-caption-object 6 0");
        assertThat(anyData(signals.get(0))).containsExactly("(so)", ref(BUTTON));
    }

    // ---- fixture ----

    private static Node root(long... windows) {
        return Node.builder(NodeId.ROOT, Role.APPLICATION).name("Demo").children(windows).build();
    }

    private static Node.Builder item(long id, long parent) {
        return Node.builder(id, Role.LIST_ITEM).parent(parent).name("item " + id);
    }

    private EventTranslator translatorFor(EventInterest interest) {
        AtspiContext ctx = new AtspiContext(tree, null, new ApplicationInfo("Toolkit", "1"), RegistryPort.NONE);
        ctx.busName(BUS);
        return new AtspiServer(ctx, signals::add, interest, () -> "").translator();
    }

    /** The node as published now, to change. */
    /** The dialog "Settings" (20) opened over the frame, active, its button Close (21) focused. */
    private Node[] dialogOpenedWithTheFocus() {
        return new Node[] {root(FRAME, DIALOG),
            current(FRAME).states(StateSet.of(State.SHOWING, State.VISIBLE)).build(),
            current(TEXT).states(StateSet.of(State.FOCUSABLE, State.EDITABLE, State.SENSITIVE)).build(),
            Node.builder(DIALOG, Role.DIALOG).parent(NodeId.ROOT).name("Settings")
                    .states(StateSet.of(State.ACTIVE, State.SHOWING)).children(DIALOG_BUTTON).build(),
            Node.builder(DIALOG_BUTTON, Role.BUTTON).parent(DIALOG).name("Close")
                    .states(StateSet.of(State.FOCUSED, State.FOCUSABLE, State.SENSITIVE)).build()};
    }

    private Node.Builder current(long id) {
        return tree.get(id).toBuilder();
    }

    /** A container (id 6, in the panel) with three items 7, 8, 9, the first selected. */
    private long givenList(Capability kind) {
        long list = EXTRA;
        given(current(PANEL).children(BUTTON, TEXT, list).build(),
                Node.builder(list, kind == Capability.TABLE ? Role.TABLE : Role.LIST).parent(PANEL)
                        .capabilities(Set.of(kind)).children(7, 8, 9).build(),
                item(7, list).states(StateSet.of(State.SELECTABLE, State.SELECTED)).build(),
                item(8, list).states(StateSet.of(State.SELECTABLE)).build(),
                item(9, list).states(StateSet.of(State.SELECTABLE)).build());
        return list;
    }

    /** A sparse list (id 6, in the panel) of {@code count} items, {@code ids} read at {@code positions}. */
    private long givenSparseList(int count, long[] ids, int[] positions) {
        long list = EXTRA;
        List<Node> nodes = new ArrayList<>(List.of(current(PANEL).children(BUTTON, TEXT, list).build(),
                Node.builder(list, Role.LIST).parent(PANEL).states(StateSet.of(State.MANAGES_DESCENDANTS))
                        .children(ids).sparse(new SparseChildren(count, positions)).build()));
        for (long id : ids) {
            nodes.add(item(id, list).build());
        }
        given(nodes.toArray(new Node[0]));
        return list;
    }

    private void givenText(TextState text) {
        given(current(TEXT).text(text).build());
    }

    /** Publishes nodes without telling the translator: the state a test starts from. */
    private void given(Node... nodes) {
        tree.apply(new TreeUpdate(List.of(nodes), new long[0]), ChangeHandler.NONE);
        assertThat(signals).isEmpty();
    }

    private void apply(Node... nodes) {
        applyRemoving(new long[0], nodes);
    }

    private void applyRemoving(long[] removed, Node... nodes) {
        tree.apply(new TreeUpdate(List.of(nodes), removed), translator);
    }

    private List<String> types() {
        return signals.stream().map(AtspiSignal::eventType).toList();
    }

    /**
     * Each signal as "type source detail1" (a window or focus event without the number, a cache
     * signal with the object it adds or removes), e.g. "object:state-changed:focused 5 0".
     */
    private List<String> lines() {
        return signals.stream().map(s -> {
            if (s.iface().equals(Interfaces.CACHE)) {
                Object[] ref = s.member().equals("AddAccessible")
                        ? (Object[]) ((Object[]) s.args()[0])[0] : (Object[]) s.args()[0];
                return s.eventType() + " " + shortPath((String) ref[1]);
            }
            String line = s.eventType() + " " + shortPath(s.path());
            return s.iface().equals(Interfaces.EVENT_OBJECT) ? line + " " + s.args()[1] : line;
        }).toList();
    }

    private static String shortPath(String path) {
        return path.substring(ObjectPaths.ACCESSIBLE_PREFIX.length());
    }

    private static String path(long id) {
        return ObjectPaths.of(id);
    }

    private static Object[] ref(long id) {
        return new Object[] {BUS, ObjectPaths.of(id)};
    }

    private static Object[] anyData(AtspiSignal s) {
        return (Object[]) s.args()[3];
    }

    private Object anyValue(AtspiSignal s) {
        return anyData(s)[1];
    }
}
