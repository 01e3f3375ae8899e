package io.github.javaatspi.swing;

import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.Relation;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.SparseChildren;
import io.github.javaatspi.model.StateSet;
import io.github.javaatspi.model.TextState;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.model.UiUnavailableException;

import java.awt.Component;
import java.awt.Rectangle;
import java.awt.Window;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleComponent;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleText;
import javax.swing.JComponent;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One flush: re-reads the dirty nodes, reads new subtrees whole, works out which nodes left,
 * places the focus where a screen-reader user has it ({@link FocusModel}), and returns one
 * {@link TreeUpdate}. A read too long for one turn of the event thread goes on in the next ones
 * and is returned whole when it ends. Event thread only; every call into application code is
 * guarded.
 */
final class TreeReader {
    private static final Logger LOG = LoggerFactory.getLogger(TreeReader.class);
    private static final long[] NO_IDS = new long[0];
    private static final long[] NO_FOCUS_ITEM = new long[0];
    /** Containers with at most this many items have all of them in the snapshot. */
    static final int WHOLE_UP_TO = 200;
    /** The client property {@code JLabel.setLabelFor} sets on its target (JLabel.LABELED_BY_PROPERTY). */
    private static final String LABELED_BY = "labeledBy";
    private static final Comparator<Handle> ASKED_LATEST_FIRST = new AskedLatestFirst();
    /** A budget, or deadline, that never runs out: see {@link #read(Collection, long)}. */
    static final long UNBOUNDED = Long.MAX_VALUE;

    private final SwingConfig config;
    private final IdentityTable ids;
    private final HiddenContainerWatch hiddenWatch;
    private final LongSupplier geometryEpoch;
    private final Consumer<Handle> read;
    private final Consumer<Handle> gone;
    private long[] rootChildren = NO_IDS;
    private long focusId = NodeId.NONE;
    private long focusContainerId = NodeId.NONE;
    private long activeWindowId = NodeId.NONE;
    /** The container and position of the focused item, when the focus is on an item (else empty). */
    private long[] focusItem = NO_FOCUS_ITEM;
    /**
     * Items of small containers that a read listed but did not read again, being off screen,
     * although their container had changed: for a quiet turn ({@link #takeUnreadOffScreen}).
     */
    private final Set<Long> unreadOffScreen = new LinkedHashSet<>();
    /** A read that ran out of its time, carried on by the next {@link #read(Collection, long)}. */
    private PendingRead pending;

    /**
     * @param geometryEpoch the stamp a node's screen place gets when read (see {@link ScreenPlaces})
     * @param read told about each component-backed handle after it was read (to listen to it)
     * @param gone told about each handle that left the tree (to stop listening)
     */
    TreeReader(SwingConfig config, IdentityTable ids, LongSupplier geometryEpoch, Consumer<Handle> read,
            Consumer<Handle> gone, HiddenContainerWatch hiddenWatch) {
        this.config = config;
        this.ids = ids;
        this.hiddenWatch = hiddenWatch;
        this.geometryEpoch = geometryEpoch;
        this.read = read;
        this.gone = gone;
    }

    /** The root as it is before the event thread has read any window. */
    Node.Builder emptyRoot() {
        return root(NO_IDS);
    }

    /**
     * True while the focus is between two places: it left (or a window became active) and Swing
     * has not yet given it to anything. Reading then would announce the departure and the arrival
     * in separate updates; waiting a moment lets them travel together, in GTK's order.
     */
    boolean focusInTransit() {
        return FocusModel.current() == null
                && (focusId != NodeId.NONE || FocusModel.activeWindow() != null);
    }

    void reset() {
        pending = null;
        rootChildren = NO_IDS;
        focusId = NodeId.NONE;
        focusContainerId = NodeId.NONE;
        activeWindowId = NodeId.NONE;
        focusItem = NO_FOCUS_ITEM;
        unreadOffScreen.clear();
    }

    /** The items off screen that reads left stale since the last call (see {@link #itemsOf}); forgets them. */
    List<Long> takeUnreadOffScreen() {
        List<Long> out = List.copyOf(unreadOffScreen);
        unreadOffScreen.clear();
        return out;
    }

    boolean hasUnreadOffScreen() {
        return !unreadOffScreen.isEmpty();
    }

    /** Reads {@code dirty} (and whatever that drags in, and a read left unfinished) to the end. */
    TreeUpdate read(Collection<Long> dirty) {
        return read(dirty, UNBOUNDED);
    }

    /**
     * Reads {@code dirty} (and whatever that drags in) for about {@code budgetNanos}, carrying on
     * the read an earlier call left unfinished. Returns the update, possibly empty, once the read
     * is complete; null when time ran out, and then the next call carries on (with more dirty
     * nodes, or none). Nothing is handed out before the read is complete: a client never sees a
     * window half read, nor a node whose children are not there yet.
     */
    TreeUpdate read(Collection<Long> dirty, long budgetNanos) {
        long deadline = budgetNanos == UNBOUNDED ? UNBOUNDED : System.nanoTime() + budgetNanos;
        PendingRead p = pending != null ? pending : new PendingRead();
        pending = null;
        for (long id : dirty) {
            p.done.remove(id);
            p.work.add(id);
        }
        // Focus is placed before reading (so a read node gets the right FOCUSED state) and
        // again after (the target may only now have a node, e.g. in a window just read).
        while (p.pass < 3) {
            if (!p.draining) {
                refocus(p.work, p.done);
                if (p.work.isEmpty()) {
                    break;
                }
                p.draining = true;
            }
            if (!drain(p.work, p.done, p.batch, deadline)) {
                p.turns++;
                pending = p;
                return null;
            }
            p.draining = false;
            p.pass++;
        }
        removeVanished(p.batch);
        p.batch.resolveRelations(ids);
        TreeUpdate update = p.batch.toUpdate();
        if (p.turns > 0) {
            LOG.debug("a read of {} nodes took {} turns of the event thread", update.nodes().size(), p.turns + 1);
        }
        return update;
    }

    /** Whether a read ran out of its time and waits for the next call to finish it. */
    boolean reading() {
        return pending != null;
    }

    /** Reads until {@code work} is empty (true), or until {@code deadline} (a nano time, or UNBOUNDED) has passed. */
    private boolean drain(Deque<Long> work, Set<Long> done, Batch batch, long deadline) {
        while (!work.isEmpty()) {
            if (deadline != UNBOUNDED && System.nanoTime() - deadline > 0) {
                return false;
            }
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
            Resolved r = ids.resolve(h);
            if (r == null) {
                long parent = h.parent == NodeId.NONE ? NodeId.ROOT : h.parent;
                done.remove(parent);
                work.add(parent);
                continue;
            }
            readNode(h, r, batch, work, null);
        }
        return true;
    }

    /**
     * Reads items of the sparse container {@code containerId} that a client asked for, and
     * the container itself (its other items are not read again). Returns the items' ids, in the
     * order asked, with {@link NodeId#NONE} for positions out of range, and hands the update to
     * {@code sink}. Throws GONE when the container is.
     */
    long[] readItems(long containerId, int[] positions, Consumer<TreeUpdate> sink) {
        Handle h = ids.get(containerId);
        Resolved r = h == null ? null : ids.resolve(h);
        if (r == null) {
            throw new UiUnavailableException(UiUnavailableException.Reason.GONE, "object " + containerId + " is gone");
        }
        if (h.items == null) {
            throw UiUnavailableException.unsupported();
        }
        Batch batch = new Batch();
        Deque<Long> work = new ArrayDeque<>();
        Set<Long> done = new HashSet<>(List.of(containerId));
        readNode(h, r, batch, work, positions);
        drain(work, done, batch, UNBOUNDED);
        removeVanished(batch);
        batch.resolveRelations(ids);
        sink.accept(batch.toUpdate());
        long[] out = new long[positions.length];
        for (int i = 0; i < positions.length; i++) {
            Handle item = ids.existingItemAt(h, positions[i]);
            out[i] = item == null ? NodeId.NONE : item.id;
        }
        return out;
    }

    /** Moves the focus (and the active window) to where Swing has it; queues the nodes that changed. */
    private void refocus(Deque<Long> work, Set<Long> done) {
        long newFocus = NodeId.NONE;
        long newContainer = NodeId.NONE;
        FocusTarget target = FocusModel.current();
        focusItem = NO_FOCUS_ITEM;
        if (target != null) {
            Handle container = ids.existingOf(target.component());
            Handle h = container;
            for (int i = 0; h != null && i < target.childPath().length; i++) {
                int position = target.childPath()[i];
                if (h.items != null) {
                    // An item nobody read yet is read with its container, which is queued for that.
                    focusItem = new long[] {h.id, position};
                    Handle item = ids.existingItemAt(h, position);
                    if (item == null) {
                        done.remove(h.id);
                        work.add(h.id);
                    }
                    h = item;
                } else {
                    h = ids.existingSlot(h.id, position);
                }
            }
            if (h != null) {
                newFocus = h.id;
                newContainer = target.isDescendant() && container != null ? container.id : NodeId.NONE;
            }
        }
        Handle window = ids.existingOf(FocusModel.activeWindow());
        long newWindow = window == null ? NodeId.NONE : window.id;
        requeueIfChanged(focusId, newFocus, work, done);
        requeueIfChanged(focusContainerId, newContainer, work, done);
        requeueIfChanged(activeWindowId, newWindow, work, done);
        focusId = newFocus;
        focusContainerId = newContainer;
        activeWindowId = newWindow;
    }

    private static void requeueIfChanged(long before, long after, Deque<Long> work, Set<Long> done) {
        if (before != after) {
            for (long id : new long[] {before, after}) {
                if (id != NodeId.NONE) {
                    done.remove(id);
                    work.add(id);
                }
            }
        }
    }

    private void readRoot(Batch batch, Deque<Long> work) {
        LongList children = new LongList();
        for (Window w : Window.getWindows()) {
            if (!w.isShowing() || Popups.shownElsewhere(w, null)) {
                continue;
            }
            AccessibleContext ctx = GuardedContext.getAccessibleContext(w, null);
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

    /**
     * Reads one node. Its children are read too when they are new; the items of a sparse
     * container on screen are read again (see {@link #itemsOf}), unless {@code asked} is given:
     * then the container's items at those positions are added (read now, and kept while they
     * exist, as a client asked for them) and the others are left as they are.
     */
    private void readNode(Handle h, Resolved r, Batch batch, Deque<Long> work, int[] asked) {
        Handle parent = h.parent == NodeId.ROOT ? null : ids.get(h.parent);
        Role parentRole = parent == null ? null : parent.role;
        Role role = Snapshotter.role(r.accessible(), r.context(), parentRole);
        h.role = role;
        h.treeLevel = role != Role.TREE_ITEM ? 0 : parentRole == Role.TREE_ITEM ? parent.treeLevel + 1 : 1;
        if (h.items == null && !h.isSlot()) {
            h.items = Items.of(r.accessible());
        }
        Items<?> container = h.isItem() && parent != null ? parent.items : null;
        if (container != null) {
            ItemFacts.locate(container, h);
        }
        StateSet states = effectiveStates(h, Snapshotter.states(role, r.accessible(), r.context()), container);
        AccessibleText at = textOf(r);
        TextState text = TextReader.read(r.accessible(), r.context(), at, h.textRevision);
        Node.Builder b = Snapshotter.read(h.id, h.parent, role, states, r.accessible(), r.context(), at,
                h.treeLevel)
                .bounds(bounds(r.context()))
                .place(ScreenPlaces.read(ids, h, r, geometryEpoch.getAsLong()))
                .text(text)
                .links(LinkReader.read(r.accessible(), at, text, ids))
                .value(Snapshotter.hasRange(role) ? ValueReader.read(r.accessible(), r.context()) : null)
                .table(TableReader.read(r.accessible(), r.context(), ids));
        List<Relation> extra = List.of();
        if (container != null) {
            ItemFacts.describe(b, container, h, parent);
            extra = ItemFacts.relations(container, h, parent, ids);
        }
        long[] kids;
        if (h.items != null) {
            h.items.refresh();
            kids = itemsOf(h, b, work, asked);
        } else {
            kids = h.isItem() ? NO_IDS : readChildren(h, r.accessible(), r.context(), role, states, work);
            b.children(kids);
        }
        // An item's own selection (a tree node's, over nodes that are not its children here) is none of a client's business.
        b.selection(h.isItem() ? null : Snapshotter.selection(r.accessible(), r.context(), h.items, kids.length));
        batch.replacedChildren(h.id, h.children, kids);
        h.children = kids;
        h.snapshotted = true;
        h.validatedAtNanos = System.nanoTime();
        unreadOffScreen.remove(h.id);
        if (!h.isSlot()) {
            read.accept(h);
        }
        batch.add(b, GuardedContext.getAccessibleRelationSet(r.context(), null), labelOf(r.accessible()), extra);
    }

    /**
     * The items of a sparse container worth having: all of a small one's; else those on screen,
     * the focused one, those a client asked for (the most recently asked {@code maxChildren}, so
     * a client walking a million rows cannot fill the heap), and a tree item's parent items (its
     * relation names
     * them). Items that are gone or no longer worth having are dropped. Items have no listeners
     * of their own, so those on screen are read again with their container; one off screen only
     * when a client reads it again (see {@link SwingTreeSource}), so that a client that asked for
     * thousands does not make every change of the table cost thousands of reads.
     */
    private long[] itemsOf(Handle h, Node.Builder b, Deque<Long> work, int[] asked) {
        Items<?> items = h.items;
        int count = items.count();
        // A small container lists all its items, like any other component: then every read of
        // its items is answered from the snapshot, even while the event thread is busy. Only
        // those on screen are read again with it; the others wait for a quiet turn (see
        // unreadOffScreen), so an arrow key in a list of 200 does not render 200 items.
        int[] onScreen = items.visible();
        int[] listed = count <= WHOLE_UP_TO ? allPositions(count) : onScreen;
        int focus = focusItem.length == 2 && focusItem[0] == h.id ? (int) focusItem[1] : -1;
        long now = System.nanoTime();
        NavigableMap<Integer, Handle> chosen = new TreeMap<>();
        List<Handle> offScreen = new ArrayList<>();
        for (long child : h.children) {
            Handle ch = ids.get(child);
            int position = ch == null || !ch.isItem() ? -1 : GuardedItems.positionOf(items, ch.itemKey, -1);
            if (position < 0 || position >= count) {
                continue;
            }
            ch.position = position;
            if (Arrays.binarySearch(listed, position) >= 0 || position == focus) {
                chosen.put(position, ch);
            } else if (ch.askedAtNanos != 0) {
                offScreen.add(ch);
            }
        }
        offScreen.sort(ASKED_LATEST_FIRST);
        if (offScreen.size() > config.maxChildren()) {
            LOG.debug("{} items off screen were asked for; releasing the {} asked longest ago", offScreen.size(),
                    offScreen.size() - config.maxChildren());
        }
        for (Handle ch : offScreen.subList(0, Math.min(offScreen.size(), config.maxChildren()))) {
            chosen.putIfAbsent(ch.position, ch);
        }
        for (int position : listed) {
            add(h, position, count, chosen);
        }
        add(h, focus, count, chosen);
        if (asked != null) {
            for (int position : asked) {
                Handle ch = add(h, position, count, chosen);
                if (ch != null) {
                    ch.askedAtNanos = now;
                }
            }
        }
        for (Integer position : List.copyOf(chosen.keySet())) {
            for (int p = items.parentPosition(position); p >= 0 && !chosen.containsKey(p); p = items.parentPosition(p)) {
                add(h, p, count, chosen);
            }
        }
        long[] kids = new long[chosen.size()];
        int[] positions = new int[chosen.size()];
        int k = 0;
        for (Map.Entry<Integer, Handle> e : chosen.entrySet()) {
            Handle ch = e.getValue();
            kids[k] = ch.id;
            positions[k++] = e.getKey();
            adopt(ch, h.id, work);
            if (asked != null) {
                continue;
            }
            if (Arrays.binarySearch(onScreen, e.getKey()) >= 0 || e.getKey() == focus) {
                work.add(ch.id);
            } else if (listed != onScreen && ch.snapshotted) {
                unreadOffScreen.add(ch.id);
            }
        }
        b.children(kids).sparse(new SparseChildren(count, positions));
        return kids;
    }

    private static int[] allPositions(int count) {
        int[] positions = new int[count];
        for (int i = 0; i < count; i++) {
            positions[i] = i;
        }
        return positions;
    }

    /** The item at {@code position} of container {@code h}, made if need be and put among {@code chosen}. */
    private Handle add(Handle h, int position, int count, NavigableMap<Integer, Handle> chosen) {
        if (position < 0 || position >= count) {
            return null;
        }
        Handle ch = chosen.get(position);
        if (ch == null) {
            Object key = GuardedItems.keyAt(h.items, position, null);
            if (key == null) {
                return null;
            }
            ch = ids.item(h.id, key);
            ch.position = position;
            chosen.put(position, ch);
        }
        return ch;
    }

    /**
     * The states as a screen reader should see them: FOCUSED only on the effective focus (and the
     * component whose active descendant that is); ACTIVE on a window only when it is the active
     * one, and never on a focusable or selectable object (AT-SPI's rule for ACTIVE: those are
     * FOCUSED and SELECTED instead; Swing marks a focused list's lead item ACTIVE, which cost
     * every arrow key in a list two state-changed events that GTK does not send and Orca reads
     * before it speaks); no TRANSIENT on renderer children, which have a stable identity here;
     * what lists, tables, trees and their items add (see {@link ItemFacts}).
     */
    private StateSet effectiveStates(Handle h, StateSet reported, Items<?> container) {
        StateSet.Builder sb = reported.toBuilder();
        ItemFacts.states(h, container, sb);
        sb.remove(State.FOCUSED);
        if (h.id == focusId || h.id == focusContainerId) {
            sb.add(State.FOCUSED);
        }
        if (h.parent == NodeId.ROOT) {
            sb.remove(State.ACTIVE);
            if (h.id == activeWindowId) {
                sb.add(State.ACTIVE);
            }
        } else if (sb.contains(State.FOCUSABLE) || sb.contains(State.SELECTABLE)) {
            sb.remove(State.ACTIVE);
        }
        if (h.isSlot()) {
            sb.remove(State.TRANSIENT);
        }
        return sb.build();
    }

    private static Rect bounds(AccessibleContext ctx) {
        AccessibleComponent c = GuardedContext.getAccessibleComponent(ctx, null);
        Rectangle r = c == null ? null : GuardedInterfaces.getBounds(c, null);
        return r == null ? null : new Rect(r.x, r.y, r.width, r.height);
    }

    private long[] readChildren(Handle h, Accessible parent, AccessibleContext ctx, Role role, StateSet states,
            Deque<Long> work) {
        // A collapsed tree node shows no children; a spinner's editor is the spinner itself (see SpinnerFields).
        if (role == Role.TREE_ITEM && states.contains(State.COLLAPSED)
                || role == Role.SPIN_BUTTON && hasSpinnerField(parent)) {
            return NO_IDS;
        }
        int count = GuardedContext.getAccessibleChildrenCount(ctx, 0);
        List<Accessible> throughHidden = hiddenChildrenOf(parent, ctx, count);
        if (throughHidden != null) {
            count = throughHidden.size();
        }
        if (count > config.maxChildren()) {
            LOG.debug("{} has {} children; exposing the first {}", role, count, config.maxChildren());
            count = config.maxChildren();
        }
        LongList out = new LongList();
        for (int i = 0; i < count; i++) {
            Accessible child = throughHidden != null ? throughHidden.get(i)
                    : GuardedContext.getAccessibleChild(ctx, i, null);
            AccessibleContext cc = child == null ? null : GuardedContext.getAccessibleContext(child, null);
            if (cc == null || Popups.shownElsewhere(child, parent)) {
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

    // The guards below are written out for the reason GuardedContext gives.

    private static AccessibleText textOf(Resolved r) {
        try {
            return AccessibleTexts.of(r.accessible(), r.context());
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, null);
        }
    }

    private List<Accessible> hiddenChildrenOf(Accessible parent, AccessibleContext ctx, int count) {
        try {
            return HiddenComponents.childrenOf(parent, ctx, count, hiddenWatch);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, null);
        }
    }

    private static boolean hasSpinnerField(Accessible spinner) {
        try {
            return SpinnerFields.fieldOf(spinner) != null;
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, false);
        }
    }

    /** The label that {@code JLabel.setLabelFor} attached to {@code a}, or null. */
    private static Accessible labelOf(Accessible a) {
        if (a instanceof JComponent c && GuardedComponents.getClientProperty(c, LABELED_BY, null) instanceof Accessible l) {
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
        for (Map.Entry<Long, Long> dropped : batch.droppedChildren().entrySet()) {
            removeSubtree(dropped.getKey(), dropped.getValue(), batch);
        }
    }

    private void removeSubtree(long id, long droppedBy, Batch batch) {
        Handle h = ids.get(id);
        if (h == null || h.parent != droppedBy) {
            return;
        }
        for (long child : h.children) {
            removeSubtree(child, id, batch);
        }
        gone.accept(h);
        ids.remove(id);
        batch.removed(id);
    }

    /** Items a client asked for most recently first (a class, not a lambda: see {@link GuardedContext}). */
    private static final class AskedLatestFirst implements Comparator<Handle> {
        @Override
        public int compare(Handle x, Handle y) {
            return Long.compare(y.askedAtNanos, x.askedAtNanos);
        }
    }

    /** What a read that ran out of its time has done so far, and what it still has to read. */
    private static final class PendingRead {
        final Batch batch = new Batch();
        final Deque<Long> work = new ArrayDeque<>();
        final Set<Long> done = new HashSet<>();
        /** The focus pass under way (see {@link #read(Collection, long)}). */
        int pass;
        /** Whether that pass has placed the focus and is reading. */
        boolean draining;
        /** The turns that ran out of time so far. */
        int turns;
    }
}
