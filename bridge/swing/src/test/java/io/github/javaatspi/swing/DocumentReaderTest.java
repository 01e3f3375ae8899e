package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.DocumentState;
import java.net.URI;
import java.util.Locale;
import javax.swing.JEditorPane;
import javax.swing.JTextArea;
import javax.swing.JTextPane;
import javax.swing.text.Document;
import org.junit.jupiter.api.Test;

/** What editor panes say about their documents. */
class DocumentReaderTest {
    @Test
    void anHtmlPageHasItsTypeAddressAndLanguage() throws Exception {
        DocumentState state = OnEdt.call(() -> {
            JEditorPane pane = new JEditorPane("text/html", "<html lang=\"de-AT\"><body>Hallo</body></html>");
            pane.getDocument().putProperty(Document.StreamDescriptionProperty,
                    URI.create("https://example.org/guide.html").toURL());
            return DocumentReader.read(pane, pane.getAccessibleContext());
        });

        assertThat(state.attributes()).containsEntry("MimeType", "text/html")
                .containsEntry("DocURL", "https://example.org/guide.html").hasSize(2);
        assertThat(state.locale()).isEqualTo("de_AT");
    }

    @Test
    void aLanguageWithAScriptIsGivenAsLanguageAndCountry() throws Exception {
        assertThat(localeOf("<html lang=\"sr-Latn-RS\"><body>Zdravo</body></html>")).isEqualTo("sr_RS");
        assertThat(localeOf("<html lang=\"fr\"><body>Salut</body></html>")).isEqualTo("fr");
    }

    @Test
    void withoutALanguageThePageSpeaksTheComponentsLocale() throws Exception {
        DocumentState state = OnEdt.call(() -> {
            JTextPane pane = new JTextPane();
            pane.setLocale(Locale.CANADA_FRENCH);
            return DocumentReader.read(pane, pane.getAccessibleContext());
        });

        assertThat(state.locale()).isEqualTo("fr_CA");
        assertThat(state.attributes()).containsOnlyKeys("MimeType").containsEntry("MimeType", "text/plain");
        assertThat(localeOf("<html lang=\"!!\"><body>?</body></html>")).as("a tag Java does not understand")
                .isEqualTo(Locale.getDefault().toString());
    }

    @Test
    void aTextAreaIsNoDocument() throws Exception {
        assertThat(OnEdt.call(() -> {
            JTextArea area = new JTextArea("notes");
            return DocumentReader.read(area, area.getAccessibleContext());
        })).isNull();
    }

    private static String localeOf(String html) throws Exception {
        return OnEdt.call(() -> {
            JEditorPane pane = new JEditorPane("text/html", html);
            return DocumentReader.read(pane, pane.getAccessibleContext()).locale();
        });
    }
}
