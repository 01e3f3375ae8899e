package io.github.javaatspi.swing;

import java.util.function.Consumer;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.MenuElement;
import javax.swing.MenuSelectionManager;
import javax.swing.event.ChangeEvent;
import javax.swing.event.ChangeListener;

/**
 * An open menu's selection is its armed item, and Swing announces arming only on the item: this
 * names every menu and menu bar on the menu path, before and after each change of the path, so
 * that they are read again. Event thread.
 */
final class MenuPathWatch implements ChangeListener {
    private final Consumer<MenuElement> onPath;
    private MenuElement[] last = new MenuElement[0];

    /** @param onPath told of each menu and menu bar on the path before and after a change */
    MenuPathWatch(Consumer<MenuElement> onPath) {
        this.onPath = onPath;
    }

    void start() {
        MenuSelectionManager.defaultManager().addChangeListener(this);
    }

    void stop() {
        MenuSelectionManager.defaultManager().removeChangeListener(this);
    }

    @Override
    public void stateChanged(ChangeEvent e) {
        MenuElement[] now = MenuSelectionManager.defaultManager().getSelectedPath();
        for (MenuElement[] path : new MenuElement[][] {last, now}) {
            for (MenuElement element : path) {
                if (element instanceof JMenu || element instanceof JMenuBar) {
                    onPath.accept(element);
                }
            }
        }
        last = now;
    }
}
