package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import javax.accessibility.AccessibleHypertext;
import javax.accessibility.AccessibleText;
import javax.swing.JEditorPane;
import javax.swing.JTextField;
import javax.swing.text.AbstractDocument;
import javax.swing.text.html.HTMLEditorKit;
import org.junit.jupiter.api.Test;

/** One AccessibleText per HTML pane, where Swing hands out (and leaks) a new one per call. */
class AccessibleTextsTest {
    private static final String PAGE = "<html><body><a href=\"https://example.org/\">link</a></body></html>";

    @Test
    void askingAnHtmlPaneAgainAndAgainAddsNoListeners() throws Exception {
        OnEdt.run(() -> {
            JEditorPane pane = new JEditorPane("text/html", PAGE);
            AbstractDocument document = (AbstractDocument) pane.getDocument();
            AccessibleText first = AccessibleTexts.of(pane, pane.getAccessibleContext());
            int documentListeners = document.getDocumentListeners().length;
            int caretListeners = pane.getCaretListeners().length;

            for (int i = 0; i < 50; i++) {
                assertThat(AccessibleTexts.of(pane, pane.getAccessibleContext())).isSameAs(first);
            }

            assertThat(first).isInstanceOf(AccessibleHypertext.class);
            assertThat(document.getDocumentListeners()).hasSize(documentListeners);
            assertThat(pane.getCaretListeners()).hasSize(caretListeners);
            assertThat(pane.getAccessibleContext().getAccessibleText()).as("Swing itself hands out a new one")
                    .isNotSameAs(pane.getAccessibleContext().getAccessibleText());
        });
    }

    @Test
    void aNewDocumentGetsANewTextThatKnowsItsLinks() throws Exception {
        OnEdt.run(() -> {
            JEditorPane pane = new JEditorPane("text/html", PAGE);
            AccessibleHypertext before = (AccessibleHypertext) AccessibleTexts.of(pane, pane.getAccessibleContext());
            assertThat(before.getLinkCount()).isOne();

            pane.setDocument(new HTMLEditorKit().createDefaultDocument());
            pane.setText("<html><body><a href=\"a\">a</a> <a href=\"b\">b</a></body></html>");
            AccessibleHypertext after = (AccessibleHypertext) AccessibleTexts.of(pane, pane.getAccessibleContext());

            assertThat(after).isNotSameAs(before);
            assertThat(after.getLinkCount()).isEqualTo(2);
        });
    }

    @Test
    void aContextThatIsItsOwnTextIsAskedAsSwingIntends() throws Exception {
        OnEdt.run(() -> {
            JTextField field = new JTextField("abc");
            assertThat(AccessibleTexts.of(field, field.getAccessibleContext())).isSameAs(field.getAccessibleContext());
        });
    }
}
