package io.github.javaatspi.stack.orca;

import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.JavaApp;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.stack.MissingPieceException;
import io.github.javaatspi.stack.SystemPieces;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** The ways the Orca suite runs a scenario's app: the GTK twin, the bridge (two ways), java-atk-wrapper. */
public final class Targets {
    private static final String JAW_JAR = "/usr/share/java/java-atk-wrapper.jar";
    private static final String JAW_JNI = "/usr/lib/x86_64-linux-gnu/jni";
    /**
     * GTK entries select their whole text when they get the focus, Swing's text fields do not;
     * Orca then speaks the selection instead of the field. The twin's desktop settings turn that
     * GTK default off, so both toolkits behave as the same app would.
     */
    private static final String GTK_SETTINGS = """
            [Settings]
            gtk-entry-select-on-focus = false
            """;

    private Targets() {
    }

    /** The GTK 3 twin, the reference, run by the system Python; its script comes from {@code appClasspath}. */
    public static Target gtkTwin(String appClasspath) {
        requireGtk();
        return new Target("GTK 3", (stack, app, name) -> {
            Path dir = Files.createTempDirectory(stack.directory(), "twin-");
            Path script = dir.resolve(Path.of(app.twinScript()).getFileName());
            try (URLClassLoader loader = resources(appClasspath);
                    InputStream in = loader.getResourceAsStream(app.twinScript())) {
                if (in == null) {
                    throw new IOException(app.twinScript() + " is not on " + appClasspath);
                }
                Files.write(script, in.readAllBytes());
            }
            Path settings = Files.createDirectories(dir.resolve("config/gtk-3.0")).resolve("settings.ini");
            Files.writeString(settings, GTK_SETTINGS);
            Map<String, String> env = stack.environment();
            env.put("XDG_CONFIG_HOME", dir.resolve("config").toString());
            return stack.start(name, List.of(SystemPieces.PYTHON, script.toString(), name), env);
        });
    }

    /** The Swing app with this bridge's agent, on the JDK {@code java}. */
    public static Target bridge(Path java, String agentJar, String appClasspath) {
        return new Target("bridge", (stack, app, name) -> withDiagnosis(JavaApp.of(stack, app.mainClass()).java(java)
                .name(name).classpath(appClasspath).agent(agentJar).property("javaatspi.appName", name)).start());
    }

    /**
     * For diagnosis only: {@code JAVAATSPI_ORCA_JVM_OPTIONS} (space-separated) are added to the
     * bridge's app, such as a logging configuration that shows every call Orca makes.
     */
    private static JavaApp withDiagnosis(JavaApp app) {
        for (String option : diagnosisOptions()) {
            app.jvmArg(option);
        }
        return app;
    }

    /** The options {@code JAVAATSPI_ORCA_JVM_OPTIONS} adds to the bridge's app (none when unset). */
    private static List<String> diagnosisOptions() {
        String options = System.getenv("JAVAATSPI_ORCA_JVM_OPTIONS");
        return options == null || options.isBlank() ? List.of() : List.of(options.trim().split("\\s+"));
    }

    /**
     * Names those options, if any, as a report's last line: a JVM option such as a compiler mode
     * changes the delays, so a report made with one must not pass for one made without.
     */
    public static void printDiagnosisOptions(PrintStream out) {
        if (!diagnosisOptions().isEmpty()) {
            out.println("the bridge's apps ran with JAVAATSPI_ORCA_JVM_OPTIONS: "
                    + String.join(" ", diagnosisOptions()));
        }
    }

    /**
     * The bridge calling its toolkit {@code J2SE-access-bridge}, as java-atk-wrapper does, which
     * makes Orca 43 use its script for Java instead of its default one: the measurement behind
     * the bridge's choice of toolkit name.
     */
    public static Target bridgeNamedLikeJaw(Path java, String agentJar, String appClasspath) {
        return new Target("bridge/J2SE", (stack, app, name) -> JavaApp.of(stack, app.mainClass()).java(java)
                .name(name).classpath(appClasspath).agent(agentJar).property("javaatspi.appName", name)
                .property("javaatspi.toolkitName", "J2SE-access-bridge").start());
    }

    /** The Swing app with java-atk-wrapper from the distribution, for contrast. */
    public static Target javaAtkWrapper(Path java, String appClasspath) {
        if (!Files.isRegularFile(Path.of(JAW_JAR))) {
            throw new MissingPieceException("java-atk-wrapper is missing: apt-get install -y libatk-wrapper-java "
                    + "libatk-wrapper-java-jni");
        }
        return new Target("JAW", (stack, app, name) -> JavaApp.of(stack, app.mainClass()).java(java).name(name)
                .classpath(appClasspath).classpath(JAW_JAR).property("java.library.path", JAW_JNI)
                .property("javax.accessibility.assistive_technologies", "org.GNOME.Accessibility.AtkWrapper")
                .start());
    }

    private static URLClassLoader resources(String classpath) throws MalformedURLException {
        List<URL> urls = new ArrayList<>();
        for (String entry : classpath.split(File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toURL());
        }
        return new URLClassLoader(urls.toArray(URL[]::new), null);
    }

    /** The twins need GTK 3's introspection data, which pyatspi alone does not pull in. */
    private static void requireGtk() {
        SystemPieces.requirePyatspi();
        try {
            Process p = new ProcessBuilder(SystemPieces.PYTHON, "-c",
                    "import gi; gi.require_version('Gtk', '3.0'); from gi.repository import Gtk")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
                p.destroyForcibly();
                throw new MissingPieceException("GTK 3 for Python is missing: install it with 'apt-get install -y "
                        + "gir1.2-gtk-3.0 python3-gi'");
            }
        } catch (IOException e) {
            throw new MissingPieceException("cannot run " + SystemPieces.PYTHON + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
