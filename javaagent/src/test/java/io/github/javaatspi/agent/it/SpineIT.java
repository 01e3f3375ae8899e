package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.JavaApp;
import io.github.javaatspi.stack.Jdks;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.DemoApp;
import io.github.javaatspi.testapps.MdiApp;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The spine end to end: the demo app under the agent on a real desktop, judged by pyatspi
 * (libatspi) and GDBus, on Java 17 and Java 25.
 */
class SpineIT extends DesktopIT {
    private static final String ROOT = "/org/a11y/atspi/accessible/root";


    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void theWholeTreeIsReadableAndConsistent(int jdk) throws Exception {
        String name = Fixture.uniqueName("walk", jdk);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, jdk, name), client, name)) {
            Map<String, Object> walk = client.json("walk", name);
            List<Map<String, Object>> nodes = Fixture.nodes(walk);
            System.out.printf("Java %d: %d nodes, pyatspi walk %.0f ms%n", jdk, nodes.size(),
                    ((Number) walk.get("seconds")).doubleValue() * 1000);

            assertThat((List<?>) walk.get("errors")).as("errors while reading the tree").isEmpty();
            Fixture.assertStructureIsConsistent(nodes);

            Map<String, Object> root = nodes.get(0);
            assertThat(root).containsEntry("role", "application").containsEntry("name", name);
            assertThat(root.get("parent")).as("the root's parent is the registry's desktop").isEqualTo(ROOT);
            assertThat(((Number) root.get("index")).intValue()).as("the root's index among the desktop's apps")
                    .isGreaterThanOrEqualTo(0);
            String bus = (String) client.json("wait-app", name).get("bus");
            assertThat(client.json("call-path", bus, ROOT, "org.a11y.atspi.Accessible", "GetInterfaces")
                    .get("reply").toString()).contains("'org.a11y.atspi.Accessible'", "'org.a11y.atspi.Application'");

            assertThat(find(nodes, "frame", DemoApp.TITLE)).isNotNull();
            for (String[] expected : new String[][] {
                {"menu bar", ""}, {"menu", "File"}, {"menu", "Help"}, {"menu item", "New"}, {"menu item", "Exit"},
                {"check menu item", "Word wrap"}, {"radio menu item", "Small"}, {"radio menu item", "Large"},
                {"separator", ""}, {"push button", "Press me"}, {"push button", "Open dialog"},
                {"label", "Not pressed yet"}, {"label", "Name:"}, {"text", "Name:"},
                {"password text", "Password:"}, {"combo box", "Colour:"}, {"check box", "Subscribe"},
                {"check box", "Notify me"}, {"list", ""}, {"list item", "Apple"}, {"list item", "Elderberry"},
                {"table", ""}, {"table cell", "Quito"}, {"table cell", "8000000"}, {"tree table", ""},
                {"table cell", "Animals"}, {"table cell", "Birds"}, {"scroll pane", ""}, {"panel", "Form"}}) {
                assertThat(find(nodes, expected[0], expected[1])).as("%s '%s'", expected[0], expected[1]).isNotNull();
            }
            assertThat(states(find(nodes, "check box", "Subscribe"))).contains("checked", "checkable");
            assertThat(states(find(nodes, "check box", "Notify me"))).doesNotContain("checked");
            assertThat(states(find(nodes, "check menu item", "Word wrap"))).contains("checked");
            assertThat(states(find(nodes, "list item", "Banana"))).contains("selected", "selectable");
            assertThat(states(find(nodes, "table cell", "Animals"))).contains("expanded");
            assertThat(states(find(nodes, "table cell", "Birds"))).contains("collapsed", "expandable");
            assertThat(states(find(nodes, "push button", "Press me"))).contains("enabled", "sensitive", "focusable");
            assertThat(strings(find(nodes, "table cell", "Birds").get("attributes"))).contains("level:2");
            assertThat(strings(find(nodes, "push button", "Press me").get("interfaces")))
                    .contains("Accessible", "Action", "Component");
            assertThat(find(nodes, "table cell", "Birds").get("children")).as("a collapsed node shows no children")
                    .isEqualTo(List.of());
            Map<String, Object> label = find(nodes, "label", "Name:");
            Map<String, Object> field = find(nodes, "text", "Name:");
            assertThat(label.get("relations").toString()).contains("label for", (String) field.get("path"));
            assertThat(field.get("relations").toString()).contains("labelled by", (String) label.get("path"));
            assertThat(field).containsEntry("accessibleId", "name-field");
            assertThat((String) field.get("locale")).isNotEmpty();
            assertThat(nodes).as("the password never leaves the process").allSatisfy(n ->
                    assertThat(n.toString()).doesNotContain("s3cret"));
        }
    }

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void doActionOnAButtonRunsItsListener(int jdk) throws Exception {
        String name = Fixture.uniqueName("action", jdk);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, jdk, name), client, name)) {
            Map<String, Object> result = client.json("action", name, "--find", "push button|Press me");
            assertThat(result).containsEntry("result", true).containsEntry("name", "click");
            client.json("wait-node", name, "--find", "label|Pressed 1 time");
            client.json("action", name, "--find", "push button|Press me");
            client.json("wait-node", name, "--find", "label|Pressed 2 times");
        }
    }

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void actionsHaveNamesDescriptionsAndKeyBindings(int jdk) throws Exception {
        String name = Fixture.uniqueName("keys", jdk);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, jdk, name), client, name)) {
            assertThat(client.json("actions", name, "--find", "menu item|New").get("actions"))
                    .isEqualTo(List.of(List.of("click", "click", "n;<Alt>f:n;<Control>n")));
            assertThat(client.json("actions", name, "--find", "push button|Press me").get("actions"))
                    .isEqualTo(List.of(List.of("click", "click", "<Alt>p")));
        }
    }

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void geometryAgreesInScreenWindowAndParentCoordinates(int jdk) throws Exception {
        String name = Fixture.uniqueName("geometry", jdk);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, jdk, name), client, name)) {
            Map<String, Object> frame = client.json("component", name, "--find", "frame|" + DemoApp.TITLE);
            Map<String, Object> button = client.json("component", name, "--find", "push button|Press me");
            List<Long> frameScreen = longs(frame.get("screen"));
            List<Long> screen = longs(button.get("screen"));
            List<Long> window = longs(button.get("window"));
            assertThat(screen.get(2)).isPositive();
            assertThat(window).containsExactly(screen.get(0) - frameScreen.get(0), screen.get(1) - frameScreen.get(1),
                    screen.get(2), screen.get(3));
            assertThat(longs(button.get("parent")).subList(2, 4)).isEqualTo(screen.subList(2, 4));
            assertThat(button).containsEntry("containsCenter", true).containsEntry("containsOutside", false)
                    .containsEntry("layer", 3L).containsEntry("alpha", 1.0).containsEntry("mdiZOrder", -1L);
            assertThat(frame).containsEntry("layer", 7L);

            String x = Long.toString(screen.get(0) + screen.get(2) / 2);
            String y = Long.toString(screen.get(1) + screen.get(3) / 2);
            assertThat(client.json("at-point", name, "--find", "frame|" + DemoApp.TITLE, x, y))
                    .containsEntry("role", "root pane");
            Map<String, Object> cell = client.json("component", name, "--find", "table cell|Quito");
            List<Long> c = longs(cell.get("screen"));
            assertThat(client.json("at-point", name, "--find", "table|",
                    Long.toString(c.get(0) + c.get(2) / 2), Long.toString(c.get(1) + c.get(3) / 2)))
                    .containsEntry("role", "table cell").containsEntry("name", "Quito");
        }
    }

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void everyObjectAnswersPropertiesIntrospectionAndPing(int jdk) throws Exception {
        String name = Fixture.uniqueName("dbus", jdk);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, jdk, name), client, name)) {
            String bus = (String) client.json("wait-app", name).get("bus");
            String button = (String) client.json("node", name, "--find", "push button|Press me").get("path");
            assertThat(client.json("get-prop", bus, button, "org.a11y.atspi.Accessible", "Name"))
                    .containsEntry("value", "Press me");
            assertThat(client.json("get-prop", bus, ROOT, "org.a11y.atspi.Application", "ToolkitName"))
                    .containsEntry("value", "Java Swing");
            assertThat(((Number) client.json("get-prop", bus, ROOT, "org.a11y.atspi.Application", "Id").get("value"))
                    .intValue()).as("the id the registry set while embedding (ours is -1 until then)")
                    .isGreaterThanOrEqualTo(0);
            assertThat(client.json("call-path", bus, button, "org.freedesktop.DBus.Introspectable", "Introspect")
                    .get("reply").toString()).contains("org.a11y.atspi.Action", "org.a11y.atspi.Component",
                    "<method name=\"DoAction\">");
            assertThat(client.json("call-path", bus, "/", "org.freedesktop.DBus.Peer", "Ping")).containsEntry("ok", true);
            assertThat(client.json("get-prop", bus, button, "org.a11y.atspi.Accessible", "Nonsense"))
                    .containsEntry("errorName", "org.freedesktop.DBus.Error.UnknownProperty");
            assertThat(client.json("call-path", bus, button, "org.a11y.atspi.Accessible", "Nonsense"))
                    .containsEntry("errorName", "org.freedesktop.DBus.Error.UnknownMethod");
            assertThat(client.json("call-path", bus, ROOT + "x", "org.a11y.atspi.Accessible", "GetRole"))
                    .containsEntry("errorName", "org.freedesktop.DBus.Error.UnknownObject");
        }
    }

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void internalFramesReportTheirLayerAndStackingOrderInTheirApplication(int jdk) throws Exception {
        String name = Fixture.uniqueName("mdi", jdk);
        JavaApp app = JavaApp.of(stack, MdiApp.class.getName()).java(Jdks.java(jdk)).name(name)
                .classpath(Fixture.demoClasspath()).agent(Fixture.agentJar()).property("javaatspi.appName", name);
        try (ManagedProcess p = app.start()) {
            client.json("wait-window", name, "--find", "frame|" + MdiApp.TITLE);
            Map<String, Object> front = client.json("component", name, "--find", "internal frame|Front");
            Map<String, Object> back = client.json("component", name, "--find", "internal frame|Back");
            assertThat(front).containsEntry("layer", 4L).containsEntry("mdiZOrder", 0L);
            assertThat(back).containsEntry("layer", 4L).containsEntry("mdiZOrder", 1L);
            assertThat(client.json("node", name, "--find", "label|Front content"))
                    .as("libatspi takes what lies below a desktop frame for an application")
                    .containsEntry("application", name);
            assertThat(client.json("node", name, "--find", "layered pane|")).as("the desktop pane")
                    .containsEntry("application", name);
        }
    }

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void grabFocusMovesKeyboardFocus(int jdk) throws Exception {
        String name = Fixture.uniqueName("focus", jdk);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, jdk, name), client, name)) {
            assertThat(states(client.json("node", name, "--find", "check box|Notify me"))).doesNotContain("focused");
            assertThat(client.json("focus", name, "--find", "check box|Notify me")).containsEntry("result", true);
            client.json("wait-node", name, "--find", "check box|Notify me", "--state", "focused");
            client.json("focus", name, "--find", "push button|Press me");
            client.json("wait-node", name, "--find", "push button|Press me", "--state", "focused");
            assertThat(states(client.json("node", name, "--find", "check box|Notify me"))).doesNotContain("focused");
        }
    }

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void aDisposedDialogsObjectsAnswerUnknownObject(int jdk) throws Exception {
        String name = Fixture.uniqueName("dialog", jdk);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, jdk, name), client, name)) {
            client.json("action", name, "--find", "push button|Open dialog");
            Map<String, Object> dialog = client.json("wait-window", name, "--find", "dialog|" + DemoApp.DIALOG_TITLE);
            String bus = (String) dialog.get("bus");
            List<Map<String, Object>> all = Fixture.nodes(client.json("walk", name));
            List<String> paths = new ArrayList<>();
            for (Map<String, Object> n : all) {
                if (isInside(n, (String) dialog.get("path"), all)) {
                    paths.add((String) n.get("path"));
                }
            }
            assertThat(paths).hasSizeGreaterThan(3);
            assertThat(client.json("call-path", bus, paths.get(0), "org.a11y.atspi.Accessible", "GetRole"))
                    .containsEntry("ok", true);

            client.json("action", name, "--find", "push button|Close");
            client.json("wait-node", name, "--find", "dialog|" + DemoApp.DIALOG_TITLE, "--absent");
            for (String path : paths) {
                Map<String, Object> answer = client.json("call-path", bus, path, "org.a11y.atspi.Accessible", "GetRole");
                assertThat(answer).as(path).containsEntry("ok", false)
                        .containsEntry("errorName", "org.freedesktop.DBus.Error.UnknownObject");
            }
            assertThat(client.json("walk", name).get("errors")).isEqualTo(List.of());
        }
    }

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void anActionThatOpensAModalDialogDoesNotHangTheClient(int jdk) throws Exception {
        String name = Fixture.uniqueName("modal", jdk);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, jdk, name), client, name)) {
            long start = System.nanoTime();
            assertThat(client.json("action", name, "--find", "push button|Open modal dialog"))
                    .containsEntry("result", true);
            client.json("wait-window", name, "--find", "dialog|" + DemoApp.MODAL_TITLE);
            assertThat(states(client.json("node", name, "--find", "dialog|" + DemoApp.MODAL_TITLE))).contains("modal");
            client.json("action", name, "--find", "push button|Close");
            client.json("wait-node", name, "--find", "dialog|" + DemoApp.MODAL_TITLE, "--absent");
            System.out.printf("Java %d: modal dialog opened and closed through AT-SPI in %d ms%n", jdk,
                    (System.nanoTime() - start) / 1_000_000);
            client.json("action", name, "--find", "push button|Press me");
            client.json("wait-node", name, "--find", "label|Pressed 1 time");
        }
    }

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void theAppLeavesTheDesktopWhenItExits(int jdk) throws Exception {
        String name = Fixture.uniqueName("exit", jdk);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, jdk, name), client, name)) {
            client.json("wait-node", name, "--find", "menu item|Exit");
            client.json("action", name, "--find", "menu item|Exit");
            assertThat(app.awaitExit(20_000)).as("the app exits after its last window is disposed").isTrue();
            client.json("wait-gone", name);
        }
    }

    /** Whether {@code node} lies in the subtree of {@code ancestor} (the root's parent is on another bus). */
    private static boolean isInside(Map<String, Object> node, String ancestor, List<Map<String, Object>> all) {
        Map<String, Map<String, Object>> byPath = new HashMap<>();
        all.forEach(n -> byPath.put((String) n.get("path"), n));
        String p = (String) node.get("path");
        while (p != null && !p.equals(ROOT)) {
            if (p.equals(ancestor)) {
                return true;
            }
            Map<String, Object> n = byPath.get(p);
            p = n == null ? null : (String) n.get("parent");
        }
        return false;
    }

    static Map<String, Object> find(List<Map<String, Object>> nodes, String role, String name) {
        return nodes.stream().filter(n -> role.equals(n.get("role")) && name.equals(n.get("name"))).findFirst()
                .orElse(null);
    }

    @SuppressWarnings("unchecked")
    static List<Long> longs(Object list) {
        return (List<Long>) list;
    }

    @SuppressWarnings("unchecked")
    static List<String> strings(Object list) {
        return (List<String>) list;
    }

    @SuppressWarnings("unchecked")
    static List<String> states(Map<String, Object> node) {
        assertThat(node).isNotNull();
        return (List<String>) node.get("states");
    }
}
