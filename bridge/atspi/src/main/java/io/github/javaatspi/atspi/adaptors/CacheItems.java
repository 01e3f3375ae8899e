package io.github.javaatspi.atspi.adaptors;

import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiRoles;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.State;

/**
 * The cache item layout current libatspi reads, {@code ((so)(so)(so)iiassusau)}: object,
 * application, parent, index in parent, child count, interfaces, name, role, description,
 * states. Shared by {@code GetItems} and the {@code AddAccessible} signal.
 */
public final class CacheItems {
    public static final String ITEM_SIGNATURE = "((so)(so)(so)iiassusau)";

    private final InterfaceCatalog catalog;

    public CacheItems(InterfaceCatalog catalog) {
        this.catalog = catalog;
    }

    public Object[] item(AtspiContext ctx, Node n) {
        Target t = new Target(ctx, null, n);
        boolean transientNode = n.has(State.TRANSIENT);
        return new Object[] {
            ctx.ref(n.id()),
            ctx.ref(NodeId.ROOT),
            AccessibleAdaptor.parent(t),
            transientNode ? -1 : n.indexInParent(),
            n.has(State.MANAGES_DESCENDANTS) ? -1 : n.childCount(),
            catalog.names(t),
            n.name(),
            (long) AtspiRoles.number(n.role()),
            n.description(),
            AccessibleAdaptor.stateWords(n),
        };
    }
}
