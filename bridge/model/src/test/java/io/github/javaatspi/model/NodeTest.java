package io.github.javaatspi.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NodeTest {
    private final Node node = Node.builder(5, Role.LIST).parent(NodeId.ROOT).children(7, 8, 9).build();

    @Test
    void childAtOutOfRangeReturnsNone() {
        assertThat(node.childAt(1)).isEqualTo(8);
        assertThat(node.childAt(3)).isEqualTo(NodeId.NONE);
        assertThat(node.childAt(-1)).isEqualTo(NodeId.NONE);
    }

    @Test
    void indexOfChildFindsThePositionOrMinusOne() {
        assertThat(node.indexOfChild(9)).isEqualTo(2);
        assertThat(node.indexOfChild(42)).isEqualTo(-1);
    }

    @Test
    void sameContentAsIgnoresIndexInParentButEqualsDoesNot() {
        Node moved = node.withIndexInParent(3);

        assertThat(moved.sameContentAs(node)).isTrue();
        assertThat(moved).isNotEqualTo(node);
        assertThat(node.withIndexInParent(-1)).isEqualTo(node);
    }

    @Test
    void sameContentAsSeesAChangedName() {
        assertThat(node.toBuilder().name("other").build().sameContentAs(node)).isFalse();
    }

    @Test
    void sameContentAsSeesAScreenPlaceAndTheBuilderKeepsIt() {
        ScreenPlace place = new ScreenPlace(new Rect(110, 220, 30, 40), 100, 200, 5, 6, 7, true);

        Node placed = node.toBuilder().place(place).build();

        assertThat(placed.sameContentAs(node)).isFalse();
        assertThat(placed.toBuilder().build().place()).isEqualTo(place);
    }

    @Test
    void aScreenPlaceGivesScreenWindowAndParentBoxes() {
        ScreenPlace place = new ScreenPlace(new Rect(110, 220, 30, 40), 100, 200, 5, 6, 7, true);

        assertThat(place.in(CoordSpace.SCREEN)).isEqualTo(new Rect(110, 220, 30, 40));
        assertThat(place.in(CoordSpace.WINDOW)).isEqualTo(new Rect(10, 20, 30, 40));
        assertThat(place.in(CoordSpace.PARENT)).isEqualTo(new Rect(5, 6, 30, 40));
    }

    @Test
    void sameContentAsSeesLinksImagesAndDocuments() {
        LinkState link = new LinkState(0, 3, List.of(new LinkAnchor("https://example.org", NodeId.NONE,
                new ActionInfo("jump", "jump", "one", ""))), true, 0);

        assertThat(node.toBuilder().links(List.of(link)).build().sameContentAs(node)).isFalse();
        assertThat(node.toBuilder().image(new ImageState("logo", 2, 2)).build().sameContentAs(node)).isFalse();
        assertThat(node.toBuilder().document(new DocumentState("en", Map.of())).build().sameContentAs(node)).isFalse();
        assertThat(node.toBuilder().links(List.of(link)).build().toBuilder().build().links()).containsExactly(link);
        assertThat(node.links()).as("no links is an empty list, never null").isEmpty();
    }

    @Test
    void aLinkCoversTheCharactersFromItsStartToBeforeItsEnd() {
        LinkState link = new LinkState(4, 7, List.of(), true, 0);

        assertThat(link.covers(3)).isFalse();
        assertThat(link.covers(4)).isTrue();
        assertThat(link.covers(6)).isTrue();
        assertThat(link.covers(7)).isFalse();
    }

    @Test
    void childrenReturnsACopy() {
        long[] children = node.children();
        children[0] = 99;

        assertThat(node.childAt(0)).isEqualTo(7);
    }

    @Test
    void builderArrayIsCopiedToo() {
        long[] given = {7, 8};
        Node n = Node.builder(5, Role.LIST).children(given).build();
        given[0] = 99;

        assertThat(n.childAt(0)).isEqualTo(7);
    }

    @Test
    void nullStringsBecomeEmpty() {
        Node n = Node.builder(5, Role.LABEL).name(null).description(null).helpText(null).build();

        assertThat(n.name()).isEmpty();
        assertThat(n.description()).isEmpty();
        assertThat(n.helpText()).isEmpty();
        assertThat(n.accessibleId()).isEmpty();
        assertThat(n.locale()).isEmpty();
        assertThat(n.states()).isEqualTo(StateSet.EMPTY);
    }

    @Test
    void aSparseContainerCountsEveryChildButListsOnlyTheOnesRead() {
        Node table = Node.builder(5, Role.TABLE).children(7, 8).sparse(new SparseChildren(3_000_000, new int[] {10, 2_999_999}))
                .build();

        assertThat(table.childCount()).isEqualTo(3_000_000);
        assertThat(table.listedCount()).isEqualTo(2);
        assertThat(table.childAt(10)).isEqualTo(7);
        assertThat(table.childAt(2_999_999)).isEqualTo(8);
        assertThat(table.childAt(11)).as("not read yet").isEqualTo(NodeId.NONE);
        assertThat(table.childAt(3_000_000)).isEqualTo(NodeId.NONE);
        assertThat(table.indexOfChild(8)).isEqualTo(2_999_999);
        assertThat(table.positionOfListed(0)).isEqualTo(10);
    }

    @Test
    void sparsePositionsMustAscendInsideTheCountAndMatchTheListedIds() {
        assertThatThrownBy(() -> new SparseChildren(5, new int[] {3, 3})).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SparseChildren(5, new int[] {5})).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Node.builder(5, Role.LIST).children(7).sparse(new SparseChildren(5, new int[0])).build())
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void sameContentAsSeesAChildReadAtANewPosition() {
        Node a = Node.builder(5, Role.LIST).children(7).sparse(new SparseChildren(9, new int[] {1})).build();
        Node b = Node.builder(5, Role.LIST).children(7).sparse(new SparseChildren(9, new int[] {2})).build();

        assertThat(a.sameContentAs(b)).isFalse();
        assertThat(a.sameContentAs(a.toBuilder().build())).isTrue();
    }
}
