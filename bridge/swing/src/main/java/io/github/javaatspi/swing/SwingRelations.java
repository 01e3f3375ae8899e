package io.github.javaatspi.swing;

import io.github.javaatspi.model.RelationType;

import java.util.HashMap;
import java.util.Map;
import javax.accessibility.AccessibleRelation;

/**
 * Every {@link AccessibleRelation} key of the JDK to a {@link RelationType}. Data only; a test
 * fails when the JDK has a relation key this table does not name. (The {@code *_PROPERTY}
 * constants are property-change names, not relation keys.)
 */
final class SwingRelations {
    private static final String[][] TABLE = {
        {AccessibleRelation.LABEL_FOR, "LABEL_FOR"},
        {AccessibleRelation.LABELED_BY, "LABELLED_BY"},
        {AccessibleRelation.MEMBER_OF, "MEMBER_OF"},
        {AccessibleRelation.CONTROLLER_FOR, "CONTROLLER_FOR"},
        {AccessibleRelation.CONTROLLED_BY, "CONTROLLED_BY"},
        {AccessibleRelation.FLOWS_TO, "FLOWS_TO"},
        {AccessibleRelation.FLOWS_FROM, "FLOWS_FROM"},
        {AccessibleRelation.SUBWINDOW_OF, "SUBWINDOW_OF"},
        {AccessibleRelation.PARENT_WINDOW_OF, "PARENT_WINDOW_OF"},
        {AccessibleRelation.EMBEDS, "EMBEDS"},
        {AccessibleRelation.EMBEDDED_BY, "EMBEDDED_BY"},
        {AccessibleRelation.CHILD_NODE_OF, "NODE_CHILD_OF"},
    };

    private static final Map<String, RelationType> BY_KEY = new HashMap<>();

    static {
        for (String[] row : TABLE) {
            BY_KEY.put(row[0], RelationType.valueOf(row[1]));
        }
    }

    private SwingRelations() {
    }

    /** The type for a relation key, or null for keys an application invented. */
    static RelationType map(String key) {
        return BY_KEY.get(key);
    }

    static Map<String, RelationType> table() {
        return BY_KEY;
    }
}
