package io.github.javaatspi.atspi.adaptors;

import static io.github.javaatspi.atspi.adaptors.AccessibleAdaptor.one;
import static io.github.javaatspi.atspi.adaptors.Coordinates.rect;
import static io.github.javaatspi.atspi.adaptors.Coordinates.space;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Args;
import io.github.javaatspi.atspi.dispatch.DBusErrors;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.atspi.text.Boundary;
import io.github.javaatspi.atspi.text.Granularity;
import io.github.javaatspi.atspi.text.LaidOutLines;
import io.github.javaatspi.atspi.text.LineSource;
import io.github.javaatspi.atspi.text.LogicalLines;
import io.github.javaatspi.atspi.text.SegmentsCache;
import io.github.javaatspi.atspi.text.TextSlicer;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.TextPort;
import io.github.javaatspi.model.TextRun;
import io.github.javaatspi.model.TextState;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code org.a11y.atspi.Text}. The text, caret and selection come from the snapshot (a password
 * field's text is already masked there); words, sentences and the units of the older
 * {@code GetText*Offset} calls are cut from it as GTK 3 cuts them (see {@link TextSlicer}); lines
 * follow the component's visual rows. Geometry and attributes are live questions; caret and
 * selection changes are queued. Offsets are code points.
 */
public final class TextAdaptor {
    private static final SegmentsCache SEGMENTS = new SegmentsCache();

    private TextAdaptor() {
    }

    public static Adaptor create() {
        return new Adaptor(Interfaces.TEXT) {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null && t.node().has(Capability.TEXT) && t.node().text() != null;
            }

            @Override
            protected Adaptor.Table build() {
                return TextAdaptor.table();
            }
        };
    }

    private static Adaptor.Table table() {
        return new Adaptor.Table(members(),
                List.of(
                Property.read("version", "u", t -> 1L),
                Property.read("CharacterCount", "i", t -> state(t).length()),
                Property.read("CaretOffset", "i", t -> state(t).caret())));
    }

    private static List<Member> members() {
        return List.of(
                slice("GetStringAtOffset", (t, a) -> slice(t, slicer(t).stringAt(Args.i(a, 0),
                        granularity(a)))),
                Member.of("GetText", "ii", "s", (t, a) -> one(text(t, Args.i(a, 0), Args.i(a, 1)))),
                Member.of("SetCaretOffset", "i", "b", (t, a) -> one(inText(t, Args.i(a, 0))
                        && port(t).setCaret(t.id(), Args.i(a, 0)))),
                slice("GetTextBeforeOffset", (t, a) -> slice(t, slicer(t).before(Args.i(a, 0),
                        boundary(a)))),
                slice("GetTextAtOffset", (t, a) -> slice(t, slicer(t).at(Args.i(a, 0),
                        boundary(a)))),
                slice("GetTextAfterOffset", (t, a) -> slice(t, slicer(t).after(Args.i(a, 0),
                        boundary(a)))),
                Member.of("GetCharacterAtOffset", "i", "i", (t, a) -> one(characterAt(t, Args.i(a, 0)))),
                attributeCall("GetAttributeValue", "is", "s", (t, a) -> one(attributes(t, Args.i(a, 0))
                        .attributes().getOrDefault(Args.s(a, 1), ""))),
                attributeCall("GetAttributes", "i", "a{ss}ii", (t, a) -> run(attributes(t, Args.i(a, 0)), null)),
                attributeCall("GetDefaultAttributes", "", "a{ss}", (t, a) -> one(defaults(t))),
                attributeCall("GetDefaultAttributeSet", "", "a{ss}", (t, a) -> one(defaults(t))),
                attributeCall("GetAttributeRun", "ib", "a{ss}ii", (t, a) -> run(attributes(t, Args.i(a, 0)),
                        Boolean.TRUE.equals(a[1]) ? defaults(t) : null)),
                Member.waiting("GetCharacterExtents", "iu", "iiii", (t, a) -> rect(inText(t, Args.i(a, 0))
                        ? port(t).characterExtents(t.id(), Args.i(a, 0), space(a, 1)) : nothing(a, 1))),
                Member.waiting("GetRangeExtents", "iiu", "iiii", (t, a) -> rect(range(t, Args.i(a, 0), Args.i(a, 1))
                        ? port(t).rangeExtents(t.id(), Args.i(a, 0), Args.i(a, 1), space(a, 2)) : nothing(a, 2))),
                Member.waiting("GetOffsetAtPoint", "iiu", "i", (t, a) -> one(port(t).offsetAtPoint(t.id(),
                        Args.i(a, 0), Args.i(a, 1), space(a, 2)))),
                Member.of("GetNSelections", "", "i", (t, a) -> one(state(t).hasSelection() ? 1 : 0)),
                Member.of("GetSelection", "i", "ii", (t, a) -> selection(t, Args.i(a, 0))),
                Member.of("AddSelection", "ii", "b", (t, a) -> one(!state(t).hasSelection()
                        && select(t, Args.i(a, 0), Args.i(a, 1)))),
                Member.of("RemoveSelection", "i", "b", (t, a) -> one(Args.i(a, 0) == 0 && state(t).hasSelection()
                        && port(t).setSelection(t.id(), state(t).caret(), state(t).caret()))),
                Member.of("SetSelection", "iii", "b", (t, a) -> one(Args.i(a, 0) == 0
                        && select(t, Args.i(a, 1), Args.i(a, 2)))),
                Member.waiting("GetBoundedRanges", "iiiiuuu", "a(iisv)", (t, a) -> one(boundedRanges(t, a))),
                Member.of("ScrollSubstringTo", "iiu", "b", (t, a) -> {
                    Args.choice(a, 2, 7, "scroll type");
                    return one(range(t, Args.i(a, 0), Args.i(a, 1))
                            && port(t).scrollToRange(t.id(), Args.i(a, 0), Args.i(a, 1)));
                }),
                Member.of("ScrollSubstringToPoint", "iiuii", "b", (t, a) -> {
                    space(a, 2);
                    return one(false);
                }));
    }

    /**
     * A call for a piece of the text. It waits for the live component only when the text wraps:
     * otherwise a line is a logical line of the snapshot's text, and the answer comes at once on
     * the reader thread (Orca asks for the line at the caret on every Up and Down).
     */
    private static Member slice(String name, Member.Handler handler) {
        return new Member(name, "iu", "sii", handler, (t, a) -> state(t).wraps());
    }

    /**
     * A call about text attributes. A plain text's single run is in the snapshot and answered on
     * the reader thread (Orca asks for the run at the caret on every caret move); a styled one's
     * runs wait for the live component.
     */
    private static Member attributeCall(String name, String in, String out, Member.Handler handler) {
        return new Member(name, in, out, handler, (t, a) -> state(t).plainAttributes() == null);
    }

    static TextState state(Target t) {
        return t.node().text();
    }

    static TextPort port(Target t) {
        return t.ctx().ui().text();
    }

    private static TextSlicer slicer(Target t) {
        String text = state(t).text();
        LogicalLines logical = new LogicalLines(text);
        LineSource rows = state(t).wraps() ? new LaidOutLines(port(t), t.id(), logical) : logical;
        return new TextSlicer(SEGMENTS.of(t.id(), text), rows, logical);
    }

    private static Object[] slice(Target t, int[] range) {
        return new Object[] {substring(state(t).text(), range[0], range[1]), range[0], range[1]};
    }

    /** {@code GetText}: end -1 means the text's end; a range outside the text is cut to it. */
    private static String text(Target t, int start, int end) {
        int length = state(t).length();
        int to = end < 0 || end > length ? length : end;
        int from = Math.max(0, Math.min(start, length));
        return from >= to ? "" : substring(state(t).text(), from, to);
    }

    private static int characterAt(Target t, int offset) {
        String s = state(t).text();
        return offset < 0 || offset >= state(t).length() ? 0 : s.codePointAt(s.offsetByCodePoints(0, offset));
    }

    /**
     * A selection that does not exist is the empty range at the caret, as GTK 3 answers, not an
     * error: libatspi 2.46 returns uninitialised offsets when GetSelection fails, Orca 43 then
     * takes garbage such as (-1014228144, 32578) for a selection, and building the set of its
     * offsets has cost it seconds, gigabytes and all speech about caret moves.
     */
    private static Object[] selection(Target t, int index) {
        TextState s = state(t);
        if (index != 0 || !s.hasSelection()) {
            return new Object[] {s.caret(), s.caret()};
        }
        return new Object[] {s.selectionStart(), s.selectionEnd()};
    }

    private static boolean select(Target t, int start, int end) {
        return range(t, start, end) && port(t).setSelection(t.id(), Math.min(start, end), Math.max(start, end));
    }

    private static TextRun attributes(Target t, int offset) {
        if (!inText(t, offset)) {
            return new TextRun(0, 0, Map.of());
        }
        if (state(t).plainAttributes() != null) {
            // One run over the whole text, holding nothing beyond the defaults, as the live answer.
            return new TextRun(0, state(t).length(), Map.of());
        }
        return port(t).attributeRun(t.id(), offset);
    }

    private static Map<String, String> defaults(Target t) {
        Map<String, String> plain = state(t).plainAttributes();
        return plain != null ? plain : port(t).defaultAttributes(t.id());
    }

    /** The run's attributes (over the defaults when those are given), then its range. */
    private static Object[] run(TextRun run, Map<String, String> defaults) {
        Map<String, String> all = new HashMap<>();
        if (defaults != null) {
            all.putAll(defaults);
        }
        all.putAll(run.attributes());
        return new Object[] {all, run.start(), run.end()};
    }

    /**
     * The text inside a rectangle, as one range from the character at its top-left corner to the
     * one at its bottom-right corner (clip types are accepted and not needed for one range).
     */
    private static List<Object[]> boundedRanges(Target t, Object[] a) {
        Args.choice(a, 5, 4, "clip type");
        Args.choice(a, 6, 4, "clip type");
        int x = Args.i(a, 0);
        int y = Args.i(a, 1);
        int start = port(t).offsetAtPoint(t.id(), x, y, space(a, 4));
        int last = port(t).offsetAtPoint(t.id(), x + Args.i(a, 2) - 1, y + Args.i(a, 3) - 1, space(a, 4));
        List<Object[]> out = new ArrayList<>();
        if (start >= 0 && last >= start) {
            int end = Math.min(last + 1, state(t).length());
            out.add(new Object[] {start, end, text(t, start, end), new Object[] {"s", ""}});
        }
        return out;
    }

    private static boolean inText(Target t, int offset) {
        return offset >= 0 && offset <= state(t).length();
    }

    private static boolean range(Target t, int start, int end) {
        return inText(t, start) && inText(t, end);
    }

    private static Rect nothing(Object[] a, int spaceIndex) {
        space(a, spaceIndex);
        return new Rect(0, 0, 0, 0);
    }

    private static Granularity granularity(Object[] a) {
        return Granularity.values()[Args.choice(a, 1, Granularity.values().length, "granularity")];
    }

    private static Boundary boundary(Object[] a) {
        return Boundary.values()[Args.choice(a, 1, Boundary.values().length, "boundary type")];
    }

    static String substring(String text, int start, int end) {
        int from = text.offsetByCodePoints(0, start);
        return text.substring(from, text.offsetByCodePoints(from, end - start));
    }
}
