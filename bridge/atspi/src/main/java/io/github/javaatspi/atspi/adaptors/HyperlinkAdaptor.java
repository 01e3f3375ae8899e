package io.github.javaatspi.atspi.adaptors;

import static io.github.javaatspi.atspi.adaptors.AccessibleAdaptor.one;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Args;
import io.github.javaatspi.atspi.dispatch.DBusErrors;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.LinkAnchor;
import io.github.javaatspi.model.LinkState;
import io.github.javaatspi.model.NodeId;

import java.util.List;

/**
 * {@code org.a11y.atspi.Hyperlink} on hyperlink objects, answered from their hypertext's snapshot.
 * An anchor that is a piece of the hypertext's own text (every link of an HTML editor pane) has
 * no object of its own: {@code GetObject} then answers the hypertext, the object that shows it.
 */
public final class HyperlinkAdaptor {
    private HyperlinkAdaptor() {
    }

    public static Adaptor create() {
        return new Adaptor(Interfaces.HYPERLINK) {
            @Override
            public boolean appliesTo(Target t) {
                return t.isLink();
            }

            @Override
            protected Adaptor.Table build() {
                return HyperlinkAdaptor.table();
            }
        };
    }

    private static Adaptor.Table table() {
        return new Adaptor.Table(List.of(
                Member.of("GetObject", "i", "(so)", (t, a) -> one(object(t, anchor(t, Args.i(a, 0))))),
                Member.of("GetURI", "i", "s", (t, a) -> one(anchor(t, Args.i(a, 0)).uri())),
                Member.of("IsValid", "", "b", (t, a) -> one(t.linkState().valid())),
                // Not in Hyperlink.xml, but libatspi's atspi_hyperlink_get_index_range calls it.
                Member.of("GetIndexRange", "", "ii", (t, a) -> new Object[] {t.linkState().start(),
                        t.linkState().end()})),
                List.of(
                        Property.read("version", "u", t -> 1L),
                        // The XML says "n"; libatspi reads "i" and rejects anything else, as at-spi2-atk sends.
                        Property.read("NAnchors", "i", t -> t.linkState().anchors().size()),
                        Property.read("StartIndex", "i", t -> t.linkState().start()),
                        Property.read("EndIndex", "i", t -> t.linkState().end())));
    }

    private static LinkAnchor anchor(Target t, int index) {
        LinkState link = t.linkState();
        if (index < 0 || index >= link.anchors().size()) {
            throw DBusErrors.invalidArgs("anchor index " + index + " is out of range (" + link.anchors().size()
                    + " anchors)");
        }
        return link.anchors().get(index);
    }

    private static Object[] object(Target t, LinkAnchor anchor) {
        long object = anchor.object();
        return t.ctx().ref(object != NodeId.NONE && t.ctx().tree().contains(object) ? object : t.id());
    }
}
