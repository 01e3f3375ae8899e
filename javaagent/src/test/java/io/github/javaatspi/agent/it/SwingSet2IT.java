package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.JavaApp;
import io.github.javaatspi.stack.Jdks;
import io.github.javaatspi.stack.ManagedProcess;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A Swing application this project did not write: the JDK's SwingSet2 demo (Debian's
 * {@code openjdk-17-demo}), whose tool bar shows sixteen demos of Swing's components one after
 * the other — internal frames, colour and file choosers, HTML, lists, tables, trees, sliders,
 * split and tabbed panes. Each demo is shown through AT-SPI (its tool bar button's action) and
 * read whole through pyatspi, on Java 17 and 25: every object and every interface it offers
 * answers, the tree is consistent, and no description is one Swing made up (an icon's address,
 * an editor pane's content type; SwingSet2 loads every icon from a URL). libatspi turns some
 * failed calls into default answers (a failed GetExtents reads as not on screen), so the
 * application's output is checked too: the bridge warns there when a call fails on its side.
 * Last, the option pane demo's warning is one alert window.
 */
class SwingSet2IT extends DesktopIT {
    private static final Path JAR = Path.of("/usr/share/doc/openjdk-17-jre-headless/demo/jfc/SwingSet2/SwingSet2.jar");
    private static final Duration LIMIT = Duration.ofSeconds(30);
    private static final String ACTION = "org.a11y.atspi.Action";
    /** The tool bar's eighth button shows the JOptionPane demo. */
    private static final int OPTION_PANE_DEMO = 7;

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void everyDemoIsReadWholeAndConsistently(int jdk) throws Exception {
        assertThat(JAR).as("SwingSet2 comes with Debian's openjdk-17-demo (apt-get install openjdk-17-demo)")
                .isRegularFile();
        String name = Fixture.uniqueName("swingset2", jdk);
        JavaApp swingSet = JavaApp.of(stack, "SwingSet2").java(Jdks.java(jdk)).name(name).classpath(JAR.toString())
                .agent(Fixture.agentJar()).property("javaatspi.appName", name);
        try (ManagedProcess app = swingSet.start()) {
            client.json("wait-window", name, "--find", "frame|SwingSet2", "--timeout", "60");
            String bus = (String) client.json("wait-app", name).get("bus");
            List<String> demoButtons = Deadline.await("SwingSet2's sixteen demo buttons", LIMIT, () -> {
                List<String> found = toolBarToggles(Fixture.nodes(walk(name, false)));
                return found.size() == 16 ? found : null;
            });

            Set<String> shown = new HashSet<>();
            int objects = 0;
            for (String button : demoButtons) {
                client.json("call-path", bus, button, ACTION, "DoAction", "i", "0");
                Map<String, Object> demo = Deadline.await("the demo of " + button + " shown and its tree settled",
                        LIMIT, () -> settledNewDemo(name, shown));
                String tab = firstTab(Fixture.nodes(demo));
                shown.add(tab);

                assertThat((List<?>) demo.get("errors")).as("errors while reading %s", tab).isEmpty();
                Fixture.assertStructureIsConsistent(Fixture.nodes(demo));
                for (Map<String, Object> node : Fixture.nodes(demo)) {
                    assertThat(made(node.get("description"))).as("description %s of %s %s in %s",
                            node.get("description"), node.get("role"), node.get("path"), tab).isFalse();
                    assertThat(made(node.get("imageDescription"))).as("image description %s of %s %s in %s",
                            node.get("imageDescription"), node.get("role"), node.get("path"), tab).isFalse();
                }
                objects += Fixture.nodes(demo).size();
            }
            System.out.printf("SwingSet2 on Java %d: %d demos, %d objects read%n", jdk, shown.size(), objects);
            aMessageDialogIsTheAlert(name, bus, demoButtons.get(OPTION_PANE_DEMO));
            assertThat(shown).as("each button showed a demo of its own").hasSize(16)
                    .contains("Internal Frames Demo", "Table Demo", "JEditorPane HTML Demo", "Slider Demo");
            assertThat(app.isAlive()).isTrue();
            assertThat(app.output()).as("the application's output").doesNotContain("WARNING", "SEVERE", "Exception");
        }
    }

    /**
     * The option pane demo's warning opens a message dialog: the dialog is the alert, as GTK's
     * message dialog is, and nothing inside it is an alert too (Orca read the message twice).
     */
    private static void aMessageDialogIsTheAlert(String name, String bus, String demoButton) throws IOException {
        client.json("call-path", bus, demoButton, ACTION, "DoAction", "i", "0");
        client.json("wait-node", name, "--find", "push button|Show Warning Dialog", "--timeout", "30");
        client.json("action", name, "--find", "push button|Show Warning Dialog");
        client.json("wait-window", name, "--find", "alert|Warning Dialog Example", "--timeout", "30");
        long alerts = Fixture.nodes(client.json("walk", name)).stream().filter(n -> "alert".equals(n.get("role")))
                .count();
        assertThat(alerts).as("alerts in the application").isEqualTo(1);
        client.json("action", name, "--find", "push button|OK");
        client.json("wait-node", name, "--find", "alert|Warning Dialog Example", "--absent", "--timeout", "30");
    }

    /**
     * A full read of the app once its first tab names a demo not seen yet and a second walk finds
     * the same objects (SwingSet2 builds a demo on a thread of its own), or null.
     */
    private static Map<String, Object> settledNewDemo(String name, Set<String> shown) {
        Map<String, Object> read = walk(name, true);
        if (read == null || shown.contains(firstTab(Fixture.nodes(read)))) {
            return null;
        }
        Map<String, Object> again = walk(name, false);
        return again != null && shape(again).equals(shape(read)) ? read : null;
    }

    /** A walk ("read-all" with every interface's first reads), or null when an object left during it. */
    private static Map<String, Object> walk(String name, boolean reads) {
        try {
            return client.json(reads ? "read-all" : "walk", name);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static List<String> shape(Map<String, Object> walk) {
        return Fixture.nodes(walk).stream().map(n -> n.get("path") + "" + n.get("children")).toList();
    }

    private static List<String> toolBarToggles(List<Map<String, Object>> nodes) {
        Set<String> toolBars = nodes.stream().filter(n -> "tool bar".equals(n.get("role")))
                .map(n -> (String) n.get("path")).collect(Collectors.toSet());
        List<String> toggles = new ArrayList<>();
        for (Map<String, Object> n : nodes) {
            if ("toggle button".equals(n.get("role")) && toolBars.contains(n.get("parent"))) {
                toggles.add((String) n.get("path"));
            }
        }
        return toggles;
    }

    /** The name of the first page tab: SwingSet2 shows the current demo there, its source code beside it. */
    private static String firstTab(List<Map<String, Object>> nodes) {
        return nodes.stream().filter(n -> "page tab".equals(n.get("role"))).map(n -> (String) n.get("name"))
                .findFirst().orElse("");
    }

    /** Whether {@code text} is an address or a content type: a description Swing made up, not one for people. */
    private static boolean made(Object text) {
        if (!(text instanceof String s)) {
            return false;
        }
        String lower = s.toLowerCase();
        return lower.contains(":/") || lower.endsWith(".gif") || lower.endsWith(".png") || lower.endsWith(".jpg")
                || lower.startsWith("text/");
    }
}
