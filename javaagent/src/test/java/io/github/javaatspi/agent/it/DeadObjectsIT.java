package io.github.javaatspi.agent.it;

import static io.github.javaatspi.agent.it.Events.detail1;
import static io.github.javaatspi.agent.it.Events.type;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.EventRecorder;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.DemoApp;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * Objects that die while a client holds their paths: components removed from a panel, the items
 * of a list whose model is replaced, a disposed dialog's whole subtree. Each is announced
 * defunct, its path answers UnknownObject from then on, and no old path ever answers with the
 * data of an object that took its place.
 */
class DeadObjectsIT extends DesktopIT {
    private static final Duration LIMIT = Duration.ofSeconds(15);
    private static final String UNKNOWN = "org.freedesktop.DBus.Error.UnknownObject";

    @Test
    void removedComponentsAreDefunctAndTheirReplacementsHaveNewPaths() throws Exception {
        String name = Fixture.uniqueName("removed", 17);
        try (ManagedProcess app = Reliability.start(stack, client, name);
                EventRecorder r = client.listen(name, "object:state-changed:defunct")) {
            String bus = bus(name, "panel|Swappable");
            List<String> old = children(name, "panel|Swappable");
            assertThat(old).hasSize(3);

            int mark = r.mark();
            client.json("action", name, "--find", "push button|Replace panel");
            client.json("wait-node", name, "--find", "push button|New C");
            assertGone(r, mark, bus, old);
            assertThat(children(name, "panel|Swappable")).hasSize(3).doesNotContainAnyElementsOf(old);
            assertThat(client.json("walk", name).get("errors")).isEqualTo(List.of());
        }
    }

    @Test
    void aReplacedListModelsItemsAreDefunctAndNeverShowTheNewItems() throws Exception {
        String name = Fixture.uniqueName("model", 17);
        try (ManagedProcess app = Reliability.start(stack, client, name);
                EventRecorder r = client.listen(name, "object:state-changed:defunct")) {
            String bus = bus(name, "list|Items");
            List<String> old = children(name, "list|Items");
            assertThat(old).hasSize(5);

            int mark = r.mark();
            client.json("action", name, "--find", "push button|Replace list");
            client.json("wait-node", name, "--find", "list item|replaced1 0");
            assertGone(r, mark, bus, old);
            assertThat(children(name, "list|Items")).hasSize(5).doesNotContainAnyElementsOf(old);
        }
    }

    @Test
    void aDisposedDialogsSubtreeIsDefunct() throws Exception {
        String name = Fixture.uniqueName("disposed", 17);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, 17, name), client, name);
                EventRecorder r = client.listen(name, "object:state-changed:defunct")) {
            client.json("action", name, "--find", "push button|Open dialog");
            Map<String, Object> dialog = client.json("wait-window", name, "--find", "dialog|" + DemoApp.DIALOG_TITLE);
            List<String> old = List.of((String) dialog.get("path"),
                    (String) client.json("node", name, "--find", "push button|Close").get("path"));

            int mark = r.mark();
            client.json("action", name, "--find", "push button|Close");
            client.json("wait-node", name, "--find", "dialog|" + DemoApp.DIALOG_TITLE, "--absent");
            assertGone(r, mark, (String) dialog.get("bus"), old);
        }
    }

    /** Each path was announced defunct and answers UnknownObject, to the object and to its properties. */
    private static void assertGone(EventRecorder r, int mark, String bus, List<String> paths) throws IOException {
        for (String path : paths) {
            r.await("defunct " + path, mark, type("object:state-changed:defunct").and(detail1(1))
                    .and(e -> path.equals(e.get("path"))), LIMIT);
            assertThat(client.json("call-path", bus, path, "org.a11y.atspi.Accessible", "GetRole")).as(path)
                    .containsEntry("errorName", UNKNOWN);
            assertThat(client.json("get-prop", bus, path, "org.a11y.atspi.Accessible", "Name")).as(path)
                    .containsEntry("errorName", UNKNOWN);
        }
    }

    private static String bus(String app, String spec) throws IOException {
        return (String) client.json("node", app, "--find", spec).get("bus");
    }

    /** The paths of a node's children, as a walk sees them. */
    @SuppressWarnings("unchecked")
    private static List<String> children(String app, String spec) throws IOException {
        String path = (String) client.json("node", app, "--find", spec).get("path");
        return Fixture.nodes(client.json("walk", app)).stream().filter(n -> path.equals(n.get("path")))
                .map(n -> (List<String>) n.get("children")).findFirst()
                .orElseThrow(() -> new AssertionError("no " + spec + " in the walk"));
    }
}
