package io.github.javaatspi.bus;

import java.util.Optional;

/** Reads a string property of the X root window; implemented by native-hooks. */
@FunctionalInterface
public interface XRootProperty {
    Optional<String> read(String name);
}
