package io.github.javaatspi.atspi.adaptors;

import static io.github.javaatspi.atspi.adaptors.AccessibleAdaptor.one;

import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.State;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code org.a11y.atspi.Cache} at {@code /org/a11y/atspi/cache}: the whole published tree in one
 * answer, so a client does not have to walk it call by call. Transient objects are left out, as
 * libatspi never caches them.
 */
public final class CacheAdaptor {
    private CacheAdaptor() {
    }

    public static Adaptor create(CacheItems items) {
        return new Adaptor(Interfaces.CACHE) {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() == null;
            }

            @Override
            protected Adaptor.Table build() {
                return CacheAdaptor.table(items);
            }
        };
    }

    private static Adaptor.Table table(CacheItems items) {
        return new Adaptor.Table(
                List.of(Member.kept("GetItems", "", "a" + CacheItems.ITEM_SIGNATURE, (t, a) -> one(all(items, t)),
                        CacheAdaptor::unchangedWhile)),
                List.of(Property.read("version", "u", t -> 1L)));
    }


    /**
     * The items change only with the tree, the application's bus name and the desktop the root
     * was embedded in: while those are the same, so is the answer.
     */
    private static Object unchangedWhile(Target t) {
        AtspiContext ctx = t.ctx();
        return List.of(ctx.tree().version(), ctx.busName(), List.of(ctx.desktop()));
    }

    private static List<Object[]> all(CacheItems items, Target t) {
        List<Object[]> out = new ArrayList<>(t.ctx().tree().size());
        for (Node n : t.ctx().tree().nodes()) {
            if (!n.has(State.TRANSIENT)) {
                out.add(items.item(t.ctx(), n));
            }
        }
        return out;
    }
}
