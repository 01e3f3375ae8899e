package io.github.javaatspi.agent.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Says what {@code enable}/{@code disable} changed where, and what {@code status} finds. */
final class EnablementReport {
    private final Enablement enablement;
    private final JdkFinder jdks;
    private final PrintStream out;

    EnablementReport(Enablement enablement, JdkFinder jdks, PrintStream out) {
        this.enablement = enablement;
        this.jdks = jdks;
        this.out = out;
    }

    int change(boolean enable, Enablement.Scope scope, Map<String, String> env) throws CommandFailed {
        List<String> changes = enable ? enablement.enable(scope) : enablement.disable(scope);
        out.println((enable ? "Enabled" : "Disabled") + " Java accessibility "
                + (scope == Enablement.Scope.SYSTEM ? "for every user" : "for you") + ":");
        changes.forEach(c -> out.println("  " + c));
        runtimes();
        out.println("No Java runtime's files were changed, and no Java program's start is affected.");
        if (enable && !WatchLock.held(env)) {
            out.println("It takes effect in desktop sessions started from now on; to start it in this one: "
                    + "java-atspi watch &");
        } else if (!enable && WatchLock.held(env) && !enablement.enabledForUser()) {
            out.println("The watcher in this session stops within a second; running applications keep the "
                    + "bridge until they exit.");
        }
        return Exit.OK;
    }

    int status(Map<String, String> env) {
        out.println("Java accessibility is " + (enablement.enabledForUser() ? "enabled" : "not enabled")
                + " for you.");
        out.println("  system-wide: " + describe(enablement.file(Enablement.Scope.SYSTEM)));
        out.println("  your own:    " + describe(enablement.file(Enablement.Scope.USER)));
        out.println("  watcher in this session: " + (WatchLock.held(env) ? "running" : "not running"));
        runtimes();
        return Exit.OK;
    }

    private static String describe(Path file) {
        return switch (Autostart.read(file)) {
            case ENABLED -> file + " (enabled)";
            case HIDDEN -> file + " (Hidden=true: switches the system-wide entry off)";
            case ABSENT -> file + " (none)";
        };
    }

    private void runtimes() {
        List<JdkFinder.Jdk> found = jdks.find();
        if (found.isEmpty()) {
            out.println("Java runtimes found: none (the bridge reaches any JVM of Java " + JdkFinder.MINIMUM
                    + " or newer when it opens a window)");
            return;
        }
        out.println("Java runtimes found:");
        for (JdkFinder.Jdk j : found) {
            out.println("  " + j.version() + "  " + j.home() + "  " + (j.supported() ? "gets the bridge"
                    : "too old, left alone (the bridge needs Java " + JdkFinder.MINIMUM + ")"));
        }
    }
}
