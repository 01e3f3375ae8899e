package io.github.javaatspi.agent.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Reads JVMs off {@code /proc} without attaching to them: which processes of this user have a
 * JVM mapped, and whether their AWT toolkit has a display. Looking costs the JVM nothing.
 */
final class ProcFs {
    private static final String JVM_LIBRARY = "/libjvm.so";
    private static final List<String> TOOLKIT_LIBRARIES = List.of("/libawt_xawt.so", "/libawt_wlawt.so");

    private final Path proc;
    private final int uid;

    ProcFs(Path proc, int uid) {
        this.proc = proc;
        this.uid = uid;
    }

    static ProcFs system() {
        return new ProcFs(Path.of("/proc"), currentUid());
    }

    /** The real user id of this process (the owner of our own {@code /proc/self}). */
    static int currentUid() {
        try {
            return (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
        } catch (IOException | UnsupportedOperationException e) {
            return -1;
        }
    }

    /** The PIDs of this user's processes, in no particular order. */
    List<Long> pids() {
        List<Long> pids = new ArrayList<>();
        try (Stream<Path> entries = Files.list(proc)) {
            entries.forEach(p -> {
                String n = p.getFileName().toString();
                if (!n.isEmpty() && n.chars().allMatch(Character::isDigit) && ownedByUs(p)) {
                    pids.add(Long.parseLong(n));
                }
            });
        } catch (IOException e) {
            // no /proc: nothing to report
        }
        return pids;
    }

    /** The JVM running as {@code pid}, if it is one (and still there). */
    Optional<JvmProcess> jvm(long pid) {
        String maps = read(proc.resolve(pid + "/maps"));
        if (maps == null || !maps.contains(JVM_LIBRARY)) {
            return Optional.empty();
        }
        return Optional.of(new JvmProcess(pid, commandLine(pid), TOOLKIT_LIBRARIES.stream().anyMatch(maps::contains),
                display(pid)));
    }

    /** Every JVM of this user except the one asking. */
    List<JvmProcess> jvms() {
        long self = ProcessHandle.current().pid();
        return pids().stream().filter(p -> p != self).sorted().map(this::jvm).flatMap(Optional::stream).toList();
    }

    /** The program a process runs now (changes when a launcher script execs java). */
    String executable(long pid) {
        try {
            return Files.readSymbolicLink(proc.resolve(pid + "/exe")).toString();
        } catch (IOException | UnsupportedOperationException e) {
            return "";
        }
    }

    /** The display a process was started on: {@code DISPLAY}, else {@code WAYLAND_DISPLAY}, else "". */
    String display(long pid) {
        String raw = read(proc.resolve(pid + "/environ"));
        return raw == null ? "" : displayOf(Arrays.asList(raw.split("\0")));
    }

    static String displayOf(List<String> environment) {
        String wayland = "";
        for (String e : environment) {
            if (e.startsWith("DISPLAY=")) {
                return e.substring("DISPLAY=".length());
            }
            if (e.startsWith("WAYLAND_DISPLAY=")) {
                wayland = e.substring("WAYLAND_DISPLAY=".length());
            }
        }
        return wayland;
    }

    List<String> commandLine(long pid) {
        String raw = read(proc.resolve(pid + "/cmdline"));
        if (raw == null || raw.isEmpty()) {
            return List.of();
        }
        return Arrays.asList(raw.split("\0"));
    }

    private boolean ownedByUs(Path dir) {
        try {
            return (Integer) Files.getAttribute(dir, "unix:uid") == uid;
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    private static String read(Path file) {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        }
    }
}
