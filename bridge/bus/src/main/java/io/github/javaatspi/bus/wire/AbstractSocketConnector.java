package io.github.javaatspi.bus.wire;

import java.io.IOException;

/**
 * Connects to a Linux abstract-namespace unix socket, which the JDK cannot do. Implemented by
 * native-hooks (JNA); absent when native code is unavailable.
 */
@FunctionalInterface
public interface AbstractSocketConnector {
    WireChannel connect(String abstractName) throws IOException;
}
