package io.github.javaatspi.agent.runtime;

import java.awt.GraphicsEnvironment;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Called once per JVM by the bootstrap (reflectively, across the class-loader boundary). */
public final class Entry {
    private static final Logger LOG = LoggerFactory.getLogger(Entry.class);

    private Entry() {
    }

    public static void start(String trigger) {
        if (GraphicsEnvironment.isHeadless()) {
            LOG.debug("headless JVM: the accessibility bridge has nothing to show");
            return;
        }
        LOG.debug("starting, triggered by {}", trigger);
        BridgeRuntime.create(Config.load(System.getProperties(), System.getenv())).start();
    }
}
