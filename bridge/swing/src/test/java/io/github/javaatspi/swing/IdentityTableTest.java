package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.stack.Deadline;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class IdentityTableTest {
    private final IdentityTable table = new IdentityTable();

    @Test
    void theSameContextGetsTheSameId() {
        StubAccessible a = new StubAccessible("a");

        Handle first = table.component(a, a.getAccessibleContext());
        Handle again = table.component(a, a.getAccessibleContext());

        assertThat(again).isSameAs(first);
        assertThat(table.existing(a.getAccessibleContext())).isSameAs(first);
        assertThat(table.get(first.id)).isSameAs(first);
        assertThat(first.isSlot()).isFalse();
    }

    @Test
    void differentContextsGetDifferentIdsAndNeverTheReservedOnes() {
        StubAccessible a = new StubAccessible("same name");
        StubAccessible b = new StubAccessible("same name");

        long idA = table.component(a, a.getAccessibleContext()).id;
        long idB = table.component(b, b.getAccessibleContext()).id;

        assertThat(idA).isNotEqualTo(idB);
        assertThat(List.of(idA, idB)).allSatisfy(id -> assertThat(id).isGreaterThanOrEqualTo(NodeId.FIRST_DYNAMIC));
        assertThat(table.size()).isEqualTo(2);
    }

    @Test
    void aContextIsFoundByIdentityNotByEquality() {
        StubAccessible a = StubAccessible.equalToEverything("a");
        StubAccessible b = StubAccessible.equalToEverything("b");
        assertThat(a.getAccessibleContext()).isEqualTo(b.getAccessibleContext());

        long idA = table.component(a, a.getAccessibleContext()).id;
        long idB = table.component(b, b.getAccessibleContext()).id;

        assertThat(idA).isNotEqualTo(idB);
        assertThat(table.existing(a.getAccessibleContext()).id).isEqualTo(idA);
        assertThat(table.existing(b.getAccessibleContext()).id).isEqualTo(idB);
    }

    @Test
    void aRemovedContextComesBackWithANewId() {
        StubAccessible a = new StubAccessible("a");
        long before = table.component(a, a.getAccessibleContext()).id;

        table.remove(before);

        assertThat(table.get(before)).isNull();
        assertThat(table.existing(a.getAccessibleContext())).isNull();
        long after = table.component(a, a.getAccessibleContext()).id;
        assertThat(after).isNotEqualTo(before).isGreaterThan(before);
    }

    @Test
    void idsNeverRepeat() {
        Set<Long> seen = new HashSet<>();
        List<StubAccessible> keep = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            StubAccessible a = new StubAccessible("n" + i);
            keep.add(a);
            long id = table.component(a, a.getAccessibleContext()).id;
            assertThat(seen.add(id)).as("id %d handed out twice", id).isTrue();
            if (i % 2 == 0) {
                table.remove(id);
                long again = table.component(a, a.getAccessibleContext()).id;
                assertThat(seen.add(again)).as("id %d handed out twice", again).isTrue();
            }
            long slot = table.slot(id, i).id;
            assertThat(seen.add(slot)).as("id %d handed out twice", slot).isTrue();
            table.remove(slot);
        }
        assertThat(keep).hasSize(200);
    }

    @Test
    void aSlotIsStableForItsParentAndPosition() {
        Handle first = table.slot(7, 0);

        assertThat(table.slot(7, 0)).isSameAs(first);
        assertThat(table.existingSlot(7, 0)).isSameAs(first);
        assertThat(table.slot(7, 1).id).isNotEqualTo(first.id);
        assertThat(table.slot(8, 0).id).isNotEqualTo(first.id);
        assertThat(first.isSlot()).isTrue();
        assertThat(first.slotParent).isEqualTo(7);
        assertThat(first.slotIndex).isZero();
    }

    @Test
    void aRemovedSlotComesBackWithANewId() {
        long before = table.slot(7, 3).id;

        table.remove(before);

        assertThat(table.existingSlot(7, 3)).isNull();
        assertThat(table.slot(7, 3).id).isNotEqualTo(before);
    }

    @Test
    void unknownsAreNull() {
        StubAccessible never = new StubAccessible("never handed out");

        assertThat(table.existing(never.getAccessibleContext())).isNull();
        assertThat(table.existingSlot(7, 0)).isNull();
        assertThat(table.get(12345)).isNull();
        table.remove(12345);
        assertThat(table.size()).isZero();
    }

    @Test
    void aContextThatBecameUnreachableIsReportedOnce() {
        StubAccessible kept = new StubAccessible("kept");
        long keptId = table.component(kept, kept.getAccessibleContext()).id;
        long lostId = handOutAndForget();
        List<Long> collected = new ArrayList<>();

        Deadline.awaitTrue("the forgotten context to be collected", Duration.ofSeconds(20), () -> {
            System.gc();
            collected.addAll(table.drainCollected());
            return collected.contains(lostId);
        });

        assertThat(collected).containsExactly(lostId).doesNotContain(keptId);
        assertThat(table.existing(kept.getAccessibleContext())).isNotNull();
        assertThat(table.drainCollected()).isEmpty();
    }

    @Test
    void aRemovedContextThatIsCollectedIsNotReported() {
        long removedId = handOutAndForget();
        table.remove(removedId);
        long lostId = handOutAndForget();
        List<Long> collected = new ArrayList<>();

        Deadline.awaitTrue("the forgotten context to be collected", Duration.ofSeconds(20), () -> {
            System.gc();
            collected.addAll(table.drainCollected());
            return collected.contains(lostId);
        });

        assertThat(collected).containsExactly(lostId);
    }

    /** Hands out an id for an object nothing else refers to. */
    private long handOutAndForget() {
        StubAccessible gone = new StubAccessible("gone");
        return table.component(gone, gone.getAccessibleContext()).id;
    }
}
