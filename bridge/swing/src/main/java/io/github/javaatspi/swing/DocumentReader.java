package io.github.javaatspi.swing;

import io.github.javaatspi.model.DocumentState;

import java.net.URL;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.swing.JEditorPane;
import javax.swing.text.Document;
import javax.swing.text.html.HTML;
import javax.swing.text.html.HTMLDocument;

/**
 * Reads what an editor pane (JEditorPane, JTextPane: the Swing components that show a whole
 * document) says about its document: the content type as {@code MimeType}, the page it loaded as
 * {@code DocURL} (the names Orca reads), and the language — an HTML page's {@code lang}, else the
 * component's locale. Event thread only.
 */
final class DocumentReader {
    private static final String MIME_TYPE = "MimeType";
    private static final String DOC_URL = "DocURL";

    private DocumentReader() {
    }

    /** The document {@code accessible} shows, or null when it is not a document view. */
    static DocumentState read(Accessible accessible, AccessibleContext context) {
        if (!(accessible instanceof JEditorPane pane)) {
            return null;
        }
        Map<String, String> attributes = new HashMap<>();
        String type = GuardedComponents.getContentType(pane, "");
        if (!type.isEmpty()) {
            attributes.put(MIME_TYPE, type);
        }
        URL page = GuardedComponents.getPage(pane, null);
        if (page != null) {
            attributes.put(DOC_URL, page.toString());
        }
        String language = languageOf(pane);
        String locale = language.isEmpty() ? GuardedContext.getLocale(context, Locale.getDefault()).toString() : language;
        return new DocumentState(locale, attributes);
    }

    /** {@link #language} of {@code pane}'s document, guarded (written out for the reason {@link GuardedContext} gives). */
    private static String languageOf(JEditorPane pane) {
        try {
            return language(pane.getDocument());
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, "");
        }
    }

    /**
     * The {@code lang} of an HTML page's root element as a POSIX locale ("de-AT" → "de_AT", a script
     * subtag dropped), or "" when it has none that Java understands.
     */
    private static String language(Document document) {
        if (!(document instanceof HTMLDocument html)
                || !(html.getDefaultRootElement().getAttributes().getAttribute(HTML.Attribute.LANG) instanceof String tag)) {
            return "";
        }
        Locale locale = Locale.forLanguageTag(tag.strip());
        String country = locale.getCountry();
        return country.isEmpty() ? locale.getLanguage() : locale.getLanguage() + "_" + country;
    }
}
