package io.github.javaatspi.swing;

import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.model.UiPort;

import java.awt.AWTEvent;
import java.awt.Component;
import java.awt.EventQueue;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.AWTEventListener;
import java.awt.event.FocusEvent;
import java.beans.PropertyChangeEvent;
import java.beans.PropertyChangeListener;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the model tree in step with the application's accessible tree.
 *
 * <p>All reading happens on the event thread in <em>flush</em> turns: Swing listeners (property
 * changes on every context we handed out, window events) and client reads (revalidation) mark
 * nodes dirty; one queued turn re-reads exactly the dirty nodes, reads new subtrees whole, works
 * out which nodes left, and hands one {@link TreeUpdate} to the sink. The sink must not block.
 */
public final class SwingTreeSource {
    private static final Logger LOG = LoggerFactory.getLogger(SwingTreeSource.class);
    private static final long[] NO_IDS = new long[0];
    /** The client property {@code JLabel.setLabelFor} sets on its target (JLabel.LABELED_BY_PROPERTY). */
    private static final String LABELED_BY = "labeledBy";

    private final SwingConfig config;
    private final Consumer<TreeUpdate> sink;
    private final IdentityTable ids = new IdentityTable();
    private final ContextListener contextListener = new ContextListener();
    private final WindowListener windowListener = new WindowListener();
    private final SwingUi ui;

    // Event-thread state.
    private final Set<Long> dirty = new LinkedHashSet<>();
    private long[] rootChildren = NO_IDS;
    private boolean flushQueued;
    private boolean running;

    // Written by client threads, drained on the event thread.
    private final Set<Long> touched = ConcurrentHashMap.newKeySet();
    private final AtomicBoolean touchFlushQueued = new AtomicBoolean();

    public SwingTreeSource(SwingConfig config, Consumer<TreeUpdate> sink) {
        this.config = config;
        this.sink = sink;
        this.ui = new SwingUi(this, config.edtBudgetMillis());
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
        sink.accept(new TreeUpdate(List.of(root(NO_IDS).build()), NO_IDS));
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

    // ---- called by SwingUi (event thread) ----

    Handle handle(long id) {
        return ids.get(id);
    }

    IdentityTable identities() {
        return ids;
    }

    /** The live objects behind {@code h}, or null when they are gone. */
    Resolved resolve(Handle h) {
        if (!h.isSlot()) {
            Accessible a = h.accessible.get();
            AccessibleContext c = h.context.get();
            return a != null && c != null ? new Resolved(a, c) : null;
        }
        Handle parent = ids.get(h.slotParent);
        Resolved p = parent == null ? null : resolve(parent);
        if (p == null) {
            return null;
        }
        int count = Safe.get(p.context()::getAccessibleChildrenCount, 0);
        if (h.slotIndex >= count) {
            return null;
        }
        Accessible child = Safe.get(() -> p.context().getAccessibleChild(h.slotIndex), null);
        AccessibleContext cc = child == null ? null : Safe.get(child::getAccessibleContext, null);
        return cc == null ? null : new Resolved(child, cc);
    }

    /** A client read {@code id}; re-read it soon if its snapshot is not fresh. Any thread. */
    void touched(long id) {
        if (config.revalidateMillis() <= 0 || id == NodeId.ROOT) {
            return;
        }
        touched.add(id);
        if (touchFlushQueued.compareAndSet(false, true)) {
            EventQueue.invokeLater(() -> {
                touchFlushQueued.set(false);
                queueFlush();
            });
        }
    }

    // ---- event thread ----

    private void startOnEdt() {
        if (running) {
            return;
        }
        running = true;
        Toolkit.getDefaultToolkit().addAWTEventListener(windowListener, AWTEvent.WINDOW_EVENT_MASK
                | AWTEvent.WINDOW_FOCUS_EVENT_MASK | AWTEvent.WINDOW_STATE_EVENT_MASK | AWTEvent.COMPONENT_EVENT_MASK
                | AWTEvent.FOCUS_EVENT_MASK);
        markDirty(NodeId.ROOT);
    }

    private void stopOnEdt() {
        if (!running) {
            return;
        }
        running = false;
        Toolkit.getDefaultToolkit().removeAWTEventListener(windowListener);
        for (Handle h : ids.all()) {
            stopListening(h);
        }
        ids.clear();
        dirty.clear();
        touched.clear();
        rootChildren = NO_IDS;
    }

    private void markDirty(long id) {
        dirty.add(id);
        queueFlush();
    }

    private void queueFlush() {
        if (!flushQueued) {
            flushQueued = true;
            EventQueue.invokeLater(() -> Safe.run(this::flush, "reading the accessible tree"));
        }
    }

    private void flush() {
        flushQueued = false;
        if (!running) {
            return;
        }
        for (long gone : ids.drainCollected()) {
            Handle h = ids.get(gone);
            dirty.add(h.parent == NodeId.NONE ? NodeId.ROOT : h.parent);
        }
        drainTouched();
        if (dirty.isEmpty()) {
            return;
        }
        Batch batch = new Batch();
        Deque<Long> work = new ArrayDeque<>(dirty);
        dirty.clear();
        Set<Long> done = new HashSet<>();
        while (!work.isEmpty()) {
            long id = work.poll();
            if (!done.add(id)) {
                continue;
            }
            if (id == NodeId.ROOT) {
                readRoot(batch, work);
                continue;
            }
            Handle h = ids.get(id);
            if (h == null) {
                continue;
            }
            Resolved r = resolve(h);
            if (r == null) {
                work.add(h.parent == NodeId.NONE ? NodeId.ROOT : h.parent);
                done.remove(h.parent);
                continue;
            }
            read(h, r, batch, work);
        }
        removeVanished(batch);
        batch.resolveRelations(ids);
        TreeUpdate update = batch.toUpdate();
        if (!update.isEmpty()) {
            sink.accept(update);
        }
    }

    private void drainTouched() {
        if (touched.isEmpty()) {
            return;
        }
        long now = System.nanoTime();
        long freshNanos = TimeUnit.MILLISECONDS.toNanos(config.revalidateMillis());
        for (Long id : touched.toArray(new Long[0])) {
            touched.remove(id);
            Handle h = ids.get(id);
            if (h != null && now - h.validatedAtNanos > freshNanos) {
                dirty.add(id);
            }
        }
    }

    private void readRoot(Batch batch, Deque<Long> work) {
        LongList children = new LongList();
        for (Window w : Window.getWindows()) {
            if (!w.isShowing()) {
                continue;
            }
            AccessibleContext ctx = Safe.get(w::getAccessibleContext, null);
            if (ctx == null) {
                continue;
            }
            Handle h = ids.component(w, ctx);
            adopt(h, NodeId.ROOT, work);
            children.add(h.id);
        }
        long[] kids = children.toArray();
        if (!java.util.Arrays.equals(kids, rootChildren)) {
            LOG.debug("windows now {}", java.util.Arrays.toString(kids));
        }
        batch.replacedChildren(NodeId.ROOT, rootChildren, kids);
        rootChildren = kids;
        batch.add(root(kids), null, null);
    }

    private Node.Builder root(long[] windows) {
        return Node.builder(NodeId.ROOT, Role.APPLICATION)
                .name(config.appName())
                .locale(Locale.getDefault().toString())
                .children(windows);
    }

    private void read(Handle h, Resolved r, Batch batch, Deque<Long> work) {
        Role parentRole = h.parent == NodeId.ROOT || ids.get(h.parent) == null ? null : ids.get(h.parent).role;
        Role role = Snapshotter.role(r.accessible(), r.context(), parentRole);
        h.role = role;
        h.treeLevel = role != Role.TREE_ITEM ? 0
                : parentRole == Role.TREE_ITEM ? ids.get(h.parent).treeLevel + 1 : 1;
        StateSet states = Snapshotter.states(role, r.accessible(), r.context());
        Node.Builder b = Snapshotter.read(h.id, h.parent, role, states, r.accessible(), r.context(), h.treeLevel);
        long[] kids = readChildren(h, r.context(), role, states, work);
        b.children(kids);
        batch.replacedChildren(h.id, h.children, kids);
        h.children = kids;
        h.snapshotted = true;
        h.validatedAtNanos = System.nanoTime();
        if (!h.isSlot() && !h.listening) {
            r.context().addPropertyChangeListener(contextListener);
            h.listening = true;
        }
        batch.add(b, Safe.get(r.context()::getAccessibleRelationSet, null), labelOf(r.accessible()));
    }

    private long[] readChildren(Handle h, AccessibleContext ctx, Role role, StateSet states, Deque<Long> work) {
        if (role == Role.TREE_ITEM && states.contains(State.COLLAPSED)) {
            return NO_IDS;
        }
        int count = Safe.get(ctx::getAccessibleChildrenCount, 0);
        if (count > config.maxChildren()) {
            LOG.debug("{} has {} children; exposing the first {}", role, count, config.maxChildren());
            count = config.maxChildren();
        }
        LongList out = new LongList();
        for (int i = 0; i < count; i++) {
            int index = i;
            Accessible child = Safe.get(() -> ctx.getAccessibleChild(index), null);
            AccessibleContext cc = child == null ? null : Safe.get(child::getAccessibleContext, null);
            if (cc == null) {
                continue;
            }
            Handle ch = child instanceof Component ? ids.component(child, cc) : ids.slot(h.id, i);
            adopt(ch, h.id, work);
            if (ch.isSlot()) {
                // Slots have no listeners of their own: their parent's events are theirs.
                work.add(ch.id);
            }
            out.add(ch.id);
        }
        return out.toArray();
    }

    /** The label that {@code JLabel.setLabelFor} attached to {@code a}, or null. */
    private static Accessible labelOf(Accessible a) {
        if (a instanceof JComponent c && Safe.get(() -> c.getClientProperty(LABELED_BY), null) instanceof Accessible l) {
            return l;
        }
        return null;
    }

    /** Records {@code parent} as the parent of {@code h} and queues it when it needs reading. */
    private static void adopt(Handle h, long parent, Deque<Long> work) {
        if (!h.snapshotted || h.parent != parent) {
            h.parent = parent;
            work.add(h.id);
        }
    }

    /**
     * Children that a parent no longer lists leave with their subtrees, unless another parent
     * adopted them in this turn (then their recorded parent is no longer the one that dropped them).
     */
    private void removeVanished(Batch batch) {
        batch.droppedChildren().forEach((child, parent) -> removeSubtree(child, parent, batch));
    }

    private void removeSubtree(long id, long droppedBy, Batch batch) {
        Handle h = ids.get(id);
        if (h == null || h.parent != droppedBy) {
            return;
        }
        for (long child : h.children) {
            removeSubtree(child, id, batch);
        }
        stopListening(h);
        ids.remove(id);
        batch.removed(id);
    }

    private void stopListening(Handle h) {
        if (h.listening) {
            AccessibleContext ctx = h.context.get();
            if (ctx != null) {
                Safe.run(() -> ctx.removePropertyChangeListener(contextListener), "removing a listener");
            }
            h.listening = false;
        }
    }

    /** Every property change of a context we handed out marks its node dirty. */
    private final class ContextListener implements PropertyChangeListener {
        @Override
        public void propertyChange(PropertyChangeEvent evt) {
            if (EventQueue.isDispatchThread()) {
                onChange(evt.getSource());
            } else {
                Object source = evt.getSource();
                EventQueue.invokeLater(() -> onChange(source));
            }
        }

        private void onChange(Object source) {
            if (running && source instanceof AccessibleContext ctx) {
                Handle h = ids.existing(ctx);
                if (h != null) {
                    markDirty(h.id);
                }
            }
        }
    }

    /**
     * Windows that open, close, show or hide change the root's children; a window's own states
     * (active, iconified) follow its window events and the focus moving inside it, which Swing
     * does not report as property changes of the window.
     */
    private final class WindowListener implements AWTEventListener {
        @Override
        public void eventDispatched(AWTEvent event) {
            if (!running || !(event.getSource() instanceof Component c)) {
                return;
            }
            Window w = c instanceof Window own ? own : SwingUtilities.getWindowAncestor(c);
            if (c instanceof Window) {
                markDirty(NodeId.ROOT);
            } else if (event.getID() != FocusEvent.FOCUS_GAINED && event.getID() != FocusEvent.FOCUS_LOST) {
                return;
            }
            AccessibleContext ctx = w == null ? null : Safe.get(w::getAccessibleContext, null);
            Handle h = ctx == null ? null : ids.existing(ctx);
            if (h != null) {
                markDirty(h.id);
            }
        }
    }
}
