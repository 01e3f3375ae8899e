package io.github.javaatspi.swing;

import java.awt.Component;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import javax.swing.AbstractButton;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.KeyStroke;

/**
 * Key bindings in the form AT-SPI clients parse and GTK produces:
 * {@code "mnemonic;sequence;shortcut"} for menu items (e.g. {@code "o;<Alt>f:o;<Control>o"}) and
 * {@code "<Alt>p"} for other buttons with a mnemonic. Empty when there is none.
 */
final class KeyBindings {
    private KeyBindings() {
    }

    static String of(Object accessible) {
        if (accessible instanceof JMenuItem item) {
            return forMenuItem(item);
        }
        if (accessible instanceof AbstractButton b && b.getMnemonic() != 0) {
            return "<Alt>" + keyName(b.getMnemonic());
        }
        return "";
    }

    private static String forMenuItem(JMenuItem item) {
        String mnemonic = item.getMnemonic() != 0 ? keyName(item.getMnemonic()) : "";
        String shortcut = item instanceof JMenu ? "" : accelerator(item.getAccelerator());
        String sequence = sequence(item);
        if (mnemonic.isEmpty() && shortcut.isEmpty()) {
            return "";
        }
        return mnemonic + ";" + sequence + ";" + shortcut;
    }

    /** The mnemonics from the menu bar down to {@code item}, or "" when a link lacks one. */
    private static String sequence(JMenuItem item) {
        Deque<String> keys = new ArrayDeque<>();
        Component c = item;
        while (c instanceof JMenuItem mi) {
            if (mi.getMnemonic() == 0) {
                return "";
            }
            keys.addFirst(keyName(mi.getMnemonic()));
            Component parent = mi.getParent();
            c = parent instanceof JPopupMenu popup ? popup.getInvoker() : null;
        }
        StringBuilder sb = new StringBuilder("<Alt>");
        sb.append(String.join(":", keys));
        return sb.toString();
    }

    private static String accelerator(KeyStroke ks) {
        if (ks == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        int m = ks.getModifiers();
        if ((m & InputEvent.SHIFT_DOWN_MASK) != 0) {
            sb.append("<Shift>");
        }
        if ((m & InputEvent.CTRL_DOWN_MASK) != 0) {
            sb.append("<Control>");
        }
        if ((m & InputEvent.ALT_DOWN_MASK) != 0) {
            sb.append("<Alt>");
        }
        if ((m & InputEvent.META_DOWN_MASK) != 0) {
            sb.append("<Meta>");
        }
        return sb.append(keyName(ks.getKeyCode())).toString();
    }

    private static String keyName(int keyCode) {
        if (keyCode >= KeyEvent.VK_A && keyCode <= KeyEvent.VK_Z || keyCode >= KeyEvent.VK_0 && keyCode <= KeyEvent.VK_9) {
            return String.valueOf((char) keyCode).toLowerCase(Locale.ROOT);
        }
        return KeyEvent.getKeyText(keyCode).replace(" ", "_");
    }
}
