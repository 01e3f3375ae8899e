package io.github.javaatspi.testapps;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.GridLayout;
import javax.swing.JEditorPane;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JPasswordField;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.JTextPane;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;

/**
 * Text of every kind for the Text and EditableText tests, with a GTK 3 twin
 * ({@code gtk/text_twin.py}) holding the same texts: a multi-line text (the one words, sentences
 * and lines are compared on), a text that wraps, a styled text, fields (one read-only), a
 * password, a label and an HTML pane with a link.
 */
public final class TextApp {
    public static final String TITLE = "Java AT-SPI Text";
    /** The same in the GTK twin: words, sentences and lines are compared on it. */
    public static final String NOTES = "Hello world. This is a test!\nSecond line, with words: don't stop.\n\n"
            + "Third paragraph  here? Yes.\n";
    public static final String WRAPPED = "This rather long sentence has to wrap onto several rows of the narrow "
            + "text area, so that its visual rows differ from its one logical line.";
    /** "bold" bold, "italic" italic, "red" red: as in the twin. */
    public static final String STYLED = "plain bold italic red";
    public static final String FIELD = "abc def";
    public static final String SECRET = "s3cret-Pa55";

    public static void main(String[] args) {
        SwingUtilities.invokeLater(TextApp::show);
    }

    private static void show() {
        JFrame frame = new JFrame(TITLE);
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        JPanel panel = new JPanel(new GridLayout(0, 1, 4, 4));

        JTextArea notes = new JTextArea(NOTES, 5, 40);
        named(notes, "Notes");
        panel.add(new JScrollPane(notes));

        JTextArea wrapped = new JTextArea(WRAPPED, 4, 14);
        wrapped.setLineWrap(true);
        wrapped.setWrapStyleWord(true);
        named(wrapped, "Wrapped");
        JPanel narrow = new JPanel();
        narrow.add(wrapped);
        panel.add(narrow);

        JTextPane styled = new JTextPane();
        styled.setText(STYLED);
        StyledDocument doc = styled.getStyledDocument();
        SimpleAttributeSet bold = new SimpleAttributeSet();
        StyleConstants.setBold(bold, true);
        doc.setCharacterAttributes(6, 4, bold, false);
        SimpleAttributeSet italic = new SimpleAttributeSet();
        StyleConstants.setItalic(italic, true);
        doc.setCharacterAttributes(11, 6, italic, false);
        SimpleAttributeSet red = new SimpleAttributeSet();
        StyleConstants.setForeground(red, Color.RED);
        doc.setCharacterAttributes(18, 3, red, false);
        named(styled, "Styled");
        panel.add(styled);

        JTextField field = new JTextField(FIELD, 20);
        named(field, "Field");
        panel.add(field);
        JTextField readOnly = new JTextField("read only", 20);
        readOnly.setEditable(false);
        named(readOnly, "Read only");
        panel.add(readOnly);
        JPasswordField secret = new JPasswordField(SECRET, 20);
        named(secret, "Secret");
        panel.add(secret);
        panel.add(new JLabel("A plain label"));

        JEditorPane html = new JEditorPane("text/html",
                "<html><body><p>Read the <a href=\"https://example.org/guide\">guide</a> first.</p></body></html>");
        html.setEditable(false);
        named(html, "Page");
        panel.add(html);

        frame.setContentPane(panel);
        frame.setSize(new Dimension(640, 720));
        frame.setLocation(20, 20);
        frame.setVisible(true);
        notes.requestFocusInWindow();
    }

    private static void named(javax.swing.JComponent c, String name) {
        c.getAccessibleContext().setAccessibleName(name);
    }
}
