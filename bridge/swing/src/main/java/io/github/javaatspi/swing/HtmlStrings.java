package io.github.javaatspi.swing;

import java.io.IOException;
import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.MutableAttributeSet;
import javax.swing.text.html.HTML;
import javax.swing.text.html.HTMLEditorKit;
import javax.swing.text.html.parser.ParserDelegator;

/**
 * Swing's HTML strings as the words they show. Swing renders a label's, a button's or a
 * tooltip's text as HTML when it starts with {@code <html>}. A label's or a button's own name
 * comes without the markup, but a tooltip, which is the description, comes with it, and so does a
 * name the application set from such a text: Orca read JOSM's tool bar buttons as
 * "&lt;html&gt;Open a file. &lt;font size='-2'&gt;(Ctrl+O)&lt;/font&gt;&amp;nbsp;&lt;/html&gt;"
 * (110 such descriptions in JOSM, 31 in Freeplane). GTK gives its tooltips without their
 * markup, and so does the bridge: the JDK's own HTML parser, the one that renders the string,
 * reads it; what would start a new line on screen (a paragraph, a line break, a list item) is a
 * line break, entities are characters, and runs of blanks are one space. Anything else is
 * returned as it is.
 */
final class HtmlStrings {
    /** The same names and descriptions come back on every read of their node: each string is parsed once. */
    private static final int CACHED = 512;
    private static final Map<String, String> PLAIN = new LinkedHashMap<>(CACHED, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
            return size() > CACHED;
        }
    };

    private HtmlStrings() {
    }

    /** {@code text} without its markup when Swing would render it as HTML; else {@code text} itself (null stays null). */
    static String plain(String text) {
        if (text == null || !BasicHTML.isHTMLString(text)) {
            return text;
        }
        synchronized (PLAIN) {
            String cached = PLAIN.get(text);
            if (cached != null) {
                return cached;
            }
        }
        String plain = parse(text);
        synchronized (PLAIN) {
            PLAIN.put(text, plain);
        }
        return plain;
    }

    private static String parse(String html) {
        Words words = new Words();
        try {
            new ParserDelegator().parse(new StringReader(html), words, true);
        } catch (IOException | RuntimeException e) {
            // The parser gave up on malformed markup: the tags go, whatever text was between them stays.
            return normalise(html.replaceAll("<[^>]*>", " "));
        }
        return normalise(words.text.toString());
    }

    /** One space for each run of blanks, no blank at a line's ends, no empty lines. */
    private static String normalise(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (String line : text.replace('\u00a0', ' ').split("\n")) {
            String words = line.strip().replaceAll("[ \\t\\r\\f]+", " ");
            if (!words.isEmpty()) {
                if (out.length() > 0) {
                    out.append('\n');
                }
                out.append(words);
            }
        }
        return out.toString();
    }

    /** Collects the text a page shows: no head, style or script; a line break where the flow breaks. */
    private static final class Words extends HTMLEditorKit.ParserCallback {
        final StringBuilder text = new StringBuilder();
        private int hidden;

        @Override
        public void handleText(char[] data, int pos) {
            if (hidden == 0) {
                text.append(data);
            }
        }

        @Override
        public void handleStartTag(HTML.Tag tag, MutableAttributeSet attributes, int pos) {
            if (isHidden(tag)) {
                hidden++;
            } else if (tag.breaksFlow()) {
                text.append('\n');
            }
        }

        @Override
        public void handleEndTag(HTML.Tag tag, int pos) {
            if (isHidden(tag)) {
                hidden = Math.max(0, hidden - 1);
            } else if (tag.breaksFlow()) {
                text.append('\n');
            }
        }

        @Override
        public void handleSimpleTag(HTML.Tag tag, MutableAttributeSet attributes, int pos) {
            if (tag.breaksFlow()) {
                text.append('\n');
            }
        }

        private static boolean isHidden(HTML.Tag tag) {
            return tag == HTML.Tag.HEAD || tag == HTML.Tag.STYLE || tag == HTML.Tag.SCRIPT || tag == HTML.Tag.TITLE;
        }
    }
}
