package io.github.javaatspi.atspi.events;

import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiRoles;
import io.github.javaatspi.atspi.AtspiStates;
import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.adaptors.CacheItems;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.State;

import java.util.HashSet;
import java.util.Set;

/**
 * Turns differences between two versions of the tree into AT-SPI signals: cache additions and
 * removals, children-changed with the child's index and reference, property changes, one
 * state-changed per state that flipped, window creation/activation/destruction, and defunct
 * before an object disappears. Nothing here looks at Swing property names.
 */
public final class EventTranslator implements ChangeHandler {
    private final AtspiContext ctx;
    private final CacheItems items;
    private final SignalSink sink;

    public EventTranslator(AtspiContext ctx, CacheItems items, SignalSink sink) {
        this.ctx = ctx;
        this.items = items;
        this.sink = sink;
    }

    @Override
    public void nodeAdded(Node node) {
        if (!node.has(State.TRANSIENT)) {
            sink.emit(new AtspiSignal(ObjectPaths.CACHE, Interfaces.CACHE, "AddAccessible",
                    CacheItems.ITEM_SIGNATURE, new Object[] {items.item(ctx, node)}));
        }
        if (isWindow(node)) {
            window(node, "Create");
        }
    }

    @Override
    public void nodeUpdated(Node old, Node now) {
        String path = ObjectPaths.of(now.id());
        childrenChanged(old, now, path);
        if (!old.name().equals(now.name())) {
            property(path, "accessible-name", "s", now.name());
        }
        if (!old.description().equals(now.description())) {
            property(path, "accessible-description", "s", now.description());
        }
        if (!old.helpText().equals(now.helpText())) {
            property(path, "accessible-help-text", "s", now.helpText());
        }
        if (old.role() != now.role()) {
            property(path, "accessible-role", "u", (long) AtspiRoles.number(now.role()));
        }
        if (old.parent() != now.parent()) {
            property(path, "accessible-parent", "(so)", ctx.ref(now.parent()));
        }
        if (!old.states().equals(now.states())) {
            statesChanged(old, now, path);
        }
    }

    @Override
    public void nodeRemoved(Node old) {
        String path = ObjectPaths.of(old.id());
        sink.emit(AtspiSignal.event(path, Interfaces.EVENT_OBJECT, "StateChanged", "defunct", 1, 0, "i", 0));
        if (isWindow(old)) {
            window(old, "Destroy");
        }
        if (!old.has(State.TRANSIENT)) {
            sink.emit(new AtspiSignal(ObjectPaths.CACHE, Interfaces.CACHE, "RemoveAccessible", "(so)",
                    new Object[] {ctx.ref(old.id())}));
        }
    }

    private void childrenChanged(Node old, Node now, String path) {
        Set<Long> before = new HashSet<>();
        for (int i = 0; i < old.childCount(); i++) {
            before.add(old.childAt(i));
        }
        Set<Long> after = new HashSet<>();
        for (int i = 0; i < now.childCount(); i++) {
            after.add(now.childAt(i));
        }
        for (int i = 0; i < old.childCount(); i++) {
            long child = old.childAt(i);
            if (!after.contains(child)) {
                sink.emit(AtspiSignal.event(path, Interfaces.EVENT_OBJECT, "ChildrenChanged", "remove", i, 0,
                        "(so)", ctx.ref(child)));
            }
        }
        for (int i = 0; i < now.childCount(); i++) {
            long child = now.childAt(i);
            if (!before.contains(child)) {
                sink.emit(AtspiSignal.event(path, Interfaces.EVENT_OBJECT, "ChildrenChanged", "add", i, 0,
                        "(so)", ctx.ref(child)));
            }
        }
    }

    private void statesChanged(Node old, Node now, String path) {
        for (State s : State.values()) {
            boolean was = old.has(s);
            boolean is = now.has(s);
            if (was != is) {
                sink.emit(AtspiSignal.event(path, Interfaces.EVENT_OBJECT, "StateChanged", AtspiStates.eventName(s),
                        is ? 1 : 0, 0, "i", 0));
                if (s == State.ACTIVE && isWindow(now)) {
                    window(now, is ? "Activate" : "Deactivate");
                }
            }
        }
    }

    private void property(String path, String name, String anySignature, Object value) {
        sink.emit(AtspiSignal.event(path, Interfaces.EVENT_OBJECT, "PropertyChange", name, 0, 0, anySignature, value));
    }

    private void window(Node n, String member) {
        sink.emit(AtspiSignal.event(ObjectPaths.of(n.id()), Interfaces.EVENT_WINDOW, member, "", 0, 0, "s", n.name()));
    }

    private static boolean isWindow(Node n) {
        return n.parent() == NodeId.ROOT && n.id() != NodeId.ROOT;
    }
}
