package io.github.javaatspi.atspi.events;

import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiRoles;
import io.github.javaatspi.atspi.AtspiStates;
import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.adaptors.CacheItems;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.StateSet;
import io.github.javaatspi.model.TableState;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.model.TextState;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Turns the differences one tree update made into AT-SPI signals, derived from old and new
 * node states only (nothing here looks at Swing property names), and emits them at the end of
 * the update in the order GTK 3's bridge uses, which is what screen readers are written against:
 * <ol>
 * <li>cache additions, then children-changed (removals, then additions);</li>
 * <li>window:create for new windows;</li>
 * <li>for each window that lost activation: window:deactivate, the focus leaving it, then
 *     state-changed:active 0; window:destroy for windows that closed;</li>
 * <li>for each window that gained activation: its cache entry again (now ACTIVE), window:activate,
 *     state-changed:active 1, the focus arriving in it (the new focus's changes of what it shows
 *     as its value — selected, checked, indeterminate, pressed — then active-descendant-changed
 *     and its container's selection-changed, then state-changed:focused 1 last); focus moves
 *     inside a window come here too, so focus is never announced before its window;</li>
 * <li>the focus leaving objects of windows that stay active, after the arrival (Orca spends a
 *     millisecond or two on a departure it then ignores, which delayed the arrival it speaks) —
 *     except what a departure inside the arrival shows as its value, which goes ahead of it;</li>
 * <li>everything else per object: properties, states, value, text (changes before the caret),
 *     bounds; then selection-changed, visible-data-changed and model-changed per container;</li>
 * <li>defunct and cache removal for objects that left.</li>
 * </ol>
 * When the focus moved inside a window, only the arrival goes at once: the rest of the update
 * follows a moment later ({@link TrailingSignals}, and see {@link #arrived}).
 */
public final class EventTranslator implements ChangeHandler {
    /**
     * The states a screen reader speaks as part of an object when it presents the focus (Orca:
     * "selected", "not checked", "pressed"), which it then takes from libatspi's cache.
     */
    private static final Set<State> SPOKEN_WITH_FOCUS = Set.of(State.SELECTED, State.CHECKED, State.INDETERMINATE,
            State.PRESSED);
    /** The most parents a walk up the tree follows: a longer chain is a cycle, not a real tree. */
    private static final int MAX_DEPTH = 1000;

    private final AtspiContext ctx;
    private final CacheItems items;
    /** Where every signal goes: on to the bus, a focus move's trailing ones a moment later. */
    private final TrailingSignals trail;
    private final EventInterest interest;

    private final List<Node> added = new ArrayList<>();
    private final List<Node[]> updated = new ArrayList<>();
    private final List<Node> removed = new ArrayList<>();
    /** Objects whose {@link #SPOKEN_WITH_FOCUS} changes went out with their focus, ahead of the other states. */
    private final Set<Long> sentWithFocus = new HashSet<>();
    /** Containers whose selection-changed went out ahead of the focus that moved their selection. */
    private final Set<Long> selectionSentWithFocus = new HashSet<>();

    /**
     * @param interest who listens: decides whether announcements need the fallback for older clients
     * @param later runs a task on this (the tree) thread a moment later: the signals a focus move
     *     holds back ({@link TrailingSignals}) go then; {@code Runnable::run} sends them at the end
     *     of their update
     */
    public EventTranslator(AtspiContext ctx, CacheItems items, SignalSink sink, EventInterest interest,
            Consumer<Runnable> later) {
        this.ctx = ctx;
        this.items = items;
        this.trail = new TrailingSignals(sink, later);
        this.interest = interest;
    }

    @Override
    public void nodeAdded(Node node) {
        added.add(node);
    }

    @Override
    public void nodeUpdated(Node old, Node now) {
        updated.add(new Node[] {old, now});
    }

    @Override
    public void nodeRemoved(Node old) {
        removed.add(old);
    }

    @Override
    public void updateApplied() {
        try {
            emitAll();
        } finally {
            trail.endOfUpdate();
            added.clear();
            updated.clear();
            removed.clear();
            sentWithFocus.clear();
            selectionSentWithFocus.clear();
        }
    }

    /**
     * An application-wide announcement (a status message) for screen readers, from the active
     * window (or the application when none is active). Clients that do not listen for
     * {@code object:announcement} (Orca before 45) hear it as a notification instead: a hidden
     * NOTIFICATION object takes the text as its name and becomes showing, which such clients
     * speak. Must run on the tree thread.
     */
    public void announce(String text, int politeness) {
        long source = NodeId.ROOT;
        Node root = ctx.tree().get(NodeId.ROOT);
        for (int i = 0; root != null && i < root.childCount(); i++) {
            Node w = ctx.tree().get(root.childAt(i));
            if (w != null && w.has(State.ACTIVE)) {
                source = w.id();
            }
        }
        trail.emit(AtspiSignal.event(ObjectPaths.of(source), Interfaces.EVENT_OBJECT, "Announcement", "", politeness, 0,
                "s", text));
        if (!interest.wants("Object", "Announcement", "")) {
            Node notification = Node.builder(NodeId.ANNOUNCER, Role.NOTIFICATION).parent(NodeId.ROOT).name(text)
                    .states(StateSet.of(State.SHOWING, State.VISIBLE)).build();
            ctx.tree().apply(new TreeUpdate(List.of(notification), new long[0]), ChangeHandler.NONE);
            property(NodeId.ANNOUNCER, "accessible-name", "s", text);
            objectEvent(NodeId.ANNOUNCER, "StateChanged", "showing", 1, 0, "i", 0);
        }
    }

    private void emitAll() {
        for (Node n : added) {
            if (!n.has(State.TRANSIENT)) {
                addAccessible(n);
            }
        }
        for (Node[] p : updated) {
            if (!isSparse(p[0], p[1])) {
                childrenChanged(p[0], p[1]);
            }
        }
        for (Node n : added) {
            if (isWindow(n)) {
                window(n, "Create");
            }
        }
        activationAndFocus();
        Set<Long> selectionChanged = new LinkedHashSet<>();
        Set<Long> visibleDataChanged = new LinkedHashSet<>();
        for (Node[] p : updated) {
            objectChanged(p[0], p[1], selectionChanged, visibleDataChanged);
        }
        selectionChanged.removeAll(selectionSentWithFocus);
        for (long container : selectionChanged) {
            objectEvent(container, "SelectionChanged", "", 0, 0, "i", 0);
        }
        for (long container : visibleDataChanged) {
            objectEvent(container, "VisibleDataChanged", "", 0, 0, "i", 0);
        }
        // A sparse container's rows that came or went tell a client nothing it must know first
        // (it keeps no child list of one): the change that brought them goes ahead, as GTK's
        // tree view has it — a node's expanded state is spoken before its new rows are counted.
        for (Node[] p : updated) {
            if (isSparse(p[0], p[1])) {
                childrenChanged(p[0], p[1]);
            }
        }
        for (Node n : removed) {
            objectEvent(n.id(), "StateChanged", "defunct", 1, 0, "i", 0);
            if (!n.has(State.TRANSIENT)) {
                trail.emit(new AtspiSignal(ObjectPaths.CACHE, Interfaces.CACHE, "RemoveAccessible", "(so)",
                        new Object[] {ctx.ref(n.id())}));
            }
        }
    }

    private static boolean isSparse(Node old, Node now) {
        return old.isSparse() || now.isSparse();
    }

    /**
     * Children that left or arrived, with their index. A sparse container (see
     * {@link io.github.javaatspi.model.SparseChildren}) also lists or drops children as they are
     * read or released, which changes nothing a client can count: only when its child count moved
     * are the children that came or went announced (libatspi keeps no child list for such a
     * container, which has manages-descendants, so nothing else depends on these).
     */
    private void childrenChanged(Node old, Node now) {
        boolean sparse = isSparse(old, now);
        boolean shrank = now.childCount() < old.childCount();
        boolean grew = now.childCount() > old.childCount();
        Set<Long> before = children(old);
        Set<Long> after = children(now);
        for (int k = 0; k < old.listedCount(); k++) {
            if (!after.contains(old.listedAt(k)) && (!sparse || shrank)) {
                objectEvent(now.id(), "ChildrenChanged", "remove", old.positionOfListed(k), 0, "(so)",
                        ctx.ref(old.listedAt(k)));
            }
        }
        for (int k = 0; k < now.listedCount(); k++) {
            if (!before.contains(now.listedAt(k)) && (!sparse || grew)) {
                objectEvent(now.id(), "ChildrenChanged", "add", now.positionOfListed(k), 0, "(so)",
                        ctx.ref(now.listedAt(k)));
            }
        }
    }

    private void activationAndFocus() {
        Map<Long, Node> gone = new HashMap<>();
        removed.forEach(n -> gone.put(n.id(), n));
        List<Node> lostFocus = new ArrayList<>();
        List<Node> gainedFocus = new ArrayList<>();
        List<Node> deactivated = new ArrayList<>();
        List<Node> activated = new ArrayList<>();
        for (Node n : added) {
            collect(null, n, gainedFocus, lostFocus, activated, deactivated);
        }
        for (Node[] p : updated) {
            collect(p[0], p[1], gainedFocus, lostFocus, activated, deactivated);
        }
        for (Node n : removed) {
            collect(n, null, gainedFocus, lostFocus, activated, deactivated);
        }
        for (Node w : deactivated) {
            window(w, "Deactivate");
            // A window that closes takes its focus with it unannounced, as in GTK 3: its widgets
            // are hidden before the toplevel loses focus, so nothing tells a client they lost it.
            boolean closing = gone.containsKey(w.id()) || !w.has(State.SHOWING);
            focusLost(lostFocus, w.id(), gone, !closing);
            if (!gone.containsKey(w.id())) {
                objectEvent(w.id(), "StateChanged", "active", 0, 0, "i", 0);
            }
        }
        for (Node n : removed) {
            if (isWindow(n)) {
                window(n, "Destroy");
            }
        }
        for (Node w : activated) {
            // Orca 43 drops a window:activate whose source libatspi does not yet know as ACTIVE,
            // and a state-changed:active handled first takes the window as active silently (a
            // dialog then goes unannounced). So the window's cache entry is refreshed first, which
            // libatspi applies on receipt, then the window event, then the state, as GTK sends them.
            addAccessible(w);
            window(w, "Activate");
            objectEvent(w.id(), "StateChanged", "active", 1, 0, "i", 0);
            focusGained(gainedFocus, w.id(), lostFocus, false);
        }
        // A move inside a window: the departure after the arrival (see the class comment), and with
        // it what else the update changed a moment later. Not when a window (de)activated: Orca
        // presents a window from what libatspi caches of its contents.
        boolean trailMayWait = activated.isEmpty() && deactivated.isEmpty() && gainedFocus.size() == 1;
        focusGained(gainedFocus, NodeId.NONE, lostFocus, trailMayWait);
        focusLost(lostFocus, NodeId.NONE, gone, true);
    }

    private static void collect(Node old, Node now, List<Node> gainedFocus, List<Node> lostFocus,
            List<Node> activated, List<Node> deactivated) {
        boolean wasFocused = old != null && old.has(State.FOCUSED);
        boolean isFocused = now != null && now.has(State.FOCUSED);
        if (wasFocused && !isFocused) {
            lostFocus.add(old);
        } else if (isFocused && !wasFocused) {
            gainedFocus.add(now);
        }
        Node any = now != null ? now : old;
        if (isWindow(any)) {
            boolean wasActive = old != null && old.has(State.ACTIVE);
            boolean isActive = now != null && now.has(State.ACTIVE);
            if (wasActive && !isActive) {
                deactivated.add(now != null ? now : old);
            } else if (isActive && !wasActive) {
                activated.add(now);
            }
        }
    }

    /** Focus leaving nodes inside {@code window} (or, with NONE, all that are left): announced or dropped. */
    private void focusLost(List<Node> lost, long window, Map<Long, Node> gone, boolean announce) {
        for (var it = lost.iterator(); it.hasNext(); ) {
            Node n = it.next();
            if (window == NodeId.NONE || windowOf(n.id(), gone) == window) {
                if (announce) {
                    objectEvent(n.id(), "StateChanged", "focused", 0, 0, "i", 0);
                }
                it.remove();
            }
        }
    }

    /**
     * Focus arriving at nodes inside {@code window} (or, with NONE, all that are left). No legacy
     * {@code focus:} event: GTK 3 sends none, and libatspi drops its cached states of the source
     * on one, so each cost Orca a round of GetState calls before it could speak. The node's
     * changes of {@link #SPOKEN_WITH_FOCUS} go first (or its cache entry does, see
     * {@link #arrived}): libatspi keeps the states of our
     * (non-transient) objects from the events, and Orca speaks the new focus as soon as it
     * handles its focus event — a list item whose state-changed:selected came after was spoken
     * "not selected", a radio button checked by the arrow that focused it "not selected radio
     * button". Orca ignores those events for what is not yet its focus. The other states keep
     * their place after the focus: a combo box collapsing as it gets the focus back from its
     * popup was spoken "collapsed" when its expanded event came first (Orca presents that one
     * for any focused combo box), which GTK's is not. Such a node's cache entry is refreshed
     * first, though: taking the focus, Orca notes the new focus's expanded state from libatspi's
     * cache and later ignores an expanded event that tells it the same, and when it got there
     * before our `expanded 0` had reached libatspi it noted "expanded" and spoke the collapse
     * (one report run in five, 3 December). libatspi applies the entry on receipt.
     *
     * <p>The focus event itself goes last, after active-descendant-changed and the container's
     * selection-changed, as in GTK 3: Orca 43 presents a list item, tree row or table cell from
     * the active-descendant event and a menu item or tab from the selection event at once, while
     * its focus handler first checks the item's window, which runs {@code cat /proc/PID/cmdline}
     * in a subprocess — 8–14 ms on a two-core machine before anything is spoken.
     */
    private void focusGained(List<Node> gained, long window, List<Node> lost, boolean trailMayWait) {
        for (var it = gained.iterator(); it.hasNext(); ) {
            Node n = it.next();
            if (window == NodeId.NONE || windowOf(n.id(), Map.of()) == window) {
                arrived(n, lost, trailMayWait);
                it.remove();
            }
        }
    }

    /**
     * One focus arrival. When {@code trailMayWait} and the screen reader presents the new focus
     * from its container's event (see {@link #focusGained}), that event is all that goes at once,
     * after the object's cache entry (its new states, which libatspi applies on receipt): its
     * state changes, its focus event and the rest of the update follow a moment later, once the
     * screen reader presents ({@link TrailingSignals}). It handles them afterwards as it did
     * before: they used to come ahead of that event but were handled after it anyway, except
     * the states spoken with the focus, which Orca 43 now sees on its focus and ignores all the
     * same — but for a table cell, whose "selected" it speaks on Up and Down (those stay ahead).
     * Otherwise everything after the focus event waits; when that includes changes of the new
     * focus's other states (a combo box collapsing as it takes the focus back from its popup),
     * its cache entry goes ahead, so that Orca finds them in libatspi's cache as it presents
     * (Orca then ignores the expanded event that tells it the same).
     */
    private void arrived(Node n, List<Node> lost, boolean trailMayWait) {
        Node before = previousOf(n.id());
        Node parent = ctx.tree().get(n.parent());
        boolean descendantOfFocus = parent != null && parent.has(State.FOCUSED) && !isWindow(n);
        boolean movedSelection = before != null && before.has(State.SELECTED) != n.has(State.SELECTED)
                && parent != null && parent.id() != NodeId.ROOT;
        boolean fromContainer = trailMayWait && (descendantOfFocus || movedSelection) && n.role() != Role.TABLE_CELL;
        boolean collapses = before != null && before.has(State.EXPANDED) && !n.has(State.EXPANDED);
        boolean stateEventsWait = trailMayWait && (fromContainer || before != null && otherStatesChanged(before, n));
        if (collapses || stateEventsWait && !n.has(State.TRANSIENT)) {
            addAccessible(n);
        }
        if (before != null && !fromContainer) {
            spokenWithFocus(before, n);
        }
        departuresInside(n, lost);
        if (descendantOfFocus) {
            objectEvent(parent.id(), "ActiveDescendantChanged", "", n.indexInParent(), 0, "(so)", ctx.ref(n.id()));
            if (fromContainer) {
                trail.holdAll();
            }
        }
        if (movedSelection) {
            objectEvent(parent.id(), "SelectionChanged", "", 0, 0, "i", 0);
            selectionSentWithFocus.add(parent.id());
            if (fromContainer) {
                trail.holdAll();
            }
        }
        if (before != null && fromContainer) {
            spokenWithFocus(before, n);
        }
        objectEvent(n.id(), "StateChanged", "focused", 1, 0, "i", 0);
        if (trailMayWait) {
            trail.holdAll();
        }
    }

    /** Whether {@code now} changed states other than its focus and those {@link #SPOKEN_WITH_FOCUS}. */
    private static boolean otherStatesChanged(Node before, Node now) {
        for (State s : State.values()) {
            if (s != State.FOCUSED && !SPOKEN_WITH_FOCUS.contains(s) && before.has(s) != now.has(s)) {
                return true;
            }
        }
        return false;
    }

    /** The {@link #SPOKEN_WITH_FOCUS} changes of one object, sent now rather than with its other states. */
    private void spokenWithFocus(Node before, Node now) {
        for (State s : State.values()) {
            if (SPOKEN_WITH_FOCUS.contains(s) && before.has(s) != now.has(s)) {
                stateChanged(now, s);
            }
        }
        sentWithFocus.add(now.id());
    }

    /**
     * The {@link #SPOKEN_WITH_FOCUS} changes of a departing focus that {@code arrival} contains (a
     * submenu closing back onto its menu), ahead of the arrival; its state-changed:focused 0 keeps
     * its place after. Orca 43 presents a menu that has no selection by looking among its
     * descendants for one libatspi still caches as SELECTED: with the departure's events after
     * the arrival, that was the item just left whenever Orca handled the focus event before the
     * rest had arrived — the item it was already on, so it said nothing (the Orca suite's Left
     * closing the submenu, in three runs of fourteen on a loaded machine). GTK 3 sends these
     * first too.
     */
    private void departuresInside(Node arrival, List<Node> lost) {
        for (Node old : lost) {
            Node now = ctx.tree().get(old.id());
            if (now != null && !sentWithFocus.contains(now.id()) && isAncestor(arrival.id(), now)) {
                spokenWithFocus(old, now);
            }
        }
    }

    private boolean isAncestor(long ancestor, Node n) {
        Node at = n;
        for (int depth = 0; at != null && depth < MAX_DEPTH; depth++) {
            if (at.parent() == ancestor) {
                return true;
            }
            at = at.parent() == NodeId.ROOT || at.parent() == NodeId.NONE ? null : ctx.tree().get(at.parent());
        }
        return false;
    }

    /** state-changed for {@code s}, which {@code now} has or no longer has. */
    private void stateChanged(Node now, State s) {
        objectEvent(now.id(), "StateChanged", AtspiStates.eventName(s), now.has(s) ? 1 : 0, 0, "i", 0);
    }

    /** The node before this update, if it was updated (not added). */
    private Node previousOf(long id) {
        for (Node[] p : updated) {
            if (p[1].id() == id) {
                return p[0];
            }
        }
        return null;
    }

    private void objectChanged(Node old, Node now, Set<Long> selectionChanged, Set<Long> visibleDataChanged) {
        long id = now.id();
        if (!old.name().equals(now.name())) {
            property(id, "accessible-name", "s", now.name());
            if (now.parent() != NodeId.ROOT && now.parent() != NodeId.NONE) {
                Node parent = ctx.tree().get(now.parent());
                if (parent != null && (parent.has(Capability.SELECTION) || parent.has(Capability.TABLE))) {
                    visibleDataChanged.add(parent.id());
                }
            }
        }
        if (!old.description().equals(now.description())) {
            property(id, "accessible-description", "s", now.description());
        }
        if (!old.helpText().equals(now.helpText())) {
            property(id, "accessible-help-text", "s", now.helpText());
        }
        if (old.role() != now.role()) {
            property(id, "accessible-role", "u", (long) AtspiRoles.number(now.role()));
        }
        if (old.parent() != now.parent()) {
            property(id, "accessible-parent", "(so)", ctx.ref(now.parent()));
        }
        if (!old.states().equals(now.states())) {
            for (State s : State.values()) {
                boolean hasItsOwnPlace = s == State.FOCUSED || s == State.ACTIVE && isWindow(now)
                        || SPOKEN_WITH_FOCUS.contains(s) && sentWithFocus.contains(id);
                if (old.has(s) != now.has(s) && !hasItsOwnPlace) {
                    stateChanged(now, s);
                }
            }
            if (old.has(State.SELECTED) != now.has(State.SELECTED) && now.parent() != NodeId.ROOT) {
                selectionChanged.add(now.parent());
            }
        }
        if (old.value() != null && now.value() != null && old.value().current() != now.value().current()) {
            property(id, "accessible-value", "d", now.value().current());
        }
        if (old.selection() != null && now.selection() != null
                && old.selection().selected() != now.selection().selected()) {
            // Children nobody read (a million-row table's) change no state of their own.
            selectionChanged.add(id);
        }
        textChanged(id, old.text(), now.text(), now.has(State.MULTI_LINE));
        tableChanged(id, old.table(), now.table());
        if (!Objects.equals(old.bounds(), now.bounds()) && now.bounds() != null) {
            Rect screen = screenExtents(now);
            if (screen != null) {
                objectEvent(id, "BoundsChanged", "", 0, 0, "(iiii)",
                        new Object[] {screen.x(), screen.y(), screen.width(), screen.height()});
            }
        }
    }

    /**
     * Text events in GTK 3's order: the edit, then the selection and the caret — a multi-line
     * text's caret ahead of its selection, as GTK's text view sends them, an entry's after, as
     * GTK's entry does. Orca 43 speaks a selection that went from the caret event when its own
     * record of the selection is not yet updated: a text view's selection event first made it
     * speak the line again after "unselected".
     */
    private void textChanged(long id, TextState old, TextState now, boolean multiLine) {
        if (old == null || now == null) {
            return;
        }
        if (old.text().equals(now.text()) && old.revision() != now.revision()) {
            objectEvent(id, "TextAttributesChanged", "", 0, 0, "i", 0);
        }
        if (!old.text().equals(now.text())) {
            TextDiff d = TextDiff.between(old.text(), now.text());
            if (!d.deleted().isEmpty()) {
                objectEvent(id, "TextChanged", "delete", d.offset(), TextDiff.length(d.deleted()), "s", d.deleted());
            }
            if (!d.inserted().isEmpty()) {
                objectEvent(id, "TextChanged", "insert", d.offset(), TextDiff.length(d.inserted()), "s", d.inserted());
            }
        }
        boolean rangeMoved = old.selectionStart() != now.selectionStart() || old.selectionEnd() != now.selectionEnd();
        boolean selectionChanged = rangeMoved && (old.hasSelection() || now.hasSelection());
        boolean caretMoved = old.caret() != now.caret();
        if (caretMoved && multiLine) {
            objectEvent(id, "TextCaretMoved", "", now.caret(), 0, "i", 0);
        }
        if (selectionChanged) {
            objectEvent(id, "TextSelectionChanged", "", 0, 0, "s", "");
        }
        if (caretMoved && !multiLine) {
            objectEvent(id, "TextCaretMoved", "", now.caret(), 0, "i", 0);
        }
    }

    private void tableChanged(long id, TableState old, TableState now) {
        if (old == null || now == null || old.equals(now)) {
            return;
        }
        if (old.rows() != now.rows() || old.columns() != now.columns()) {
            objectEvent(id, "ModelChanged", "", 0, 0, "i", 0);
        }
        if (!old.caption().equals(now.caption()) || old.captionId() != now.captionId()) {
            property(id, "accessible-table-caption-object", "(so)", ctx.ref(exposed(now.captionId())));
        }
        if (!old.summary().equals(now.summary()) || old.summaryId() != now.summaryId()) {
            property(id, "accessible-table-summary", "(so)", ctx.ref(exposed(now.summaryId())));
        }
        for (int c = 0; c < now.columnHeaders().size(); c++) {
            String before = c < old.columnHeaders().size() ? old.columnHeaders().get(c) : null;
            if (!now.columnHeaders().get(c).equals(before)) {
                objectEvent(id, "PropertyChange", "accessible-table-column-header", c, 0, "i", 0);
            }
        }
    }

    private long exposed(long id) {
        return ctx.tree().contains(id) ? id : NodeId.NONE;
    }

    /** The screen rectangle of {@code n}: its bounds plus its ancestors' origins, up to its window. */
    private Rect screenExtents(Node n) {
        Rect r = n.bounds();
        int x = r.x();
        int y = r.y();
        for (Node p = ctx.tree().get(n.parent()); p != null && p.id() != NodeId.ROOT; p = ctx.tree().get(p.parent())) {
            if (p.bounds() == null) {
                return null;
            }
            x += p.bounds().x();
            y += p.bounds().y();
        }
        return new Rect(x, y, r.width(), r.height());
    }

    /** The top-level window containing {@code id}, looking also at nodes leaving in this update. */
    private long windowOf(long id, Map<Long, Node> gone) {
        long current = id;
        for (int depth = 0; depth < MAX_DEPTH; depth++) {
            Node n = gone.containsKey(current) ? gone.get(current) : ctx.tree().get(current);
            if (n == null) {
                return NodeId.NONE;
            }
            if (n.parent() == NodeId.ROOT) {
                return n.id();
            }
            current = n.parent();
        }
        return NodeId.NONE;
    }

    private void property(long id, String name, String anySignature, Object value) {
        objectEvent(id, "PropertyChange", name, 0, 0, anySignature, value);
    }

    private void objectEvent(long id, String member, String detail, int d1, int d2, String anySig, Object any) {
        trail.emit(AtspiSignal.event(ObjectPaths.of(id), Interfaces.EVENT_OBJECT, member, detail, d1, d2, anySig, any));
    }

    private void addAccessible(Node n) {
        trail.emit(new AtspiSignal(ObjectPaths.CACHE, Interfaces.CACHE, "AddAccessible", CacheItems.ITEM_SIGNATURE,
                new Object[] {items.item(ctx, n)}));
    }

    private void window(Node n, String member) {
        trail.emit(AtspiSignal.event(ObjectPaths.of(n.id()), Interfaces.EVENT_WINDOW, member, "", 0, 0, "s", n.name()));
    }

    private static Set<Long> children(Node n) {
        Set<Long> s = new HashSet<>();
        for (int k = 0; k < n.listedCount(); k++) {
            s.add(n.listedAt(k));
        }
        return s;
    }

    private static boolean isWindow(Node n) {
        return n.parent() == NodeId.ROOT && n.id() != NodeId.ROOT;
    }
}
