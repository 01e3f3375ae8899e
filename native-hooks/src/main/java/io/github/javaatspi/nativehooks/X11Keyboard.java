package io.github.javaatspi.nativehooks;

import io.github.javaatspi.swing.ModifierMasks;
import io.github.javaatspi.swing.XKeyboard;

import com.sun.jna.Memory;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;

import java.util.Optional;

/**
 * The X server's keyboard through libX11's XKB functions, on a display connection of our own
 * (never the toolkit's): keysyms from the live keymap, lock and group state, and which modifier
 * bits Alt, Meta, AltGr and Num Lock use. The connection asks for keymap-change notices and
 * reads them before each lookup, so a layout switched with {@code setxkbmap} is seen at once.
 * It asks for lock and group changes too and keeps the state they report: asking the server on
 * every key was a round trip on the event thread, 0.3–0.9 ms per key press and release while a
 * screen reader waited for the key (and more when the X server was busy drawing).
 *
 * <p>Only calls that cannot raise an X protocol error are made: Xlib's default error handler
 * would end the process, and replacing it would take it from AWT. Used on one thread (the event
 * thread), as Xlib requires without {@code XInitThreads}.
 */
public final class X11Keyboard implements XKeyboard {
    private static final int LOCK = 0x02;
    /**
     * Where {@code XkbStateNotifyEvent} keeps its XKB event type (after the header and {@code Time
     * time}), effective group and locked modifiers.
     */
    private static final int XKB_TYPE_OFFSET = X11Displays.AFTER_HEADER + NativeLong.SIZE;
    private static final int GROUP_OFFSET = XKB_TYPE_OFFSET + 12;
    private static final int LOCKED_MODS_OFFSET = XKB_TYPE_OFFSET + 40;

    /** One connection per process, opened on first use and kept: keymaps are per display, not per session. */
    private static X11Keyboard shared;

    private final LibX11 x;
    private final Pointer display;
    private final Memory event = new Memory(X11Displays.XEVENT_SIZE);
    /** Reused by every lookup (one thread): each new one is a native allocation. */
    private final Memory consumedModifiers = new Memory(4);
    private final Memory keysymFound = new Memory(NativeLong.SIZE);
    /** The type of XKB's events on this connection, or -1 when the server has no XKB. */
    private final int xkbEventBase;
    private ModifierMasks masks;
    private int lockedMods;
    private int group;

    private X11Keyboard(LibX11 x, Pointer display) {
        this.x = x;
        this.display = display;
        // Binds the direct calls here, inside open(): a JNA that cannot bind them fails now, and
        // open() falls back, instead of on the event thread at the first key.
        X11KeyCalls.XPending(display);
        IntByReference eventBase = new IntByReference();
        IntByReference ignored = new IntByReference();
        this.xkbEventBase = x.XkbQueryExtension(display, ignored, eventBase, ignored, ignored, ignored) == LibX11.FALSE
                ? -1 : eventBase.getValue();
        x.XkbSelectEvents(display, LibX11.XKB_USE_CORE_KBD,
                LibX11.XKB_NEW_KEYBOARD_NOTIFY_MASK | LibX11.XKB_MAP_NOTIFY_MASK,
                LibX11.XKB_NEW_KEYBOARD_NOTIFY_MASK | LibX11.XKB_MAP_NOTIFY_MASK);
        NativeLong stateDetails = new NativeLong(LibX11.XKB_MODIFIER_LOCK_MASK | LibX11.XKB_GROUP_STATE_MASK);
        x.XkbSelectEventDetails(display, LibX11.XKB_USE_CORE_KBD, LibX11.XKB_STATE_NOTIFY, stateDetails, stateDetails);
        // Xlib buffers requests: the selection must reach the server before any change it should report.
        x.XSync(display, LibX11.FALSE);
        this.masks = readMasks();
        readState();
    }

    /** The keyboard of the X display in {@code DISPLAY}, or empty (no X, Wayland, no libX11). */
    public static synchronized Optional<XKeyboard> open() {
        if (shared == null) {
            shared = X11Displays.open("for the keymap", X11Keyboard::new).orElse(null);
        }
        return Optional.ofNullable(shared);
    }

    @Override
    public int keysym(int keycode, int state) {
        if (keycode < 8 || keycode > 255) {
            return 0;
        }
        readKeymapNotices();
        if (X11KeyCalls.XkbLookupKeySym(display, (byte) keycode, state, consumedModifiers, keysymFound)
                == LibX11.FALSE) {
            return 0;
        }
        return (int) keysymFound.getNativeLong(0).longValue();
    }

    @Override
    public String keysymName(int keysym) {
        return x.XKeysymToString(new NativeLong(keysym & 0xffffffffL));
    }

    @Override
    public int lockAndGroupState() {
        readKeymapNotices();
        return lockedMods & (LOCK | masks.numLock()) | (group & 0x3) << 13;
    }

    /** Asks the server for the state (a round trip): at the start, and after the keyboard changed. */
    private void readState() {
        LibX11.XkbStateRec state = new LibX11.XkbStateRec();
        boolean read = x.XkbGetState(display, LibX11.XKB_USE_CORE_KBD, state) == LibX11.SUCCESS;
        lockedMods = read ? state.lockedMods & 0xff : 0;
        group = read ? state.group & 0xff : 0;
    }

    @Override
    public ModifierMasks masks() {
        readKeymapNotices();
        return masks;
    }

    /**
     * Reads the events queued on our connection: Xlib updates its keymap copy as it reads them,
     * and the modifier bits are read again after any change.
     */
    private void readKeymapNotices() {
        boolean changed = false;
        while (X11KeyCalls.XPending(display) > 0) {
            x.XNextEvent(display, event);
            int type = event.getInt(0);
            if (type == xkbEventBase && event.getInt(XKB_TYPE_OFFSET) == LibX11.XKB_STATE_NOTIFY) {
                lockedMods = event.getInt(LOCKED_MODS_OFFSET) & 0xff;
                group = event.getInt(GROUP_OFFSET);
                continue;
            }
            if (type == LibX11.MAPPING_NOTIFY) {
                x.XRefreshKeyboardMapping(event);
            }
            changed = true;
        }
        if (changed) {
            masks = readMasks();
            readState();
        }
    }

    /** Finds the modifiers whose keys carry Alt, Meta, AltGr and Num Lock; stock bits where none does. */
    private ModifierMasks readMasks() {
        int alt = 0;
        int meta = 0;
        int altGraph = 0;
        int numLock = 0;
        LibX11.XModifierKeymap map = x.XGetModifierMapping(display);
        if (map == null) {
            return ModifierMasks.STANDARD;
        }
        try {
            byte[] keycodes = map.modifiermap.getByteArray(0, 8 * map.maxKeypermod);
            for (int modifier = 3; modifier < 8; modifier++) {
                for (int i = 0; i < map.maxKeypermod; i++) {
                    byte keycode = keycodes[modifier * map.maxKeypermod + i];
                    if (keycode == 0) {
                        continue;
                    }
                    String name = x.XKeysymToString(x.XkbKeycodeToKeysym(display, keycode, 0, 0));
                    int bit = 1 << modifier;
                    if (name == null) {
                        continue;
                    }
                    switch (name) {
                        case "Alt_L", "Alt_R" -> alt = alt == 0 ? bit : alt;
                        case "Meta_L", "Meta_R" -> meta = meta == 0 ? bit : meta;
                        case "ISO_Level3_Shift", "Mode_switch" -> altGraph = altGraph == 0 ? bit : altGraph;
                        case "Num_Lock" -> numLock = numLock == 0 ? bit : numLock;
                        default -> {
                        }
                    }
                }
            }
        } finally {
            x.XFreeModifiermap(map);
        }
        ModifierMasks stock = ModifierMasks.STANDARD;
        return new ModifierMasks(alt != 0 ? alt : stock.alt(), meta != 0 ? meta : stock.meta(),
                altGraph != 0 ? altGraph : stock.altGraph(), numLock != 0 ? numLock : stock.numLock());
    }
}
