package io.github.javaatspi.model;

/**
 * Told about every difference an applied {@link TreeUpdate} made, in this order: additions and
 * updates (after all of them are published, so a handler may read any node of the update),
 * then removals (each before its node leaves the published tree, so a defunct announcement
 * precedes the object's disappearance), then {@link #updateApplied()} once, still before the
 * removed nodes leave.
 */
public interface ChangeHandler {
    void nodeAdded(Node node);

    void nodeUpdated(Node old, Node now);

    void nodeRemoved(Node old);

    /**
     * The update is complete (removed nodes are still readable): a handler that batches may now
     * act on everything it heard.
     */
    default void updateApplied() {
    }

    ChangeHandler NONE = new ChangeHandler() {
        @Override
        public void nodeAdded(Node node) {
        }

        @Override
        public void nodeUpdated(Node old, Node now) {
        }

        @Override
        public void nodeRemoved(Node old) {
        }
    };
}
