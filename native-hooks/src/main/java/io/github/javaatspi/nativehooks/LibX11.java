package io.github.javaatspi.nativehooks;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.Structure;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.NativeLongByReference;
import com.sun.jna.ptr.PointerByReference;

/**
 * The few Xlib calls the bridge needs: reading a root-window property, the keymap, lock and
 * modifier state of the keyboard (XKB), and waking AWT's toolkit thread. Xlib's {@code Bool} is a C
 * {@code int}: it is declared as {@code int} here because JNA would pass a Java {@code true} as a
 * value the X server rejects (BadValue), and an X error is fatal under Xlib's default handler.
 */
interface LibX11 extends Library {
    int SUCCESS = 0;
    int FALSE = 0;
    int TRUE = 1;

    Pointer XOpenDisplay(String name);

    int XCloseDisplay(Pointer display);

    NativeLong XDefaultRootWindow(Pointer display);

    NativeLong XInternAtom(Pointer display, String name, int onlyIfExists);

    int XGetWindowProperty(Pointer display, NativeLong window, NativeLong property, NativeLong offset,
            NativeLong length, int delete, NativeLong requestedType, NativeLongByReference actualType,
            IntByReference actualFormat, NativeLongByReference itemCount, NativeLongByReference bytesAfter,
            PointerByReference data);

    int XFree(Pointer data);

    /** XKB's id of the core keyboard. */
    int XKB_USE_CORE_KBD = 0x100;
    int XKB_NEW_KEYBOARD_NOTIFY_MASK = 1;
    int XKB_MAP_NOTIFY_MASK = 1 << 1;
    /** XKB's event type (the {@code xkb_type} of its events) for a keyboard state change. */
    int XKB_STATE_NOTIFY = 2;
    /** State-change details: the locked modifiers and the effective group. */
    int XKB_MODIFIER_LOCK_MASK = 1 << 3;
    int XKB_GROUP_STATE_MASK = 1 << 4;
    /** The core event telling that the keymap changed. */
    int MAPPING_NOTIFY = 34;

    NativeLong XkbKeycodeToKeysym(Pointer display, byte keycode, int group, int level);

    String XKeysymToString(NativeLong keysym);

    int XkbGetState(Pointer display, int deviceSpec, XkbStateRec state);

    int XkbSelectEvents(Pointer display, int deviceSpec, int affect, int values);

    int XkbSelectEventDetails(Pointer display, int deviceSpec, int eventType, NativeLong affect, NativeLong details);

    int XkbQueryExtension(Pointer display, IntByReference opcode, IntByReference eventBase, IntByReference errorBase,
            IntByReference major, IntByReference minor);

    XModifierKeymap XGetModifierMapping(Pointer display);

    int XFreeModifiermap(XModifierKeymap map);

    int XSync(Pointer display, int discard);

    int XFlush(Pointer display);

    int XGetInputFocus(Pointer display, NativeLongByReference focus, IntByReference revertTo);

    int XSendEvent(Pointer display, NativeLong window, int propagate, NativeLong eventMask, Pointer event);

    int XNextEvent(Pointer display, Pointer event);

    int XRefreshKeyboardMapping(Pointer event);

    /** XKB's keyboard state. */
    @Structure.FieldOrder({"group", "lockedGroup", "baseGroup", "latchedGroup", "mods", "baseMods", "latchedMods",
        "lockedMods", "compatState", "grabMods", "compatGrabMods", "lookupMods", "compatLookupMods", "ptrButtons"})
    class XkbStateRec extends Structure {
        public byte group;
        public byte lockedGroup;
        public short baseGroup;
        public short latchedGroup;
        public byte mods;
        public byte baseMods;
        public byte latchedMods;
        public byte lockedMods;
        public byte compatState;
        public byte grabMods;
        public byte compatGrabMods;
        public byte lookupMods;
        public byte compatLookupMods;
        public short ptrButtons;
    }

    /** Which keycodes drive each of the eight modifiers, {@code maxKeypermod} per modifier. */
    @Structure.FieldOrder({"maxKeypermod", "modifiermap"})
    class XModifierKeymap extends Structure {
        public int maxKeypermod;
        public Pointer modifiermap;
    }

    /** Loaded on first use. */
    final class Holder {
        static final LibX11 INSTANCE = Native.load("X11", LibX11.class);

        private Holder() {
        }
    }
}
