package io.github.javaatspi.atspi.adaptors;

import io.github.javaatspi.atspi.dispatch.Args;
import io.github.javaatspi.model.CoordSpace;
import io.github.javaatspi.model.Rect;

/** AT-SPI's coordinate arguments and rectangles, shared by the interfaces that speak geometry. */
final class Coordinates {
    private Coordinates() {
    }

    /** The coordinate type in argument {@code index}; InvalidArgs when it is none of AT-SPI's three. */
    static CoordSpace space(Object[] args, int index) {
        return CoordSpace.values()[Args.choice(args, index, CoordSpace.values().length, "coordinate type")];
    }

    /** A rectangle as the four out-values x, y, width, height. */
    static Object[] rect(Rect r) {
        return new Object[] {r.x(), r.y(), r.width(), r.height()};
    }
}
