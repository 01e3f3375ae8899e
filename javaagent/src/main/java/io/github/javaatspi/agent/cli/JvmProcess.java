package io.github.javaatspi.agent.cli;

import java.util.List;

/**
 * A running JVM of ours as {@code /proc} shows it, without touching it.
 *
 * @param gui whether its AWT toolkit is up with a display (X11 or Wayland toolkit library mapped):
 *     only such a JVM has anything to show a screen reader
 * @param display the {@code DISPLAY} (else {@code WAYLAND_DISPLAY}) it was started with, or "" —
 *     which desktop session it belongs to
 */
record JvmProcess(long pid, List<String> commandLine, boolean gui, String display) {
    private static final List<String> VALUE_OPTIONS = List.of("-cp", "-classpath", "--class-path", "-p",
            "--module-path", "--add-modules", "--add-opens", "--add-exports", "--add-reads", "--patch-module",
            "--upgrade-module-path", "--limit-modules", "--enable-native-access");

    /** What a user would call it: the jar's name, the module's or the main class's simple name. */
    String name() {
        for (int i = 1; i < commandLine.size(); i++) {
            String a = commandLine.get(i);
            if (a.equals("-jar") && i + 1 < commandLine.size()) {
                String jar = commandLine.get(i + 1);
                String file = jar.substring(jar.lastIndexOf('/') + 1);
                return file.endsWith(".jar") ? file.substring(0, file.length() - 4) : file;
            }
            if ((a.equals("-m") || a.equals("--module")) && i + 1 < commandLine.size()) {
                return simple(commandLine.get(i + 1));
            }
            if (VALUE_OPTIONS.contains(a)) {
                i++;
            } else if (!a.startsWith("-")) {
                return simple(a);
            }
        }
        String exe = commandLine.isEmpty() ? "java" : commandLine.get(0);
        return exe.substring(exe.lastIndexOf('/') + 1);
    }

    private static String simple(String mainClass) {
        String c = mainClass.substring(mainClass.lastIndexOf('/') + 1);
        return c.substring(c.lastIndexOf('.') + 1);
    }
}
