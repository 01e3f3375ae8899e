package io.github.javaatspi.stranger;

/** A class of ours outside the test apps's package, for proving that the boundary rule fires. */
public final class Stranger {
    private Stranger() {
    }
}
