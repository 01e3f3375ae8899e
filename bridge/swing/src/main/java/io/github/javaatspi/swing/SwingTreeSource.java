package io.github.javaatspi.swing;

import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.model.UiPort;

import java.awt.AWTEvent;
import java.awt.Component;
import java.awt.Container;
import java.awt.EventQueue;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.AWTEventListener;
import java.awt.event.ComponentEvent;
import java.awt.event.FocusEvent;
import java.awt.event.KeyEvent;
import java.awt.event.WindowEvent;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javax.swing.CellRendererPane;
import javax.swing.MenuElement;
import javax.swing.SwingUtilities;
import javax.swing.Timer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the model tree in step with the application's accessible tree.
 *
 * <p>All reading happens on the event thread in flush turns ({@link TreeReader}). Swing
 * listeners (property changes on every context we handed out, window and focus events) and
 * client reads (revalidation) mark nodes dirty. Changes a user is waiting for — focus, caret,
 * text, states, selection, windows — are flushed in the next event-thread turn (a text selection
 * a key press makes, within the key's own dispatch: {@code readSelectionNow}); everything else
 * (names, values, visible data, bounds, re-reads that client reads asked for) at most every
 * {@value #COALESCE_MILLIS} ms, so an application that rewrites a label a thousand times a
 * second costs ten updates a second, and the last state is always the one published. A name or
 * value that changes after a quiet spell goes out in the next turn as well: only what follows it
 * closely waits. The sink must not block.
 *
 * <p>With no client listening ({@link #setListening(boolean) off}) no property-change listener
 * of ours is installed; only the AWT listener that follows windows stays. Once a client has come,
 * they stay for {@link SwingConfig#listenLingerMillis()} after the last one left.
 */
public final class SwingTreeSource {
    private static final Logger LOG = LoggerFactory.getLogger(SwingTreeSource.class);
    static final int COALESCE_MILLIS = 100;
    /** How long a flush waits, at most, for the focus to land after it left (see TreeReader). */
    static final int SETTLE_MILLIS = 20;
    static final int SETTLE_TURNS = 3;
    /** How long client reads are gathered before the nodes they touched are checked for freshness. */
    static final int REVALIDATE_MILLIS = 50;
    /** A read warm-up reads at most this many nodes per pass: the first ones read, the windows' upper levels. */
    static final int WARM_UP_NODES = 300;
    static final long WARM_UP_BUDGET_MILLIS = 3000;
    /**
     * How long one turn of reading may keep the event thread; a longer read (a large window, or
     * the first window of a fresh JVM: the demo's 95 nodes took 250–420 ms) goes on in the next
     * turns, and the application's own events run in between. Below what a user notices as a
     * lag, and above what reading a dialog or a menu takes, so the reads that follow a key stay
     * one turn and are published as soon as they are done.
     */
    static final long READ_TURN_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
    /**
     * The window events after which a component may be somewhere else on screen (see {@link Moves});
     * component events, the others, come through {@link MoveWatch}.
     */
    private static final Set<Integer> WINDOW_MOVES = Set.of(WindowEvent.WINDOW_OPENED, WindowEvent.WINDOW_CLOSED,
            WindowEvent.WINDOW_ICONIFIED, WindowEvent.WINDOW_DEICONIFIED, WindowEvent.WINDOW_STATE_CHANGED);
    /** What the toolkit-wide listener hears; component events join only if the move watch gives way. */
    private static final long TOOLKIT_EVENTS = AWTEvent.WINDOW_EVENT_MASK | AWTEvent.WINDOW_FOCUS_EVENT_MASK
            | AWTEvent.WINDOW_STATE_EVENT_MASK | AWTEvent.FOCUS_EVENT_MASK | AWTEvent.KEY_EVENT_MASK;

    private final SwingConfig config;
    private final Consumer<TreeUpdate> sink;
    private final IdentityTable ids = new IdentityTable();
    private final TreeReader reader;
    private final ContextChanges contextChanges = new ContextChanges(ids, this::contextChanged, this::readSelectionNow);
    private final WindowListener windowListener = new WindowListener();
    private final HiddenContainerWatch hiddenWatch = new HiddenContainerWatch(this::changedInside);
    private final MenuPathWatch menuPath = new MenuPathWatch(this::menuOnPath);
    private final SwingUi ui;
    private final Moves moves = new Moves();
    private final MoveWatch moveWatch = new MoveWatch(this::componentChanged, this::hearEveryComponent);

    // Event-thread state.
    private final Set<Long> dirty = new LinkedHashSet<>();
    private Timer coalesce;
    private Timer settle;
    private Timer revalidate;
    private Timer linger;
    private ReadWarmUp warmUp;
    private int settleTurns;
    /** Whether the turn the settle timer will run is a quiet one (see {@link #flush(boolean)}). */
    private boolean settlingQuiet;
    private boolean urgentQueued;
    /** A turn queued right behind the key event being dispatched (see {@link #flushAfterInput}). */
    private boolean inputTurnQueued;
    /**
     * That turn, made once with the source: a lambda is linked the first time its expression
     * runs (0.2–0.4 ms in a fresh JVM), which was the user's first key otherwise.
     */
    private final Runnable inputTurn = this::inputTurn;
    /** Tasks waiting for a flush that was queued or settling when they came (see {@link #afterHandedOver}). */
    private final List<Runnable> afterFlush = new ArrayList<>();
    /** When the last flush read the tree (event thread). */
    private long lastFlushNanos = System.nanoTime() - TimeUnit.SECONDS.toNanos(1);
    private boolean running;
    private boolean listening = true;
    /** Whether a client has switched listening on: only then does switching off linger. */
    private boolean clientCame;

    // Written by client threads, drained on the event thread.
    private final Set<Long> touched = ConcurrentHashMap.newKeySet();
    private final AtomicBoolean touchFlushQueued = new AtomicBoolean();

    public SwingTreeSource(SwingConfig config, Consumer<TreeUpdate> sink) {
        this.config = config;
        this.sink = sink;
        this.reader = new TreeReader(config, ids, moves::epoch, this::read, h -> {
            stopListening(h);
            unwatch(h);
            moves.forget(h.id);
        }, hiddenWatch);
        this.ui = new SwingUi(this, config.edtBudgetMillis());
    }

    /**
     * A counter that moves on with every move, resize, show or hide of a component that holds a
     * node or a container one sits in ({@link MoveWatch}), and every window opened, closed,
     * iconified or restored: a screen place is stamped with it. Any thread.
     */
    public long geometryEpoch() {
        return moves.epoch();
    }

    /** The {@link #geometryEpoch} of the last move of a component that is no node. Any thread. */
    public long untrackedMoveEpoch() {
        return moves.untracked();
    }

    /** The {@link #geometryEpoch} of the last move of node {@code id}'s component (0: none). Any thread. */
    public long moveEpochOf(long id) {
        return moves.of(id);
    }

    /** The live-question port backed by this source. */
    public UiPort ui() {
        return ui;
    }

    /**
     * Publishes the application root at once (so the application can be registered even while
     * its event thread is busy), then starts listening and reads the whole tree on the event
     * thread. Returns at once.
     */
    public void start() {
        sink.accept(new TreeUpdate(List.of(reader.emptyRoot().build()), new long[0]));
        EventQueue.invokeLater(() -> Safe.run(this::startOnEdt, "starting the accessible tree"));
    }

    /** Removes every listener of ours. Waits for the event thread at most {@code timeoutMillis}. */
    public void stop(long timeoutMillis) {
        Runnable stop = () -> Safe.run(this::stopOnEdt, "stopping the accessible tree");
        if (EventQueue.isDispatchThread()) {
            stop.run();
            return;
        }
        try {
            Edt.call(() -> {
                stop.run();
                return null;
            }, timeoutMillis);
        } catch (RuntimeException busy) {
            // The event thread is busy: the listeners come off when it gets to the queued stop.
            EventQueue.invokeLater(stop);
        }
    }

    /**
     * Whether a client listens. Off: our property-change listeners come off (after the linger,
     * when a client had switched them on) and the tree is kept fresh only by client reads. On
     * again: they go back on and everything is read once more, so nothing that changed meanwhile
     * is missed. Any thread; returns at once.
     */
    public void setListening(boolean on) {
        EventQueue.invokeLater(() -> Safe.run(() -> clientsPresent(on), "switching listeners"));
    }

    /**
     * Reads the tree again {@code passes} times in short turns, unless the user presses a key
     * first (see {@link ReadWarmUp}): for when a screen reader has just come, before its user's
     * first keys. Any thread; returns at once.
     */
    public void warmUpReads(int passes) {
        EventQueue.invokeLater(() -> {
            if (running && listening) {
                warmUp.start(passes, WARM_UP_BUDGET_MILLIS);
            }
        });
    }

    // ---- called by SwingUi (event thread) ----

    Handle handle(long id) {
        return ids.get(id);
    }

    IdentityTable identities() {
        return ids;
    }

    ReadWarmUp readWarmUp() {
        return warmUp;
    }

    /** Whether a read goes on over several turns of the event thread (see {@link #READ_TURN_NANOS}). Event thread. */
    boolean readInProgress() {
        return reader.reading();
    }

    /**
     * Re-reads {@code id} in the next turn, however fresh its snapshot: a change the bridge made
     * itself may go unannounced (Swing fires no caret event when only the mark of an unfocused text
     * moves). Event thread.
     */
    void reread(long id) {
        markDirty(id, true);
    }

    /**
     * Reads items of the sparse container {@code container} at {@code positions} for a client and
     * publishes them; returns their ids (NONE for positions out of range). Event thread.
     */
    long[] readItems(long container, int[] positions) {
        if (reader.reading()) {
            // The items' read must not publish a node whose parent the unfinished read still holds.
            publish(reader.read(List.of()));
        }
        return reader.readItems(container, positions, sink);
    }

    /**
     * A client read {@code id}: re-read it soon if its snapshot is not fresh; an item of a list,
     * table or tree is then kept even off screen (the client holds its reference). Any thread.
     */
    void touched(long id) {
        if (id == NodeId.ROOT) {
            return;
        }
        touched.add(id);
        // A screen reader asks hundreds of questions per keystroke: they are gathered for
        // REVALIDATE_MILLIS rather than waking the event thread for each one.
        if (touchFlushQueued.compareAndSet(false, true)) {
            EventQueue.invokeLater(() -> {
                if (running) {
                    revalidate.start();
                } else {
                    touchFlushQueued.set(false);
                }
            });
        }
    }

    // ---- event thread ----

    private void startOnEdt() {
        if (running) {
            return;
        }
        running = true;
        coalesce = new Timer(COALESCE_MILLIS, e -> flush(true));
        coalesce.setRepeats(false);
        settle = new Timer(SETTLE_MILLIS, e -> flush(settlingQuiet));
        settle.setRepeats(false);
        revalidate = new Timer(REVALIDATE_MILLIS, e -> {
            touchFlushQueued.set(false);
            drainTouched();
        });
        revalidate.setRepeats(false);
        linger = new Timer((int) Math.min(Integer.MAX_VALUE, config.listenLingerMillis()),
                e -> Safe.run(() -> applyListening(false), "switching listeners"));
        linger.setRepeats(false);
        warmUp = new ReadWarmUp(this::warmUpPass, this::warmUpRead,
                () -> listening && !reader.focusInTransit() && !reader.reading());
        Toolkit.getDefaultToolkit().addAWTEventListener(windowListener,
                moveWatch.toolkitWide() ? TOOLKIT_EVENTS | AWTEvent.COMPONENT_EVENT_MASK : TOOLKIT_EVENTS);
        menuPath.start();
        markDirty(NodeId.ROOT, true);
    }

    private void stopOnEdt() {
        if (!running) {
            return;
        }
        running = false;
        warmUp.stop();
        coalesce.stop();
        settle.stop();
        revalidate.stop();
        linger.stop();
        touchFlushQueued.set(false);
        Toolkit.getDefaultToolkit().removeAWTEventListener(windowListener);
        menuPath.stop();
        hiddenWatch.stop();
        moveWatch.stop();
        for (Handle h : ids.all()) {
            stopListening(h);
            unwatch(h);
        }
        ids.clear();
        moves.clear();
        dirty.clear();
        touched.clear();
        reader.reset();
    }

    private void clientsPresent(boolean present) {
        if (linger != null) {
            linger.stop();
        }
        if (present) {
            clientCame = true;
            applyListening(true);
        } else if (clientCame && listening && running && config.listenLingerMillis() > 0) {
            linger.restart();
        } else {
            applyListening(false);
        }
    }

    private void applyListening(boolean on) {
        if (listening == on || !running) {
            listening = on;
            return;
        }
        listening = on;
        LOG.debug("listening to the toolkit: {}", on ? "on" : "off");
        for (Handle h : ids.all()) {
            if (on) {
                listenTo(h);
                dirty.add(h.id);
            } else {
                stopListening(h);
            }
        }
        if (on) {
            markDirty(NodeId.ROOT, true);
        }
    }

    /** A component-backed handle was read: its moves are watched, its context listened to. */
    private void read(Handle h) {
        if (h.accessible.get() instanceof Component c) {
            moveWatch.watch(c);
        }
        listenTo(h);
    }

    /**
     * A component of the move watch's (or, once it has given way, any component) moved, resized,
     * showed or hid: places it holds are outdated, and so is its node's or its window's reading.
     */
    private void componentChanged(ComponentEvent event) {
        Component c = event.getComponent();
        if (!running || c == null) {
            return;
        }
        // A renderer is moved for every cell painted, a stamp and never a component on screen.
        if (!(c instanceof CellRendererPane || c.getParent() instanceof CellRendererPane)) {
            moves.moved(ids.existingFor(c));
        }
        int id = event.getID();
        if (c instanceof Window w) {
            markDirty(NodeId.ROOT, true);
            markKnown(w, true);
        } else if (listening && (id == ComponentEvent.COMPONENT_MOVED || id == ComponentEvent.COMPONENT_RESIZED)) {
            markKnown(c, false);
        }
    }

    /**
     * The move watch met a component that must not carry its listener (see {@link MoveWatch}):
     * the toolkit-wide listener hears every component's events from now on, as it once did.
     */
    private void hearEveryComponent() {
        LOG.debug("an AWT component holds a node: hearing every component's moves toolkit-wide");
        Toolkit.getDefaultToolkit().addAWTEventListener(windowListener, TOOLKIT_EVENTS | AWTEvent.COMPONENT_EVENT_MASK);
    }

    private void markKnown(Component c, boolean urgent) {
        Handle h = c == null ? null : ContextChanges.handleOf(ids, c);
        if (h != null) {
            markDirty(h.id, urgent);
        }
    }

    /**
     * Listens to a component's context while a client listens. The model of a list or table is
     * watched even while nobody listens (a cheap listener that only moves row tokens then): an
     * item must keep its identity across rows that come and go unseen.
     */
    private void listenTo(Handle h) {
        if (h.items != null && !h.watching) {
            Safe.run(() -> h.items.watch(() -> {
                if (listening) {
                    markDirty(h.id, false);
                }
            }), "watching a model");
            h.watching = true;
        }
        if (listening && !h.listening && !h.isSlot()) {
            contextChanges.listenTo(h);
        }
    }

    private void stopListening(Handle h) {
        if (h.listening) {
            contextChanges.stopListening(h);
        }
    }

    /**
     * A context reported a change. One a user waits for goes out in the next turn; so does any
     * other after a quiet spell (see {@link #quietSinceLastFlush}).
     */
    private void contextChanged(Handle h, boolean urgent) {
        if (running) {
            markDirty(h.id, urgent || quietSinceLastFlush());
        }
    }

    /**
     * A key press made or moved a text selection (see {@link ContextChanges#caretUpdate}): read
     * now, in the key's dispatch, with whatever else it changed so far. Only the caret has moved
     * by then, and a text's selection is its caret's. While a read is unfinished or the focus is
     * in transit, the node waits for that flush like any other.
     */
    private void readSelectionNow(Handle h) {
        if (!running || reader.reading() || settle.isRunning()) {
            markDirty(h.id, true);
            return;
        }
        dirty.add(h.id);
        flush();
    }

    /** A container that left the tree no longer needs its model watched. */
    private void unwatch(Handle h) {
        if (h.watching) {
            Safe.run(h.items::unwatch, "unwatching a model");
            h.watching = false;
        }
    }

    private void markDirty(long id, boolean urgent) {
        if (!running) {
            return;
        }
        dirty.add(id);
        schedule(urgent);
    }

    /**
     * Whether nothing was published for {@value #COALESCE_MILLIS} ms: then a change that is not
     * urgent (a value, a name) goes out in the next turn too — a slider moved by a key is spoken
     * at once — and only the changes that follow it closely wait, so a flood still costs at most
     * ten updates a second.
     */
    private boolean quietSinceLastFlush() {
        return System.nanoTime() - lastFlushNanos >= TimeUnit.MILLISECONDS.toNanos(COALESCE_MILLIS);
    }

    private void schedule(boolean urgent) {
        if (urgent) {
            if (!urgentQueued) {
                urgentQueued = true;
                if (!inputTurnQueued) {
                    EventQueue.invokeLater(this::flush);
                }
            }
        } else if (!urgentQueued && !coalesce.isRunning() && !settle.isRunning()) {
            coalesce.start();
        }
    }

    /**
     * A key is about to be handled: queues a turn right behind it, so that what the key changes
     * is published before anything its handling queues (the repaint, most of all, which took
     * 1–2 ms of event thread before the flush in a fresh JVM). The turn flushes only if an
     * urgent change came in meanwhile; a focus still in transit waits as in any other turn.
     */
    private void flushAfterInput() {
        if (!inputTurnQueued && listening) {
            inputTurnQueued = true;
            EventQueue.invokeLater(inputTurn);
        }
    }

    private void inputTurn() {
        inputTurnQueued = false;
        if (urgentQueued) {
            flush();
        }
    }

    private void flush() {
        flush(false);
    }

    /**
     * Runs {@code task} on the event thread once what the events dispatched so far changed has
     * been read and handed to the sink. Two turns later: the first lands before the events that
     * the dispatch under way is still queueing (a focus move's), the second behind them; if a
     * flush is queued or waits for the focus to land by then, after that flush. Event thread only.
     */
    public void afterHandedOver(Runnable task) {
        EventQueue.invokeLater(() -> EventQueue.invokeLater(() -> {
            if (running && (urgentQueued || settle.isRunning() || reader.reading())) {
                afterFlush.add(task);
            } else {
                Safe.run(task, "running a task after a flush");
            }
        }));
    }

    private void runAfterFlush() {
        if (!afterFlush.isEmpty()) {
            List<Runnable> tasks = List.copyOf(afterFlush);
            afterFlush.clear();
            for (Runnable t : tasks) {
                Safe.run(t, "running a task after a flush");
            }
        }
    }

    /**
     * Reads what changed and publishes it. A quiet turn (nothing published for a while) also
     * reads the items of small containers that earlier turns left stale because they were off
     * screen ({@link TreeReader#takeUnreadOffScreen}).
     */
    private void flush(boolean quiet) {
        urgentQueued = false;
        coalesce.stop();
        settle.stop();
        if (!running) {
            runAfterFlush();
            return;
        }
        if (settleTurns < SETTLE_TURNS && reader.focusInTransit()) {
            settleTurns++;
            // A quiet turn that has to wait stays one: else a focus that never arrives (a window
            // with nothing focusable) would put off the items off screen for good.
            settlingQuiet = quiet;
            settle.start();
            return;
        }
        settleTurns = 0;
        Safe.run(() -> {
            for (long gone : ids.drainCollected()) {
                Handle h = ids.get(gone);
                dirty.add(h.parent == NodeId.NONE ? NodeId.ROOT : h.parent);
            }
            if (!dirty.isEmpty()) {
                // A turn that only catches up on items off screen does not count as a change.
                lastFlushNanos = System.nanoTime();
            }
            List<Long> turn = new ArrayList<>(dirty);
            dirty.clear();
            if (quiet) {
                turn.addAll(reader.takeUnreadOffScreen());
            }
            if (turn.isEmpty() && !reader.reading()) {
                return;
            }
            TreeUpdate update = reader.read(turn, READ_TURN_NANOS);
            if (update == null) {
                schedule(true);
                return;
            }
            publish(update);
        }, "reading the accessible tree");
        if (reader.reading()) {
            return;
        }
        runAfterFlush();
        if (reader.hasUnreadOffScreen() && !coalesce.isRunning()) {
            coalesce.start();
        }
    }

    /** The nodes a warm-up pass reads: the first ones made, which are the windows' upper levels. */
    private List<Long> warmUpPass() {
        List<Long> out = new ArrayList<>();
        for (Handle h : ids.all()) {
            out.add(h.id);
        }
        Collections.sort(out);
        return List.copyOf(out.subList(0, Math.min(out.size(), WARM_UP_NODES)));
    }

    private void warmUpRead(List<Long> nodes) {
        Safe.run(() -> publish(reader.read(nodes)), "warming up the reads");
    }

    private void publish(TreeUpdate update) {
        if (!update.isEmpty()) {
            sink.accept(update);
        }
    }

    private void drainTouched() {
        long now = System.nanoTime();
        long freshNanos = TimeUnit.MILLISECONDS.toNanos(config.revalidateMillis());
        boolean any = false;
        for (Long id : touched.toArray(new Long[0])) {
            touched.remove(id);
            Handle h = ids.get(id);
            if (h != null && h.isItem()) {
                h.askedAtNanos = now;
            }
            if (h != null && (config.revalidateMillis() > 0 && now - h.validatedAtNanos > freshNanos
                    || readBefore(h))) {
                dirty.add(id);
                any = true;
            }
        }
        if (any && running) {
            // Not urgent: the client already has its answer from the snapshot, and a screen
            // reader asks hundreds of questions per keystroke; re-reading at once would keep the
            // event thread busy just when the next key and its focus change need it.
            schedule(false);
        }
    }

    /** Components came or went inside a container that is not accessible: its nearest node reads its children again. */
    private void changedInside(Container container) {
        for (Component c = container; running && c != null; c = c.getParent()) {
            Handle h = ids.existingFor(c);
            if (h != null) {
                markDirty(h.id, false);
                return;
            }
        }
    }

    /** A menu or menu bar on the open menu's path, before or after it changed: read again (see {@link MenuPathWatch}). */
    private void menuOnPath(MenuElement element) {
        Handle h = running && listening ? ids.existingFor(element) : null;
        if (h != null) {
            markDirty(h.id, true);
        }
    }

    /** An item off screen is not read with its container: one read before its container's last change is stale. */
    private boolean readBefore(Handle item) {
        Handle container = item.isItem() ? ids.get(item.slotParent) : null;
        return container != null && container.validatedAtNanos > item.validatedAtNanos;
    }

    /**
     * Windows that open, close, show or hide change the root's children; focus moving changes
     * where FOCUSED and a window's ACTIVE are (Swing reports neither as a property change of the
     * window); a key about to be handled gets a turn queued behind it ({@link #flushAfterInput}).
     * Components that move or resize are the move watch's, unless it gave way.
     */
    private final class WindowListener implements AWTEventListener {
        @Override
        public void eventDispatched(AWTEvent event) {
            if (!running || !(event.getSource() instanceof Component c)) {
                return;
            }
            int id = event.getID();
            if (id >= ComponentEvent.COMPONENT_FIRST && id <= ComponentEvent.COMPONENT_LAST) {
                componentChanged((ComponentEvent) event);
                return;
            }
            if (WINDOW_MOVES.contains(id)) {
                moves.moved(ids.existingFor(c));
            }
            if (event instanceof KeyEvent) {
                warmUp.stop();
                flushAfterInput();
            } else if (c instanceof Window w) {
                markDirty(NodeId.ROOT, true);
                markKnown(w, true);
            } else if (id == FocusEvent.FOCUS_GAINED || id == FocusEvent.FOCUS_LOST) {
                markKnown(c, true);
                // A move between two components of one window changes nothing of the window, and
                // its activation comes as a window event: a frame read less on every Tab.
                Window w = SwingUtilities.getWindowAncestor(c);
                Component opposite = ((FocusEvent) event).getOppositeComponent();
                if (opposite == null || SwingUtilities.getWindowAncestor(opposite) != w) {
                    markKnown(w, true);
                }
            }
        }
    }
}
