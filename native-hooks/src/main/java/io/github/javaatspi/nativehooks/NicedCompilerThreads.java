package io.github.javaatspi.nativehooks;

import com.sun.jna.LastErrorException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@link CompilerThreads} on Linux: finds the optimizing compiler threads among the process's
 * tasks by their names and raises their nice value by a step. HotSpot may start further compiler
 * threads of either kind from any compiler thread, and a new thread takes its starter's value, so
 * each lowering also catches up with those; giving back restores every compiler thread then at
 * the lowered value to the value it, or else the first lowered thread, had, and leaves alone a
 * thread whose value someone else changed meanwhile.
 */
final class NicedCompilerThreads implements CompilerThreads {
    private static final Logger LOG = LoggerFactory.getLogger(NicedCompilerThreads.class);
    private static final int MAX_NICE = 19;
    /** The fields of {@code /proc/<pid>/task/<tid>/stat} after the name: nice is the 19th of all. */
    private static final int NICE_AFTER_NAME = 16;

    private final Path tasks;
    private final int step;
    /** Thread id → the nice value it had before we lowered it. */
    private final Map<Integer, Integer> original = new LinkedHashMap<>();
    private int loweredTo = Integer.MIN_VALUE;

    NicedCompilerThreads(Path tasks, int step) {
        this.tasks = tasks;
        this.step = step;
    }

    @Override
    public synchronized void lower(boolean lowered) {
        try {
            if (lowered) {
                lowerAll();
            } else {
                restoreAll();
            }
        } catch (UncheckedIOException | IOException | LastErrorException | LinkageError e) {
            LOG.debug("Could not change the compiler threads' priority", e);
        }
    }

    /**
     * Lowers the optimizing compilers not lowered yet. Any compiler thread may start further
     * ones of either kind, which inherit its value, so each call also catches up: a C2 thread
     * started by C1 is lowered now, a C1 thread started by a lowered C2 gets the value back.
     */
    private void lowerAll() throws IOException {
        for (Task t : compilerThreads()) {
            if (t.isOptimizingCompiler() && !original.containsKey(t.id()) && t.nice() != loweredTo) {
                int target = Math.min(MAX_NICE, t.nice() + step);
                LibC.Holder.INSTANCE.setpriority(LibC.PRIO_PROCESS, t.id(), target);
                original.put(t.id(), t.nice());
                loweredTo = target;
            } else if (!t.isOptimizingCompiler() && !original.isEmpty() && t.nice() == loweredTo) {
                raise(t, firstOriginal());
            }
        }
        LOG.debug("Optimizing compiler threads lowered to nice {}: {}", loweredTo, original.keySet());
    }

    private void restoreAll() throws IOException {
        if (original.isEmpty()) {
            return;
        }
        int fallback = firstOriginal();
        boolean all = true;
        for (Task t : compilerThreads()) {
            if (t.nice() == loweredTo) {
                if (raise(t, original.getOrDefault(t.id(), fallback))) {
                    original.remove(t.id());
                } else {
                    all = false;
                }
            }
        }
        if (all) {
            LOG.debug("Compiler threads given back their priority");
            original.clear();
            loweredTo = Integer.MIN_VALUE;
        }
        // Else those still lowered stay known as such, so that a screen reader's return does not lower them twice.
    }

    /**
     * Gives a thread a higher priority back, which Linux allows only a process with
     * {@code CAP_SYS_NICE} or a nice limit ({@code RLIMIT_NICE}, 0 for users by default): for
     * anyone else the thread stays lowered for the JVM's life (logged), and the others are still
     * tried. Whether it was given back.
     */
    private static boolean raise(Task t, int nice) {
        try {
            LibC.Holder.INSTANCE.setpriority(LibC.PRIO_PROCESS, t.id(), nice);
            return true;
        } catch (LastErrorException e) {
            LOG.debug("Could not give {} ({}) its priority back: {}", t.name(), t.id(), e.getMessage());
            return false;
        }
    }

    /** The value the first lowered thread had: what a thread that inherited the lowered one is given. */
    private int firstOriginal() {
        return original.values().iterator().next();
    }

    private List<Task> compilerThreads() throws IOException {
        List<Task> found = new ArrayList<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(tasks)) {
            for (Path p : dir) {
                Task t = Task.read(p);
                if (t != null && t.isCompiler()) {
                    found.add(t);
                }
            }
        }
        return found;
    }

    /** One thread of the process, as its {@code stat} file describes it. */
    record Task(int id, String name, int nice) {
        /** HotSpot's names, cut to the kernel's 15 characters: "C1 CompilerThre", "C2 CompilerThre", "JVMCI-native Co". */
        boolean isCompiler() {
            return name.contains("CompilerThre") || name.startsWith("JVMCI");
        }

        /** C2's threads, or those of a JVMCI compiler in its place ("JVMCI-native Co", "JVMCI CompilerT"). */
        boolean isOptimizingCompiler() {
            return name.startsWith("C2 CompilerThre") || name.startsWith("JVMCI");
        }

        /** Null when the thread ended while we looked. */
        static Task read(Path taskDir) {
            String stat;
            try {
                stat = Files.readString(taskDir.resolve("stat"));
            } catch (IOException e) {
                return null;
            }
            return parse(stat);
        }

        /** The name sits in parentheses and may hold spaces and parentheses itself, so fields count from the last one. */
        static Task parse(String stat) {
            int open = stat.indexOf('(');
            int close = stat.lastIndexOf(')');
            if (open < 0 || close < open) {
                return null;
            }
            String[] after = stat.substring(close + 2).trim().split(" ");
            if (after.length <= NICE_AFTER_NAME) {
                return null;
            }
            try {
                return new Task(Integer.parseInt(stat.substring(0, open).trim()), stat.substring(open + 1, close),
                        Integer.parseInt(after[NICE_AFTER_NAME]));
            } catch (NumberFormatException e) {
                return null;
            }
        }
    }
}
