package io.github.javaatspi.swing;

import io.github.javaatspi.model.DeviceKey;

import java.awt.Container;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;

/**
 * Describes a Java key event as GTK 3 describes the same physical key to the registry, because
 * Orca matches its commands on those values: the X keycode (Java keeps it as the event's raw
 * code), the X modifier state before the event, the keysym from the X keymap, and GDK's text —
 * the character when it is a visible one, else the keysym's name.
 *
 * <p>Stateful (it remembers the lock state between keys): one per keyboard, used on the event
 * thread only.
 *
 * <p>A key that types text into a password field is described without its keysym, keycode and
 * text, so the password never leaves the process; keys typed while a screen reader's command
 * key (Insert, Caps Lock) is held are its commands and are described in full.
 */
final class KeyDescriber {
    private static final int SHIFT = 0x01;
    private static final int LOCK = 0x02;
    private static final int CONTROL = 0x04;
    /** X's keycodes run from 8 to 255; any of them makes Xlib fetch the keymap. */
    private static final int ANY_KEYCODE = 9;
    private static final int[] BUTTONS = {InputEvent.BUTTON1_DOWN_MASK, 0x100, InputEvent.BUTTON2_DOWN_MASK, 0x200,
        InputEvent.BUTTON3_DOWN_MASK, 0x400};

    private final XKeyboard keyboard;
    /** The lock and group state read for the previous key, or -1 before the first. */
    private int lastLocks = -1;

    KeyDescriber(XKeyboard keyboard) {
        this.keyboard = keyboard;
    }

    /**
     * @param secret the key goes to a password field
     * @param commandKeyHeld a screen reader's command key is held down
     */
    /**
     * Describes a made-up key once, so that the first key a user types does not pay for the
     * first run while the screen reader waits for it: Xlib fetching the keymap from the server on
     * its first lookup, the native calls being linked, the keysym tables and AWT's key names
     * loaded — 2–7 ms in a fresh JVM. It also notes the locks as they are now, which the first
     * press of a lock key needs (the server may have changed them by the time it is described).
     */
    void prepare() {
        keyboard.keysym(ANY_KEYCODE, 0);
        describe(new KeyEvent(new Container(), KeyEvent.KEY_RELEASED, 0, 0, KeyEvent.VK_TAB, KeyEvent.CHAR_UNDEFINED),
                false, false);
    }

    DeviceKey describe(KeyEvent e, boolean secret, boolean commandKeyHeld) {
        boolean pressed = e.getID() == KeyEvent.KEY_PRESSED;
        int keycode = rawCode(e);
        int state = stateBefore(e, pressed);
        int keysym = keysym(e, keycode, state);
        String text = text(e, keysym, state);
        if (secret && !commandKeyHeld && typesText(e)) {
            return new DeviceKey(pressed, DeviceKey.VOID_SYMBOL, 0, state, (int) e.getWhen(), "", false);
        }
        return new DeviceKey(pressed, keysym, keycode, state, (int) e.getWhen(), text,
                !text.isEmpty() && isPrintable(text.codePointAt(0)));
    }

    /** The X keycode, which the X toolkit keeps in the event as its raw code; 0 elsewhere. */
    static int rawCode(KeyEvent e) {
        String params = e.paramString();
        int at = params.indexOf("rawCode=");
        if (at < 0) {
            return 0;
        }
        int end = at + "rawCode=".length();
        int value = 0;
        while (end < params.length() && Character.isDigit(params.charAt(end))) {
            value = value * 10 + params.charAt(end++) - '0';
        }
        return value;
    }

    /**
     * The X modifier state before the event, as X reports it with the key. Java's modifiers are
     * the state after it (pressing Shift reports Shift down), so the key's own modifier is
     * flipped back, exactly as Java flipped it.
     */
    int stateBefore(KeyEvent e, boolean pressed) {
        ModifierMasks masks = keyboard.masks();
        int ex = e.getModifiersEx();
        int code = e.getKeyCode();
        int state = 0;
        state |= bit(ex, InputEvent.SHIFT_DOWN_MASK, code == KeyEvent.VK_SHIFT, SHIFT);
        state |= bit(ex, InputEvent.CTRL_DOWN_MASK, code == KeyEvent.VK_CONTROL, CONTROL);
        state |= bit(ex, InputEvent.ALT_DOWN_MASK, code == KeyEvent.VK_ALT, masks.alt());
        state |= bit(ex, InputEvent.META_DOWN_MASK, code == KeyEvent.VK_META, masks.meta());
        state |= bit(ex, InputEvent.ALT_GRAPH_DOWN_MASK, code == KeyEvent.VK_ALT_GRAPH, masks.altGraph());
        for (int i = 0; i < BUTTONS.length; i += 2) {
            if ((ex & BUTTONS[i]) != 0) {
                state |= BUTTONS[i + 1];
            }
        }
        int now = keyboard.lockAndGroupState();
        int lockBit = code == KeyEvent.VK_CAPS_LOCK ? LOCK : code == KeyEvent.VK_NUM_LOCK ? masks.numLock() : 0;
        int locks = now;
        if (lockBit != 0) {
            // XKB locks on the press of a lock key and unlocks on the release of the press that
            // found it locked. So its press sees the state from before (which the server may
            // already have changed by now: remembered from the previous key), and its release
            // always sees the lock set.
            int before = lastLocks < 0 ? now : lastLocks;
            locks = pressed ? (now & ~lockBit) | (before & lockBit) : now | lockBit;
        }
        lastLocks = now;
        return state | locks;
    }

    private static int bit(int ex, int javaMask, boolean isThisKey, int xMask) {
        return ((ex & javaMask) != 0) ^ isThisKey ? xMask : 0;
    }

    /**
     * The X keymap's keysym; where the keymap cannot tell (no X) or disagrees with the character
     * Java saw typed (the keymap changed in between), the keysym of Java's character or key.
     */
    private int keysym(KeyEvent e, int keycode, int state) {
        int fromKeymap = keycode == 0 ? 0 : keyboard.keysym(keycode, state);
        int fromJava = fromJava(e, state);
        if (fromKeymap == 0) {
            return fromJava;
        }
        boolean bothCharacters = Keysyms.isCharacter(fromKeymap) && Keysyms.isCharacter(fromJava);
        return bothCharacters && fromJava != fromKeymap && Keysyms.character(fromJava) != Keysyms.character(fromKeymap)
                ? fromJava : fromKeymap;
    }

    private static int fromJava(KeyEvent e, int state) {
        int nonText = Keysyms.ofNonTextKey(e.getKeyCode(), e.getKeyLocation());
        if (nonText != 0) {
            return e.getKeyCode() == KeyEvent.VK_TAB && (state & SHIFT) != 0 ? 0xfe20 : nonText;
        }
        char c = e.getKeyChar();
        if (c != KeyEvent.CHAR_UNDEFINED && !Character.isISOControl(c)) {
            return Keysyms.ofCharacter(c);
        }
        int code = e.getKeyCode();
        if (code >= KeyEvent.VK_A && code <= KeyEvent.VK_Z) {
            // Control turned the character into a control code; the keysym is still the letter.
            boolean upper = ((state & SHIFT) != 0) ^ ((state & LOCK) != 0);
            return upper ? code : Character.toLowerCase(code);
        }
        if (code >= KeyEvent.VK_0 && code <= KeyEvent.VK_9 || code == KeyEvent.VK_SPACE) {
            return code;
        }
        return 0;
    }

    /**
     * GDK's text: the typed character when it is visible, else the keysym's name. Control turns
     * the keys of '@'..'~', space, '2'..'8' and '/' into control codes, which are not visible.
     */
    private String text(KeyEvent e, int keysym, int state) {
        int c = Keysyms.character(keysym);
        if (c < 0 && keysym < 0xff00) {
            // A legacy keysym of another script (Cyrillic, Greek …): Java mapped it to the
            // character it typed.
            char typed = e.getKeyChar();
            c = typed != KeyEvent.CHAR_UNDEFINED && !Character.isISOControl(typed) ? typed : -1;
        }
        boolean controlCode = (state & CONTROL) != 0
                && (c >= '@' && c < 0x7f || c == ' ' || c >= '2' && c <= '8' || c == '/');
        if (c >= 0 && !controlCode && isGraphic(c)) {
            return new String(Character.toChars(c));
        }
        String name = Keysyms.name(keysym);
        if (name == null) {
            name = keyboard.keysymName(keysym);
        }
        return name == null ? "" : name;
    }

    /** Whether the key types text (a character, not a command chord): what a password field hides. */
    private static boolean typesText(KeyEvent e) {
        char c = e.getKeyChar();
        boolean chord = (e.getModifiersEx() & (InputEvent.CTRL_DOWN_MASK | InputEvent.ALT_DOWN_MASK
                | InputEvent.META_DOWN_MASK)) != 0;
        return c != KeyEvent.CHAR_UNDEFINED && !Character.isISOControl(c) && !chord;
    }

    /** GLib's g_unichar_isgraph: visible, not a space, control, format or unassigned character. */
    static boolean isGraphic(int c) {
        return isPrintable(c) && Character.getType(c) != Character.SPACE_SEPARATOR;
    }

    /** GLib's g_unichar_isprint: like {@link #isGraphic} but spaces count. */
    static boolean isPrintable(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.UNASSIGNED, Character.SURROGATE,
                    Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR -> false;
            default -> true;
        };
    }
}
