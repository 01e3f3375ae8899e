package io.github.javaatspi.agent;

import java.awt.AWTEvent;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.AWTEventListener;
import java.awt.event.WindowEvent;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Waits until the application's first window has opened. Started while AWT initialises, the
 * bridge would load and connect at the same time as the application builds its first window:
 * on a machine with few cores the two compete for the processor and the window comes up later.
 * Until a window opens there is nothing a screen reader could read, so the bridge starts then,
 * and the tree is still on the desktop soon after the window. The wait has a deadline, so an
 * application that takes long to open a window (or opens none) still gets the bridge.
 */
final class FirstWindow {
    /** How long an application may take to open its first window before the bridge starts anyway. */
    static final long DEADLINE_MILLIS = 3000;

    private FirstWindow() {
    }

    /** Blocks the calling (background) thread until a window has opened, or for {@code deadlineMillis}. */
    static void await(long deadlineMillis) throws InterruptedException {
        CountDownLatch opened = new CountDownLatch(1);
        AWTEventListener listener = e -> {
            if (e.getID() == WindowEvent.WINDOW_OPENED) {
                opened.countDown();
            }
        };
        // Blocks until the toolkit has finished initialising when we were loaded in the middle of it.
        Toolkit toolkit = Toolkit.getDefaultToolkit();
        toolkit.addAWTEventListener(listener, AWTEvent.WINDOW_EVENT_MASK);
        try {
            if (!anyShowing()) {
                opened.await(deadlineMillis, TimeUnit.MILLISECONDS);
            }
        } finally {
            toolkit.removeAWTEventListener(listener);
        }
    }

    /** A window that opened before our listener was in place. */
    private static boolean anyShowing() {
        for (Window w : Window.getWindows()) {
            if (w.isShowing()) {
                return true;
            }
        }
        return false;
    }
}
