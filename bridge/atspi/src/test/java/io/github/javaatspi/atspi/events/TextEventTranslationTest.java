package io.github.javaatspi.atspi.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.SelectionState;
import io.github.javaatspi.model.SparseChildren;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import io.github.javaatspi.model.TableState;
import io.github.javaatspi.model.TextState;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Text changes, caret and selection, text attributes and announcements as AT-SPI events (starting
 * tree: {@link TranslatorFixture}).
 */
class TextEventTranslationTest extends TranslatorFixture {
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
    void aMultiLineTextsCaretMovesAheadOfItsSelectionAsInGtksTextView() {
        given(current(TEXT).states(StateSet.of(State.FOCUSED, State.EDITABLE, State.MULTI_LINE))
                .text(new TextState("ab\ncd", 0, 0, 0, 0)).build());

        apply(current(TEXT).text(new TextState("ab\ncd", 3, 0, 3, 0)).build());

        assertThat(types()).containsExactly("object:text-caret-moved", "object:text-selection-changed");
    }

    @Test
    void aSelectionThatGoesWhileTheCaretStaysIsASelectionChangeAlone() {
        givenText(new TextState("abcd", 0, 0, 4, 0));

        apply(current(TEXT).text(new TextState("abcd", 0, 0, 0, 0)).build());

        assertThat(types()).containsExactly("object:text-selection-changed");
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

    /** GTK's tree view: the node's expanded state first, then the rows it brought. */
    @Test
    void aRowThatExpandsIsAnnouncedBeforeTheRowsItBringsIntoItsSparseContainer() {
        long list = givenSparseList(1000, new long[] {7}, new int[] {10});

        apply(current(list).children(7, 8).sparse(new SparseChildren(1001, new int[] {10, 11})).build(),
                current(7).states(StateSet.of(State.EXPANDABLE, State.EXPANDED)).build(),
                item(8, list).build());

        assertThat(lines()).containsExactly(
                "cache:add-accessible 8",
                "object:state-changed:expandable 7 1",
                "object:state-changed:expanded 7 1",
                "object:children-changed:add " + list + " 11");
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
        given(current(table).table(new TableState(3, 1, "", "", List.of("Item"), NodeId.NONE, NodeId.NONE,
                NodeId.NONE, 0, 0)).build());

        apply(current(table).table(new TableState(3, 1, "Fruit", "", List.of("Item"), BUTTON, NodeId.NONE,
                NodeId.NONE, 0, 0)).build());

        assertThat(lines()).containsExactly("object:property-change:accessible-table-caption-object 6 0");
        assertThat(anyData(signals.get(0))).containsExactly("(so)", ref(BUTTON));
    }
}
