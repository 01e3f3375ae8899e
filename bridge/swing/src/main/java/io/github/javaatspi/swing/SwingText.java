package io.github.javaatspi.swing;

import io.github.javaatspi.model.CoordSpace;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.TextEdit;
import io.github.javaatspi.model.TextLine;
import io.github.javaatspi.model.TextPort;
import io.github.javaatspi.model.TextRun;
import io.github.javaatspi.model.UiUnavailableException;

import java.awt.Component;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.util.HashMap;
import java.util.Map;
import javax.accessibility.AccessibleComponent;
import javax.accessibility.AccessibleEditableText;
import javax.accessibility.AccessibleText;
import javax.swing.JPasswordField;
import javax.swing.text.BadLocationException;
import javax.swing.text.Element;
import javax.swing.text.JTextComponent;
import javax.swing.text.StyledDocument;
import javax.swing.text.Utilities;

/**
 * The live text questions, answered on the event thread within the budget, and text changes,
 * queued to it. Clients count in code points, Swing in UTF-16 units: every offset is converted
 * against the text as it is when the question is answered, and clamped to it.
 */
final class SwingText implements TextPort {
    /** Ranges longer than this are measured by their ends only. */
    private static final int MAX_MEASURED_CHARS = 2000;
    /** How far a run of equal attributes is followed in each direction, in elements. */
    private static final int MAX_RUN_ELEMENTS = 1000;

    private final SwingUi ui;
    private final long budgetMillis;

    SwingText(SwingUi ui, long budgetMillis) {
        this.ui = ui;
        this.budgetMillis = budgetMillis;
    }

    @Override
    public TextLine rowAt(long id, int offset) {
        return Edt.call(() -> {
            if (!(ui.live(id).accessible() instanceof JTextComponent tc) || !TextReader.wraps(tc) || !tc.isShowing()) {
                return null;
            }
            String text = TextReader.documentText(tc);
            int pos = utf16(text, offset);
            try {
                int start = Utilities.getRowStart(tc, pos);
                int last = Utilities.getRowEnd(tc, pos);
                if (start < 0 || last < 0) {
                    return null;
                }
                // Swing's row end is the row's last position: its newline, the last character of
                // a wrapped row, or the text's end.
                boolean endsInNewline = last < text.length() && text.charAt(last) == '\n';
                int contentEnd = endsInNewline ? last : Math.min(last + (last < text.length() ? 1 : 0), text.length());
                int next = endsInNewline ? last + 1 : contentEnd;
                return new TextLine(TextReader.toCodePoints(text, start), TextReader.toCodePoints(text, contentEnd),
                        TextReader.toCodePoints(text, next));
            } catch (BadLocationException e) {
                return null;
            }
        }, budgetMillis);
    }

    @Override
    public Rect characterExtents(long id, int offset, CoordSpace space) {
        return Edt.call(() -> {
            Resolved r = ui.live(id);
            AccessibleText at = text(r);
            Point origin = ui.origin(id, component(r), space);
            Rectangle b = at.getCharacterBounds(utf16(currentText(r, at), offset));
            return origin == null || b == null ? new Rect(0, 0, 0, 0)
                    : new Rect(origin.x + b.x, origin.y + b.y, b.width, b.height);
        }, budgetMillis);
    }

    @Override
    public Rect rangeExtents(long id, int start, int end, CoordSpace space) {
        return Edt.call(() -> {
            Resolved r = ui.live(id);
            AccessibleText at = text(r);
            Point origin = ui.origin(id, component(r), space);
            String text = currentText(r, at);
            int from = utf16(text, Math.min(start, end));
            int to = utf16(text, Math.max(start, end));
            Rectangle union = null;
            for (int i = from; i < to; i++) {
                if (to - from > MAX_MEASURED_CHARS && i > from && i < to - 1) {
                    i = to - 1;
                }
                Rectangle b = at.getCharacterBounds(i);
                if (b != null) {
                    union = union == null ? new Rectangle(b) : union.union(b);
                }
            }
            return origin == null || union == null ? new Rect(0, 0, 0, 0)
                    : new Rect(origin.x + union.x, origin.y + union.y, union.width, union.height);
        }, budgetMillis);
    }

    @Override
    public int offsetAtPoint(long id, int x, int y, CoordSpace space) {
        return Edt.call(() -> {
            Resolved r = ui.live(id);
            AccessibleText at = text(r);
            AccessibleComponent c = component(r);
            Point origin = ui.origin(id, c, space);
            if (origin == null) {
                return -1;
            }
            Point inside = new Point(x - origin.x, y - origin.y);
            java.awt.Dimension size = c.getSize();
            if (size == null || inside.x < 0 || inside.y < 0 || inside.x >= size.width || inside.y >= size.height) {
                return -1;
            }
            int index = at.getIndexAtPoint(inside);
            // Swing answers the nearest caret position: past the middle of a character, the next one.
            if (index > 0) {
                Rectangle here = at.getCharacterBounds(index);
                Rectangle before = at.getCharacterBounds(index - 1);
                if ((here == null || !here.contains(inside)) && before != null && before.contains(inside)) {
                    index--;
                }
            }
            return index < 0 ? -1 : TextReader.toCodePoints(currentText(r, at), index);
        }, budgetMillis);
    }

    @Override
    public TextRun attributeRun(long id, int offset) {
        return Edt.call(() -> {
            Resolved r = ui.live(id);
            AccessibleText at = text(r);
            String text = currentText(r, at);
            if (!(r.accessible() instanceof JTextComponent tc) || !(tc.getDocument() instanceof StyledDocument doc)
                    || text.isEmpty()) {
                return new TextRun(0, TextReader.toCodePoints(text, text.length()), Map.of());
            }
            Map<String, String> defaults = TextAttributeValues.defaults(tc);
            int asked = utf16(text, offset);
            int pos = Math.min(asked, text.length() - 1);
            Map<String, String> runAttributes = beyondDefaults(doc, pos, defaults);
            int start = doc.getCharacterElement(pos).getStartOffset();
            for (int i = 0; i < MAX_RUN_ELEMENTS && start > 0
                    && beyondDefaults(doc, start - 1, defaults).equals(runAttributes); i++) {
                start = doc.getCharacterElement(start - 1).getStartOffset();
            }
            int end = Math.min(doc.getCharacterElement(pos).getEndOffset(), text.length());
            for (int i = 0; i < MAX_RUN_ELEMENTS && end < text.length()
                    && beyondDefaults(doc, end, defaults).equals(runAttributes); i++) {
                end = Math.min(doc.getCharacterElement(end).getEndOffset(), text.length());
            }
            // At the text's end GTK answers the last run's range with no attributes: so do we.
            return new TextRun(TextReader.toCodePoints(text, start), TextReader.toCodePoints(text, end),
                    asked == text.length() ? Map.of() : runAttributes);
        }, budgetMillis);
    }

    @Override
    public Map<String, String> defaultAttributes(long id) {
        return Edt.call(() -> ui.live(id).accessible() instanceof Component c
                ? TextAttributeValues.defaults(c) : Map.<String, String>of(), budgetMillis);
    }

    @Override
    public boolean setCaret(long id, int offset) {
        ui.later(id, "caret move", r -> {
            if (r.accessible() instanceof JTextComponent tc) {
                tc.setCaretPosition(utf16(currentText(r, text(r)), offset));
            } else if (editable(r) != null) {
                int at = utf16(currentText(r, text(r)), offset);
                editable(r).selectText(at, at);
            }
        });
        return true;
    }

    @Override
    public boolean setSelection(long id, int start, int end) {
        ui.later(id, "text selection", r -> {
            String text = currentText(r, text(r));
            int from = utf16(text, start);
            int to = utf16(text, end);
            if (r.accessible() instanceof JTextComponent tc) {
                tc.setCaretPosition(from);
                tc.moveCaretPosition(to);
            } else if (editable(r) != null) {
                editable(r).selectText(from, to);
            }
        });
        return true;
    }

    @Override
    public boolean edit(long id, TextEdit edit) {
        ui.later(id, "text " + edit.kind().name().toLowerCase(java.util.Locale.ROOT), r -> apply(r, edit));
        return true;
    }

    @Override
    public boolean scrollToRange(long id, int start, int end) {
        ui.later(id, "scroll to text", r -> {
            if (r.accessible() instanceof JTextComponent tc) {
                String text = currentText(r, text(r));
                try {
                    Rectangle2D from = tc.modelToView2D(utf16(text, start));
                    Rectangle2D to = tc.modelToView2D(utf16(text, end));
                    if (from != null && to != null) {
                        tc.scrollRectToVisible(from.createUnion(to).getBounds());
                    }
                } catch (BadLocationException e) {
                    // The text changed since the client asked: nothing to scroll to.
                }
            }
        });
        return true;
    }

    private void apply(Resolved r, TextEdit edit) {
        AccessibleEditableText e = editable(r);
        boolean changes = edit.kind() != TextEdit.Kind.COPY;
        if (e == null || !(r.accessible() instanceof Component c) || !c.isEnabled()
                || changes && r.accessible() instanceof JTextComponent tc && !tc.isEditable()) {
            return;
        }
        String text = currentText(r, text(r));
        int from = utf16(text, edit.start());
        int to = utf16(text, edit.end());
        switch (edit.kind()) {
            case INSERT -> e.insertTextAtIndex(from, edit.text());
            case DELETE -> e.delete(from, to);
            case CUT -> e.cut(from, to);
            case PASTE -> e.paste(from);
            case SET_CONTENTS -> e.setTextContents(edit.text());
            case COPY -> copy(r, from, to);
        }
    }

    /** Copies a range without disturbing the selection the user has (a password field refuses). */
    private static void copy(Resolved r, int from, int to) {
        if (r.accessible() instanceof JTextComponent tc) {
            int dot = tc.getCaret().getDot();
            int mark = tc.getCaret().getMark();
            tc.select(from, to);
            tc.copy();
            tc.setCaretPosition(mark);
            tc.moveCaretPosition(dot);
        }
    }

    /** The attributes at {@code pos} (its character's, then its paragraph's) that differ from the defaults. */
    private static Map<String, String> beyondDefaults(StyledDocument doc, int pos, Map<String, String> defaults) {
        Map<String, String> all = new HashMap<>(TextAttributeValues.of(doc.getParagraphElement(pos).getAttributes()));
        Element character = doc.getCharacterElement(pos);
        all.putAll(TextAttributeValues.of(character.getAttributes()));
        all.entrySet().removeIf(e -> e.getValue().equals(defaults.get(e.getKey())));
        return all;
    }

    private static AccessibleText text(Resolved r) {
        AccessibleText at = AccessibleTexts.of(r.accessible(), r.context());
        if (at == null) {
            throw new UiUnavailableException(UiUnavailableException.Reason.UNSUPPORTED, "not a text");
        }
        return at;
    }

    private static AccessibleEditableText editable(Resolved r) {
        return r.context().getAccessibleEditableText();
    }

    private static AccessibleComponent component(Resolved r) {
        AccessibleComponent c = r.context().getAccessibleComponent();
        if (c == null) {
            throw new UiUnavailableException(UiUnavailableException.Reason.UNSUPPORTED, "not a component");
        }
        return c;
    }

    /** The text as Swing counts it now (a password field's only as long as it is; never its characters). */
    private static String currentText(Resolved r, AccessibleText at) {
        if (r.accessible() instanceof JTextComponent tc && !(tc instanceof JPasswordField)) {
            return TextReader.documentText(tc);
        }
        return "x".repeat(Math.max(0, at.getCharCount()));
    }

    /** A code-point offset as a UTF-16 index into {@code text}, clamped to it. */
    static int utf16(String text, int codePoints) {
        int total = text.codePointCount(0, text.length());
        return text.offsetByCodePoints(0, Math.max(0, Math.min(codePoints, total)));
    }
}
