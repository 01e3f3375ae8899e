package io.github.javaatspi.agent.cli;

import java.io.IOException;
import java.util.List;
import java.util.Locale;

/** Turns the {@code <pid|name>} of a command line into a running JVM or an application on the desktop. */
final class Targets {
    private Targets() {
    }

    static boolean isPid(String spec) {
        return !spec.isEmpty() && spec.chars().allMatch(Character::isDigit);
    }

    /**
     * The user's JVM with this PID or name (jar or main class, any case); exactly one must match,
     * counting first only those on {@code display} (the caller's session) when that settles it.
     */
    static JvmProcess jvm(ProcFs proc, String spec, String display) throws CommandFailed {
        if (isPid(spec)) {
            return proc.jvm(Long.parseLong(spec)).orElseThrow(() -> new CommandFailed(
                    "no Java process of yours has PID " + spec + " ('java-atspi list' shows them)"));
        }
        List<JvmProcess> matches = proc.jvms().stream()
                .filter(j -> j.name().toLowerCase(Locale.ROOT).equals(spec.toLowerCase(Locale.ROOT))).toList();
        List<JvmProcess> here = matches.stream().filter(j -> j.display().equals(display)).toList();
        if (matches.size() > 1 && here.size() == 1) {
            return here.get(0);
        }
        if (matches.size() == 1) {
            return matches.get(0);
        }
        if (matches.isEmpty()) {
            throw new CommandFailed("no running Java application of yours is called '" + spec
                    + "' ('java-atspi list' shows them)");
        }
        throw new CommandFailed("several Java applications are called '" + spec + "' (PIDs "
                + String.join(", ", matches.stream().map(j -> Long.toString(j.pid())).toList())
                + "); name one by its PID");
    }

    /** The application on the desktop with this PID, desktop name, or JVM name. */
    static Desktop.App app(Desktop desktop, ProcFs proc, String spec, String display)
            throws CommandFailed, IOException {
        List<Desktop.App> apps = desktop.apps();
        if (isPid(spec)) {
            long pid = Long.parseLong(spec);
            return apps.stream().filter(a -> a.pid() == pid).findFirst().orElseThrow(() -> notOnDesktop(spec));
        }
        List<Desktop.App> named = apps.stream().filter(a -> a.name().equalsIgnoreCase(spec)).toList();
        if (named.size() == 1) {
            return named.get(0);
        }
        if (named.size() > 1) {
            throw new CommandFailed("several applications on the desktop are called '" + spec + "'; name one by its PID");
        }
        long pid = jvm(proc, spec, display).pid();
        return apps.stream().filter(a -> a.pid() == pid).findFirst().orElseThrow(() -> notOnDesktop(spec));
    }

    private static CommandFailed notOnDesktop(String spec) {
        return new CommandFailed("'" + spec + "' is not on the accessibility desktop; 'java-atspi doctor " + spec
                + "' says why");
    }
}
