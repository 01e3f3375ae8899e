package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.LinkAnchor;
import io.github.javaatspi.model.LinkState;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.TextState;
import java.util.List;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleHyperlink;
import javax.accessibility.AccessibleHypertext;
import javax.accessibility.AccessibleRole;
import javax.accessibility.AccessibleText;
import javax.swing.JButton;
import javax.swing.JEditorPane;
import javax.swing.JPanel;
import javax.swing.JPasswordField;
import org.junit.jupiter.api.Test;

/** Reading the links of HTML editor panes (and of any AccessibleHypertext) into the snapshot's terms. */
class LinkReaderTest {
    private static final String EMOJI = "\uD83D\uDE00";
    private static final String PAGE = "<html><body><p>Sm" + EMOJI + "le <a href=\"https://example.org/one\">first "
            + "<b>bold</b> link</a> and <a href=\"notes.html\">relative</a>.</p>"
            + "<p><a href=\"https://example.org/one\">again</a></p></body></html>";

    private final IdentityTable ids = new IdentityTable();

    @Test
    void aLinkCutByStylesIsOneLinkInCodePointsFollowedThroughItsFirstPiece() throws Exception {
        List<LinkState> links = OnEdt.call(() -> {
            JEditorPane pane = new JEditorPane("text/html", PAGE);
            return LinkReader.read(pane, textOf(pane), text(pane), ids);
        });
        String text = OnEdt.call(() -> TextReader.documentText(new JEditorPane("text/html", PAGE)));

        assertThat(links).hasSize(3);
        LinkState first = links.get(0);
        int start = text.codePointCount(0, text.indexOf("first bold link"));
        assertThat(first.start()).isEqualTo(start).isLessThan(text.indexOf("first bold link"));
        assertThat(first.end()).isEqualTo(start + "first bold link".length());
        assertThat(first.sourceIndex()).isZero();
        assertThat(first.valid()).isTrue();
        assertThat(first.anchors()).singleElement().satisfies(a -> {
            assertThat(a.uri()).isEqualTo("https://example.org/one");
            assertThat(a.object()).isEqualTo(NodeId.NONE);
            assertThat(a.action().name()).isEqualTo("jump");
            assertThat(a.action().description()).isEqualTo("first bold link");
        });
        assertThat(links.get(1).anchors()).extracting(LinkAnchor::uri).as("Swing resolves no relative link without "
                + "a page").containsExactly("");
        assertThat(links.get(1).sourceIndex()).as("after the three pieces of the first link").isEqualTo(3);
        assertThat(links.get(2).anchors()).extracting(LinkAnchor::uri).containsExactly("https://example.org/one");
        assertThat(links.get(2).start()).as("the same address further on is another link")
                .isGreaterThan(first.end());
    }

    @Test
    void aPasswordFieldHasNoLinks() throws Exception {
        List<LinkState> links = OnEdt.call(() -> {
            JPasswordField field = new JPasswordField("https://example.org");
            return LinkReader.read(field, textOf(field), new TextState("*****", 0, 0, 0, 0), ids);
        });

        assertThat(links).isEmpty();
    }

    @Test
    void aTextTooLongForTheSnapshotHasNoLinksEither() throws Exception {
        List<LinkState> links = OnEdt.call(() -> {
            JEditorPane pane = new JEditorPane("text/html", PAGE);
            return LinkReader.read(pane, textOf(pane), new TextState("", 0, 0, 0, 0), ids);
        });

        assertThat(links).isEmpty();
    }

    @Test
    void anAnchorThatIsAnObjectOfTheTreeIsNamed() throws Exception {
        long[] buttonId = new long[1];
        List<LinkState> links = OnEdt.call(() -> {
            JButton anchor = new JButton("Go");
            buttonId[0] = ids.component(anchor, anchor.getAccessibleContext()).id;
            Hypertext hypertext = new Hypertext(anchor);
            return LinkReader.read(hypertext, textOf(hypertext), new TextState("abc", 0, 0, 0, 0), ids);
        });

        assertThat(links).singleElement().satisfies(l -> {
            assertThat(l.anchors()).extracting(LinkAnchor::object).containsExactly(buttonId[0]);
            assertThat(l.start()).isEqualTo(1);
            assertThat(l.end()).isEqualTo(2);
        });
    }

    private static TextState text(JEditorPane pane) {
        return new TextState(TextReader.documentText(pane), 0, 0, 0, 0);
    }

    /** A custom component with the text "abc" whose one link, on "b", is anchored on a button. */
    private static final class Hypertext extends JPanel {
        private final transient Accessible anchor;

        Hypertext(Accessible anchor) {
            this.anchor = anchor;
        }

        @Override
        public AccessibleContext getAccessibleContext() {
            if (accessibleContext == null) {
                accessibleContext = new Context();
            }
            return accessibleContext;
        }

        private final class Context extends AccessibleJPanel implements AccessibleHypertext {
            @Override
            public javax.accessibility.AccessibleText getAccessibleText() {
                return this;
            }

            @Override
            public AccessibleRole getAccessibleRole() {
                return AccessibleRole.TEXT;
            }

            @Override
            public int getLinkCount() {
                return 1;
            }

            @Override
            public AccessibleHyperlink getLink(int linkIndex) {
                return new AccessibleHyperlink() {
                    @Override
                    public boolean isValid() {
                        return true;
                    }

                    @Override
                    public int getAccessibleActionCount() {
                        return 1;
                    }

                    @Override
                    public boolean doAccessibleAction(int i) {
                        return false;
                    }

                    @Override
                    public String getAccessibleActionDescription(int i) {
                        return "b";
                    }

                    @Override
                    public Object getAccessibleActionObject(int i) {
                        return "https://example.org/b";
                    }

                    @Override
                    public Object getAccessibleActionAnchor(int i) {
                        return anchor;
                    }

                    @Override
                    public int getStartIndex() {
                        return 1;
                    }

                    @Override
                    public int getEndIndex() {
                        return 2;
                    }
                };
            }

            @Override
            public int getLinkIndex(int charIndex) {
                return charIndex == 1 ? 0 : -1;
            }

            @Override
            public int getIndexAtPoint(java.awt.Point p) {
                return -1;
            }

            @Override
            public java.awt.Rectangle getCharacterBounds(int i) {
                return null;
            }

            @Override
            public int getCharCount() {
                return 3;
            }

            @Override
            public int getCaretPosition() {
                return 0;
            }

            @Override
            public String getAtIndex(int part, int index) {
                return "abc".substring(index, index + 1);
            }

            @Override
            public String getAfterIndex(int part, int index) {
                return null;
            }

            @Override
            public String getBeforeIndex(int part, int index) {
                return null;
            }

            @Override
            public javax.swing.text.AttributeSet getCharacterAttribute(int i) {
                return null;
            }

            @Override
            public int getSelectionStart() {
                return 0;
            }

            @Override
            public int getSelectionEnd() {
                return 0;
            }

            @Override
            public String getSelectedText() {
                return null;
            }
        }
    }

    private static AccessibleText textOf(Accessible a) {
        return AccessibleTexts.of(a, a.getAccessibleContext());
    }
}
