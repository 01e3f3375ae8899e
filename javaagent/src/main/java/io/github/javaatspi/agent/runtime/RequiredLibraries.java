package io.github.javaatspi.agent.runtime;

import java.util.Map;

/**
 * The libraries the bridge cannot run without, checked before it touches anything, so that an
 * incomplete jar (a packager who unbundled a library, a damaged download) costs one clear line
 * naming what is missing instead of a stack trace from whichever thread met it first. JNA is
 * not here: the bridge runs without it (see NativeHooks).
 */
final class RequiredLibraries {
    /** Library name by one class the bridge uses from it. */
    private static final Map<String, String> PROBES = Map.of(
            "org.freedesktop.dbus.messages.Message", "dbus-java",
            "org.slf4j.LoggerFactory", "slf4j-api");

    private RequiredLibraries() {
    }

    /** @throws IllegalStateException naming the first missing library */
    static void check() {
        for (Map.Entry<String, String> probe : PROBES.entrySet()) {
            try {
                Class.forName(probe.getKey(), false, RequiredLibraries.class.getClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                throw new IllegalStateException("its jar lacks " + probe.getValue() + " (" + probe.getKey()
                        + "); reinstall the bridge");
            }
        }
    }
}
