package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The Hypertext and Hyperlink interfaces of an HTML editor pane as pyatspi (libatspi, as Orca)
 * reads them; links followed through their Action interface over GDBus. Expected offsets are
 * worked out from the pane's text as the client reads it (Python counts code points).
 */
class HypertextIT extends DocumentsAppIT {
    private static final String HYPERLINK = "org.a11y.atspi.Hyperlink";
    private static final String HYPERTEXT = "org.a11y.atspi.Hypertext";
    private static final String ACTION = "org.a11y.atspi.Action";
    private static final String INVALID_ARGS = "org.freedesktop.DBus.Error.InvalidArgs";
    private static final String UNKNOWN_OBJECT = "org.freedesktop.DBus.Error.UnknownObject";

    @Test
    void theLinksAreTheRangesAReaderSeesInTheText() {
        Map<String, Object> page = json("hypertext", app, "--find", PAGE);
        String text = (String) page.get("text");
        List<Map<String, Object>> links = links(page);

        assertThat(links).hasSize(3);
        assertLink(links.get(0), text, "first bold link", "https://example.org/one");
        assertLink(links.get(1), text, "relative", "");
        assertLink(links.get(2), text, "second", "https://example.org/two");
        assertThat(text.indexOf("first bold link")).as("a character outside the BMP comes first, so code points "
                + "and UTF-16 units differ").isGreaterThan(offset(links.get(0), "start"));
        for (Map<String, Object> link : links) {
            assertThat(link).containsEntry("nAnchors", 1L).containsEntry("valid", true)
                    .containsEntry("objects", List.of(page.get("path")));
        }
        assertThat(page.get("indexes")).as("GetLinkIndex from offset -1 to past the end")
                .isEqualTo(expectedIndexes(links, ((Number) page.get("count")).intValue()));
        assertThat(links(json("hypertext", app, "--find", PAGE))).extracting(l -> l.get("path"))
                .as("the same links have the same paths").isEqualTo(links.stream().map(l -> l.get("path")).toList());
    }

    @Test
    void indexesOutsideTheLinksAndAnchorsAreInvalidArguments() {
        Map<String, Object> page = json("hypertext", app, "--find", PAGE);
        String bus = (String) page.get("bus");
        String pane = (String) page.get("path");
        String link = (String) links(page).get(0).get("path");

        assertThat(json("call-path", bus, pane, HYPERTEXT, "GetLink", "i", "3")).containsEntry("errorName", INVALID_ARGS);
        assertThat(json("call-path", bus, pane, HYPERTEXT, "GetLink", "i", "-1")).containsEntry("errorName", INVALID_ARGS);
        assertThat(json("call-path", bus, pane, HYPERTEXT, "GetLink", "s", "x")).containsEntry("errorName", INVALID_ARGS);
        assertThat(json("call-path", bus, link, HYPERLINK, "GetURI", "i", "1")).containsEntry("errorName", INVALID_ARGS);
        assertThat(json("call-path", bus, link, HYPERLINK, "GetObject", "i", "-1")).containsEntry("errorName",
                INVALID_ARGS);
        assertThat(json("call-path", bus, link, ACTION, "DoAction", "i", "1")).containsEntry("errorName", INVALID_ARGS);
        assertThat(json("call-path", bus, pane + "/link/3", HYPERLINK, "GetURI", "i", "0"))
                .as("a link the pane does not have").containsEntry("errorName", UNKNOWN_OBJECT);
    }

    @Test
    void aLinkObjectIsAHyperlinkWithAnActionThatFollowsIt() {
        Map<String, Object> page = json("hypertext", app, "--find", PAGE);
        String bus = (String) page.get("bus");
        String first = (String) links(page).get(0).get("path");
        String last = (String) links(page).get(2).get("path");

        String introspection = json("call-path", bus, first, "org.freedesktop.DBus.Introspectable", "Introspect")
                .get("reply").toString();
        assertThat(introspection).contains("\"" + HYPERLINK + "\"", "\"" + ACTION + "\"")
                .doesNotContain("org.a11y.atspi.Accessible\"");
        assertThat(json("get-prop", bus, first, ACTION, "NActions")).containsEntry("value", 1L);
        assertThat(json("call-path", bus, first, ACTION, "GetName", "i", "0")).containsEntry("reply", "('jump',)");
        assertThat(json("call-path", bus, first, ACTION, "GetDescription", "i", "0"))
                .as("Swing describes a link by its text; the three pieces of the first link make one")
                .containsEntry("reply", "('first bold link',)");

        assertThat(json("call-path", bus, first, ACTION, "DoAction", "i", "0")).containsEntry("reply", "(true,)");
        awaitLabel("Followed https://example.org/one");
        assertThat(json("call-path", bus, last, ACTION, "DoAction", "i", "0")).containsEntry("reply", "(true,)");
        awaitLabel("Followed https://example.org/two");
    }

    @Test
    void linksAndPagesThatAreGoneAnswerUnknownObject() {
        Map<String, Object> page = json("hypertext", app, "--find", PAGE);
        String bus = (String) page.get("bus");
        String pane = (String) page.get("path");
        String first = (String) links(page).get(0).get("path");
        String last = (String) links(page).get(2).get("path");
        try {
            press("Shorter page");
            await("the shorter page's one link", p -> links(p).size() == 1, "hypertext", app, "--find", PAGE);
            assertThat(json("call-path", bus, last, HYPERLINK, "GetURI", "i", "0")).containsEntry("errorName",
                    UNKNOWN_OBJECT);
            assertThat(json("call-path", bus, first, HYPERLINK, "GetURI", "i", "0"))
                    .as("the first link of the page is still there, with its new address")
                    .containsEntry("reply", "('https://example.org/three',)");

            press("Remove page");
            json("wait-node", app, "--find", PAGE, "--absent", "--timeout", String.valueOf(LIMIT.toSeconds()));
            assertThat(json("call-path", bus, first, HYPERLINK, "GetURI", "i", "0")).containsEntry("errorName",
                    UNKNOWN_OBJECT);
            assertThat(json("get-prop", bus, first, HYPERLINK, "StartIndex")).containsEntry("errorName",
                    UNKNOWN_OBJECT);
            assertThat(json("call-path", bus, pane, HYPERTEXT, "GetNLinks")).containsEntry("errorName", UNKNOWN_OBJECT);
        } finally {
            press("Restore page");
            json("wait-node", app, "--find", PAGE, "--timeout", String.valueOf(LIMIT.toSeconds()));
            await("the page back with its three links", p -> links(p).size() == 3, "hypertext", app, "--find", PAGE);
        }
    }

    private static void assertLink(Map<String, Object> link, String text, String words, String uri) {
        int utf16 = text.indexOf(words);
        assertThat(utf16).as("'%s' in the page's text", words).isNotNegative();
        int start = text.codePointCount(0, utf16);
        assertThat(link).as("the link on '%s'", words).containsEntry("start", (long) start)
                .containsEntry("end", (long) (start + words.codePointCount(0, words.length())))
                .containsEntry("uris", List.of(uri));
    }

    /** For each offset from -1 to count + 1: the link that covers it, else -1. */
    private static List<Long> expectedIndexes(List<Map<String, Object>> links, int count) {
        List<Long> out = new ArrayList<>();
        for (int o = -1; o <= count + 1; o++) {
            long index = -1;
            for (int i = 0; i < links.size(); i++) {
                if (o >= offset(links.get(i), "start") && o < offset(links.get(i), "end")) {
                    index = i;
                }
            }
            out.add(index);
        }
        return out;
    }

    private static int offset(Map<String, Object> link, String key) {
        return ((Number) link.get(key)).intValue();
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> links(Map<String, Object> hypertext) {
        return (List<Map<String, Object>>) hypertext.get("links");
    }
}
