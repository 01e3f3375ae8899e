package io.github.javaatspi.swing;

import io.github.javaatspi.model.TextState;

import java.util.Map;

import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleEditableText;
import javax.accessibility.AccessibleExtendedText;
import javax.accessibility.AccessibleText;
import javax.swing.JEditorPane;
import javax.swing.JPasswordField;
import javax.swing.JTextArea;
import javax.swing.text.BadLocationException;
import javax.swing.text.Document;
import javax.swing.text.JTextComponent;
import javax.swing.text.StyledDocument;

/**
 * Reads the text, caret and selection of a text object into code-point offsets. The text is
 * kept in the snapshot so that a deletion can be reported with the text it removed (the
 * document no longer has it when Swing says it changed). A password field's text is replaced
 * by a mask of the same length before it leaves this class.
 */
final class TextReader {
    /** What GTK shows for a hidden character (BLACK CIRCLE). */
    static final char PASSWORD_MASK = '\u25cf';
    /** Longer texts are not copied; their changes are reported without the changed text. */
    static final int MAX_CHARS = 1 << 20;
    private static final int MAX_CHARS_BY_INDEX = 10_000;

    private TextReader() {
    }

    /** The text state of an object whose text interface is {@code at} ({@link AccessibleTexts}); null without one. */
    static TextState read(Accessible accessible, AccessibleContext context, AccessibleText at, int revision) {
        if (at == null) {
            return null;
        }
        String text = text(accessible, context, at);
        int caret = toCodePoints(text, GuardedInterfaces.getCaretPosition(at, 0));
        int start = toCodePoints(text, GuardedInterfaces.getSelectionStart(at, 0));
        int end = toCodePoints(text, GuardedInterfaces.getSelectionEnd(at, 0));
        boolean wraps = accessible instanceof JTextComponent tc && guardedWraps(tc);
        return new TextState(text, caret, Math.min(start, end), Math.max(start, end), revision, wraps,
                plainAttributes(accessible));
    }

    /**
     * The attributes of every character of a text component whose document has no styles (a
     * field, a text area): one run, the component's font and colours, the same for every offset
     * ({@link SwingText#attributeRun}). Null for styled documents, whose runs are read live.
     */
    static Map<String, String> plainAttributes(Accessible accessible) {
        if (accessible instanceof JTextComponent tc && !(tc.getDocument() instanceof StyledDocument)) {
            // Copied inside the guard: an application's font without a family must not cost the node.
            try {
                return Map.copyOf(TextAttributeValues.defaults(tc));
            } catch (RuntimeException | LinkageError e) {
                return Safe.failed(e, null);
            }
        }
        return null;
    }

    /** Whether Swing may lay the text out in more rows than it has lines. */
    static boolean wraps(JTextComponent tc) {
        return tc instanceof JTextArea area ? area.getLineWrap() : tc instanceof JEditorPane;
    }

    // The guards below are written out for the reason GuardedContext gives.

    private static boolean guardedWraps(JTextComponent tc) {
        try {
            return wraps(tc);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, true);
        }
    }

    private static int guardedLength(JPasswordField field) {
        try {
            return field.getDocument().getLength();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, 0);
        }
    }

    private static String guardedDocumentText(JTextComponent tc) {
        try {
            return documentText(tc);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, "");
        }
    }

    private static String text(Accessible accessible, AccessibleContext context, AccessibleText at) {
        if (accessible instanceof JPasswordField field) {
            int length = guardedLength(field);
            // GTK's mask, whatever the look and feel draws: a screen reader then says the same
            // for a password in any application ("black circle"), and nothing of the text leaves.
            return String.valueOf(PASSWORD_MASK).repeat(length);
        }
        int count = GuardedInterfaces.getCharCount(at, 0);
        if (count <= 0 || count > MAX_CHARS) {
            return "";
        }
        if (accessible instanceof JTextComponent tc) {
            return guardedDocumentText(tc);
        }
        AccessibleEditableText editable = GuardedContext.getAccessibleEditableText(context, null);
        if (editable != null) {
            return GuardedInterfaces.getTextRange(editable, 0, count, "");
        }
        if (at instanceof AccessibleExtendedText extended) {
            return GuardedInterfaces.getTextRange(extended, 0, count, "");
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < Math.min(count, MAX_CHARS_BY_INDEX); i++) {
            sb.append(GuardedInterfaces.getAtIndex(at, AccessibleText.CHARACTER, i, ""));
        }
        return sb.toString();
    }

    /**
     * The text of {@code tc}'s document — what its accessible offsets count — which for an HTML
     * editor pane is not {@code getText()} (that is the HTML source).
     */
    static String documentText(JTextComponent tc) {
        Document doc = tc.getDocument();
        try {
            return doc.getText(0, doc.getLength());
        } catch (BadLocationException e) {
            return "";
        }
    }

    /** A UTF-16 index into {@code text} as a code-point offset, clamped to the text. */
    static int toCodePoints(String text, int utf16Index) {
        int clamped = Math.max(0, Math.min(utf16Index, text.length()));
        return text.codePointCount(0, clamped);
    }
}
