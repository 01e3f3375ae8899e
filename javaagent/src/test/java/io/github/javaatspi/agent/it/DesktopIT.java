package io.github.javaatspi.agent.it;

import io.github.javaatspi.stack.AtspiClient;
import io.github.javaatspi.stack.DesktopStack;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** Every end-to-end test class gets a fresh private desktop and a pyatspi client for it. */
abstract class DesktopIT {
    static DesktopStack stack;
    static AtspiClient client;

    @BeforeAll
    static void startDesktop() throws Exception {
        stack = DesktopStack.startPrivate();
        client = new AtspiClient(stack);
    }

    /** Types {@code keys} (xdotool names, e.g. "alt+Down") into the focused window, like a user. */
    static void keys(String... keys) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("xdotool", "key", "--delay", "40"));
        cmd.addAll(List.of(keys));
        stack.run(cmd, 20);
    }

    @AfterAll
    static void stopDesktop() {
        if (stack != null) {
            stack.close();
            stack = null;
        }
    }
}
