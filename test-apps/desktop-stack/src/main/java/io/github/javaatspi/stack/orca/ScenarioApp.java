package io.github.javaatspi.stack.orca;

/**
 * A Swing test app and its GTK 3 twin: the same widgets, names and layout.
 *
 * @param mainClass  the Swing app's main class (in {@code test-apps/swing-apps})
 * @param twinScript the twin's resource path on the same class path
 * @param title      the title of the window both open
 * @param vocabulary the names and values both show
 */
public record ScenarioApp(String mainClass, String twinScript, String title, Vocabulary vocabulary) {
}
