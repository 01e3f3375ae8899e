package io.github.javaatspi.agent;

import java.lang.reflect.InvocationTargetException;
import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * {@code java -jar java-atspi-agent.jar …}, which is also what {@code /usr/bin/java-atspi} runs:
 * the command line lives with the bridge in its own class loader; this only finds it, hands it
 * the jar's path (to load into other JVMs and to name in autostart entries) and exits with its
 * status.
 */
public final class Main {
    private static final String CLI = "io.github.javaatspi.agent.cli.Cli";

    private Main() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String[] args) {
        try {
            ClassLoader loader = Implementation.loader(ClassLoader.getSystemClassLoader());
            Class<?> cli = Class.forName(CLI, true, loader);
            return (Integer) cli.getMethod("run", String[].class, String.class).invoke(null, args, ownJar());
        } catch (InvocationTargetException e) {
            System.err.println("java-atspi: internal error: " + e.getCause());
            return 1;
        } catch (ReflectiveOperationException | java.io.IOException | RuntimeException e) {
            System.err.println("java-atspi: the jar is incomplete (" + e + "); reinstall it");
            return 1;
        }
    }

    /** The agent jar we run from, or null when running from a classes directory (development). */
    private static String ownJar() {
        try {
            Path p = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return p.toString().endsWith(".jar") ? p.toString() : null;
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }
}
