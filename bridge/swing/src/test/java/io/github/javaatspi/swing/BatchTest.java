package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a batch records of children that leave, when a node is read more than once in it. */
class BatchTest {
    @Test
    void aChildDroppedAndListedAgainByTheSameParentStays() {
        Batch batch = new Batch();
        batch.replacedChildren(1, new long[] {2, 3}, new long[] {3});
        assertThat(batch.droppedChildren()).containsExactly(Map.entry(2L, 1L));

        batch.replacedChildren(1, new long[] {3}, new long[] {2, 3});

        assertThat(batch.droppedChildren()).isEmpty();
    }

    @Test
    void aChildListedByAnotherParentIsStillDroppedByTheFirst() {
        Batch batch = new Batch();
        batch.replacedChildren(1, new long[] {2}, new long[] {});
        batch.replacedChildren(4, new long[] {}, new long[] {2});

        assertThat(batch.droppedChildren()).containsExactly(Map.entry(2L, 1L));
    }
}
