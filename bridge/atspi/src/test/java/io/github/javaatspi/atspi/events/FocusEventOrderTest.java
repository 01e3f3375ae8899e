package io.github.javaatspi.atspi.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.github.javaatspi.atspi.AtspiStates;
import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Window activation and focus moves: which events go out and in what order (GTK 3's, with the
 * focus event last; starting tree: {@link TranslatorFixture}).
 */
class FocusEventOrderTest extends TranslatorFixture {
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
     * The new focus first, then the old one's departure a moment later: Orca handles events in
     * order and takes each in before presenting the first, so a departure it then ignores, sent
     * with the arrival, came between the key and its speech.
     */
    @Test
    void focusMovingInsideOneWindowReachesTheNewObjectBeforeLeavingTheOldOne() {
        apply(current(BUTTON).states(StateSet.of(State.SENSITIVE, State.FOCUSABLE, State.SHOWING, State.FOCUSED))
                        .build(),
                current(TEXT).states(StateSet.of(State.FOCUSABLE, State.EDITABLE, State.SENSITIVE)).build());

        assertThat(lines()).containsExactly(
                "object:state-changed:focused 4 1",
                A_MOMENT_LATER,
                "object:state-changed:focused 5 0");
    }

    /**
     * Orca presents a list item from the list's active-descendant-changed: that goes at once, after
     * the item's cache entry (its states as they are now); its focus event follows a moment later.
     */
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
                "cache:add-accessible 8",
                "object:active-descendant-changed 6 1",
                A_MOMENT_LATER,
                "object:state-changed:focused 8 1",
                "object:state-changed:focused 7 0");
        assertThat(anyData(signals.get(1))).containsExactly("(so)", ref(8));
    }

    /**
     * libatspi keeps our items' states from the events and cache entries, and Orca speaks an item
     * as soon as it handles the list's active-descendant-changed: the item's selection must be
     * known by then, or it is "not selected". Its cache entry tells libatspi; the selection's
     * events follow a moment later, with the focus event, which comes last as in GTK 3.
     */
    @Test
    void aListItemGainingFocusAndSelectionHasItsSelectionAnnouncedBeforeItsFocus() {
        givenAFocusedContainer(Role.LIST, Role.LIST_ITEM);

        moveFocusAndSelectionFrom7To8();

        assertThat(lines()).containsExactly(
                "cache:add-accessible 8",
                "object:active-descendant-changed 6 1",
                A_MOMENT_LATER,
                "object:selection-changed 6 0",
                "object:state-changed:selected 8 1",
                "object:state-changed:focused 8 1",
                "object:state-changed:focused 7 0",
                "object:state-changed:selected 7 0");
        Object[] words = (Object[]) ((Object[]) signals.get(0).args()[0])[9];
        long[] selected = AtspiStates.words(StateSet.of(State.FOCUSED, State.SELECTABLE, State.SELECTED));
        assertThat(words).as("the entry's states: focused and selected").containsExactly(selected[0], selected[1]);
    }

    /**
     * A table cell keeps its selection ahead of the table's active-descendant-changed: Orca 43
     * speaks "selected" for a focused table cell's selection event on Up and Down, so the event
     * must reach it before the cell is its focus. The rest still follows a moment later.
     */
    @Test
    void aTableCellGainingFocusAndSelectionHasItsSelectionAnnouncedBeforeTheTablePresentsIt() {
        givenAFocusedContainer(Role.TABLE, Role.TABLE_CELL);

        moveFocusAndSelectionFrom7To8();

        assertThat(lines()).containsExactly(
                "object:state-changed:selected 8 1",
                "object:active-descendant-changed 6 1",
                "object:selection-changed 6 0",
                "object:state-changed:focused 8 1",
                A_MOMENT_LATER,
                "object:state-changed:focused 7 0",
                "object:state-changed:selected 7 0");
    }

    /**
     * A menu's items take the focus while the menu does not hold it: the menu's selection-changed
     * goes ahead of the item's focus, once, as GTK 3 sends it (Orca 43 speaks the item from it
     * without first checking the item's window, which its focus handler does in a subprocess), and
     * at once, after the item's cache entry; the rest a moment later.
     */
    @Test
    void aMenuItemArmedByAnArrowHasItsMenusSelectionChangedBeforeItsFocus() {
        givenAMenu(StateSet.of(State.SELECTABLE, State.SELECTED),
                StateSet.of(State.FOCUSED, State.SELECTABLE, State.SELECTED), StateSet.of(State.SELECTABLE));

        apply(current(7).states(StateSet.of(State.SELECTABLE)).build(),
                current(8).states(StateSet.of(State.FOCUSED, State.SELECTABLE, State.SELECTED)).build());

        assertThat(lines()).containsExactly(
                "cache:add-accessible 8",
                "object:selection-changed 6 0",
                A_MOMENT_LATER,
                "object:state-changed:selected 8 1",
                "object:state-changed:focused 8 1",
                "object:state-changed:focused 7 0",
                "object:state-changed:selected 7 0");
    }

    /**
     * Left closing a submenu: the focus goes back to the menu that contains the item it leaves.
     * The item's selected 0 goes ahead of the menu's focus (Orca presents a menu without a
     * selection by searching its descendants for one libatspi caches as SELECTED); its focused 0
     * follows a moment later. The menu collapses as it takes the focus, so its cache entry goes
     * first (as the combo box's below).
     */
    @Test
    void aSubmenuClosingBackOntoItsMenuDeselectsTheItemItLeavesBeforeTheMenuIsFocused() {
        long menu = EXTRA;
        givenAMenu(StateSet.of(State.SELECTABLE, State.SELECTED, State.EXPANDED), StateSet.of(State.SELECTABLE),
                StateSet.of(State.FOCUSED, State.SELECTABLE, State.SELECTED));

        apply(current(menu).states(StateSet.of(State.SELECTABLE, State.SELECTED, State.FOCUSED)).build(),
                current(8).states(StateSet.of(State.SELECTABLE)).build());

        assertThat(lines()).containsExactly(
                "cache:add-accessible " + menu,
                "object:state-changed:selected 8 0",
                "object:state-changed:focused " + menu + " 1",
                A_MOMENT_LATER,
                "object:state-changed:focused 8 0",
                "object:state-changed:expanded " + menu + " 0",
                "object:selection-changed " + menu + " 0");
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
                A_MOMENT_LATER,
                "object:state-changed:focused " + TEXT + " 0",
                "object:state-changed:checked " + TEXT + " 0");
    }

    /**
     * Expanded does not go ahead of the focus: GTK's combo box is not spoken "collapsed" when its
     * popup closes. Its cache entry, already collapsed, does: Orca notes the expanded state of its
     * new focus from libatspi's cache and then ignores the same news in the event.
     */
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
                "cache:add-accessible " + combo,
                "object:state-changed:focused " + combo + " 1",
                A_MOMENT_LATER,
                "object:state-changed:focused " + TEXT + " 0",
                "object:state-changed:expanded " + combo + " 0");
        Object[] words = (Object[]) ((Object[]) signals.get(0).args()[0])[9];
        long[] collapsed = AtspiStates.words(StateSet.of(State.FOCUSABLE, State.EXPANDABLE, State.FOCUSED));
        assertThat(words).as("the entry's states: focused, no longer expanded").containsExactly(collapsed[0], collapsed[1]);
    }

    /**
     * A focused container ({@link #EXTRA}, with the selection interface) of three selectable
     * items 7, 8, 9 in the panel, the first focused and selected; the text field not focused.
     */
    private void givenAFocusedContainer(Role container, Role items) {
        given(current(PANEL).children(BUTTON, TEXT, EXTRA).build(),
                current(TEXT).states(StateSet.of(State.FOCUSABLE, State.EDITABLE, State.SENSITIVE)).build(),
                Node.builder(EXTRA, container).parent(PANEL).capabilities(Set.of(Capability.SELECTION))
                        .states(StateSet.of(State.FOCUSED, State.FOCUSABLE)).children(7, 8, 9).build(),
                Node.builder(7, items).parent(EXTRA).states(StateSet.of(State.FOCUSED, State.SELECTABLE, State.SELECTED))
                        .build(),
                Node.builder(8, items).parent(EXTRA).states(StateSet.of(State.SELECTABLE)).build(),
                Node.builder(9, items).parent(EXTRA).states(StateSet.of(State.SELECTABLE)).build());
    }

    /** An arrow key in {@link #givenAFocusedContainer}: focus and selection move from item 7 to item 8. */
    private void moveFocusAndSelectionFrom7To8() {
        apply(current(7).states(StateSet.of(State.SELECTABLE)).build(),
                current(8).states(StateSet.of(State.FOCUSED, State.SELECTABLE, State.SELECTED)).build());
    }

    /** A menu ({@link #EXTRA}) of two items, 7 and 8, in the panel; the text field not focused. */
    private void givenAMenu(StateSet menuStates, StateSet first, StateSet second) {
        given(current(PANEL).children(BUTTON, TEXT, EXTRA).build(),
                current(TEXT).states(StateSet.of(State.FOCUSABLE, State.EDITABLE, State.SENSITIVE)).build(),
                Node.builder(EXTRA, Role.MENU).parent(PANEL).capabilities(Set.of(Capability.SELECTION))
                        .states(menuStates).children(7, 8).build(),
                Node.builder(7, Role.MENU_ITEM).parent(EXTRA).states(first).build(),
                Node.builder(8, Role.MENU_ITEM).parent(EXTRA).states(second).build());
    }
}
