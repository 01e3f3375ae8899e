package io.github.javaatspi.testapps;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.GridLayout;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.swing.ImageIcon;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JEditorPane;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JPasswordField;
import javax.swing.JTextPane;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;
import javax.swing.event.HyperlinkEvent;

/**
 * Hypertext, images and documents for their tests: an HTML page with links (one cut into three
 * by a style change, one relative, after a character outside the Basic Multilingual Plane), an
 * editable text pane whose selection a button shows in a label, a label and a button with solid-coloured
 * icons laid out differently, a label whose icon was loaded from a file's URL (Swing describes it by
 * that URL), a label without icon and a password field. Buttons shorten the page, remove it and put it back.
 */
public final class DocumentsApp {
    public static final String TITLE = "Java AT-SPI Documents";
    public static final String PAGE = "<html lang=\"de-AT\"><head><title>Guide</title></head><body>"
            + "<p>Sm\uD83D\uDE00le: <a href=\"https://example.org/one\">first <b>bold</b> link</a> and "
            + "<a href=\"notes.html\">relative</a>.</p><p><a href=\"https://example.org/two\">second</a> last</p>"
            + "</body></html>";
    public static final String SHORTER_PAGE = "<html><body><p>Only <a href=\"https://example.org/three\">one</a>"
            + " link.</p></body></html>";
    public static final String EDITOR = "Edit this text";
    public static final String SECRET = "hunter2-Secret";
    /** The label's icon: solid red, 24 × 16. */
    public static final int LOGO_WIDTH = 24;
    public static final int LOGO_HEIGHT = 16;
    /** The button's icon: solid blue, 20 × 20. */
    public static final int DISK_SIZE = 20;
    /** The icon loaded from a file: 12 × 10. */
    public static final int LOADED_WIDTH = 12;
    public static final int LOADED_HEIGHT = 10;

    private final JPanel pagePanel = new JPanel(new BorderLayout());
    private final JEditorPane page = new JEditorPane("text/html", PAGE);
    private final JLabel followed = new JLabel("Nothing followed");
    private final JLabel selection = new JLabel("No selection yet");

    public static void main(String[] args) {
        SwingUtilities.invokeLater(() -> new DocumentsApp().show());
    }

    private void show() {
        JFrame frame = new JFrame(TITLE);
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        JPanel panel = new JPanel(new GridLayout(0, 1, 4, 4));

        page.setEditable(false);
        named(page, "Page");
        page.addHyperlinkListener(e -> {
            if (e.getEventType() == HyperlinkEvent.EventType.ACTIVATED) {
                followed.setText("Followed " + e.getURL());
            }
        });
        pagePanel.add(page);
        panel.add(pagePanel);
        panel.add(followed);

        JTextPane editor = new JTextPane();
        editor.setText(EDITOR);
        named(editor, "Editor");
        panel.add(editor);
        panel.add(selection);

        JLabel logo = new JLabel("Logo", icon(Color.RED, LOGO_WIDTH, LOGO_HEIGHT, "Red logo"), SwingConstants.CENTER);
        panel.add(logo);
        JButton save = new JButton("Save", icon(Color.BLUE, DISK_SIZE, DISK_SIZE, "Blue disk"));
        save.setVerticalTextPosition(SwingConstants.BOTTOM);
        save.setHorizontalTextPosition(SwingConstants.CENTER);
        panel.add(save);
        panel.add(new JLabel("Loaded", loadedIcon(), SwingConstants.CENTER));
        panel.add(new JLabel("No icon"));
        // Swing renders both as HTML, and its accessibility API hands them over with their markup.
        JLabel markedUp = new JLabel("<html>Marked <b>up</b> text</html>");
        markedUp.setToolTipText("<html>Shows <i>bold</i> &amp; more.<br>Second line</html>");
        panel.add(markedUp);
        // A plain JComponent is not Accessible: Swing's accessible tree leaves it out with its label.
        JComponent plain = new JComponent() { };
        plain.setLayout(new GridLayout(1, 1));
        plain.add(new JLabel("Inside a plain component"));
        panel.add(plain);
        JPasswordField secret = new JPasswordField(SECRET, 20);
        named(secret, "Secret");
        panel.add(secret);

        JPanel actions = new JPanel(new GridLayout(1, 0, 4, 4));
        actions.add(button("Shorter page", () -> page.setText(SHORTER_PAGE)));
        actions.add(button("Remove page", () -> {
            pagePanel.remove(page);
            pagePanel.revalidate();
            pagePanel.repaint();
        }));
        // Swing announces no caret event when only the mark of an unfocused text moves: the
        // selection is shown when asked for, not when Swing tells.
        actions.add(button("Show selection", () -> selection.setText("Selection " + editor.getSelectionStart() + "-"
                + editor.getSelectionEnd() + " caret " + editor.getCaretPosition())));
        actions.add(button("Restore page", () -> {
            page.setText(PAGE);
            if (page.getParent() == null) {
                pagePanel.add(page);
                pagePanel.revalidate();
            }
        }));
        panel.add(actions);

        frame.setContentPane(panel);
        frame.setSize(520, 760);
        frame.setLocation(40, 40);
        frame.setVisible(true);
    }

    private static ImageIcon icon(Color color, int width, int height, String description) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(color);
        g.fillRect(0, 0, width, height);
        g.dispose();
        return new ImageIcon(image, description);
    }

    /** An icon as applications load theirs: from a URL, with no description of its own. */
    private static ImageIcon loadedIcon() {
        try {
            Path file = Files.createTempFile("documents-app-", ".png");
            file.toFile().deleteOnExit();
            BufferedImage image = new BufferedImage(LOADED_WIDTH, LOADED_HEIGHT, BufferedImage.TYPE_INT_RGB);
            ImageIO.write(image, "png", file.toFile());
            return new ImageIcon(file.toUri().toURL());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JButton button(String text, Runnable action) {
        JButton b = new JButton(text);
        b.addActionListener(e -> action.run());
        return b;
    }

    private static void named(javax.swing.JComponent c, String name) {
        c.getAccessibleContext().setAccessibleName(name);
    }
}
