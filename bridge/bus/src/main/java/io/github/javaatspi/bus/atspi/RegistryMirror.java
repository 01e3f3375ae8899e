package io.github.javaatspi.bus.atspi;

import java.io.IOException;

/**
 * A copy of part of the registry's state kept in step with it: it subscribes to the registry's
 * announcements once, and reads the whole state again after every embedding (a restarted
 * registry starts empty and tells nobody).
 */
public interface RegistryMirror {
    /** Subscribes to the signals that keep the copy current; called once. */
    void subscribe();

    /** Reads the registry's current state; blocks, so never on the reader thread. */
    void refresh() throws IOException;
}
