package io.github.javaatspi.agent.it;

import io.github.javaatspi.stack.AtspiClient;
import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.TablesApp;

import java.util.List;
import java.util.Map;

/** Starting {@link TablesApp} under the agent, and reading what the tests compare. */
final class TablesApps {
    private TablesApps() {
    }

    /** The app with a {@code rows}-row number table on Java {@code jdk}, once its frame is on the desktop. */
    static ManagedProcess start(DesktopStack stack, AtspiClient client, String name, int jdk, int rows)
            throws Exception {
        ManagedProcess app = Fixture.app(stack, TablesApp.class.getName(), jdk, name)
                .property("tablesapp.rows", Integer.toString(rows)).start();
        try {
            client.json("wait-window", name, "--find", "frame|" + TablesApp.TITLE, "--timeout", "30");
        } catch (Exception | AssertionError e) {
            throw new AssertionError("the app did not appear; its log:\n" + app.output(), e);
        }
        return app;
    }

    /** Waits until Swing's side, mirrored in a label, reads {@code text} (e.g. "fruit: Banana"). */
    static void awaitSwing(AtspiClient client, String name, String text) throws Exception {
        client.json("wait-node", name, "--find", "label|" + text);
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> selected(Map<String, Object> selection) {
        return (List<Map<String, Object>>) selection.get("selected");
    }

    static List<Object> selectedNames(Map<String, Object> selection) {
        return selected(selection).stream().map(m -> m.get("name")).toList();
    }

    @SuppressWarnings("unchecked")
    static <T> List<T> list(Map<String, Object> answer, String key) {
        return (List<T>) answer.get(key);
    }
}
