package io.github.javaatspi.atspi.collection;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.atspi.AtspiRoles;
import io.github.javaatspi.atspi.AtspiStates;
import io.github.javaatspi.atspi.dispatch.AtspiError;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The queries on a small tree. Document order: root → frame 2 → panel 3 (button 4 "OK",
 * label 5, button 6 "Cancel" [focusable]) → panel 7 (button 8 "Help", text 9 [level=2]).
 */
class CollectionQueryTest {
    private static final int BUTTON = AtspiRoles.number(Role.BUTTON);
    private final Tree tree = new Tree();
    private CollectionQuery query;

    @BeforeEach
    void buildTree() {
        tree.apply(new TreeUpdate(List.of(
                Node.builder(NodeId.ROOT, Role.APPLICATION).children(2).build(),
                Node.builder(2, Role.FRAME).parent(NodeId.ROOT).children(3, 7).build(),
                Node.builder(3, Role.PANEL).parent(2).children(4, 5, 6).build(),
                Node.builder(4, Role.BUTTON).parent(3).name("OK").build(),
                Node.builder(5, Role.LABEL).parent(3).build(),
                Node.builder(6, Role.BUTTON).parent(3).name("Cancel").states(StateSet.of(State.FOCUSABLE)).build(),
                Node.builder(7, Role.PANEL).parent(2).children(8, 9).build(),
                Node.builder(8, Role.BUTTON).parent(7).name("Help").build(),
                Node.builder(9, Role.TEXT).parent(7).attributes(Map.of("level", "2")).build()), new long[0]),
                ChangeHandler.NONE);
        query = new CollectionQuery(tree, NodeId.ROOT, n -> n.role() == Role.TEXT ? List.of("text") : List.of());
    }

    @Test
    void matchesWalkTheSubtreeInDocumentOrderWithLimitAndReversal() {
        assertThat(ids(query.matches(buttons(), CollectionQuery.Sort.CANONICAL, 0, true))).containsExactly(4L, 6L, 8L);
        assertThat(ids(query.matches(buttons(), CollectionQuery.Sort.CANONICAL, 2, true))).containsExactly(4L, 6L);
        assertThat(ids(query.matches(buttons(), CollectionQuery.Sort.REVERSE_CANONICAL, 2, true)))
                .containsExactly(6L, 4L);
        assertThat(ids(query.matches(buttons(), CollectionQuery.Sort.CANONICAL, 0, false))).isEmpty();
    }

    @Test
    void fromAnObjectTheThreeTraversalsDiffer() {
        assertThat(ids(query.matchesFrom(3, buttons(), CollectionQuery.Sort.CANONICAL,
                CollectionQuery.Traversal.RESTRICT_CHILDREN, 0, true))).containsExactly(4L, 6L);
        assertThat(ids(query.matchesFrom(4, buttons(), CollectionQuery.Sort.CANONICAL,
                CollectionQuery.Traversal.RESTRICT_SIBLING, 0, true))).containsExactly(6L);
        assertThat(ids(query.matchesFrom(4, buttons(), CollectionQuery.Sort.CANONICAL,
                CollectionQuery.Traversal.INORDER, 0, true))).containsExactly(6L, 8L);
    }

    @Test
    void toAnObjectResultsComeNearestFirst() {
        assertThat(ids(query.matchesTo(8, buttons(), CollectionQuery.Sort.CANONICAL,
                CollectionQuery.Traversal.INORDER, false, 0, true))).containsExactly(6L, 4L);
        assertThat(ids(query.matchesTo(8, buttons(), CollectionQuery.Sort.CANONICAL,
                CollectionQuery.Traversal.INORDER, false, 1, true))).containsExactly(6L);
        assertThat(ids(query.matchesTo(8, buttons(), CollectionQuery.Sort.CANONICAL,
                CollectionQuery.Traversal.INORDER, true, 0, true))).as("within its parent only").isEmpty();
        assertThat(ids(query.matchesTo(6, buttons(), CollectionQuery.Sort.CANONICAL,
                CollectionQuery.Traversal.RESTRICT_SIBLING, false, 0, true))).containsExactly(4L);
    }

    @Test
    void statesAttributesInterfacesAndInvertCombine() {
        MatchRule focusableButtons = rule(List.of(AtspiStates.number(State.FOCUSABLE)), MatchType.ALL, List.of(),
                List.of(BUTTON), MatchType.ANY, List.of(), false);
        MatchRule level2Texts = rule(List.of(), MatchType.ALL, List.<String[]>of(new String[] {"LEVEL", "1"},
                new String[] {"level", "2"}), List.of(), MatchType.ALL, List.of("text"), false);
        MatchRule notButtons = rule(List.of(), MatchType.ALL, List.of(), List.of(BUTTON), MatchType.ANY, List.of(), true);

        assertThat(ids(query.matches(focusableButtons, CollectionQuery.Sort.CANONICAL, 0, true))).containsExactly(6L);
        assertThat(ids(query.matches(level2Texts, CollectionQuery.Sort.CANONICAL, 0, true)))
                .as("alternative values of one attribute").containsExactly(9L);
        assertThat(ids(query.matches(notButtons, CollectionQuery.Sort.CANONICAL, 0, true)))
                .containsExactly(2L, 3L, 5L, 7L, 9L);
    }

    @Test
    void unsupportedSortOrdersAndOutsideObjectsAreRefused() {
        assertThatThrownBy(() -> CollectionQuery.Sort.of(2)).isInstanceOf(AtspiError.class)
                .hasMessageContaining("not supported");
        CollectionQuery fromPanel = new CollectionQuery(tree, 7, n -> List.of());
        assertThatThrownBy(() -> fromPanel.matchesFrom(4, buttons(), CollectionQuery.Sort.CANONICAL,
                CollectionQuery.Traversal.INORDER, 0, true)).isInstanceOf(AtspiError.class);
    }

    @Test
    void ruleValuesListAlternativesWithEscapedColons() {
        assertThat(MatchRule.alternatives("a:b\\:c:")).containsExactly("a", "b:c", "");
    }

    private static MatchRule buttons() {
        return rule(List.of(), MatchType.ALL, List.of(), List.of(BUTTON), MatchType.ANY, List.of(), false);
    }

    private static MatchRule rule(List<Integer> states, MatchType stateMatch, List<String[]> attributes,
            List<Integer> roles, MatchType roleMatch, List<String> interfaces, boolean invert) {
        return new MatchRule(states, stateMatch, attributes, MatchType.ALL, roles, roleMatch, interfaces,
                MatchType.ALL, invert);
    }

    private static List<Long> ids(List<Node> nodes) {
        List<Long> out = new ArrayList<>();
        nodes.forEach(n -> out.add(n.id()));
        return out;
    }
}
