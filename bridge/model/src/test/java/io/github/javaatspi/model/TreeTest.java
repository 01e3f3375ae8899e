package io.github.javaatspi.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TreeTest {
    private final Tree tree = new Tree();
    private final Recorder recorder = new Recorder();

    @Test
    void firstUpdateAddsEveryNodeAndReportsEachAsAdded() {
        tree.apply(update(node(1, NodeId.NONE, 2, 3), node(2, 1), node(3, 1)), recorder);

        assertThat(tree.size()).isEqualTo(3);
        assertThat(recorder.events).containsExactlyInAnyOrder("added 1", "added 2", "added 3");
    }

    @Test
    void changedNodeIsReportedAsUpdatedWithOldAndNewVersion() {
        tree.apply(update(node(1, NodeId.NONE, 2, 3), node(2, 1), node(3, 1)), ChangeHandler.NONE);

        tree.apply(update(node(2, 1).toBuilder().name("renamed").build(), node(3, 1)), recorder);

        assertThat(recorder.events).containsExactly("updated 2");
        assertThat(recorder.old.name()).isEmpty();
        assertThat(recorder.now.name()).isEqualTo("renamed");
        assertThat(tree.get(2).name()).isEqualTo("renamed");
    }

    @Test
    void theVersionMovesWithEveryUpdateAndClearOnly() {
        long empty = tree.version();
        tree.apply(update(node(1, NodeId.NONE, 2), node(2, 1)), ChangeHandler.NONE);
        long first = tree.version();
        tree.get(2);
        tree.nodes();

        assertThat(tree.version()).as("reading changes nothing").isEqualTo(first).isNotEqualTo(empty);
        tree.apply(update(node(2, 1).toBuilder().name("renamed").build()), ChangeHandler.NONE);
        long second = tree.version();
        assertThat(second).isNotEqualTo(first);
        tree.clear();
        assertThat(tree.version()).isNotIn(first, second);
    }

    @Test
    void childrenTakeTheirIndexFromTheParentsChildList() {
        tree.apply(update(node(1, NodeId.NONE, 2, 3), node(2, 1), node(3, 1)), ChangeHandler.NONE);

        assertThat(tree.get(2).indexInParent()).isZero();
        assertThat(tree.get(3).indexInParent()).isEqualTo(1);
    }

    @Test
    void siblingsShiftedByAnInsertionAreReindexedWithoutBeingInTheUpdate() {
        tree.apply(update(node(1, NodeId.NONE, 2, 3), node(2, 1), node(3, 1)), ChangeHandler.NONE);

        tree.apply(update(node(1, NodeId.NONE, 4, 2, 3), node(4, 1)), recorder);

        assertThat(tree.get(4).indexInParent()).isZero();
        assertThat(tree.get(2).indexInParent()).isEqualTo(1);
        assertThat(tree.get(3).indexInParent()).isEqualTo(2);
        assertThat(recorder.events).containsExactly("added 4", "updated 1");
    }

    @Test
    void siblingsShiftedByARemovalAreReindexed() {
        tree.apply(update(node(1, NodeId.NONE, 2, 3, 4), node(2, 1), node(3, 1), node(4, 1)), ChangeHandler.NONE);

        tree.apply(new TreeUpdate(List.of(node(1, NodeId.NONE, 2, 4)), new long[] {3}), ChangeHandler.NONE);

        assertThat(tree.get(4).indexInParent()).isEqualTo(1);
    }

    @Test
    void everyListedChildExistsWhenTheHandlerHearsOfAnAdditionOrUpdate() {
        List<String> missing = new ArrayList<>();
        ChangeHandler checker = new Recorder() {
            @Override
            void check() {
                for (Node n : tree.nodes()) {
                    for (long child : n.children()) {
                        if (!tree.contains(child)) {
                            missing.add(n.id() + " lists missing " + child);
                        }
                    }
                }
            }
        };

        // Parents come before their new children in both updates.
        tree.apply(update(node(1, NodeId.NONE, 2, 3), node(2, 1, 4), node(3, 1), node(4, 2)), checker);
        tree.apply(update(node(1, NodeId.NONE, 5, 2, 3), node(5, 1, 6), node(6, 5)), checker);

        assertThat(((Recorder) checker).events).hasSize(7);
        assertThat(missing).isEmpty();
    }

    @Test
    void removedNodeIsStillInTheTreeWhileTheHandlerHearsOfIt() {
        tree.apply(update(node(1, NodeId.NONE, 2), node(2, 1)), ChangeHandler.NONE);
        List<Node> seenDuringCallback = new ArrayList<>();

        tree.apply(new TreeUpdate(List.of(node(1, NodeId.NONE)), new long[] {2}), new Recorder() {
            @Override
            public void nodeRemoved(Node old) {
                seenDuringCallback.add(tree.get(old.id()));
            }
        });

        assertThat(seenDuringCallback).extracting(Node::id).containsExactly(2L);
        assertThat(tree.get(2)).isNull();
    }

    @Test
    void removedNodeIsDelistedByItsParentBeforeTheHandlerHearsOfIt() {
        tree.apply(update(node(1, NodeId.NONE, 2), node(2, 1)), ChangeHandler.NONE);
        List<Integer> parentIndexOfRemoved = new ArrayList<>();

        tree.apply(new TreeUpdate(List.of(node(1, NodeId.NONE)), new long[] {2}), new Recorder() {
            @Override
            public void nodeRemoved(Node old) {
                parentIndexOfRemoved.add(tree.get(1).indexOfChild(old.id()));
            }
        });

        assertThat(parentIndexOfRemoved).containsExactly(-1);
    }

    @Test
    void removingAnIdThatIsNotInTheTreeIsIgnored() {
        tree.apply(update(node(1, NodeId.NONE)), ChangeHandler.NONE);

        tree.apply(new TreeUpdate(List.of(), new long[] {42}), recorder);

        assertThat(recorder.events).isEmpty();
        assertThat(tree.size()).isEqualTo(1);
    }

    @Test
    void aThrowingHandlerStillLetsTheWholeUpdateApply() {
        tree.apply(update(node(1, NodeId.NONE, 2, 3), node(2, 1), node(3, 1)), ChangeHandler.NONE);
        ChangeHandler throwing = new Recorder() {
            @Override
            public void nodeRemoved(Node old) {
                throw new IllegalStateException("sink failed for " + old.id());
            }
        };

        assertThatThrownBy(() -> tree.apply(new TreeUpdate(List.of(node(1, NodeId.NONE)), new long[] {2, 3}), throwing))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("sink failed for 2");
        assertThat(tree.contains(2)).isFalse();
        assertThat(tree.contains(3)).isFalse();
    }

    @Test
    void clearEmptiesTheTree() {
        tree.apply(update(node(1, NodeId.NONE, 2), node(2, 1)), ChangeHandler.NONE);

        tree.clear();

        assertThat(tree.size()).isZero();
        assertThat(tree.get(1)).isNull();
    }

    @Test
    void childrenOfASparseContainerTakeTheirPositionAsIndex() {
        Node list = Node.builder(1, Role.LIST).children(2, 3).sparse(new SparseChildren(1_000_000, new int[] {40, 41}))
                .build();
        tree.apply(update(list, node(2, 1), node(3, 1)), ChangeHandler.NONE);

        assertThat(tree.get(2).indexInParent()).isEqualTo(40);
        assertThat(tree.get(3).indexInParent()).isEqualTo(41);

        tree.apply(update(list.toBuilder().sparse(new SparseChildren(1_000_001, new int[] {41, 42})).build()),
                ChangeHandler.NONE);

        assertThat(tree.get(2).indexInParent()).as("shifted by an insertion above, without a re-read").isEqualTo(41);
        assertThat(tree.get(3).indexInParent()).isEqualTo(42);
    }

    @Test
    void awaitPresentReturnsOnceAnotherThreadPublishesTheNode() throws Exception {
        tree.apply(update(node(1, NodeId.NONE)), ChangeHandler.NONE);
        Thread writer = new Thread(() -> tree.apply(update(node(1, NodeId.NONE, 2), node(2, 1)), ChangeHandler.NONE));

        writer.start();
        boolean present = tree.awaitPresent(2, 10_000);
        writer.join();

        assertThat(present).isTrue();
        assertThat(tree.awaitPresent(99, 20)).as("a node nobody publishes").isFalse();
    }

    @Test
    void awaitChecksItsConditionAfterEveryUpdateUntilItHolds() throws Exception {
        tree.apply(update(node(1, NodeId.NONE)), ChangeHandler.NONE);
        Thread writer = new Thread(() -> {
            tree.apply(update(node(1, NodeId.NONE, 2), node(2, 1)), ChangeHandler.NONE);
            tree.apply(update(node(2, 1, 3), node(3, 2)), ChangeHandler.NONE);
        });

        writer.start();
        boolean grandchild = tree.await(() -> tree.get(2) != null && tree.get(2).listedCount() > 0, 10_000);
        writer.join();

        assertThat(grandchild).isTrue();
        assertThat(tree.await(() -> tree.size() > 3, 20)).as("a condition no update makes true").isFalse();
    }

    static Node node(long id, long parent, long... children) {
        return Node.builder(id, Role.PANEL).parent(parent).children(children).build();
    }

    static TreeUpdate update(Node... nodes) {
        return new TreeUpdate(List.of(nodes), new long[0]);
    }

    /** Records "added 2", "updated 2", "removed 2" and the last updated pair. */
    static class Recorder implements ChangeHandler {
        final List<String> events = new ArrayList<>();
        Node old;
        Node now;

        void check() {
        }

        @Override
        public void nodeAdded(Node node) {
            check();
            events.add("added " + node.id());
        }

        @Override
        public void nodeUpdated(Node old, Node now) {
            check();
            events.add("updated " + now.id());
            this.old = old;
            this.now = now;
        }

        @Override
        public void nodeRemoved(Node old) {
            events.add("removed " + old.id());
        }
    }
}
