package io.github.javaatspi.atspi;

import io.github.javaatspi.model.RelationType;

import java.util.EnumMap;
import java.util.Map;

/**
 * {@link RelationType} to AT-SPI relation number ({@code ATSPI_RELATION_*}). Data only; a test
 * checks that every relation type is here exactly once.
 */
public final class AtspiRelations {
    /** One row of the table. */
    public record Entry(RelationType type, int number) {
    }

    static final Entry[] TABLE = {
        new Entry(RelationType.LABEL_FOR, 1),
        new Entry(RelationType.LABELLED_BY, 2),
        new Entry(RelationType.CONTROLLER_FOR, 3),
        new Entry(RelationType.CONTROLLED_BY, 4),
        new Entry(RelationType.MEMBER_OF, 5),
        new Entry(RelationType.TOOLTIP_FOR, 6),
        new Entry(RelationType.NODE_CHILD_OF, 7),
        new Entry(RelationType.NODE_PARENT_OF, 8),
        new Entry(RelationType.FLOWS_TO, 10),
        new Entry(RelationType.FLOWS_FROM, 11),
        new Entry(RelationType.SUBWINDOW_OF, 12),
        new Entry(RelationType.EMBEDS, 13),
        new Entry(RelationType.EMBEDDED_BY, 14),
        new Entry(RelationType.POPUP_FOR, 15),
        new Entry(RelationType.PARENT_WINDOW_OF, 16),
        new Entry(RelationType.DESCRIPTION_FOR, 17),
        new Entry(RelationType.DESCRIBED_BY, 18),
        new Entry(RelationType.DETAILS, 19),
        new Entry(RelationType.DETAILS_FOR, 20),
        new Entry(RelationType.ERROR_MESSAGE, 21),
        new Entry(RelationType.ERROR_FOR, 22),
    };

    private static final Map<RelationType, Integer> BY_TYPE = new EnumMap<>(RelationType.class);

    static {
        for (Entry e : TABLE) {
            BY_TYPE.put(e.type(), e.number());
        }
    }

    private AtspiRelations() {
    }

    public static int number(RelationType type) {
        return BY_TYPE.get(type);
    }
}
