package io.github.javaatspi.swing;

import java.awt.event.KeyEvent;
import java.util.HashMap;
import java.util.Map;

/**
 * X keysyms as data: the keysyms of Java's non-text keys, the names GDK gives keysyms (which a
 * screen reader hears as the text of a non-text key), and which character a keysym types. Used
 * where the X server cannot be asked, and to name keysyms the way GDK does where X names them
 * differently.
 */
final class Keysyms {
    /** {@code {VK_ code, KeyEvent location or -1 for any, keysym}}, the first match wins. */
    static final int[][] NON_TEXT_KEYS = {
        {KeyEvent.VK_ENTER, KeyEvent.KEY_LOCATION_NUMPAD, 0xff8d},
        {KeyEvent.VK_ENTER, -1, 0xff0d},
        {KeyEvent.VK_BACK_SPACE, -1, 0xff08},
        {KeyEvent.VK_TAB, -1, 0xff09},
        {KeyEvent.VK_ESCAPE, -1, 0xff1b},
        {KeyEvent.VK_CLEAR, -1, 0xff0b},
        {KeyEvent.VK_PAUSE, -1, 0xff13},
        {KeyEvent.VK_SCROLL_LOCK, -1, 0xff14},
        {KeyEvent.VK_PRINTSCREEN, -1, 0xff61},
        {KeyEvent.VK_CONTEXT_MENU, -1, 0xff67},
        {KeyEvent.VK_NUM_LOCK, -1, 0xff7f},
        {KeyEvent.VK_CAPS_LOCK, -1, 0xffe5},
        {KeyEvent.VK_DELETE, KeyEvent.KEY_LOCATION_NUMPAD, 0xff9f},
        {KeyEvent.VK_DELETE, -1, 0xffff},
        {KeyEvent.VK_INSERT, KeyEvent.KEY_LOCATION_NUMPAD, 0xff9e},
        {KeyEvent.VK_INSERT, -1, 0xff63},
        {KeyEvent.VK_HOME, KeyEvent.KEY_LOCATION_NUMPAD, 0xff95},
        {KeyEvent.VK_HOME, -1, 0xff50},
        {KeyEvent.VK_END, KeyEvent.KEY_LOCATION_NUMPAD, 0xff9c},
        {KeyEvent.VK_END, -1, 0xff57},
        {KeyEvent.VK_PAGE_UP, KeyEvent.KEY_LOCATION_NUMPAD, 0xff9a},
        {KeyEvent.VK_PAGE_UP, -1, 0xff55},
        {KeyEvent.VK_PAGE_DOWN, KeyEvent.KEY_LOCATION_NUMPAD, 0xff9b},
        {KeyEvent.VK_PAGE_DOWN, -1, 0xff56},
        {KeyEvent.VK_LEFT, KeyEvent.KEY_LOCATION_NUMPAD, 0xff96},
        {KeyEvent.VK_LEFT, -1, 0xff51},
        {KeyEvent.VK_UP, KeyEvent.KEY_LOCATION_NUMPAD, 0xff97},
        {KeyEvent.VK_UP, -1, 0xff52},
        {KeyEvent.VK_RIGHT, KeyEvent.KEY_LOCATION_NUMPAD, 0xff98},
        {KeyEvent.VK_RIGHT, -1, 0xff53},
        {KeyEvent.VK_DOWN, KeyEvent.KEY_LOCATION_NUMPAD, 0xff99},
        {KeyEvent.VK_DOWN, -1, 0xff54},
        {KeyEvent.VK_KP_LEFT, -1, 0xff96},
        {KeyEvent.VK_KP_UP, -1, 0xff97},
        {KeyEvent.VK_KP_RIGHT, -1, 0xff98},
        {KeyEvent.VK_KP_DOWN, -1, 0xff99},
        {KeyEvent.VK_BEGIN, KeyEvent.KEY_LOCATION_NUMPAD, 0xff9d},
        {KeyEvent.VK_BEGIN, -1, 0xff58},
        {KeyEvent.VK_SHIFT, KeyEvent.KEY_LOCATION_RIGHT, 0xffe2},
        {KeyEvent.VK_SHIFT, -1, 0xffe1},
        {KeyEvent.VK_CONTROL, KeyEvent.KEY_LOCATION_RIGHT, 0xffe4},
        {KeyEvent.VK_CONTROL, -1, 0xffe3},
        {KeyEvent.VK_ALT, KeyEvent.KEY_LOCATION_RIGHT, 0xffea},
        {KeyEvent.VK_ALT, -1, 0xffe9},
        {KeyEvent.VK_META, KeyEvent.KEY_LOCATION_RIGHT, 0xffe8},
        {KeyEvent.VK_META, -1, 0xffe7},
        {KeyEvent.VK_WINDOWS, KeyEvent.KEY_LOCATION_RIGHT, 0xffec},
        {KeyEvent.VK_WINDOWS, -1, 0xffeb},
        {KeyEvent.VK_ALT_GRAPH, -1, 0xfe03},
        {KeyEvent.VK_NUMPAD0, -1, 0xffb0},
        {KeyEvent.VK_NUMPAD1, -1, 0xffb1},
        {KeyEvent.VK_NUMPAD2, -1, 0xffb2},
        {KeyEvent.VK_NUMPAD3, -1, 0xffb3},
        {KeyEvent.VK_NUMPAD4, -1, 0xffb4},
        {KeyEvent.VK_NUMPAD5, -1, 0xffb5},
        {KeyEvent.VK_NUMPAD6, -1, 0xffb6},
        {KeyEvent.VK_NUMPAD7, -1, 0xffb7},
        {KeyEvent.VK_NUMPAD8, -1, 0xffb8},
        {KeyEvent.VK_NUMPAD9, -1, 0xffb9},
        {KeyEvent.VK_MULTIPLY, -1, 0xffaa},
        {KeyEvent.VK_ADD, -1, 0xffab},
        {KeyEvent.VK_SEPARATOR, -1, 0xffac},
        {KeyEvent.VK_SUBTRACT, -1, 0xffad},
        {KeyEvent.VK_DECIMAL, -1, 0xffae},
        {KeyEvent.VK_DIVIDE, -1, 0xffaf},
        {KeyEvent.VK_F1, -1, 0xffbe},
        {KeyEvent.VK_F2, -1, 0xffbf},
        {KeyEvent.VK_F3, -1, 0xffc0},
        {KeyEvent.VK_F4, -1, 0xffc1},
        {KeyEvent.VK_F5, -1, 0xffc2},
        {KeyEvent.VK_F6, -1, 0xffc3},
        {KeyEvent.VK_F7, -1, 0xffc4},
        {KeyEvent.VK_F8, -1, 0xffc5},
        {KeyEvent.VK_F9, -1, 0xffc6},
        {KeyEvent.VK_F10, -1, 0xffc7},
        {KeyEvent.VK_F11, -1, 0xffc8},
        {KeyEvent.VK_F12, -1, 0xffc9},
    };

    /** {@code {keysym, GDK's name}} for every keysym above, and where GDK's name differs from X's. */
    static final Object[][] NAMES = {
        {0xff8d, "KP_Enter"}, {0xff0d, "Return"}, {0xff08, "BackSpace"}, {0xff09, "Tab"},
        {0xfe20, "ISO_Left_Tab"}, {0xff1b, "Escape"}, {0xff0b, "Clear"}, {0xff13, "Pause"},
        {0xff14, "Scroll_Lock"}, {0xff61, "Print"}, {0xff67, "Menu"}, {0xff7f, "Num_Lock"},
        {0xffe5, "Caps_Lock"}, {0xff9f, "KP_Delete"}, {0xffff, "Delete"}, {0xff9e, "KP_Insert"},
        {0xff63, "Insert"}, {0xff95, "KP_Home"}, {0xff50, "Home"}, {0xff9c, "KP_End"}, {0xff57, "End"},
        // GDK prefers these names; X's XKeysymToString says Prior, Next, KP_Prior, KP_Next.
        {0xff9a, "KP_Page_Up"}, {0xff55, "Page_Up"}, {0xff9b, "KP_Page_Down"}, {0xff56, "Page_Down"},
        {0xff96, "KP_Left"}, {0xff51, "Left"}, {0xff97, "KP_Up"}, {0xff52, "Up"}, {0xff98, "KP_Right"},
        {0xff53, "Right"}, {0xff99, "KP_Down"}, {0xff54, "Down"}, {0xff9d, "KP_Begin"}, {0xff58, "Begin"},
        {0xffe2, "Shift_R"}, {0xffe1, "Shift_L"}, {0xffe4, "Control_R"}, {0xffe3, "Control_L"},
        {0xffea, "Alt_R"}, {0xffe9, "Alt_L"}, {0xffe8, "Meta_R"}, {0xffe7, "Meta_L"}, {0xffec, "Super_R"},
        {0xffeb, "Super_L"}, {0xfe03, "ISO_Level3_Shift"}, {0xff80, "KP_Space"}, {0xffb0, "KP_0"},
        {0xffb1, "KP_1"}, {0xffb2, "KP_2"}, {0xffb3, "KP_3"}, {0xffb4, "KP_4"}, {0xffb5, "KP_5"},
        {0xffb6, "KP_6"}, {0xffb7, "KP_7"}, {0xffb8, "KP_8"}, {0xffb9, "KP_9"}, {0xffaa, "KP_Multiply"},
        {0xffab, "KP_Add"}, {0xffac, "KP_Separator"}, {0xffad, "KP_Subtract"}, {0xffae, "KP_Decimal"},
        {0xffaf, "KP_Divide"}, {0xffbd, "KP_Equal"}, {0xffbe, "F1"}, {0xffbf, "F2"}, {0xffc0, "F3"},
        {0xffc1, "F4"}, {0xffc2, "F5"}, {0xffc3, "F6"}, {0xffc4, "F7"}, {0xffc5, "F8"}, {0xffc6, "F9"},
        {0xffc7, "F10"}, {0xffc8, "F11"}, {0xffc9, "F12"},
    };

    /** X's names of the printable ASCII keysyms 0x20–0x7e that are not the character itself. */
    private static final String[] ASCII_NAMES = {
        "space", "exclam", "quotedbl", "numbersign", "dollar", "percent", "ampersand", "apostrophe",
        "parenleft", "parenright", "asterisk", "plus", "comma", "minus", "period", "slash",
        null, null, null, null, null, null, null, null, null, null,
        "colon", "semicolon", "less", "equal", "greater", "question", "at",
        null, null, null, null, null, null, null, null, null, null, null, null, null,
        null, null, null, null, null, null, null, null, null, null, null, null, null,
        "bracketleft", "backslash", "bracketright", "asciicircum", "underscore", "grave",
        null, null, null, null, null, null, null, null, null, null, null, null, null,
        null, null, null, null, null, null, null, null, null, null, null, null, null,
        "braceleft", "bar", "braceright", "asciitilde",
    };

    /** The characters the keypad's operator and digit keysyms 0xffaa–0xffb9 type. */
    private static final String KEYPAD_CHARS = "*+,-./0123456789";

    private static final Map<Integer, String> NAME_BY_KEYSYM = new HashMap<>();

    static {
        for (Object[] entry : NAMES) {
            NAME_BY_KEYSYM.put((Integer) entry[0], (String) entry[1]);
        }
    }

    private Keysyms() {
    }

    /** The keysym of a non-text Java key, or 0. */
    static int ofNonTextKey(int keyCode, int location) {
        for (int[] entry : NON_TEXT_KEYS) {
            if (entry[0] == keyCode && (entry[1] == -1 || entry[1] == location)) {
                return entry[2];
            }
        }
        return 0;
    }

    /** The keysym that types {@code codePoint}: Latin-1 directly, anything else as a Unicode keysym. */
    static int ofCharacter(int codePoint) {
        boolean latin1 = codePoint >= 0x20 && codePoint <= 0x7e || codePoint >= 0xa0 && codePoint <= 0xff;
        return latin1 ? codePoint : 0x01000000 + codePoint;
    }

    /**
     * The character {@code keysym} types, or -1 when the table cannot tell (legacy keysyms of other
     * scripts: the caller knows the character from the toolkit).
     */
    static int character(int keysym) {
        if (keysym >= 0x20 && keysym <= 0x7e || keysym >= 0xa0 && keysym <= 0xff) {
            return keysym;
        }
        if ((keysym & 0xff000000) == 0x01000000) {
            return keysym & 0x00ffffff;
        }
        if (keysym >= 0xffaa && keysym <= 0xffb9) {
            return KEYPAD_CHARS.charAt(keysym - 0xffaa);
        }
        if (keysym == 0xffbd) {
            return '=';
        }
        return -1;
    }

    /** Whether {@code keysym} has a character in the table's sense (see {@link #character}). */
    static boolean isCharacter(int keysym) {
        return character(keysym) >= 0;
    }

    /** GDK's name of {@code keysym} where this table knows it, else null. */
    static String name(int keysym) {
        String known = NAME_BY_KEYSYM.get(keysym);
        if (known != null) {
            return known;
        }
        if (keysym >= 0x20 && keysym <= 0x7e) {
            String ascii = ASCII_NAMES[keysym - 0x20];
            return ascii != null ? ascii : String.valueOf((char) keysym);
        }
        return null;
    }
}
