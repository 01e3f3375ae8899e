package io.github.javaatspi.agent;

import java.security.AccessController;
import java.security.PrivilegedAction;

/**
 * Runs the bridge's start on the bridge's own authority when the application has installed a
 * security manager (possible up to Java 23). AWT makes the bridge from whatever application code
 * first touched the toolkit; without this, the start thread would inherit that code's
 * permissions, and a sandboxed plugin that happened to load an icon first would decide whether
 * the bridge may open a socket. With it, the security policy's grant to the bridge's own jar
 * decides, for the start thread and every thread the bridge makes from it. Without a security
 * manager the action just runs.
 */
final class OwnAuthority {
    private OwnAuthority() {
    }

    @SuppressWarnings("removal") // the security manager's API, still there in Java 25, runs nothing then
    static void run(Runnable action) {
        if (System.getSecurityManager() == null) {
            action.run();
            return;
        }
        AccessController.doPrivileged((PrivilegedAction<Void>) () -> {
            action.run();
            return null;
        });
    }
}
