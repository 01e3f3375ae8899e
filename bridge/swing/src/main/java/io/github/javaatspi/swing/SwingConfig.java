package io.github.javaatspi.swing;

/**
 * Settings of the UI side.
 *
 * @param appName the application root's name
 * @param edtBudgetMillis how long a live question may wait for the event thread
 * @param maxChildren children read per object at most (a guard against runaway models)
 * @param revalidateMillis a client read re-reads the node when its snapshot is older than this;
 *     0 switches revalidation off
 */
public record SwingConfig(String appName, long edtBudgetMillis, int maxChildren, long revalidateMillis) {
}
