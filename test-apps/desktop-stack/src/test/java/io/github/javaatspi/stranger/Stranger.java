package io.github.javaatspi.stranger;

/** A class of ours outside the fixture's package, for proving that the boundary rule fires. */
public final class Stranger {
    private Stranger() {
    }
}
