package io.github.javaatspi.atspi;

import io.github.javaatspi.model.NodeId;

/**
 * The object path scheme: {@code /org/a11y/atspi/accessible/root} for the application root
 * (libatspi special-cases exactly this path) and {@code /org/a11y/atspi/accessible/<id>} for
 * everything else, with decimal ids, which is also what Orca's dead-object detection expects.
 */
public final class ObjectPaths {
    public static final String ACCESSIBLE_PREFIX = "/org/a11y/atspi/accessible/";
    public static final String ROOT = ACCESSIBLE_PREFIX + "root";
    public static final String NULL = "/org/a11y/atspi/null";
    public static final String CACHE = "/org/a11y/atspi/cache";

    private ObjectPaths() {
    }

    public static String of(long id) {
        if (id == NodeId.ROOT) {
            return ROOT;
        }
        return id == NodeId.NONE ? NULL : ACCESSIBLE_PREFIX + id;
    }

    /**
     * The node id named by {@code path}, or {@link NodeId#NONE} when it names no accessible. Each
     * object has exactly one path: leading zeros are refused.
     */
    public static long idOf(String path) {
        if (path == null || !path.startsWith(ACCESSIBLE_PREFIX)) {
            return NodeId.NONE;
        }
        String tail = path.substring(ACCESSIBLE_PREFIX.length());
        if (tail.equals("root")) {
            return NodeId.ROOT;
        }
        if (tail.isEmpty() || tail.length() > 18 || tail.charAt(0) == '0') {
            return NodeId.NONE;
        }
        long id = 0;
        for (int i = 0; i < tail.length(); i++) {
            char c = tail.charAt(i);
            if (c < '0' || c > '9') {
                return NodeId.NONE;
            }
            id = id * 10 + (c - '0');
        }
        return id < NodeId.FIRST_DYNAMIC ? NodeId.NONE : id;
    }
}
