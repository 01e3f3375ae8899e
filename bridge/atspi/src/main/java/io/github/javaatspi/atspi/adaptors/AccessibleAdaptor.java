package io.github.javaatspi.atspi.adaptors;

import io.github.javaatspi.atspi.AtspiRelations;
import io.github.javaatspi.atspi.AtspiRoles;
import io.github.javaatspi.atspi.AtspiStates;
import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Args;
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
    private static final List<Property> PROPERTIES = List.of(
            Property.read("version", "u", t -> 1L),
            Property.read("Name", "s", t -> t.node().name()),
            Property.read("Description", "s", t -> t.node().description()),
            Property.read("Parent", "(so)", AccessibleAdaptor::parent),
            Property.read("ChildCount", "i", t -> t.node().childCount()),
            Property.read("Locale", "s", t -> t.node().locale()),
            Property.read("AccessibleId", "s", t -> t.node().accessibleId()),
            Property.read("HelpText", "s", t -> t.node().helpText()));

    private AccessibleAdaptor() {
    }

    /** @param catalog every adaptor an object may have, this one included, for {@code GetInterfaces} */
    public static Adaptor create(InterfaceCatalog catalog) {
        return new Adaptor(Interfaces.ACCESSIBLE, List.of(
                Member.of("GetChildAtIndex", "i", "(so)", (t, a) -> one(childAt(t, Args.i(a, 0)))),
                Member.of("GetChildren", "", "a(so)", (t, a) -> one(children(t))),
                new Member("GetIndexInParent", "", "i", (t, a) -> one(indexInParent(t)), Target::isRoot),
                Member.of("GetRelationSet", "", "a(ua(so))", (t, a) -> one(relations(t))),
                Member.of("GetRole", "", "u", (t, a) -> one((long) AtspiRoles.number(t.node().role()))),
                Member.of("GetRoleName", "", "s", (t, a) -> one(AtspiRoles.name(t.node().role()))),
                Member.of("GetLocalizedRoleName", "", "s", (t, a) -> one(AtspiRoles.name(t.node().role()))),
                Member.of("GetState", "", "au", (t, a) -> one(stateWords(t.node()))),
                Member.of("GetAttributes", "", "a{ss}", (t, a) -> one(t.node().attributes())),
                Member.of("GetApplication", "", "(so)", (t, a) -> one(t.ctx().ref(NodeId.ROOT))),
                Member.of("GetInterfaces", "", "as", (t, a) -> one(catalog.names(t)))),
                PROPERTIES, t -> t.node() != null);
    }


    static Object[] one(Object value) {
        return new Object[] {value};
    }

    /** The parent reference: the desktop for the root, the null reference for orphans. */
    static Object[] parent(Target t) {
        return t.isRoot() ? t.ctx().desktop() : t.ctx().ref(t.node().parent());
    }

    private static Object[] childAt(Target t, int index) {
        long child = t.node().childAt(index);
        if (child == NodeId.NONE) {
            throw DBusErrors.invalidArgs("child index " + index + " is out of range (" + t.node().childCount()
                    + " children)");
        }
        return t.ctx().ref(child);
    }

    private static List<Object[]> children(Target t) {
        Node n = t.node();
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
