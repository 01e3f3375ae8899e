package io.github.javaatspi.swing;

import java.awt.Toolkit;
import java.awt.event.KeyEvent;

/**
 * The keyboard as far as Java alone can tell: no keymap (keysyms then come from Java's own key
 * codes and characters), the lock states Java reports, and the modifier bits of a stock XKB
 * keymap. Used where no X display can be asked.
 */
public final class PortableKeyboard implements XKeyboard {
    @Override
    public int keysym(int keycode, int state) {
        return 0;
    }

    @Override
    public String keysymName(int keysym) {
        return Keysyms.name(keysym);
    }

    @Override
    public int lockAndGroupState() {
        return (locked(KeyEvent.VK_CAPS_LOCK) ? 0x02 : 0) | (locked(KeyEvent.VK_NUM_LOCK) ? masks().numLock() : 0);
    }

    @Override
    public ModifierMasks masks() {
        return ModifierMasks.STANDARD;
    }

    private static boolean locked(int key) {
        try {
            return Toolkit.getDefaultToolkit().getLockingKeyState(key);
        } catch (UnsupportedOperationException e) {
            return false;
        }
    }
}
