package io.github.javaatspi.agent.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The XDG autostart entry that is our whole "enabled" state: every desktop session of the
 * user (or of every user, for {@code /etc/xdg/autostart}) starts {@code java-atspi watch}. A
 * user's entry with {@code Hidden=true} switches a system-wide entry off for that user only, as
 * the XDG autostart specification defines. Desktops skip an entry whose {@code TryExec} program
 * is missing, so an entry left behind by a removed package does nothing at all.
 */
final class Autostart {
    static final String FILE_NAME = "java-atspi.desktop";
    static final String SYSTEM_DIR = "/etc/xdg/autostart";

    /** What an entry file says for us. */
    enum State {
        ABSENT, ENABLED, HIDDEN
    }

    private Autostart() {
    }

    /** The entry that runs {@code command} (an absolute program and its arguments). */
    static String entry(List<String> command) {
        return "[Desktop Entry]\n"
                + "Type=Application\n"
                + "Name=Java accessibility (AT-SPI bridge)\n"
                + "Comment=Makes Java Swing applications visible to screen readers such as Orca\n"
                + "Exec=" + String.join(" ", command.stream().map(Autostart::quote).toList()) + "\n"
                + "TryExec=" + command.get(0) + "\n"
                + "NoDisplay=true\n"
                + "X-GNOME-AutoRestart=false\n";
    }

    /** The entry that switches a system-wide entry off for one user. */
    static String hidden() {
        return "[Desktop Entry]\nType=Application\nName=Java accessibility (AT-SPI bridge)\nHidden=true\n";
    }

    static State read(Path file) {
        if (!Files.isRegularFile(file)) {
            return State.ABSENT;
        }
        try {
            return Files.readAllLines(file).stream().map(String::strip).anyMatch("Hidden=true"::equalsIgnoreCase)
                    ? State.HIDDEN : State.ENABLED;
        } catch (IOException e) {
            return State.ABSENT;
        }
    }

    /** The command of an entry's {@code Exec} line, unquoted (how a session starts it). */
    static List<String> command(Path file) throws IOException {
        for (String line : Files.readAllLines(file)) {
            if (line.startsWith("Exec=")) {
                return unquote(line.substring("Exec=".length()));
            }
        }
        throw new IOException(file + " has no Exec line");
    }

    /** Quotes one argument as the Desktop Entry specification's Exec key wants it. */
    static String quote(String arg) {
        if (!arg.isEmpty() && arg.chars().noneMatch(c -> " \t\n\"'\\><~|&;$*?#()`%=".indexOf(c) >= 0)) {
            return arg;
        }
        StringBuilder b = new StringBuilder("\"");
        for (char c : arg.toCharArray()) {
            if (c == '"' || c == '`' || c == '$' || c == '\\') {
                b.append('\\');
            }
            b.append(c == '%' ? "%%" : String.valueOf(c));
        }
        return b.append('"').toString();
    }

    static List<String> unquote(String exec) {
        List<String> args = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (int i = 0; i < exec.length(); i++) {
            char c = exec.charAt(i);
            if (quoted && c == '\\' && i + 1 < exec.length()) {
                cur.append(exec.charAt(++i));
            } else if (c == '"') {
                quoted = !quoted;
                any = true;
            } else if (c == '%' && i + 1 < exec.length() && exec.charAt(i + 1) == '%') {
                cur.append('%');
                i++;
            } else if (!quoted && Character.isWhitespace(c)) {
                if (any || cur.length() > 0) {
                    args.add(cur.toString());
                }
                cur.setLength(0);
                any = false;
            } else {
                cur.append(c);
            }
        }
        if (any || cur.length() > 0) {
            args.add(cur.toString());
        }
        return args;
    }
}
