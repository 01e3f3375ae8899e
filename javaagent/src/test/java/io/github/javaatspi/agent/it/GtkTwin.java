package io.github.javaatspi.agent.it;

import io.github.javaatspi.stack.AtspiClient;
import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.stack.ResourceFiles;
import io.github.javaatspi.stack.SystemPieces;
import io.github.javaatspi.testapps.DemoApp;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The GTK 3 twin of the demo app, the reference a comparison holds the bridge to. */
final class GtkTwin {
    private GtkTwin() {
    }

    /** Starts the twin named {@code name} and waits for its window. */
    static ManagedProcess start(DesktopStack stack, AtspiClient client, String name) throws IOException {
        Path twin = ResourceFiles.temp(DemoApp.class, "gtk/demo_twin.py");
        ManagedProcess app = stack.start(name, List.of(SystemPieces.PYTHON, twin.toString(), name), stack.environment());
        client.json("wait-window", name, "--find", "frame|" + DemoApp.TITLE, "--timeout", "30");
        return app;
    }
}
