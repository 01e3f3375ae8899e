package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.Relation;
import io.github.javaatspi.model.RelationType;

import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.swing.JTree;
import javax.swing.tree.DefaultMutableTreeNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A tree row read on its own after rows above it moved (a node above expanded) and before its
 * tree's next read, which is what updates the positions the rows keep: its level and relations
 * come from where it is now (TreesIT once saw Fish take Robin's place: level 3, child of Birds).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ItemFactsTest {
    @BeforeAll
    static void display() {
        OnEdt.requireDisplay(ItemFactsTest.class.getSimpleName());
    }

    @Test
    void aRowReadAfterRowsAboveItMovedTakesItsPlaceParentAndLevelFromWhereItIsNow() throws Exception {
        OnEdt.run(() -> {
            DefaultMutableTreeNode animals = new DefaultMutableTreeNode("Animals");
            DefaultMutableTreeNode birds = new DefaultMutableTreeNode("Birds");
            birds.add(new DefaultMutableTreeNode("Robin"));
            birds.add(new DefaultMutableTreeNode("Wren"));
            DefaultMutableTreeNode fish = new DefaultMutableTreeNode("Fish");
            fish.add(new DefaultMutableTreeNode("Salmon"));
            fish.add(new DefaultMutableTreeNode("Trout"));
            animals.add(birds);
            animals.add(fish);
            JTree jtree = new JTree(animals);
            jtree.expandRow(2);
            // Rows as last read: Animals 0, Birds 1, Fish 2, Salmon 3, Trout 4.
            IdentityTable ids = new IdentityTable();
            TreeRows rows = new TreeRows(jtree);
            Handle tree = ids.component(jtree, jtree.getAccessibleContext());
            tree.items = rows;
            Handle[] read = new Handle[5];
            long[] children = new long[5];
            for (int row = 0; row < 5; row++) {
                read[row] = ids.item(tree.id, rows.keyAt(row));
                read[row].position = row;
                children[row] = read[row].id;
            }
            tree.children = children;
            Handle fishRow = read[2];
            Handle salmonRow = read[3];

            jtree.expandRow(1);
            // Now: Animals 0, Birds 1, Robin 2, Wren 3, Fish 4, Salmon 5, Trout 6; Trout's row still says 4.
            ItemFacts.locate(rows, salmonRow);

            assertThat(salmonRow.position).isEqualTo(5);
            assertThat(rows.attributes(salmonRow.position)).containsEntry("level", "3")
                    .containsEntry("posinset", "1");
            assertThat(ItemFacts.relations(rows, salmonRow, tree, ids))
                    .as("the child of Fish, now at row 4, not of Trout, whose row said 4")
                    .containsExactly(new Relation(RelationType.NODE_CHILD_OF, new long[] {fishRow.id}));
            ItemFacts.locate(rows, fishRow);
            assertThat(ItemFacts.relations(rows, fishRow, tree, ids)).contains(new Relation(
                    RelationType.NODE_PARENT_OF, new long[] {salmonRow.id, read[4].id}));
            assertThat(List.of(fishRow.position, read[4].position)).as("Trout keeps its old row until read")
                    .containsExactly(4, 4);
        });
    }
}
