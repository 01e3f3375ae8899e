package io.github.javaatspi.atspi;

import io.github.javaatspi.model.NodeId;

/**
 * Paths of hyperlink objects. Swing's hyperlinks are not accessible children (at-spi2-atk, too,
 * serves them as objects of their own), so they get no node id: a link is named by its hypertext
 * and its position there, {@code /org/a11y/atspi/accessible/<hypertext id>/link/<index>}. The same
 * link of the same hypertext always has the same path, a path never names a link of another object
 * (node ids are never reused), and the path stops answering when the hypertext or the link is gone.
 */
public final class LinkPaths {
    private static final String SEGMENT = "/link/";
    /** Link indexes are non-negative {@code int}s: at most ten digits. */
    private static final int MAX_INDEX_DIGITS = 10;

    private LinkPaths() {
    }

    /** A parsed link path: the hypertext's node id and the link's index there. */
    public record LinkPath(long owner, int index) {
    }

    public static String of(long owner, int index) {
        return ObjectPaths.of(owner) + SEGMENT + index;
    }

    /** The link {@code path} names, or null when it names none; each link has exactly one path. */
    public static LinkPath parse(String path) {
        int cut = path == null ? -1 : path.lastIndexOf(SEGMENT);
        if (cut < 0) {
            return null;
        }
        long owner = ObjectPaths.idOf(path.substring(0, cut));
        String tail = path.substring(cut + SEGMENT.length());
        if (owner == NodeId.NONE || owner == NodeId.ROOT || tail.isEmpty() || tail.length() > MAX_INDEX_DIGITS
                || tail.length() > 1 && tail.charAt(0) == '0') {
            return null;
        }
        long index = 0;
        for (int i = 0; i < tail.length(); i++) {
            char c = tail.charAt(i);
            if (c < '0' || c > '9') {
                return null;
            }
            index = index * 10 + (c - '0');
        }
        return index > Integer.MAX_VALUE ? null : new LinkPath(owner, (int) index);
    }
}
