package io.github.javaatspi.model;

/**
 * Node ids are plain {@code long}s handed out by a counter that never repeats a value, so a
 * stale reference held by a client can never name another object. Two values are reserved.
 */
public final class NodeId {
    /** "No node": the null reference, an absent parent. */
    public static final long NONE = 0;
    /** The application root. */
    public static final long ROOT = 1;
    /** The first id the counter hands out. */
    public static final long FIRST_DYNAMIC = 2;
    /**
     * The hidden notification object that carries announcements to screen readers that predate
     * {@code object:announcement}; far above anything the counter reaches.
     */
    public static final long ANNOUNCER = 999_999_999_999_999_999L;

    private NodeId() {
    }
}
