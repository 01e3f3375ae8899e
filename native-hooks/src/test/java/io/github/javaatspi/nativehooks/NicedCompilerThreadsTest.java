package io.github.javaatspi.nativehooks;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.nativehooks.NicedCompilerThreads.Task;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/** On this JVM's own threads: its optimizing compilers lowered and given back, every other thread left alone. */
class NicedCompilerThreadsTest {
    private static final Path TASKS = Path.of("/proc/self/task");

    @Test
    void theOptimizingCompilersAreLoweredByTheStepAndGivenBackTheirValue() throws IOException {
        Map<Integer, Task> before = threads();
        NicedCompilerThreads compilers = new NicedCompilerThreads(TASKS, 7);

        compilers.lower(true);
        Map<Integer, Task> lowered = threads();
        compilers.lower(false);
        Map<Integer, Task> after = threads();

        List<Task> compilerThreads = before.values().stream().filter(Task::isOptimizingCompiler).toList();
        assertThat(compilerThreads).as("HotSpot's C2 threads").isNotEmpty();
        for (Task t : compilerThreads) {
            assertThat(lowered.get(t.id()).nice()).as(t.name()).isEqualTo(Math.min(19, t.nice() + 7));
            assertThat(after.get(t.id()).nice()).as(t.name()).isEqualTo(t.nice());
        }
        List<Task> c1 = before.values().stream().filter(t -> t.name().startsWith("C1 ")).toList();
        assertThat(c1).as("HotSpot's C1 threads").isNotEmpty();
        c1.forEach(t -> assertThat(lowered.get(t.id()).nice()).as(t.name()).isEqualTo(t.nice()));
        Task self = lowered.get(threadId());
        assertThat(self.isOptimizingCompiler()).isFalse();
        assertThat(self.nice()).as("a thread that compiles nothing").isEqualTo(before.get(threadId()).nice());
    }

    @Test
    void loweringTwiceLowersOnceAndAValueChangedMeanwhileIsLeftAlone() throws IOException {
        NicedCompilerThreads compilers = new NicedCompilerThreads(TASKS, 5);
        Map<Integer, Task> before = threads();
        Task changed = before.values().stream().filter(Task::isOptimizingCompiler).findFirst().orElseThrow();

        compilers.lower(true);
        compilers.lower(true);
        assertThat(threads().get(changed.id()).nice()).isEqualTo(Math.min(19, changed.nice() + 5));
        LibC.Holder.INSTANCE.setpriority(LibC.PRIO_PROCESS, changed.id(), 18);
        try {
            compilers.lower(false);
            assertThat(threads().get(changed.id()).nice()).as("set by someone else").isEqualTo(18);
            threads().values().stream().filter(Task::isOptimizingCompiler).filter(t -> t.id() != changed.id())
                    .forEach(t -> assertThat(t.nice()).as(t.name()).isEqualTo(before.get(t.id()).nice()));
        } finally {
            LibC.Holder.INSTANCE.setpriority(LibC.PRIO_PROCESS, changed.id(), changed.nice());
        }
    }

    @Test
    void aC1ThreadThatInheritedTheLoweredValueGetsItsOwnBackAndIsGivenBackOnRestore() throws IOException {
        Map<Integer, Task> before = threads();
        Task c1 = before.values().stream().filter(t -> t.name().startsWith("C1 ")).findFirst().orElseThrow();
        Task c2 = before.values().stream().filter(Task::isOptimizingCompiler).findFirst().orElseThrow();
        NicedCompilerThreads compilers = new NicedCompilerThreads(TASKS, 4);
        int lowered = Math.min(19, c2.nice() + 4);
        try {
            compilers.lower(true);
            // As if a lowered C2 thread had started this C1 thread: it inherits the lowered value.
            LibC.Holder.INSTANCE.setpriority(LibC.PRIO_PROCESS, c1.id(), lowered);
            compilers.lower(true);
            assertThat(threads().get(c1.id()).nice()).as("caught up").isEqualTo(c2.nice());

            LibC.Holder.INSTANCE.setpriority(LibC.PRIO_PROCESS, c1.id(), lowered);
            compilers.lower(false);
            assertThat(threads().get(c1.id()).nice()).as("given back").isEqualTo(c2.nice());
            assertThat(threads().get(c2.id()).nice()).isEqualTo(c2.nice());
        } finally {
            LibC.Holder.INSTANCE.setpriority(LibC.PRIO_PROCESS, c1.id(), c1.nice());
            LibC.Holder.INSTANCE.setpriority(LibC.PRIO_PROCESS, c2.id(), c2.nice());
        }
    }

    @Test
    void givingBackBeforeLoweringChangesNothing() throws IOException {
        Map<Integer, Task> before = threads();
        Task compiler = before.values().stream().filter(Task::isOptimizingCompiler).findFirst().orElseThrow();
        LibC.Holder.INSTANCE.setpriority(LibC.PRIO_PROCESS, compiler.id(), compiler.nice() + 3);
        try {
            new NicedCompilerThreads(TASKS, 3).lower(false);

            assertThat(threads().get(compiler.id()).nice()).isEqualTo(compiler.nice() + 3);
        } finally {
            LibC.Holder.INSTANCE.setpriority(LibC.PRIO_PROCESS, compiler.id(), compiler.nice());
        }
    }

    @Test
    void aStatLineIsReadFromAfterItsLastParenthesis() {
        String stat = "4242 (C2 (Compiler) x) S 1 1 1 0 -1 4194368 10 0 0 0 3 1 0 0 30 10 1 0 100 200 300";

        assertThat(Task.parse(stat)).isEqualTo(new Task(4242, "C2 (Compiler) x", 10));
        assertThat(Task.parse("4242 (java) S 1 1")).as("too few fields").isNull();
        assertThat(Task.parse("garbage")).isNull();
        assertThat(Task.parse("x (java) S 1 1 1 0 -1 4194368 10 0 0 0 3 1 0 0 20 0 1")).as("no id").isNull();
    }

    @Test
    void theOptimizingCompilersAreKnownByHotSpotsNames() {
        assertThat(new Task(1, "C2 CompilerThre", 0).isOptimizingCompiler()).isTrue();
        assertThat(new Task(1, "JVMCI-native Co", 0).isOptimizingCompiler()).isTrue();
        assertThat(new Task(1, "JVMCI CompilerT", 0).isOptimizingCompiler()).isTrue();
        assertThat(new Task(1, "C1 CompilerThre", 0).isOptimizingCompiler()).as("C1 keeps its priority").isFalse();
        assertThat(new Task(1, "AWT-EventQueue-", 0).isOptimizingCompiler()).isFalse();
        assertThat(new Task(1, "GC Thread#0", 0).isOptimizingCompiler()).isFalse();
        assertThat(new Task(1, "C1 CompilerThre", 0).isCompiler()).isTrue();
        assertThat(new Task(1, "C2 CompilerThre", 0).isCompiler()).isTrue();
        assertThat(new Task(1, "GC Thread#0", 0).isCompiler()).isFalse();
    }

    /** The kernel's thread id of the calling thread. */
    private static int threadId() throws IOException {
        return Integer.parseInt(Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString());
    }

    private static Map<Integer, Task> threads() throws IOException {
        try (Stream<Path> dirs = Files.list(TASKS)) {
            return dirs.map(Task::read).filter(Objects::nonNull)
                    .collect(Collectors.toMap(Task::id, Function.identity()));
        }
    }
}
