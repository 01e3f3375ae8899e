package io.github.javaatspi.model;

import java.util.function.Consumer;

/**
 * Where the toolkit side sends a key to let assistive technologies hear it first, implemented
 * by the bus side (the registry's DeviceEventController).
 */
public interface KeyForwarder {
    /**
     * Sends {@code key} without waiting. {@code answer} gets, on any thread, whether a listener
     * consumed it (false on any failure); it may come late or, on a lost connection, never: the
     * caller keeps its own deadline.
     */
    void forward(DeviceKey key, Consumer<Boolean> answer);

    /**
     * Readies the way ahead of the first key — threads started, the call's marshalling run once —
     * so that the first key a user types does not wait for that while the screen reader waits
     * for it. Returns at once; nothing is sent. Nothing to ready by default.
     */
    default void prepare() {
    }
}
