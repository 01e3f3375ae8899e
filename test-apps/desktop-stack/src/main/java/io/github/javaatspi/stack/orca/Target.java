package io.github.javaatspi.stack.orca;

import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.ManagedProcess;

import java.io.IOException;

/**
 * A way to run a scenario's app: its GTK twin, the Swing app under this bridge, or the Swing
 * app under java-atk-wrapper ({@link Targets}).
 *
 * @param label    for reports ("GTK 3", "bridge", "JAW")
 * @param launcher starts the app on a desktop under a name no other app there has
 */
public record Target(String label, Launcher launcher) {
    @FunctionalInterface
    public interface Launcher {
        ManagedProcess launch(DesktopStack stack, ScenarioApp app, String uniqueName) throws IOException;
    }

    @Override
    public String toString() {
        return label;
    }
}
