package io.github.javaatspi.agent.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code enable}, {@code disable} and {@code status}: writes or removes our autostart entry,
 * system-wide ({@code /etc/xdg/autostart}) or for one user ({@code ~/.config/autostart}), and
 * says exactly which file changed. Nothing else on the system is touched: no Java runtime's
 * files, no environment variable, no other program's configuration.
 */
final class Enablement {
    /** Where a change applies. */
    enum Scope {
        SYSTEM, USER
    }

    private final Path systemFile;
    private final Path userFile;
    private final List<String> watchCommand;

    Enablement(Path systemDir, Path userDir, List<String> watchCommand) {
        this.systemFile = systemDir.resolve(Autostart.FILE_NAME);
        this.userFile = userDir.resolve(Autostart.FILE_NAME);
        this.watchCommand = watchCommand;
    }

    static Enablement standard(Map<String, String> env, List<String> watchCommand) {
        return new Enablement(Path.of(Autostart.SYSTEM_DIR), userAutostartDir(env), watchCommand);
    }

    static Path userAutostartDir(Map<String, String> env) {
        String config = env.get("XDG_CONFIG_HOME");
        Path base = config != null && config.startsWith("/") ? Path.of(config) : home(env).resolve(".config");
        return base.resolve("autostart");
    }

    /** {@code $HOME} as the desktop session sees it (Java's {@code user.home} ignores it), else {@code user.home}. */
    static Path home(Map<String, String> env) {
        String home = env.get("HOME");
        return Path.of(home != null && home.startsWith("/") ? home : System.getProperty("user.home", "/"));
    }

    /** What {@code enable} and {@code disable} do when not told: the whole system for root, else the user. */
    static Scope defaultScope() {
        return "root".equals(System.getProperty("user.name")) ? Scope.SYSTEM : Scope.USER;
    }

    Path file(Scope scope) {
        return scope == Scope.SYSTEM ? systemFile : userFile;
    }

    /** Whether the current user's sessions start the watcher. */
    boolean enabledForUser() {
        Autostart.State user = Autostart.read(userFile);
        return user == Autostart.State.ENABLED
                || user == Autostart.State.ABSENT && Autostart.read(systemFile) == Autostart.State.ENABLED;
    }

    /** Turns the bridge on for {@code scope}; returns the lines that say what changed. */
    List<String> enable(Scope scope) throws CommandFailed {
        List<String> changes = new ArrayList<>();
        Path file = file(scope);
        String wanted = Autostart.entry(watchCommand);
        if (wanted.equals(readQuietly(file))) {
            changes.add("unchanged: " + file + " already starts the watcher");
        } else {
            write(file, wanted);
            changes.add("wrote " + file + " (starts '" + String.join(" ", watchCommand) + "' in "
                    + (scope == Scope.SYSTEM ? "every user's" : "your") + " desktop sessions)");
        }
        if (scope == Scope.SYSTEM && Autostart.read(userFile) == Autostart.State.HIDDEN) {
            changes.add("note: " + userFile + " switches it off for you; 'java-atspi enable --user' removes that");
        }
        return changes;
    }

    /** Turns the bridge off for {@code scope}; returns the lines that say what changed. */
    List<String> disable(Scope scope) throws CommandFailed {
        List<String> changes = new ArrayList<>();
        if (scope == Scope.SYSTEM) {
            changes.add(remove(systemFile));
            return changes;
        }
        if (Autostart.read(systemFile) == Autostart.State.ENABLED) {
            // The system-wide entry stays for the others; a hidden entry of the user's own overrides it.
            if (Autostart.read(userFile) == Autostart.State.HIDDEN) {
                changes.add("unchanged: " + userFile + " already switches the system-wide entry off for you");
            } else {
                write(userFile, Autostart.hidden());
                changes.add("wrote " + userFile + " (Hidden=true: the system-wide " + systemFile
                        + " no longer applies to you)");
            }
        } else {
            changes.add(remove(userFile));
        }
        return changes;
    }

    private String remove(Path file) throws CommandFailed {
        try {
            return Files.deleteIfExists(file) ? "removed " + file : "unchanged: " + file + " does not exist";
        } catch (IOException e) {
            throw failure("cannot remove " + file, e);
        }
    }

    private static void write(Path file, String content) throws CommandFailed {
        try {
            Files.createDirectories(file.getParent());
            Path tmp = file.resolveSibling("." + file.getFileName() + ".tmp");
            Files.writeString(tmp, content);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw failure("cannot write " + file, e);
        }
    }

    private static CommandFailed failure(String what, IOException e) {
        String hint = e instanceof AccessDeniedException
                ? " (permission denied: use sudo for the whole system, or --user for yourself)" : ": " + e.getMessage();
        return new CommandFailed(what + hint, e);
    }

    private static String readQuietly(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.readString(file) : null;
        } catch (IOException e) {
            return null;
        }
    }
}
