package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.RelationType;
import java.util.Map;
import java.util.stream.Collectors;
import javax.accessibility.AccessibleRelation;
import org.junit.jupiter.api.Test;

class SwingRelationsTest {
    /** The relation keys: the String constants that are not property-change names. */
    private static final Map<String, String> JDK_KEYS = JdkConstants.of(AccessibleRelation.class, String.class)
            .entrySet().stream().filter(e -> !e.getKey().endsWith("_PROPERTY"))
            .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));

    @Test
    void theJdkHasRelationKeysToCheck() {
        assertThat(JDK_KEYS).hasSizeGreaterThanOrEqualTo(12).containsKeys("LABELED_BY", "CHILD_NODE_OF");
    }

    @Test
    void everyJdkRelationKeyIsMapped() {
        assertThat(JDK_KEYS).allSatisfy((name, key) ->
                assertThat(SwingRelations.map(key)).as("AccessibleRelation.%s", name).isNotNull());
    }

    @Test
    void theTableHoldsOnlyRelationKeys() {
        assertThat(SwingRelations.table().keySet()).containsExactlyInAnyOrderElementsOf(JDK_KEYS.values());
    }

    @Test
    void javaSpellingsBecomeAtspiOnes() {
        assertThat(SwingRelations.map(AccessibleRelation.LABELED_BY)).isEqualTo(RelationType.LABELLED_BY);
        assertThat(SwingRelations.map(AccessibleRelation.CHILD_NODE_OF)).isEqualTo(RelationType.NODE_CHILD_OF);
        assertThat(SwingRelations.map(AccessibleRelation.LABEL_FOR)).isEqualTo(RelationType.LABEL_FOR);
    }

    @Test
    void anUnknownKeyHasNoType() {
        assertThat(SwingRelations.map("inventedByTheApplication")).isNull();
        assertThat(SwingRelations.map(AccessibleRelation.LABELED_BY_PROPERTY)).isNull();
    }
}
