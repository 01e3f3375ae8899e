package io.github.javaatspi.swing;

import io.github.javaatspi.model.ActionInfo;
import io.github.javaatspi.model.LinkAnchor;
import io.github.javaatspi.model.LinkState;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.TextState;

import java.util.ArrayList;
import java.util.List;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleHyperlink;
import javax.accessibility.AccessibleHypertext;
import javax.accessibility.AccessibleText;
import javax.swing.JPasswordField;

/**
 * Reads the hyperlinks of a hypertext (an HTML editor pane) into ranges of its snapshot text, in
 * code points. Swing cuts a link wherever its style changes ({@code <a>read <b>this</b></a>} is
 * two links with the same address); touching links with the same addresses are joined into the
 * one link a reader sees, followed through the first of them. Event thread only.
 */
final class LinkReader {
    /** What following a link is called: the name browsers give it and screen readers look for. */
    private static final String FOLLOW = "jump";
    /** More links than this in one text are not read (a snapshot stays small). */
    private static final int MAX_LINKS = 10_000;
    /** Image maps aside, a link has one anchor; more than this are not read. */
    private static final int MAX_ANCHORS = 64;

    private LinkReader() {
    }

    /**
     * The links of {@code accessible}, whose text interface is {@code at} and whose text is
     * {@code text} as just read; empty when it has none.
     */
    static List<LinkState> read(Accessible accessible, AccessibleText at, TextState text, IdentityTable ids) {
        if (text == null || accessible instanceof JPasswordField) {
            return List.of();
        }
        // A text too long to copy is empty in the snapshot (TextReader.MAX_CHARS): its links could not be placed.
        if (!(at instanceof AccessibleHypertext hypertext) || GuardedInterfaces.getCharCount(at, -1) != text.text().length()) {
            return List.of();
        }
        int count = Math.min(GuardedInterfaces.getLinkCount(hypertext, 0), MAX_LINKS);
        List<LinkState> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            AccessibleHyperlink link = GuardedInterfaces.getLink(hypertext, i, null);
            if (link == null) {
                continue;
            }
            LinkState next = read(link, i, text.text(), ids);
            LinkState last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && continues(last, next)) {
                out.set(out.size() - 1, joined(last, next));
            } else {
                out.add(next);
            }
        }
        return out;
    }

    private static LinkState read(AccessibleHyperlink link, int index, String text, IdentityTable ids) {
        int start = TextReader.toCodePoints(text, GuardedInterfaces.getStartIndex(link, 0));
        int end = Math.max(start, TextReader.toCodePoints(text, GuardedInterfaces.getEndIndex(link, 0)));
        int count = Math.min(GuardedInterfaces.getAccessibleActionCount(link, 0), MAX_ANCHORS);
        List<LinkAnchor> anchors = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Object target = GuardedInterfaces.getAccessibleActionObject(link, i, null);
            String description = GuardedInterfaces.getAccessibleActionDescription(link, i, "");
            anchors.add(new LinkAnchor(target == null ? "" : target.toString(),
                    objectOf(GuardedInterfaces.getAccessibleActionAnchor(link, i, null), ids),
                    new ActionInfo(FOLLOW, FOLLOW, description, "")));
        }
        return new LinkState(start, end, anchors, GuardedInterfaces.isValid(link, false), index);
    }

    /** The node of an anchor that is an accessible object of the tree; text anchors have none. */
    private static long objectOf(Object anchor, IdentityTable ids) {
        AccessibleContext ctx = anchor instanceof Accessible a ? GuardedContext.getAccessibleContext(a, null) : null;
        Handle h = ctx == null ? null : ids.existing(ctx);
        return h == null ? NodeId.NONE : h.id;
    }

    /** {@code next} goes on where {@code last} ends, to the same (known) addresses. */
    private static boolean continues(LinkState last, LinkState next) {
        if (last.end() != next.start() || last.anchors().size() != next.anchors().size()) {
            return false;
        }
        for (int i = 0; i < last.anchors().size(); i++) {
            String uri = last.anchors().get(i).uri();
            if (uri.isEmpty() || !uri.equals(next.anchors().get(i).uri())) {
                return false;
            }
        }
        return !last.anchors().isEmpty();
    }

    /** One link over both ranges; each anchor's description (Swing's: the link's text) covers both. */
    private static LinkState joined(LinkState last, LinkState next) {
        List<LinkAnchor> anchors = new ArrayList<>(last.anchors().size());
        for (int i = 0; i < last.anchors().size(); i++) {
            LinkAnchor a = last.anchors().get(i);
            String description = a.action().description() + next.anchors().get(i).action().description();
            anchors.add(new LinkAnchor(a.uri(), a.object(), new ActionInfo(FOLLOW, FOLLOW, description, "")));
        }
        return new LinkState(last.start(), next.end(), anchors, last.valid() && next.valid(), last.sourceIndex());
    }
}
