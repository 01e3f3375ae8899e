package io.github.javaatspi.agent.runtime;

import io.github.javaatspi.swing.KeyGate;

import java.awt.GraphicsEnvironment;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Called once per JVM by the bootstrap (reflectively, across the class-loader boundary). */
public final class Entry {
    private static final Logger LOG = LoggerFactory.getLogger(Entry.class);

    private Entry() {
    }

    /**
     * @param announcer receives the function that {@code AccessibleAnnouncer} forwards
     *     announcements to (text, politeness)
     */
    public static void start(String trigger, Consumer<BiConsumer<String, Integer>> announcer) {
        if (GraphicsEnvironment.isHeadless()) {
            LOG.debug("headless JVM: the accessibility bridge has nothing to show");
            return;
        }
        LOG.debug("starting, triggered by {}", trigger);
        RequiredLibraries.check();
        // Now, before the application adds key dispatchers of its own: see KeyGate.
        KeyGate.install();
        BridgeRuntime runtime = BridgeRuntime.create(Config.load(System.getProperties(), System.getenv()));
        announcer.accept(runtime::announce);
        runtime.start();
    }
}
