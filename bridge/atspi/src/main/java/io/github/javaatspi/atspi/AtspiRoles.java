package io.github.javaatspi.atspi;

import io.github.javaatspi.model.Role;

import java.util.EnumMap;
import java.util.Map;

/**
 * {@link Role} to AT-SPI role number ({@code ATSPI_ROLE_*} in at-spi2-core's
 * {@code atspi-constants.h}) and the role name {@code GetRoleName} answers (ATK's names, which
 * libatspi only asks for roles newer than itself). Data only; a test checks that every role is
 * here exactly once.
 */
public final class AtspiRoles {
    /** One row of the table. */
    public record Entry(Role role, int number, String name) {
    }

    static final Entry[] TABLE = {
        new Entry(Role.INVALID, 0, "invalid"),
        new Entry(Role.ACCELERATOR_LABEL, 1, "accelerator label"),
        new Entry(Role.ALERT, 2, "alert"),
        new Entry(Role.ANIMATION, 3, "animation"),
        new Entry(Role.ARROW, 4, "arrow"),
        new Entry(Role.CALENDAR, 5, "calendar"),
        new Entry(Role.CANVAS, 6, "canvas"),
        new Entry(Role.CHECK_BOX, 7, "check box"),
        new Entry(Role.CHECK_MENU_ITEM, 8, "check menu item"),
        new Entry(Role.COLOR_CHOOSER, 9, "color chooser"),
        new Entry(Role.COLUMN_HEADER, 10, "column header"),
        new Entry(Role.COMBO_BOX, 11, "combo box"),
        new Entry(Role.DATE_EDITOR, 12, "date editor"),
        new Entry(Role.DESKTOP_ICON, 13, "desktop icon"),
        new Entry(Role.DESKTOP_FRAME, 14, "desktop frame"),
        new Entry(Role.DIAL, 15, "dial"),
        new Entry(Role.DIALOG, 16, "dialog"),
        new Entry(Role.DIRECTORY_PANE, 17, "directory pane"),
        new Entry(Role.DRAWING_AREA, 18, "drawing area"),
        new Entry(Role.FILE_CHOOSER, 19, "file chooser"),
        new Entry(Role.FILLER, 20, "filler"),
        new Entry(Role.FOCUS_TRAVERSABLE, 21, "focus traversable"),
        new Entry(Role.FONT_CHOOSER, 22, "font chooser"),
        new Entry(Role.FRAME, 23, "frame"),
        new Entry(Role.GLASS_PANE, 24, "glass pane"),
        new Entry(Role.HTML_CONTAINER, 25, "html container"),
        new Entry(Role.ICON, 26, "icon"),
        new Entry(Role.IMAGE, 27, "image"),
        new Entry(Role.INTERNAL_FRAME, 28, "internal frame"),
        new Entry(Role.LABEL, 29, "label"),
        new Entry(Role.LAYERED_PANE, 30, "layered pane"),
        new Entry(Role.LIST, 31, "list"),
        new Entry(Role.LIST_ITEM, 32, "list item"),
        new Entry(Role.MENU, 33, "menu"),
        new Entry(Role.MENU_BAR, 34, "menu bar"),
        new Entry(Role.MENU_ITEM, 35, "menu item"),
        new Entry(Role.OPTION_PANE, 36, "option pane"),
        new Entry(Role.PAGE_TAB, 37, "page tab"),
        new Entry(Role.PAGE_TAB_LIST, 38, "page tab list"),
        new Entry(Role.PANEL, 39, "panel"),
        new Entry(Role.PASSWORD_TEXT, 40, "password text"),
        new Entry(Role.POPUP_MENU, 41, "popup menu"),
        new Entry(Role.PROGRESS_BAR, 42, "progress bar"),
        new Entry(Role.BUTTON, 43, "push button"),
        new Entry(Role.RADIO_BUTTON, 44, "radio button"),
        new Entry(Role.RADIO_MENU_ITEM, 45, "radio menu item"),
        new Entry(Role.ROOT_PANE, 46, "root pane"),
        new Entry(Role.ROW_HEADER, 47, "row header"),
        new Entry(Role.SCROLL_BAR, 48, "scroll bar"),
        new Entry(Role.SCROLL_PANE, 49, "scroll pane"),
        new Entry(Role.SEPARATOR, 50, "separator"),
        new Entry(Role.SLIDER, 51, "slider"),
        new Entry(Role.SPIN_BUTTON, 52, "spin button"),
        new Entry(Role.SPLIT_PANE, 53, "split pane"),
        new Entry(Role.STATUS_BAR, 54, "status bar"),
        new Entry(Role.TABLE, 55, "table"),
        new Entry(Role.TABLE_CELL, 56, "table cell"),
        new Entry(Role.TABLE_COLUMN_HEADER, 57, "table column header"),
        new Entry(Role.TABLE_ROW_HEADER, 58, "table row header"),
        new Entry(Role.TEAROFF_MENU_ITEM, 59, "tearoff menu item"),
        new Entry(Role.TERMINAL, 60, "terminal"),
        new Entry(Role.TEXT, 61, "text"),
        new Entry(Role.TOGGLE_BUTTON, 62, "toggle button"),
        new Entry(Role.TOOL_BAR, 63, "tool bar"),
        new Entry(Role.TOOL_TIP, 64, "tool tip"),
        new Entry(Role.TREE, 65, "tree"),
        new Entry(Role.TREE_TABLE, 66, "tree table"),
        new Entry(Role.UNKNOWN, 67, "unknown"),
        new Entry(Role.VIEWPORT, 68, "viewport"),
        new Entry(Role.WINDOW, 69, "window"),
        new Entry(Role.HEADER, 71, "header"),
        new Entry(Role.FOOTER, 72, "footer"),
        new Entry(Role.PARAGRAPH, 73, "paragraph"),
        new Entry(Role.RULER, 74, "ruler"),
        new Entry(Role.APPLICATION, 75, "application"),
        new Entry(Role.AUTOCOMPLETE, 76, "autocomplete"),
        new Entry(Role.EDITBAR, 77, "editbar"),
        new Entry(Role.EMBEDDED, 78, "embedded"),
        new Entry(Role.ENTRY, 79, "entry"),
        new Entry(Role.CHART, 80, "chart"),
        new Entry(Role.CAPTION, 81, "caption"),
        new Entry(Role.DOCUMENT_FRAME, 82, "document frame"),
        new Entry(Role.HEADING, 83, "heading"),
        new Entry(Role.PAGE, 84, "page"),
        new Entry(Role.SECTION, 85, "section"),
        new Entry(Role.REDUNDANT_OBJECT, 86, "redundant object"),
        new Entry(Role.FORM, 87, "form"),
        new Entry(Role.LINK, 88, "link"),
        new Entry(Role.INPUT_METHOD_WINDOW, 89, "input method window"),
        new Entry(Role.TABLE_ROW, 90, "table row"),
        new Entry(Role.TREE_ITEM, 91, "tree item"),
        new Entry(Role.DOCUMENT_SPREADSHEET, 92, "document spreadsheet"),
        new Entry(Role.DOCUMENT_PRESENTATION, 93, "document presentation"),
        new Entry(Role.DOCUMENT_TEXT, 94, "document text"),
        new Entry(Role.DOCUMENT_WEB, 95, "document web"),
        new Entry(Role.DOCUMENT_EMAIL, 96, "document email"),
        new Entry(Role.COMMENT, 97, "comment"),
        new Entry(Role.LIST_BOX, 98, "list box"),
        new Entry(Role.GROUPING, 99, "grouping"),
        new Entry(Role.IMAGE_MAP, 100, "image map"),
        new Entry(Role.NOTIFICATION, 101, "notification"),
        new Entry(Role.INFO_BAR, 102, "info bar"),
        new Entry(Role.LEVEL_BAR, 103, "level bar"),
        new Entry(Role.TITLE_BAR, 104, "title bar"),
        new Entry(Role.BLOCK_QUOTE, 105, "block quote"),
        new Entry(Role.AUDIO, 106, "audio"),
        new Entry(Role.VIDEO, 107, "video"),
        new Entry(Role.DEFINITION, 108, "definition"),
        new Entry(Role.ARTICLE, 109, "article"),
        new Entry(Role.LANDMARK, 110, "landmark"),
        new Entry(Role.LOG, 111, "log"),
        new Entry(Role.MARQUEE, 112, "marquee"),
        new Entry(Role.MATH, 113, "math"),
        new Entry(Role.RATING, 114, "rating"),
        new Entry(Role.TIMER, 115, "timer"),
        new Entry(Role.STATIC, 116, "static"),
        new Entry(Role.MATH_FRACTION, 117, "math fraction"),
        new Entry(Role.MATH_ROOT, 118, "math root"),
        new Entry(Role.SUBSCRIPT, 119, "subscript"),
        new Entry(Role.SUPERSCRIPT, 120, "superscript"),
        new Entry(Role.DESCRIPTION_LIST, 121, "description list"),
        new Entry(Role.DESCRIPTION_TERM, 122, "description term"),
        new Entry(Role.DESCRIPTION_VALUE, 123, "description value"),
        new Entry(Role.FOOTNOTE, 124, "footnote"),
        new Entry(Role.CONTENT_DELETION, 125, "content deletion"),
        new Entry(Role.CONTENT_INSERTION, 126, "content insertion"),
        new Entry(Role.MARK, 127, "mark"),
        new Entry(Role.SUGGESTION, 128, "suggestion"),
        new Entry(Role.PUSH_BUTTON_MENU, 129, "push button menu"),
        new Entry(Role.SWITCH, 130, "switch"),
    };

    private static final Map<Role, Entry> BY_ROLE = new EnumMap<>(Role.class);

    static {
        for (Entry e : TABLE) {
            BY_ROLE.put(e.role(), e);
        }
    }

    private AtspiRoles() {
    }

    public static int number(Role role) {
        return entry(role).number();
    }

    public static String name(Role role) {
        return entry(role).name();
    }

    private static Entry entry(Role role) {
        Entry e = BY_ROLE.get(role);
        return e != null ? e : BY_ROLE.get(Role.UNKNOWN);
    }
}
