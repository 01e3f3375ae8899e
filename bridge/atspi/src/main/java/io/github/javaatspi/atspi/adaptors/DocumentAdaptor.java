package io.github.javaatspi.atspi.adaptors;

import static io.github.javaatspi.atspi.adaptors.AccessibleAdaptor.one;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Args;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.TextState;

import java.util.Arrays;
import java.util.List;

/**
 * {@code org.a11y.atspi.Document} for text components that show a whole document (editor and
 * text panes), answered from the snapshot. Swing's documents have no pages: the current page is
 * -1 (none) and the page count 0. Such a document holds one text selection, in its own text, so
 * the text selections are that one (or none) and setting them accepts at most one range of its
 * own; the change is queued.
 */
public final class DocumentAdaptor {
    /** {@code a((so)i(so)ib)}: start object and offset, end object and offset, whether the start is active. */
    private static final String SELECTIONS = "a((so)i(so)ib)";
    private static final int NO_PAGE = -1;
    private static final int NO_PAGES = 0;

    private DocumentAdaptor() {
    }

    public static Adaptor create() {
        return new Adaptor(Interfaces.DOCUMENT) {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null && t.node().has(Capability.DOCUMENT) && t.node().document() != null;
            }

            @Override
            protected Adaptor.Table build() {
                return DocumentAdaptor.table();
            }
        };
    }

    private static Adaptor.Table table() {
        return new Adaptor.Table(List.of(
                Member.of("GetLocale", "", "s", (t, a) -> one(t.node().document().locale())),
                Member.of("GetAttributeValue", "s", "s", (t, a) -> one(t.node().document().attributes()
                        .getOrDefault(Args.s(a, 0), ""))),
                Member.of("GetAttributes", "", "a{ss}", (t, a) -> one(t.node().document().attributes())),
                Member.of("GetTextSelections", "", SELECTIONS, (t, a) -> one(selections(t))),
                Member.of("SetTextSelections", SELECTIONS, "b", (t, a) -> one(select(t, entries(a[0]))))),
                List.of(
                        Property.read("version", "u", t -> 1L),
                        Property.read("CurrentPageNumber", "i", t -> NO_PAGE),
                        Property.read("PageCount", "i", t -> NO_PAGES)));
    }

    private static List<Object[]> selections(Target t) {
        TextState text = t.node().text();
        if (text == null || !text.hasSelection()) {
            return List.of();
        }
        Object[] self = t.ctx().ref(t.id());
        boolean startIsActive = text.caret() == text.selectionStart();
        return List.<Object[]>of(new Object[] {self, text.selectionStart(), self, text.selectionEnd(), startIsActive});
    }

    /** No range clears the selection; one range inside this document's text selects it; anything else is refused. */
    private static boolean select(Target t, List<?> entries) {
        TextState text = t.node().text();
        if (text == null || entries.size() > 1) {
            return false;
        }
        if (entries.isEmpty()) {
            return TextAdaptor.port(t).setSelection(t.id(), text.caret(), text.caret());
        }
        Object[] range = (Object[]) entries.get(0);
        int start = (Integer) range[1];
        int end = (Integer) range[3];
        boolean startIsActive = (Boolean) range[4];
        if (!isSelf(t, range[0]) || !isSelf(t, range[2]) || start < 0 || start > end || end > text.length()) {
            return false;
        }
        return startIsActive ? TextAdaptor.port(t).setSelection(t.id(), end, start)
                : TextAdaptor.port(t).setSelection(t.id(), start, end);
    }

    /** Clients name objects by path (libatspi ignores the bus name of a reference). */
    private static boolean isSelf(Target t, Object reference) {
        return ObjectPaths.idOf((String) ((Object[]) reference)[1]) == t.id();
    }

    private static List<?> entries(Object array) {
        return array instanceof Object[] values ? Arrays.asList(values) : (List<?>) array;
    }
}
