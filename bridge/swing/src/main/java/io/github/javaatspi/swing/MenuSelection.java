package io.github.javaatspi.swing;

import java.awt.Component;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.MenuElement;
import javax.swing.MenuSelectionManager;

/**
 * The selection of an open menu: its armed item, as GTK reports it. {@code AccessibleJMenu}
 * counts an open menu as having a selection when no item is armed, cannot name the armed item
 * then, and closes every menu when asked to select a plain item; this works on Swing's selected
 * menu path instead. Event thread only.
 */
final class MenuSelection {
    private MenuSelection() {
    }

    /** The position among {@code menu}'s children of its armed item, or -1. */
    static int armed(JMenu menu) {
        MenuElement[] path = MenuSelectionManager.defaultManager().getSelectedPath();
        for (int i = 0; i + 2 < path.length; i++) {
            if (path[i] == menu && path[i + 1] == menu.getPopupMenu() && path[i + 2] instanceof Component c) {
                return Arrays.asList(menu.getMenuComponents()).indexOf(c);
            }
        }
        return -1;
    }

    /** Opens {@code menu} (and the menus it is in) and arms its child {@code index}, if that is an item. */
    static void arm(JMenu menu, int index) {
        Component[] children = menu.getMenuComponents();
        if (index < 0 || index >= children.length || !(children[index] instanceof JMenuItem item)) {
            return;
        }
        Deque<MenuElement> path = open(menu);
        path.addLast(item);
        MenuSelectionManager.defaultManager().setSelectedPath(path.toArray(new MenuElement[0]));
    }

    /** Leaves {@code menu} open with nothing armed, if it is open. */
    static void disarm(JMenu menu) {
        if (armed(menu) >= 0) {
            MenuSelectionManager.defaultManager().setSelectedPath(open(menu).toArray(new MenuElement[0]));
        }
    }

    /** The selected path that shows {@code menu}'s popup: the menu bar or outer menus, the menu, its popup. */
    private static Deque<MenuElement> open(JMenu menu) {
        Deque<MenuElement> path = new ArrayDeque<>();
        path.addFirst(menu.getPopupMenu());
        path.addFirst(menu);
        Component parent = menu.getParent();
        while (parent instanceof JPopupMenu popup && popup.getInvoker() instanceof JMenu outer) {
            path.addFirst(popup);
            path.addFirst(outer);
            parent = outer.getParent();
        }
        if (parent instanceof JMenuBar bar) {
            path.addFirst(bar);
        }
        return path;
    }
}
