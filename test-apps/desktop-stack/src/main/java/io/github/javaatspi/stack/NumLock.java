package io.github.javaatspi.stack;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Sets the X server's Num Lock before a key sequence: xdotool toggles it to type keypad keys and
 * leaves it toggled, so two runs of one sequence start alike only when it is set first.
 */
public final class NumLock {
    private NumLock() {
    }

    /**
     * Puts Num Lock {@code on} or off; returns whether a Num_Lock key press was needed, which the
     * focused app (and any keystroke listener) receives like any other key.
     */
    public static boolean set(DesktopStack stack, boolean on) throws IOException {
        Path script = ResourceFiles.temp(NumLock.class, "numlock.py");
        try {
            String answer = stack.run(List.of(SystemPieces.PYTHON, script.toString(), on ? "on" : "off"), 20);
            return answer.contains("\"toggled\": true");
        } finally {
            Files.deleteIfExists(script);
        }
    }
}
