package io.github.javaatspi.atspi.adaptors;

import static io.github.javaatspi.atspi.adaptors.AccessibleAdaptor.one;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.LinkPaths;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Args;
import io.github.javaatspi.atspi.dispatch.DBusErrors;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.LinkState;

import java.util.List;

/**
 * {@code org.a11y.atspi.Hypertext}: the hyperlinks of a text (an HTML editor pane), answered from
 * the snapshot. A link is handed out as a reference to an object of its own ({@link LinkPaths}),
 * served by {@link HyperlinkAdaptor}. Offsets are code points, as in the Text interface.
 */
public final class HypertextAdaptor {
    private HypertextAdaptor() {
    }

    public static Adaptor create() {
        return new Adaptor(Interfaces.HYPERTEXT) {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null && t.node().has(Capability.HYPERTEXT) && t.node().text() != null;
            }

            @Override
            protected Adaptor.Table build() {
                return HypertextAdaptor.table();
            }
        };
    }

    private static Adaptor.Table table() {
        return new Adaptor.Table(List.of(
                Member.of("GetNLinks", "", "i", (t, a) -> one(t.node().links().size())),
                Member.of("GetLink", "i", "(so)", (t, a) -> one(link(t, Args.i(a, 0)))),
                Member.of("GetLinkIndex", "i", "i", (t, a) -> one(indexAt(t, Args.i(a, 0))))),
                List.of(Property.read("version", "u", t -> 1L)));
    }

    private static Object[] link(Target t, int index) {
        int count = t.node().links().size();
        if (index < 0 || index >= count) {
            throw DBusErrors.invalidArgs("link index " + index + " is out of range (" + count + " links)");
        }
        return new Object[] {t.ctx().busName(), LinkPaths.of(t.id(), index)};
    }

    /** The link that holds the character at {@code offset}, or -1 (the spec's answer for none). */
    private static int indexAt(Target t, int offset) {
        List<LinkState> links = t.node().links();
        for (int i = 0; i < links.size(); i++) {
            if (links.get(i).covers(offset)) {
                return i;
            }
        }
        return -1;
    }
}
