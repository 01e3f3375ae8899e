package io.github.javaatspi.model;

/**
 * Reads children of a sparse container (see {@link SparseChildren}) that the snapshot does not
 * hold yet. Each method reads on the UI thread within its budget (else throws
 * {@link UiUnavailableException}), hands what it read to the tree like any other update and
 * returns the ids; the caller waits for their publication ({@link Tree#awaitPresent}) before it
 * gives a reference to a client.
 */
public interface ChildrenPort {
    /** The child at {@code index} of {@code parent}, read now if need be; {@link NodeId#NONE} when there is none. */
    default long childAt(long parent, int index) {
        throw UiUnavailableException.unsupported();
    }

    /** Every child of {@code parent}, read now if need be; at most {@code limit} (else throws UNSUPPORTED). */
    default long[] all(long parent, int limit) {
        throw UiUnavailableException.unsupported();
    }

    /** A toolkit side without sparse containers: every question is unsupported. */
    ChildrenPort NONE = new ChildrenPort() { };
}
