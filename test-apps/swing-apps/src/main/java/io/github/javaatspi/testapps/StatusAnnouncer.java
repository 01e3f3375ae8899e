package io.github.javaatspi.testapps;

import java.lang.reflect.Method;

/**
 * Speaks a status message through the bridge's {@code AccessibleAnnouncer} when the bridge runs.
 * Looked up by reflection, as an application that merely tolerates the bridge would: the test
 * apps have no compile dependency on it, and run unchanged under java-atk-wrapper or none.
 */
final class StatusAnnouncer {
    private StatusAnnouncer() {
    }

    static void announce(String message) {
        try {
            Class<?> announcer = Class.forName("io.github.javaatspi.agent.AccessibleAnnouncer");
            Method m = announcer.getMethod("announce", String.class);
            m.invoke(null, message);
        } catch (ReflectiveOperationException e) {
            // no bridge: nothing to announce to
        }
    }
}
