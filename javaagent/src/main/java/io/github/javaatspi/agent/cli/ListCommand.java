package io.github.javaatspi.agent.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/** {@code java-atspi list}: the user's JVMs, whether each has a window, the bridge, and a place on the desktop. */
final class ListCommand {
    private final ProcFs proc;
    private final PrintStream out;

    ListCommand(ProcFs proc, PrintStream out) {
        this.proc = proc;
        this.out = out;
    }

    int run(Map<String, String> env) {
        List<JvmProcess> jvms = proc.jvms();
        if (jvms.isEmpty()) {
            out.println("No Java processes of yours are running.");
            return Exit.OK;
        }
        List<Desktop.App> apps = null;
        try (Desktop d = Desktop.connect(env)) {
            apps = d.apps();
        } catch (IOException e) {
            out.println("(no accessibility desktop: " + e.getMessage() + ")");
        }
        String format = "%-8s %-6s %-7s %-20s %-8s %s%n";
        out.printf(format, "PID", "JAVA", "WINDOW", "BRIDGE", "DESKTOP", "NAME");
        for (JvmProcess j : jvms) {
            String java = "-";
            String bridge = "-";
            if (j.gui()) {
                // Only windowed JVMs are asked (through the Attach API); the others are left in peace.
                try {
                    Attacher.Facts f = Attacher.facts(j.pid());
                    java = Integer.toString(f.feature());
                    bridge = f.describe();
                } catch (CommandFailed e) {
                    bridge = "? (cannot attach)";
                }
            }
            String desktop = apps == null ? "?" : apps.stream().anyMatch(a -> a.pid() == j.pid()) ? "yes" : "no";
            out.printf(format, j.pid(), java, j.gui() ? "yes" : "no", bridge, desktop, j.name());
        }
        return Exit.OK;
    }
}
