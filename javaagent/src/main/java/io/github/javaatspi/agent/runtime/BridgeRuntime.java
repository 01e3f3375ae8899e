package io.github.javaatspi.agent.runtime;

import io.github.javaatspi.bus.A11yBusLocator;
import io.github.javaatspi.bus.StatusWatch;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.Transports;
import io.github.javaatspi.nativehooks.NativeHooks;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Decides when the bridge runs. It follows {@code org.a11y.Status} on the session bus (or the
 * {@code javaatspi.enabled} override), opens a {@link BridgeSession} when accessibility is on,
 * closes it when it goes off, and reconnects with back-off while it is on but the bus is gone.
 * While off, the only things of ours that exist are the status watch's connection and its
 * reader thread. All decisions run on one serial executor whose thread dies when idle.
 */
final class BridgeRuntime {
    private static final Logger LOG = LoggerFactory.getLogger(BridgeRuntime.class);
    static final long SESSION_CONNECT_TIMEOUT_MILLIS = 3000;
    private static final long[] RETRY_MILLIS = {500, 1000, 2000, 5000, 10_000, 30_000};

    private final Config config;
    private final Map<String, String> env;
    private final Transports transports = new Transports(NativeHooks.abstractSockets());
    private final Executor control = DaemonThreads.serial("javaatspi-control");

    // Written only on the control executor.
    private StatusWatch watch;
    private volatile BridgeSession bridge;
    private boolean wanted;
    private int failures;

    private BridgeRuntime(Config config, Map<String, String> env) {
        this.config = config;
        this.env = env;
    }

    static BridgeRuntime create(Config config) {
        return new BridgeRuntime(config, System.getenv());
    }

    void start() {
        control.execute(this::decide);
    }

    /** An application's announcement; dropped while the bridge is off. Any thread. */
    void announce(String text, int politeness) {
        BridgeSession current = bridge;
        if (current != null) {
            current.announce(text, politeness);
        }
    }

    private void decide() {
        if (config.enabled() != null) {
            LOG.debug("javaatspi.enabled={} overrides org.a11y.Status", config.enabled());
            setWanted(config.enabled());
            return;
        }
        BusConnection session = openSessionBus();
        if (session == null) {
            boolean forced = !env.getOrDefault("AT_SPI_BUS_ADDRESS", "").isBlank();
            LOG.debug("no session bus; {}", forced ? "AT_SPI_BUS_ADDRESS is set, so the bridge runs"
                    : "the bridge stays off (-Djavaatspi.enabled=true forces it on)");
            setWanted(forced);
            return;
        }
        watch = StatusWatch.start(session, enabled -> control.execute(() -> {
            LOG.debug("org.a11y.Status changed: accessibility is {}", enabled ? "on" : "off");
            setWanted(enabled);
        }));
        LOG.debug("org.a11y.Status: accessibility is {}", watch.enabled() ? "on" : "off");
        setWanted(watch.enabled());
    }

    /** A connection to the session bus, or null when there is none. */
    private BusConnection openSessionBus() {
        String address = env.get("DBUS_SESSION_BUS_ADDRESS");
        if (address == null || address.isBlank()) {
            return null;
        }
        try {
            return BusConnection.open(transports.open(address), "javaatspi-session", true,
                    SESSION_CONNECT_TIMEOUT_MILLIS);
        } catch (IOException e) {
            LOG.debug("cannot connect to the session bus: {}", e.getMessage());
            return null;
        }
    }

    private void setWanted(boolean on) {
        wanted = on;
        if (on && bridge == null) {
            activate();
        } else if (!on && bridge != null) {
            LOG.debug("accessibility switched off; stopping the bridge");
            bridge.close();
            bridge = null;
        }
    }

    private void activate() {
        // Without a status watch (enabled by configuration) the session bus is asked once, then left.
        BusConnection sessionBus = watch != null ? watch.session() : openSessionBus();
        try {
            String address = A11yBusLocator.locate(env, sessionBus, NativeHooks.rootProperty());
            if (watch == null) {
                sessionBus = closeQuietly(sessionBus);
            }
            bridge = BridgeSession.open(config, address, transports, () -> control.execute(this::lost));
            failures = 0;
            LOG.debug("connected to the accessibility bus at {}", address);
        } catch (IOException | RuntimeException e) {
            if (watch == null) {
                closeQuietly(sessionBus);
            }
            if (failures == 0) {
                LOG.warn("Java AT-SPI bridge: cannot reach the accessibility bus ({}); screen readers cannot see "
                        + "this application yet. Retrying in the background.", e.getMessage());
            } else {
                LOG.debug("still cannot reach the accessibility bus: {}", e.getMessage());
            }
            retryLater();
        }
    }

    private static BusConnection closeQuietly(BusConnection c) {
        if (c != null) {
            c.close();
        }
        return null;
    }

    private void lost() {
        if (bridge != null) {
            bridge.close();
            bridge = null;
        }
        LOG.debug("lost the accessibility bus");
        retryLater();
    }

    private void retryLater() {
        if (!wanted) {
            return;
        }
        long delay = RETRY_MILLIS[Math.min(failures, RETRY_MILLIS.length - 1)];
        failures++;
        Executor later = CompletableFuture.delayedExecutor(delay, TimeUnit.MILLISECONDS, control);
        later.execute(() -> {
            if (wanted && bridge == null) {
                activate();
            }
        });
    }
}
