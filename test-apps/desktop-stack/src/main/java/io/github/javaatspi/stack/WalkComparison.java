package io.github.javaatspi.stack;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A benchmark, not a test: the demo app under this bridge and under java-atk-wrapper on one
 * private desktop, each walked whole by a fresh pyatspi client (a cold cache, as the anchors
 * measure: role, name, states and children of every node), alternating, several rounds.
 *
 * <p>Arguments: {@code AGENT_JAR APP_CLASSPATH [ROUNDS]}.
 */
public final class WalkComparison {
    private static final String MAIN = "io.github.javaatspi.testapps.DemoApp";
    private static final String TITLE = "Java AT-SPI Demo";
    private static final String JAW_JAR = "/usr/share/java/java-atk-wrapper.jar";
    private static final String JAW_JNI = "/usr/lib/x86_64-linux-gnu/jni";

    private WalkComparison() {
    }

    public static void main(String[] args) throws IOException {
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        if (!Files.isRegularFile(Path.of(JAW_JAR))) {
            throw new MissingPieceException("java-atk-wrapper is missing: apt-get install -y libatk-wrapper-java "
                    + "libatk-wrapper-java-jni");
        }
        try (DesktopStack stack = DesktopStack.startPrivate()) {
            AtspiClient client = new AtspiClient(stack);
            String ours = "Bridge";
            try (ManagedProcess bridge = JavaApp.of(stack, MAIN).name("bridge").classpath(args[1]).agent(args[0])
                    .property("javaatspi.appName", ours).start();
                    ManagedProcess jaw = JavaApp.of(stack, MAIN).name("jaw").classpath(args[1]).classpath(JAW_JAR)
                            .property("java.library.path", JAW_JNI)
                            .property("javax.accessibility.assistive_technologies",
                                    "org.GNOME.Accessibility.AtkWrapper").start()) {
                client.json("wait-window", ours, "--find", "frame|" + TITLE, "--timeout", "60");
                client.json("wait-window", TITLE, "--timeout", "60");
                List<Double> oursMs = new ArrayList<>();
                List<Double> jawMs = new ArrayList<>();
                long oursNodes = 0;
                long jawNodes = 0;
                for (int i = 0; i < rounds; i++) {
                    Map<String, Object> a = client.json("walk", ours);
                    Map<String, Object> b = client.json("walk", TITLE);
                    oursMs.add(((Number) a.get("seconds")).doubleValue() * 1000);
                    jawMs.add(((Number) b.get("seconds")).doubleValue() * 1000);
                    oursNodes = (Long) a.get("count");
                    jawNodes = (Long) b.get("count");
                }
                System.out.printf("pyatspi whole-tree walk, cold client, median of %d rounds:%n", rounds);
                report("this bridge", oursNodes, oursMs);
                report("java-atk-wrapper", jawNodes, jawMs);
            }
        }
    }

    private static void report(String who, long nodes, List<Double> ms) {
        List<Double> sorted = new ArrayList<>(ms);
        Collections.sort(sorted);
        double median = sorted.get(sorted.size() / 2);
        System.out.printf("  %-17s %4d nodes  %7.1f ms  (%5.0f us/node; min %.1f, max %.1f ms)%n", who, nodes, median,
                median * 1000 / nodes, sorted.get(0), sorted.get(sorted.size() - 1));
    }
}
