package io.github.javaatspi.swing;

import java.awt.KeyEventDispatcher;
import java.awt.KeyboardFocusManager;
import java.awt.event.KeyEvent;

/**
 * The one key dispatcher the bridge registers, once per process and as early as it can (when the
 * toolkit loads it, before the application's code adds dispatchers of its own), so that it runs
 * first: a key it holds and replays then reaches every dispatcher of the application exactly
 * once. It passes every key straight on unless a {@link KeySnooper} is attached (somebody
 * listens for keys); a dispatcher that returns false costs a method call per key.
 */
public final class KeyGate implements KeyEventDispatcher {
    private static final KeyGate INSTANCE = new KeyGate();

    private KeyboardFocusManager installedOn;
    private volatile KeyEventDispatcher snooper;

    private KeyGate() {
    }

    /** Registers the gate with the current keyboard focus manager, once (again if the application replaced it). */
    public static void install() {
        INSTANCE.installOnCurrent();
    }

    /** Lets {@code snooper} see the keys from now on; event thread. */
    static void attach(KeyEventDispatcher snooper) {
        INSTANCE.installOnCurrent();
        INSTANCE.snooper = snooper;
    }

    /** Stops passing keys to {@code snooper} if it is the one attached; event thread. */
    static void detach(KeyEventDispatcher snooper) {
        if (INSTANCE.snooper == snooper) {
            INSTANCE.snooper = null;
        }
    }

    private synchronized void installOnCurrent() {
        KeyboardFocusManager current = KeyboardFocusManager.getCurrentKeyboardFocusManager();
        if (current != installedOn) {
            current.addKeyEventDispatcher(this);
            installedOn = current;
        }
    }

    @Override
    public boolean dispatchKeyEvent(KeyEvent e) {
        KeyEventDispatcher s = snooper;
        return s != null && s.dispatchKeyEvent(e);
    }
}
