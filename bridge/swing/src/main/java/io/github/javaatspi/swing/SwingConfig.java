package io.github.javaatspi.swing;

/**
 * Settings of the UI side.
 *
 * @param appName the application root's name
 * @param edtBudgetMillis how long a live question may wait for the event thread
 * @param maxChildren children read per object at most (a guard against runaway models)
 * @param revalidateMillis a client read re-reads the node when its snapshot is older than this;
 *     0 switches revalidation off
 * @param listenLingerMillis how long our listeners stay after the last client left (0: they come
 *     off at once); a client that comes back within it costs the application no second reading
 */
public record SwingConfig(String appName, long edtBudgetMillis, int maxChildren, long revalidateMillis,
        long listenLingerMillis) {
    /**
     * The bridge's linger: clients come and go in bursts (a screen reader restarting, a script
     * polling, an inspector opened and closed), and switching listeners on again costs the event
     * thread a reading of the whole tree each time, while keeping them a little longer costs
     * almost nothing.
     */
    public static final long LISTEN_LINGER_MILLIS = 30_000;
}
