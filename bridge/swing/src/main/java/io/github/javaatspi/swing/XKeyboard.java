package io.github.javaatspi.swing;

/**
 * What only the X server knows about the keyboard: its keymap, its lock and group state, and
 * which modifier bits carry Alt, Meta, AltGr and Num Lock. Implemented natively (native-hooks,
 * libX11/XKB); {@link PortableKeyboard} stands in where no X display is reachable. Called on the
 * event thread only.
 */
public interface XKeyboard {
    /** The keysym {@code keycode} produces in the X modifier {@code state} (group bits included), or 0. */
    int keysym(int keycode, int state);

    /** The X name of {@code keysym} ("Return", "a", "exclam"), or null when it has none. */
    String keysymName(int keysym);

    /**
     * The X modifier bits of the locks (Lock, the Num Lock modifier) and the keyboard group
     * (bits 13–14), as they are now.
     */
    int lockAndGroupState();

    /** Which modifier bits the X server uses for Alt, Meta, AltGr and Num Lock. */
    ModifierMasks masks();
}
