package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.StateSet;
import javax.accessibility.AccessibleContext;
import javax.swing.JButton;
import javax.swing.JLabel;
import org.junit.jupiter.api.Test;

/** Names and descriptions Swing renders as HTML are read as the words they show. */
class HtmlStringsTest {

    @Test
    void aNodeReadFromSwingHasTheWordsOfItsHtmlTextAndTooltip() throws Exception {
        Node button = OnEdt.call(() -> {
            JButton b = new JButton("<html>Save <i>all</i></html>");
            b.setToolTipText("<html>Saves every file.<br>Ctrl+Shift+S</html>");
            AccessibleContext context = b.getAccessibleContext();
            assertThat(context.getAccessibleName()).as("Swing strips a button's text itself").isEqualTo("Save all");
            assertThat(context.getAccessibleDescription()).as("but not its tooltip").startsWith("<html>");
            return Snapshotter.read(1, 0, Role.BUTTON, StateSet.EMPTY, b, context, null, 0).build();
        });
        assertThat(button.name()).isEqualTo("Save all");
        assertThat(button.description()).isEqualTo("Saves every file.\nCtrl+Shift+S");

        Node named = OnEdt.call(() -> {
            JButton b = new JButton();
            // An application that copies a label's text into the name it gives.
            b.getAccessibleContext().setAccessibleName("<html>Open <b>recent</b></html>");
            return Snapshotter.read(3, 0, Role.BUTTON, StateSet.EMPTY, b, b.getAccessibleContext(), null, 0).build();
        });
        assertThat(named.name()).isEqualTo("Open recent");

        Node label = OnEdt.call(() -> {
            JLabel l = new JLabel("Plain <b>text</b>");
            return Snapshotter.read(2, 0, Role.LABEL, StateSet.EMPTY, l, l.getAccessibleContext(), null, 0).build();
        });
        assertThat(label.name()).as("not HTML to Swing").isEqualTo("Plain <b>text</b>");
    }

    @Test
    void aToolTipOfJosmIsTheWordsItShows() {
        assertThat(HtmlStrings.plain("<html>Open a file. <font size='-2'>(Ctrl+O)</font>&nbsp;</html>"))
                .isEqualTo("Open a file. (Ctrl+O)");
    }

    @Test
    void inlineMarkupKeepsWordsWholeAndEntitiesAreCharacters() {
        assertThat(HtmlStrings.plain("<html><b>Bold</b>ly go &amp; see &lt;this&gt; &#233;t&eacute;</html>"))
                .isEqualTo("Boldly go & see <this> été");
    }

    @Test
    void whatBreaksTheLineOnScreenIsALineBreak() {
        assertThat(HtmlStrings.plain("<html>Replacement:<ul><li><em>Template</em> (<tt>%s</tt> is it)<li>Two</ul>"
                + "a<br>b<p>c</p></html>")).isEqualTo("Replacement:\nTemplate (%s is it)\nTwo\na\nb\nc");
    }

    @Test
    void whatThePageDoesNotShowIsLeftOut() {
        assertThat(HtmlStrings.plain("<html><head><title>T</title><style>p { color: red }</style></head>"
                + "<body>  Shown \n  text  </body></html>")).isEqualTo("Shown text");
    }

    @Test
    void onlyWhatSwingRendersAsHtmlIsChanged() {
        assertThat(HtmlStrings.plain("<HTML>Upper <b>case</b>")).isEqualTo("Upper case");
        assertThat(HtmlStrings.plain(" <html><b>x</b>")).as("Swing shows this as text").isEqualTo(" <html><b>x</b>");
        assertThat(HtmlStrings.plain("a <b> b")).isEqualTo("a <b> b");
        assertThat(HtmlStrings.plain("")).isEmpty();
        assertThat(HtmlStrings.plain(null)).isNull();
    }

    @Test
    void anEmptyPageIsAnEmptyString() {
        assertThat(HtmlStrings.plain("<html></html>")).isEmpty();
        assertThat(HtmlStrings.plain("<html>&nbsp;</html>")).isEmpty();
    }

    @Test
    void theSameStringIsTheSameAnswer() {
        String html = "<html>Cached <b>once</b></html>";
        assertThat(HtmlStrings.plain(html)).isSameAs(HtmlStrings.plain(html));
    }
}
