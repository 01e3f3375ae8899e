package io.github.javaatspi.stack.orca;

import io.github.javaatspi.stack.DesktopStack;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Keys typed through XTEST ({@code xdotool key}) into the focused window, as a user types them. */
public final class Keyboard {
    /** Time between keys of one step, so every toolkit sees separate presses. */
    private static final String BETWEEN_KEYS_MS = "40";

    private final DesktopStack stack;

    public Keyboard(DesktopStack stack) {
        this.stack = stack;
    }

    /**
     * Presses {@code keys} in order (xdotool names, e.g. "Tab", "ctrl+Tab", "Insert+KP_Enter")
     * and returns {@link System#nanoTime()} just before the last one was sent: the time a
     * reaction to the step is measured from.
     */
    public long press(List<String> keys) throws IOException {
        if (keys.isEmpty()) {
            throw new IllegalArgumentException("no keys");
        }
        if (keys.size() > 1) {
            xdotool(keys.subList(0, keys.size() - 1));
        }
        long sent = System.nanoTime();
        xdotool(keys.subList(keys.size() - 1, keys.size()));
        return sent;
    }

    private void xdotool(List<String> keys) throws IOException {
        List<String> command = new ArrayList<>(List.of("xdotool", "key", "--delay", BETWEEN_KEYS_MS));
        command.addAll(keys);
        stack.run(command, 20);
    }
}
