package io.github.javaatspi.atspi.adaptors;

import io.github.javaatspi.atspi.AtspiRelations;
import io.github.javaatspi.atspi.AtspiRoles;
import io.github.javaatspi.atspi.AtspiStates;
import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Args;
import io.github.javaatspi.atspi.dispatch.AtspiError;
import io.github.javaatspi.atspi.dispatch.DBusErrors;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Relation;

import java.util.ArrayList;
import java.util.List;

/** {@code org.a11y.atspi.Accessible}: identity, tree structure, role, states. Every object has it. */
public final class AccessibleAdaptor {
    /** The most children of a sparse container one GetChildren call reads. */
    static final int MAX_CHILDREN_AT_ONCE = 1000;
    private static List<Property> properties() {
        return List.of(
                Property.read("version", "u", t -> 1L),
                Property.read("Name", "s", t -> t.node().name()),
                Property.read("Description", "s", t -> t.node().description()),
                Property.read("Parent", "(so)", AccessibleAdaptor::parent),
                Property.read("ChildCount", "i", t -> t.node().childCount()),
                Property.read("Locale", "s", t -> t.node().locale()),
                Property.read("AccessibleId", "s", t -> t.node().accessibleId()),
                Property.read("HelpText", "s", t -> t.node().helpText()));
    }

    private AccessibleAdaptor() {
    }

    /** @param catalog every adaptor an object may have, this one included, for {@code GetInterfaces} */
    public static Adaptor create(InterfaceCatalog catalog) {
        return new Adaptor(Interfaces.ACCESSIBLE) {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null;
            }

            @Override
            protected Adaptor.Table build() {
                return AccessibleAdaptor.table(catalog);
            }
        };
    }

    private static Adaptor.Table table(InterfaceCatalog catalog) {
        return new Adaptor.Table(List.of(
                new Member("GetChildAtIndex", "i", "(so)", (t, a) -> one(childAt(t, a)),
                        AccessibleAdaptor::childUnread),
                new Member("GetChildren", "", "a(so)", (t, a) -> one(children(t)), (t, a) -> someChildUnread(t.node())),
                new Member("GetIndexInParent", "", "i", (t, a) -> one(indexInParent(t)), (t, a) -> t.isRoot()),
                Member.of("GetRelationSet", "", "a(ua(so))", (t, a) -> one(relations(t))),
                Member.of("GetRole", "", "u", (t, a) -> one((long) AtspiRoles.number(t.node().role()))),
                Member.of("GetRoleName", "", "s", (t, a) -> one(AtspiRoles.name(t.node().role()))),
                Member.of("GetLocalizedRoleName", "", "s", (t, a) -> one(AtspiRoles.name(t.node().role()))),
                Member.of("GetState", "", "au", (t, a) -> one(stateWords(t.node()))),
                Member.of("GetAttributes", "", "a{ss}", (t, a) -> one(t.node().attributes())),
                Member.of("GetApplication", "", "(so)", (t, a) -> one(t.ctx().ref(NodeId.ROOT))),
                Member.of("GetInterfaces", "", "as", (t, a) -> one(catalog.names(t)))),
                properties());
    }


    static Object[] one(Object value) {
        return new Object[] {value};
    }

    /** The parent reference: the desktop for the root, the null reference for orphans. */
    static Object[] parent(Target t) {
        return t.isRoot() ? t.ctx().desktop() : t.ctx().ref(t.node().parent());
    }

    /**
     * Whether the child asked for is one of a sparse container that nobody read yet, which only
     * the UI thread can read; any other is in the snapshot (an index out of range is refused on
     * the reader thread too).
     */
    private static boolean childUnread(Target t, Object[] args) {
        Node n = t.node();
        if (!n.isSparse()) {
            return false;
        }
        int index = Args.i(args, 0);
        return index >= 0 && index < n.childCount() && n.childAt(index) == NodeId.NONE;
    }

    /** Whether GetChildren must read children of a sparse container (see {@link #children}). */
    private static boolean someChildUnread(Node n) {
        return n.isSparse() && n.childCount() <= MAX_CHILDREN_AT_ONCE && n.listedCount() < n.childCount();
    }

    /** A child of a sparse container that nobody asked for yet is read now (on a worker, within the budget). */
    private static Object[] childAt(Target t, Object[] args) {
        int index = Indices.within(args, 0, t.node().childCount(), "child index");
        long child = t.node().childAt(index);
        if (child != NodeId.NONE) {
            return t.ctx().ref(child);
        }
        child = t.ctx().ui().children().childAt(t.id(), index);
        if (child == NodeId.NONE) {
            throw DBusErrors.invalidArgs("child " + index + " went away");
        }
        return Published.ref(t, child);
    }

    /**
     * All children; a sparse container reads the ones nobody asked for yet, unless there are more
     * than {@value #MAX_CHILDREN_AT_ONCE}: a client must not make a table of a million rows read
     * them all in one call, and gets a D-Bus error telling it to ask one by one.
     */
    private static List<Object[]> children(Target t) {
        Node n = t.node();
        if (n.isSparse() && n.listedCount() < n.childCount()) {
            if (n.childCount() > MAX_CHILDREN_AT_ONCE) {
                throw new AtspiError(DBusErrors.LIMITS_EXCEEDED, "object has " + n.childCount()
                        + " children; ask for them one at a time with GetChildAtIndex");
            }
            return Published.refs(t, t.ctx().ui().children().all(t.id(), MAX_CHILDREN_AT_ONCE));
        }
        List<Object[]> refs = new ArrayList<>(n.childCount());
        for (int i = 0; i < n.childCount(); i++) {
            refs.add(t.ctx().ref(n.childAt(i)));
        }
        return refs;
    }

    private static int indexInParent(Target t) {
        return t.isRoot() ? t.ctx().registry().indexOfApplication() : t.node().indexInParent();
    }

    private static List<Object[]> relations(Target t) {
        List<Object[]> out = new ArrayList<>();
        for (Relation r : t.node().relations()) {
            List<Object[]> targets = new ArrayList<>(r.targetCount());
            for (int i = 0; i < r.targetCount(); i++) {
                if (t.ctx().tree().contains(r.target(i))) {
                    targets.add(t.ctx().ref(r.target(i)));
                }
            }
            if (!targets.isEmpty()) {
                out.add(new Object[] {(long) AtspiRelations.number(r.type()), targets});
            }
        }
        return out;
    }

    static Object[] stateWords(Node n) {
        long[] words = AtspiStates.words(n.states());
        return new Object[] {words[0], words[1]};
    }
}
