package io.github.javaatspi.agent;

/**
 * How AWT loads the bridge: by this class's name in {@code javax.accessibility.assistive_technologies}
 * (what the agent's {@code premain} adds, and what an application bundling the bridge names).
 * AWT makes one instance when it initialises its toolkit; that starts the bridge, which then
 * waits for the application's first window.
 *
 * <p>A plain class on purpose, not a {@code javax.accessibility.AccessibilityProvider}: on Java
 * 17 to 23 that class's constructor checks {@code RuntimePermission("accessibilityProvider")}
 * when the application has installed a security manager, and AWT makes every provider listed in
 * any {@code META-INF/services} file on the class path as soon as any assistive technology is
 * named — so a provider of ours, denied that permission, made AWT throw and the application
 * (Freeplane, for one) fail to start. A plain class is made only when named, and its
 * constructor never throws.
 */
public final class AtspiAssistiveTechnology {
    public AtspiAssistiveTechnology() {
        try {
            Implementation.start("assistive_technologies names " + AtspiAssistiveTechnology.class.getName(), true);
        } catch (Throwable e) {
            BootLog.failed(e);
        }
    }
}
