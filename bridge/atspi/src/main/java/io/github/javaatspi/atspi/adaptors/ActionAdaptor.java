package io.github.javaatspi.atspi.adaptors;

import static io.github.javaatspi.atspi.adaptors.AccessibleAdaptor.one;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Args;
import io.github.javaatspi.atspi.dispatch.DBusErrors;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.ActionInfo;
import io.github.javaatspi.model.LinkAnchor;
import io.github.javaatspi.model.State;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code org.a11y.atspi.Action}. Names, descriptions and key bindings come from the snapshot;
 * {@code DoAction} replies first and runs the action later on the UI thread, so an action that
 * opens a modal dialog cannot hang the client. A disabled object refuses. Hyperlink objects have
 * it too: one action per anchor, following it (as ATK's hyperlinks are actions).
 */
public final class ActionAdaptor {
    private static List<Member> members() {
        return List.of(
                Member.of("GetDescription", "i", "s", (t, a) -> one(action(t, a).description())),
                Member.of("GetName", "i", "s", (t, a) -> one(action(t, a).name())),
                Member.of("GetLocalizedName", "i", "s", (t, a) -> one(action(t, a).localizedName())),
                Member.of("GetKeyBinding", "i", "s", (t, a) -> one(action(t, a).keyBinding())),
                Member.of("GetActions", "", "a(sss)", (t, a) -> one(all(t))),
                Member.of("DoAction", "i", "b", (t, a) -> {
                    int index = Args.i(a, 0);
                    action(t, a);
                    return one(t.node().has(State.SENSITIVE) && (t.isLink()
                            ? t.ctx().ui().doLinkAction(t.id(), t.linkState().sourceIndex(), index)
                            : t.ctx().ui().doAction(t.id(), index)));
                }));
    }

    private static List<Property> properties() {
        return List.of(
                Property.read("version", "u", t -> 1L),
                Property.read("NActions", "i", t -> actions(t).size()));
    }

    private ActionAdaptor() {
    }

    public static Adaptor create() {
        return new Adaptor(Interfaces.ACTION) {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null && !actions(t).isEmpty();
            }

            @Override
            protected Adaptor.Table build() {
                return new Adaptor.Table(ActionAdaptor.members(), ActionAdaptor.properties());
            }
        };
    }


    /** The object's actions, or a hyperlink's: one per anchor. */
    private static List<ActionInfo> actions(Target t) {
        if (!t.isLink()) {
            return t.node().actions();
        }
        List<ActionInfo> out = new ArrayList<>();
        for (LinkAnchor anchor : t.linkState().anchors()) {
            out.add(anchor.action());
        }
        return out;
    }

    private static ActionInfo action(Target t, Object[] args) {
        int index = Args.i(args, 0);
        List<ActionInfo> actions = actions(t);
        if (index < 0 || index >= actions.size()) {
            throw DBusErrors.invalidArgs("action index " + index + " is out of range (" + actions.size() + " actions)");
        }
        return actions.get(index);
    }

    private static List<Object[]> all(Target t) {
        List<Object[]> out = new ArrayList<>();
        for (ActionInfo a : actions(t)) {
            out.add(new Object[] {a.localizedName(), a.description(), a.keyBinding()});
        }
        return out;
    }
}
