package io.github.javaatspi.swing;

import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.swing.JEditorPane;

/**
 * Descriptions Swing makes up when the application gave none, which are not written for people:
 * an {@code ImageIcon} made from a URL or a file name is described by that URL or name
 * ("jar:file:/opt/app/app.jar!/icons/save.png"), an editor pane by its content type ("text/html"),
 * and each element of an HTML page by its pane's. Orca reads an icon's image description in place
 * of its role and a table row's images with the row, and speaks an object's description when it
 * takes the focus; GTK leaves both empty, and so does the bridge. The content type stays where a
 * client looks for it, the Document interface's {@code MimeType}. Event thread only (an editor
 * pane's type is read live).
 */
final class DefaultDescriptions {
    /** The contexts Swing gives the elements of an HTML page: {@code AccessibleHTML}'s, not public. */
    private static final String HTML_ELEMENT = "javax.swing.text.html.AccessibleHTML$";
    private static final String[] IMAGE_EXTENSIONS = {
        ".png", ".gif", ".jpg", ".jpeg", ".bmp", ".wbmp", ".svg", ".ico", ".webp", ".tif", ".tiff", ".xpm",
    };

    private DefaultDescriptions() {
    }

    /** {@code description} of an icon, or "" when it only says where the image was loaded from. */
    static String ofIcon(String description) {
        return isLocation(description) ? "" : description;
    }

    /**
     * {@code description} of {@code accessible}, or "" when it is only the content type of the
     * editor pane it is or lies in.
     */
    static String of(Accessible accessible, AccessibleContext context, String description) {
        if (description.isEmpty()) {
            return description;
        }
        if (accessible instanceof JEditorPane pane) {
            return description.equals(GuardedComponents.getContentType(pane, null)) ? "" : description;
        }
        // The elements of an HTML page (paragraphs, tables, images) answer their pane's content
        // type whatever was set, and know no parent to compare it with.
        return context.getClass().getName().startsWith(HTML_ELEMENT) ? "" : description;
    }

    /**
     * Whether {@code text} is a URL ({@code ImageIcon(URL)} describes itself by
     * {@code URL.toExternalForm()}) or an image file's name or path ({@code ImageIcon(String)}).
     * Words a person wrote have spaces, or no scheme and no image file's extension ("N/A", "3/4").
     */
    static boolean isLocation(String text) {
        if (text.isEmpty()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (Character.isWhitespace(text.charAt(i))) {
                return false;
            }
        }
        return (hasScheme(text) && text.indexOf('/') >= 0) || hasImageExtension(text);
    }

    /** An RFC 3986 scheme of two characters or more and its colon ("file:", "jar:", "bundleresource:"). */
    private static boolean hasScheme(String text) {
        int colon = text.indexOf(':');
        if (colon < 2 || !isAsciiLetter(text.charAt(0))) {
            return false;
        }
        for (int i = 1; i < colon; i++) {
            char c = text.charAt(i);
            if (!isAsciiLetter(c) && !(c >= '0' && c <= '9') && c != '+' && c != '-' && c != '.') {
                return false;
            }
        }
        return true;
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean hasImageExtension(String text) {
        for (String extension : IMAGE_EXTENSIONS) {
            if (text.regionMatches(true, text.length() - extension.length(), extension, 0, extension.length())) {
                return true;
            }
        }
        return false;
    }
}
