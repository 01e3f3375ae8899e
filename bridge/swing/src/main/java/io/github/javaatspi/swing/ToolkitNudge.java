package io.github.javaatspi.swing;

/**
 * Wakes AWT's toolkit thread so that it looks at the window-system events its display connection
 * already holds (see {@link ReplayWatch}). Implemented natively for X11 (native-hooks); where
 * there is nothing to wake, {@link #NONE}. Called from one thread, never the event thread.
 */
public interface ToolkitNudge {
    /** Does nothing: no X display, or no native help. */
    ToolkitNudge NONE = () -> { };

    /** Sends the toolkit's connection an event it ignores; never blocks on the application. */
    void nudge();
}
