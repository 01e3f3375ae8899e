package io.github.javaatspi.atspi.adaptors;

import static io.github.javaatspi.atspi.adaptors.AccessibleAdaptor.one;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Args;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.TextEdit;

import java.util.List;

/**
 * {@code org.a11y.atspi.EditableText} on text a user can edit (as GTK offers it only on editable
 * widgets). Every change is queued to the UI thread and answered at once; positions outside the
 * text are refused. Offsets are code points.
 */
public final class EditableTextAdaptor {
    private EditableTextAdaptor() {
    }

    public static Adaptor create() {
        return new Adaptor(Interfaces.EDITABLE_TEXT) {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null && t.node().has(Capability.EDITABLE_TEXT) && t.node().has(State.EDITABLE)
                        && t.node().text() != null;
            }

            @Override
            protected Adaptor.Table build() {
                return EditableTextAdaptor.table();
            }
        };
    }

    private static Adaptor.Table table() {
        return new Adaptor.Table(List.of(
                Member.of("SetTextContents", "s", "b", (t, a) -> one(edit(t, TextEdit.Kind.SET_CONTENTS, 0, 0,
                        Args.s(a, 0)))),
                Member.of("InsertText", "isi", "b", (t, a) -> one(edit(t, TextEdit.Kind.INSERT, Args.i(a, 0),
                        Args.i(a, 0), prefix(Args.s(a, 1), Args.i(a, 2))))),
                Member.of("CopyText", "ii", "", (t, a) -> {
                    edit(t, TextEdit.Kind.COPY, Args.i(a, 0), Args.i(a, 1), "");
                    return new Object[0];
                }),
                Member.of("CutText", "ii", "b", (t, a) -> one(edit(t, TextEdit.Kind.CUT, Args.i(a, 0), Args.i(a, 1),
                        ""))),
                Member.of("DeleteText", "ii", "b", (t, a) -> one(edit(t, TextEdit.Kind.DELETE, Args.i(a, 0),
                        Args.i(a, 1), ""))),
                Member.of("PasteText", "i", "b", (t, a) -> one(edit(t, TextEdit.Kind.PASTE, Args.i(a, 0),
                        Args.i(a, 0), "")))),
                List.of(Property.read("version", "u", t -> 1L)));
    }

    private static boolean edit(Target t, TextEdit.Kind kind, int start, int end, String text) {
        int length = TextAdaptor.state(t).length();
        int from = Math.min(start, end);
        int to = Math.max(start, end);
        if (from < 0 || to > length) {
            return false;
        }
        return TextAdaptor.port(t).edit(t.id(), new TextEdit(kind, from, to, text));
    }

    /**
     * The part of {@code text} an insertion of {@code length} takes: its first {@code length}
     * characters, or all of it when the length is negative or (as libatspi documents it) counts
     * bytes beyond the characters there are.
     */
    private static String prefix(String text, int length) {
        int count = text.codePointCount(0, text.length());
        return length < 0 || length >= count ? text : text.substring(0, text.offsetByCodePoints(0, length));
    }
}
