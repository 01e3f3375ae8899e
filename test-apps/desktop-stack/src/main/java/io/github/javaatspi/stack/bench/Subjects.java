package io.github.javaatspi.stack.bench;

import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.JavaApp;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.stack.MissingPieceException;
import io.github.javaatspi.stack.SystemPieces;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Starts the measured applications on the bench desktop, each the same way every time. */
final class Subjects {
    static final String BENCH_APP = "io.github.javaatspi.testapps.BenchApp";
    static final String DEMO_TITLE = "Java AT-SPI Demo";
    static final String JAW_JAR = "/usr/share/java/java-atk-wrapper.jar";
    static final String JAW_JNI = "/usr/lib/x86_64-linux-gnu/jni";

    /** How a Swing app runs: under this bridge, under java-atk-wrapper, or with no bridge at all. */
    enum Bridge { OURS, JAW, NONE }

    private final DesktopStack stack;
    private final Path bin;
    private final String agentJar;
    private final String appClasspath;
    private int serial;

    Subjects(DesktopStack stack, Path bin, String agentJar, String appClasspath) {
        this.stack = stack;
        this.bin = bin;
        this.agentJar = agentJar;
        this.appClasspath = appClasspath;
        if (!Files.isRegularFile(Path.of(JAW_JAR))) {
            throw new MissingPieceException("java-atk-wrapper is missing: apt-get install -y libatk-wrapper-java "
                    + "libatk-wrapper-java-jni");
        }
    }

    /** The C floor with {@code nodes} nodes and a text of {@code textBytes}; returns once it is on the desktop. */
    Subject floor(String name, int nodes, int textBytes) throws IOException {
        ManagedProcess p = stack.start("floor-" + (++serial), List.of(bin.resolve("atspi-floor").toString(),
                stack.a11yBusAddress(), name, Integer.toString(nodes), "10", Integer.toString(textBytes),
                stack.environment().get("XDG_RUNTIME_DIR")), stack.environment());
        Subject s = new Subject(Figures.FLOOR, name, p);
        s.awaitLine("ready", 0, 20_000);
        return s;
    }

    /**
     * BenchApp under {@code bridge}, with {@code props} as {@code -Dk=v}; returns at once. Under
     * java-atk-wrapper the application's name on the desktop is not ours to choose: JAW names it
     * after its first frame, so {@code appName} must be that title.
     */
    Subject swing(String label, Bridge bridge, String appName, String... props) throws IOException {
        JavaApp app = JavaApp.of(stack, BENCH_APP).name(label.replace(' ', '-') + "-" + (++serial))
                .classpath(appClasspath).jvmArg("-Xmx2g");
        switch (bridge) {
            case OURS -> app.agent(agentJar).property("javaatspi.appName", appName);
            case JAW -> app.classpath(JAW_JAR).property("java.library.path", JAW_JNI)
                    .property("javax.accessibility.assistive_technologies", "org.GNOME.Accessibility.AtkWrapper");
            case NONE -> {
                // neither an agent nor an assistive technology: the app as it starts for most users
            }
        }
        for (String p : props) {
            app.jvmArg("-D" + p);
        }
        for (String arg : Bench.JVM_ARGS) {
            app.jvmArg(arg);
        }
        return new Subject(label, appName, app.start());
    }

    /** The GTK3 twin of the demo app ({@code nodes} 0) or of BenchApp's N-node window. */
    Subject gtk(String appName, int nodes) throws IOException {
        String resource = nodes > 0 ? "gtk/nodes_twin.py" : "gtk/demo_twin.py";
        Path script = Path.of(appClasspath, "io/github/javaatspi/testapps", resource);
        if (!Files.isRegularFile(script)) {
            throw new IOException(script + " is missing: build the test apps first");
        }
        List<String> cmd = new ArrayList<>(List.of(SystemPieces.PYTHON, script.toString()));
        if (nodes > 0) {
            cmd.add(Integer.toString(nodes));
        }
        cmd.add(appName);
        return new Subject(Figures.GTK, appName, stack.start("gtk-" + (++serial), cmd, stack.environment()));
    }
}
