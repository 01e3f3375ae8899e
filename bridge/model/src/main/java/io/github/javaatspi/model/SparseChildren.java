package io.github.javaatspi.model;

import java.util.Arrays;

/**
 * The children of a container that exposes them lazily: a list, table or tree that may hold
 * millions of items, of which only the few on screen or asked for by a client are read. The
 * container's {@link Node#children()} lists the ids of those few; this says how many children
 * there are in all and at which position each listed one sits, in the same (ascending) order.
 *
 * @param count the number of children, listed or not
 * @param positions the position of each listed child, ascending, each in {@code 0..count-1}
 */
public record SparseChildren(int count, int[] positions) {
    private static final int[] NONE = new int[0];

    public SparseChildren {
        positions = positions == null || positions.length == 0 ? NONE : positions.clone();
        for (int i = 0; i < positions.length; i++) {
            if (positions[i] < 0 || positions[i] >= count || i > 0 && positions[i] <= positions[i - 1]) {
                throw new IllegalArgumentException("positions must ascend within 0.." + (count - 1) + ": "
                        + Arrays.toString(positions));
            }
        }
    }

    /** A copy of the positions. */
    @Override
    public int[] positions() {
        return positions.clone();
    }

    /** The position of the {@code k}-th listed child. */
    public int positionAt(int k) {
        return positions[k];
    }

    /** Which listed child sits at {@code position}, or a negative number when none does. */
    public int listedAt(int position) {
        return Arrays.binarySearch(positions, position);
    }

    public int listed() {
        return positions.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SparseChildren s && s.count == count && Arrays.equals(s.positions, positions);
    }

    @Override
    public int hashCode() {
        return count * 31 + Arrays.hashCode(positions);
    }

    @Override
    public String toString() {
        return "SparseChildren[" + count + " at " + Arrays.toString(positions) + "]";
    }
}
