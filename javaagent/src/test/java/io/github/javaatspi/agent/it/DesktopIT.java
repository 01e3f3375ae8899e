package io.github.javaatspi.agent.it;

import io.github.javaatspi.stack.AtspiClient;
import io.github.javaatspi.stack.DesktopStack;

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

    @AfterAll
    static void stopDesktop() {
        if (stack != null) {
            stack.close();
            stack = null;
        }
    }
}
