package io.github.javaatspi.agent.runtime;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.dispatch.Dispatcher;
import io.github.javaatspi.bus.atspi.AnswerWarmUp;
import io.github.javaatspi.bus.atspi.AtspiEndpoint;
import io.github.javaatspi.atspi.events.EventFilter;
import io.github.javaatspi.atspi.events.EventTranslator;
import io.github.javaatspi.atspi.events.ListenerRegistry;
import io.github.javaatspi.bus.atspi.BusSignalSink;
import io.github.javaatspi.bus.atspi.ClientActivity;
import io.github.javaatspi.bus.atspi.DeviceEventForwarder;
import io.github.javaatspi.bus.atspi.KeystrokeTracking;
import io.github.javaatspi.bus.atspi.ListenerTracking;
import io.github.javaatspi.bus.atspi.Registration;
import io.github.javaatspi.bus.atspi.RegistryDesktop;
import io.github.javaatspi.bus.peer.PeerServer;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.Transports;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreePump;
import io.github.javaatspi.nativehooks.CompilerThreads;
import io.github.javaatspi.nativehooks.NativeHooks;
import io.github.javaatspi.swing.KeySnooper;
import io.github.javaatspi.swing.PortableKeyboard;
import io.github.javaatspi.swing.ReplayWatch;
import io.github.javaatspi.swing.SelectionTables;
import io.github.javaatspi.swing.SwingConfig;
import io.github.javaatspi.swing.SwingTreeSource;
import io.github.javaatspi.swing.ToolkitKeyTables;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Everything that exists while the bridge is connected to one accessibility bus: the
 * connection, the published tree and its writer thread, the Swing side, the AT-SPI server and
 * the registration. Built in the order that keeps clients from ever seeing half of it: the
 * root is published before we embed, and the handler is installed before anyone can call.
 */
final class BridgeSession implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(BridgeSession.class);
    static final long CONNECT_TIMEOUT_MILLIS = 5000;
    static final long STOP_BUDGET_MILLIS = 500;
    static final long WARM_UP_BUDGET_MILLIS = 3000;
    /**
     * The warm-up waits until clients have asked nothing for this long, so as not to run while a
     * screen reader reads a window that has just come (at most {@link #WARM_UP_QUIET_WAIT_MILLIS}).
     */
    static final long WARM_UP_QUIET_MILLIS = 50;
    static final long WARM_UP_QUIET_WAIT_MILLIS = 1000;
    /**
     * The tables of a first text selection ({@link SelectionTables}, 20–70 ms of one core) are
     * built once clients have asked nothing for this long — between two of a user's keys — or
     * at the latest after {@link #SELECTION_QUIET_WAIT_MILLIS}.
     */
    static final long SELECTION_QUIET_MILLIS = 250;
    static final long SELECTION_QUIET_WAIT_MILLIS = 30_000;
    static final long WINDOW_WAIT_MILLIS = 10_000;
    /** How long a key's release waits, at most, for its press's events (see KeySnooper). */
    static final long RELEASE_WAIT_MILLIS = 100;
    /**
     * How long a focus move's trailing signals wait (see TrailingSignals): long enough for a
     * screen reader to have presented the arrival in most keys (in the Orca suite a key is
     * spoken 16 ms after it goes down in the median, 31 ms at the 90th percentile, the app's
     * first event coming ~6 ms after the key), so that their arrival does not take its CPU
     * while it presents; a later key's first signal sends them sooner.
     */
    static final long TRAILING_HOLD_NANOS = TimeUnit.MILLISECONDS.toNanos(40);

    private final BusConnection connection;
    private final Tree tree = new Tree();
    private final ThreadPoolExecutor workers = DaemonThreads.bounded("javaatspi-worker", 2, 256);
    private final ThreadPoolExecutor keySender = DaemonThreads.bounded("javaatspi-keys", 1, 64);
    private final SwingTreeSource swing;
    private final KeySnooper keys;
    private final PeerServer peers;
    private final TreePump pump;
    private final EventTranslator translator;
    private final Dispatcher dispatcher;
    private final CompilerThreads compilers;
    private final AtomicBoolean compilersLowered = new AtomicBoolean();
    private final AtomicBoolean warmedUp = new AtomicBoolean();
    private volatile Thread warmUpThread;
    private final ClientActivity clientCalls = new ClientActivity();
    private final Transports transports;
    private final int warmUpCalls;
    private final int warmUpReads;
    private volatile boolean closing;

    private BridgeSession(Config config, BusConnection connection, Transports transports, Runnable onLost) {
        this.connection = connection;
        this.transports = transports;
        this.warmUpCalls = config.warmUpCalls();
        this.warmUpReads = config.warmUpReads();
        this.swing = new SwingTreeSource(new SwingConfig(config.appName(), config.edtBudgetMillis(),
                config.maxChildren(), config.revalidateMillis(), SwingConfig.LISTEN_LINGER_MILLIS),
                update -> pump().submit(update));
        this.pump = new TreePump(tree, e -> LOG.warn("accessibility tree update failed", e), "javaatspi-tree");
        // In a fresh JVM the event thread reads the first windows for as long as this thread
        // builds the server (class loading and first runs, ~200 ms each on two slow cores): the
        // read starts first and its updates wait in the pump's queue, so the two overlap.
        swing.start();
        Registration registration;
        try {
            AtspiContext ctx = new AtspiContext(tree, swing.ui(),
                    new ApplicationInfo(config.toolkitName(), System.getProperty("java.version", "")),
                    new RegistryDesktop(connection));
            ctx.busName(connection.uniqueName());
            ListenerRegistry listeners = new ListenerRegistry();
            listeners.onClientsChanged(swing::setListening);
            this.compilers = NativeHooks.compilerThreads(config.compilerNiceStep());
            AtspiServer server = new AtspiServer(ctx, new EventFilter(listeners, new BusSignalSink(connection)),
                    listeners, task -> pump.executeAfter(TRAILING_HOLD_NANOS, task), this::peerToPeerAddress);
            this.translator = server.translator();
            this.dispatcher = server.dispatcher();
            new AtspiEndpoint(connection, dispatcher, workers, listeners, clientCalls).serve();
            this.peers = config.peerToPeer() ? startPeerToPeer(listeners) : null;
            // A key's release waits until its press's events are on the wire: the tree thread emits
            // them, so a task queued there behind the flush's update runs once they are written.
            this.keys = new KeySnooper(() -> NativeHooks.keyboard().orElseGet(PortableKeyboard::new),
                    new DeviceEventForwarder(connection, keySender),
                    task -> swing.afterHandedOver(() -> pump.execute(task)),
                    Duration.ofMillis(config.keyBudgetMillis()), Duration.ofMillis(RELEASE_WAIT_MILLIS),
                    new ReplayWatch(NativeHooks::toolkitNudge));
            registration = new Registration(connection, ctx, List.of(new ListenerTracking(connection,
                    listeners), new KeystrokeTracking(connection, this::screenReaderListens)), workers);
        } catch (RuntimeException | Error e) {
            swing.stop(STOP_BUDGET_MILLIS);
            throw e;
        }
        connection.onClose(() -> {
            if (!closing) {
                onLost.run();
            }
        });
        pump.start(translator);
        pump.execute(registration::start);
    }

    static BridgeSession open(Config config, String address, Transports transports, Runnable onLost)
            throws IOException {
        BusConnection c = BusConnection.open(transports.open(address), "javaatspi-a11y", true, CONNECT_TIMEOUT_MILLIS);
        try {
            return new BridgeSession(config, c, transports, onLost);
        } catch (RuntimeException | Error e) {
            // The runtime retries later: the connection's reader thread must not outlive this attempt.
            c.close();
            throw e;
        }
    }

    private TreePump pump() {
        return pump;
    }

    /**
     * The socket clients use instead of the bus daemon (libatspi asks for it and sends every
     * call there); without it the bridge still answers through the bus.
     */
    private PeerServer startPeerToPeer(ListenerRegistry listeners) {
        try {
            return PeerServer.start(System.getenv(),
                    peer -> new AtspiEndpoint(peer, dispatcher, workers, listeners, clientCalls).serve());
        } catch (IOException | RuntimeException e) {
            LOG.warn("No peer-to-peer socket ({}): screen readers will call through the bus, more slowly",
                    e.toString());
            return null;
        }
    }

    private String peerToPeerAddress() {
        PeerServer p = peers;
        return p == null ? "" : p.address();
    }

    /**
     * A screen reader listens for keys: they are forwarded, and the optimizing compilers give way to it.
     * Only then, not for any listening client: the keymap already needs JNA then, so lowering
     * the compilers makes Java 24+ print no native-access warning it would not print anyway.
     */
    private void screenReaderListens(boolean listens) {
        keys.setActive(listens);
        lowerCompilers(listens);
        if (listens) {
            warmUp();
        }
    }

    /**
     * Once per session, the first time a screen reader listens: the toolkit's key tables and every
     * interface's members are built, and the reads and the answers compiled, before its user's
     * first keys, then the tables of a first text selection (see {@link ToolkitKeyTables},
     * {@code Adaptor}, {@code ReadWarmUp}, {@link AnswerWarmUp} and {@link SelectionTables}).
     * On a thread of its own, neither a worker (calls that wait need them) nor a reader.
     */
    private void warmUp() {
        PeerServer p = peers;
        boolean answers = p != null && warmUpCalls > 0;
        if (!answers && warmUpReads == 0 || !warmedUp.compareAndSet(false, true)) {
            return;
        }
        Thread t = new Thread(() -> {
            try {
                // A screen reader that was there first hears of us before our first window is read.
                tree.await(() -> {
                    Node root = tree.get(NodeId.ROOT);
                    return closing || root != null && root.listedCount() > 0;
                }, WINDOW_WAIT_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            if (!clientCalls.awaitQuiet(WARM_UP_QUIET_MILLIS, WARM_UP_QUIET_WAIT_MILLIS, () -> closing)) {
                return;
            }
            ToolkitKeyTables.prepare();
            dispatcher.prepareAll();
            swing.warmUpReads(warmUpReads);
            if (answers) {
                long started = System.nanoTime();
                int answered = AnswerWarmUp.run(transports, p.address(), tree, warmUpCalls, WARM_UP_BUDGET_MILLIS,
                        () -> closing);
                LOG.debug("warmed up the answers with {} calls in {} ms", answered,
                        (System.nanoTime() - started) / 1_000_000);
            }
            // The warm-up's compiling may have started compiler threads, which took their
            // starter's priority, whatever their kind.
            applyCompilerPriority();
            // Only a first selection needs them, which seldom comes with the first keys: built
            // while the screen reader has nothing to ask, so as not to run under a key's questions.
            if (clientCalls.awaitQuiet(SELECTION_QUIET_MILLIS, SELECTION_QUIET_WAIT_MILLIS, () -> closing)) {
                SelectionTables.prepare();
                applyCompilerPriority();
            }
        }, "javaatspi-warm-up");
        t.setDaemon(true);
        warmUpThread = t;
        t.start();
    }

    /**
     * Off the thread that learnt of the change (listing and renicing threads, and JNA's first
     * load, take milliseconds); each task applies the latest state, so their order cannot matter.
     */
    private void lowerCompilers(boolean lowered) {
        compilersLowered.set(lowered);
        try {
            workers.execute(this::applyCompilerPriority);
        } catch (RejectedExecutionException e) {
            // Workers full or closed: the next change, or closing, applies the state.
            LOG.debug("compiler priority not changed now: {}", e.toString());
        }
    }

    /** Under one lock, so that once closing has given the priority back no late task lowers it again. */
    private void applyCompilerPriority() {
        synchronized (compilersLowered) {
            compilers.lower(compilersLowered.get() && !closing);
        }
    }

    /** Emits an announcement on the tree thread, after the updates queued before it. */
    void announce(String text, int politeness) {
        pump.execute(() -> translator.announce(text, politeness));
    }

    @Override
    public void close() {
        closing = true;
        Thread warmingUp = warmUpThread;
        if (warmingUp != null) {
            // Out of its waits for quiet clients, which ask closing each time they wake.
            LockSupport.unpark(warmingUp);
        }
        keys.setActive(false);
        applyCompilerPriority();
        if (peers != null) {
            peers.close();
        }
        swing.stop(STOP_BUDGET_MILLIS);
        pump.stop(STOP_BUDGET_MILLIS);
        connection.close();
        workers.shutdownNow();
        keySender.shutdownNow();
        tree.clear();
    }
}
