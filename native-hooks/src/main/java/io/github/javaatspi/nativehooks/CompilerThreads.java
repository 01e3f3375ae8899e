package io.github.javaatspi.nativehooks;

/**
 * The JVM's optimizing JIT compiler threads (C2, or a JVMCI compiler in its place), made to give
 * way to the screen reader while one listens. On a machine with few cores the compilers, busy
 * with code a key runs for the first time, and the screen reader that must speak the key's
 * result compete for the same CPUs; a lower priority lets the reader speak first and the
 * optimizing compilers' long jobs use what is left. C1 keeps its priority: its compiles are short
 * and take the same code out of the interpreter. Nothing changes while no assistive technology
 * listens.
 */
public interface CompilerThreads {
    /** Lowers the compilers' priority when {@code lowered}, else gives back the one they had. */
    void lower(boolean lowered);

    /** Compiler threads left alone (no JNA, no {@code /proc}, or switched off by configuration). */
    CompilerThreads UNCHANGED = lowered -> { };
}
