package io.github.javaatspi.agent.it;

import io.github.javaatspi.stack.AtspiClient;
import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.ReliabilityApp;

/** Starting the reliability app and reading what it reports about itself. */
final class Reliability {
    private Reliability() {
    }

    /** The reliability app with the bridge, on its desktop; its log in the failure when it does not show. */
    static ManagedProcess start(DesktopStack stack, AtspiClient client, String name, String... properties)
            throws Exception {
        var app = Fixture.app(stack, ReliabilityApp.class.getName(), 17, name);
        for (int i = 0; i + 1 < properties.length; i += 2) {
            app.property(properties[i], properties[i + 1]);
        }
        ManagedProcess p = app.start();
        try {
            client.json("wait-window", name, "--find", "frame|" + ReliabilityApp.TITLE, "--timeout", "30");
        } catch (Exception e) {
            p.close();
            throw new AssertionError("the app did not appear; its log:\n" + p.output(), e);
        }
        return p;
    }
}
