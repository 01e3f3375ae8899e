package io.github.javaatspi.stack;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Starts {@code keystrokes.py}: a keystroke listener registered with the registry's
 * DeviceEventController exactly as Orca 43 registers its own, recording every key event it is
 * given (one map per event: type 0/1, id, hw_code, modifiers, timestamp, string, is_text,
 * consumed, ns).
 */
public final class KeystrokeListeners {
    private final Path script;
    private final Map<String, String> env;

    public KeystrokeListeners(DesktopStack stack) throws IOException {
        this.env = stack.environment();
        this.script = ResourceFiles.temp(KeystrokeListeners.class, "keystrokes.py");
    }

    /**
     * Registers a listener and returns once the registry lists it. Options: {@code --orca-key NAME}
     * (consume that key and every key pressed while it is held), {@code --delay-ms N} (answer late).
     */
    public EventRecorder start(String... options) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(SystemPieces.PYTHON, script.toString()));
        cmd.addAll(List.of(options));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().clear();
        pb.environment().putAll(env);
        EventRecorder recorder = new EventRecorder(pb.start());
        recorder.awaitReady();
        return recorder;
    }
}
