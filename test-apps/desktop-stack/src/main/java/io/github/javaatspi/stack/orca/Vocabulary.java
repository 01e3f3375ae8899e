package io.github.javaatspi.stack.orca;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The phrases that carry a facet in Orca's English speech: an app's own names and values
 * (given per app), and the role and state names and the position and level patterns Orca uses
 * for every app.
 */
public final class Vocabulary {
    /** AT-SPI's role names (libatspi's {@code atspi_role_get_name}), the words Orca says for a role; web-only ones left out. */
    private static final List<String> ROLES = List.of("accelerator label", "alert", "animation", "arrow",
            "calendar", "canvas", "check box", "check menu item", "color chooser", "column header", "combo box",
            "date editor", "desktop icon", "desktop frame", "dial", "dialog", "directory pane", "drawing area",
            "file chooser", "filler", "font chooser", "frame", "glass pane", "icon", "image", "internal frame",
            "label", "layered pane", "list", "list item", "menu", "menu bar", "menu item", "option pane", "page tab",
            "page tab list", "panel", "password text", "popup menu", "progress bar", "push button", "radio button",
            "radio menu item", "root pane", "row header", "scroll bar", "scroll pane", "separator", "slider",
            "spin button", "split pane", "status bar", "table", "table cell", "table column header",
            "table row header", "tearoff menu item", "terminal", "text", "toggle button", "tool bar", "tool tip",
            "tree", "tree table", "viewport", "window", "header", "footer", "ruler", "application", "editbar",
            "embedded", "entry", "caption", "table row", "tree item", "list box", "grouping", "notification",
            "info bar", "level bar", "title bar", "push button menu");
    /** The state words of Orca 43 ({@code orca/object_properties.py}) that can be said of a desktop widget. */
    private static final List<String> STATES = List.of("checked", "not checked", "partially checked", "pressed",
            "not pressed", "expanded", "collapsed", "selected", "not selected", "grayed", "read only", "required",
            "invalid entry", "multi-select");
    /** Orca's nesting phrases. */
    private static final Pattern LEVEL = Pattern.compile("\\b(?:tree level|nesting level|level) \\d+\\b");
    /** Orca's position and size phrases. */
    private static final Pattern POSITION = Pattern.compile(
            "\\b(?:\\d+ of \\d+|\\d+ items?|\\d+ rows?|\\d+ columns?|row \\d+|column \\d+)\\b");

    private static final List<Phrase> WIDGET_PHRASES = longestFirst(Stream.concat(
            ROLES.stream().map(r -> new Phrase(r, Facet.ROLE)), STATES.stream().map(s -> new Phrase(s, Facet.STATE))));

    private final List<Phrase> appPhrases;

    private Vocabulary(List<Phrase> appPhrases) {
        this.appPhrases = appPhrases;
    }

    /** The names and values an app shows; each becomes a NAME or VALUE phrase. */
    public static Vocabulary of(List<String> names, List<String> values) {
        return new Vocabulary(longestFirst(Stream.concat(names.stream().map(n -> new Phrase(n, Facet.NAME)),
                values.stream().map(v -> new Phrase(v, Facet.VALUE)))));
    }

    /** The app's phrases, longest first, so "open dialog" wins over "open". */
    List<Phrase> appPhrases() {
        return appPhrases;
    }

    /** Role and state phrases, longest first, so "not checked" wins over "checked". */
    static List<Phrase> widgetPhrases() {
        return WIDGET_PHRASES;
    }

    static Pattern level() {
        return LEVEL;
    }

    static Pattern position() {
        return POSITION;
    }

    private static List<Phrase> longestFirst(Stream<Phrase> phrases) {
        return phrases.sorted(Comparator.comparingInt((Phrase p) -> p.words().length()).reversed()).toList();
    }

    /** Words that mean one fact, found only as whole words, in lower case as Orca's speech is compared. */
    record Phrase(String words, Facet facet, Pattern pattern) {
        Phrase(String words, Facet facet) {
            this(words.toLowerCase(Locale.ROOT), facet, Pattern.compile(
                    "(?<![\\p{L}\\p{N}])" + Pattern.quote(words.toLowerCase(Locale.ROOT)) + "(?![\\p{L}\\p{N}])"));
        }
    }
}
