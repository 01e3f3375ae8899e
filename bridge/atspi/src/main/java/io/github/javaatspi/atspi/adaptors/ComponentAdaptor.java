package io.github.javaatspi.atspi.adaptors;

import static io.github.javaatspi.atspi.adaptors.AccessibleAdaptor.one;
import static io.github.javaatspi.atspi.adaptors.Coordinates.rect;
import static io.github.javaatspi.atspi.adaptors.Coordinates.space;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Args;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.CoordSpace;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.ScreenPlace;
import io.github.javaatspi.model.State;

import java.util.List;

/**
 * {@code org.a11y.atspi.Component}: geometry. A component's extents come from the snapshot while
 * nothing it sits in has moved since it was read (its {@link ScreenPlace}); otherwise, and for
 * hit tests, they are asked of the UI thread within its budget. Moves, focus and scrolling are
 * queued and answered at once.
 */
public final class ComponentAdaptor {
    /** AT-SPI component layers. */
    static final long LAYER_WIDGET = 3;
    static final long LAYER_MDI = 4;
    static final long LAYER_POPUP = 5;
    static final long LAYER_WINDOW = 7;
    /** The largest coordinate or size an X window can have. */
    private static final int MAX_X = 32767;

    private static List<Member> members() {
        return List.of(
                new Member("Contains", "iiu", "b", (t, a) -> one(extents(t, a, 2).contains(Args.i(a, 0), Args.i(a, 1))),
                        (t, a) -> unplaced(t, space(a, 2))),
                Member.waiting("GetAccessibleAtPoint", "iiu", "(so)", (t, a) -> one(Published.ref(t,
                        t.ctx().ui().accessibleAtPoint(t.id(), Args.i(a, 0), Args.i(a, 1), space(a, 2))))),
                new Member("GetExtents", "u", "(iiii)", (t, a) -> one(rect(extents(t, a, 0))),
                        (t, a) -> unplaced(t, space(a, 0))),
                new Member("GetPosition", "u", "ii", (t, a) -> {
                    Rect r = extents(t, a, 0);
                    return new Object[] {r.x(), r.y()};
                }, (t, a) -> unplaced(t, space(a, 0))),
                new Member("GetSize", "", "ii", (t, a) -> {
                    Rect r = extents(t, CoordSpace.SCREEN);
                    return new Object[] {r.width(), r.height()};
                }, (t, a) -> unplaced(t, CoordSpace.SCREEN)),
                Member.of("GetLayer", "", "u", (t, a) -> one(layer(t.node().role()))),
                new Member("GetMDIZOrder", "", "n", (t, a) -> one((short) mdiZOrder(t)),
                        (t, a) -> t.node().role() == Role.INTERNAL_FRAME),
                Member.of("GrabFocus", "", "b", (t, a) -> one(t.node().has(State.FOCUSABLE)
                        && t.ctx().ui().grabFocus(t.id()))),
                Member.waiting("GetAlpha", "", "d", (t, a) -> one(t.ctx().ui().alpha(t.id()))),
                Member.of("SetExtents", "iiiiu", "b", (t, a) -> one(move(t,
                        new Rect(Args.i(a, 0), Args.i(a, 1), Args.i(a, 2), Args.i(a, 3)), space(a, 4)))),
                Member.waiting("SetPosition", "iiu", "b", (t, a) -> {
                    if (!isWindow(t)) {
                        return one(false);
                    }
                    Rect now = t.ctx().ui().extents(t.id(), CoordSpace.SCREEN);
                    return one(move(t, new Rect(Args.i(a, 0), Args.i(a, 1), now.width(), now.height()), space(a, 2)));
                }),
                Member.waiting("SetSize", "ii", "b", (t, a) -> {
                    if (!isWindow(t)) {
                        return one(false);
                    }
                    Rect now = t.ctx().ui().extents(t.id(), CoordSpace.SCREEN);
                    return one(move(t, new Rect(now.x(), now.y(), Args.i(a, 0), Args.i(a, 1)), CoordSpace.SCREEN));
                }),
                Member.of("ScrollTo", "u", "b", (t, a) -> {
                    Args.choice(a, 0, 7, "scroll type");
                    return one(t.ctx().ui().scrollIntoView(t.id()));
                }),
                Member.of("ScrollToPoint", "uii", "b", (t, a) -> {
                    space(a, 0);
                    return one(false);
                }));
    }

    private static List<Property> properties() {
        return List.of(Property.read("version", "u", t -> 1L));
    }

    private ComponentAdaptor() {
    }

    public static Adaptor create() {
        return new Adaptor(Interfaces.COMPONENT) {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null && t.node().has(Capability.COMPONENT);
            }

            @Override
            protected Adaptor.Table build() {
                return new Adaptor.Table(ComponentAdaptor.members(), ComponentAdaptor.properties());
            }
        };
    }


    private static Rect extents(Target t, Object[] args, int spaceIndex) {
        return extents(t, space(args, spaceIndex));
    }

    /**
     * From the snapshot when it still holds, else from the UI thread. Should something move
     * between the dispatcher's choice of thread and this, a call kept on the reader thread asks
     * the UI thread from there, bounded by its budget as always: rare (a move within those
     * microseconds) and never a hang.
     */
    private static Rect extents(Target t, CoordSpace space) {
        Rect known = placed(t, space);
        return known != null ? known : t.ctx().ui().extents(t.id(), space);
    }

    /** The box the snapshot knows in {@code space}, if nothing it sits in moved since it was read; else null. */
    private static Rect placed(Target t, CoordSpace space) {
        ScreenPlace p = t.node().place();
        return p == null || !p.holds(t.node(), t.ctx().tree(), t.ctx().ui()) ? null : p.in(space);
    }

    /** Whether only the UI thread can tell where {@code t} is in {@code space} (so the call may wait). */
    private static boolean unplaced(Target t, CoordSpace space) {
        return placed(t, space) == null;
    }

    /**
     * Moves or resizes a window to where an X window can be (X coordinates and sizes are 16-bit):
     * anything else is refused, as Swing would fail painting a window of absurd size.
     */
    private static boolean move(Target t, Rect r, CoordSpace space) {
        boolean possible = r.width() > 0 && r.height() > 0 && r.width() <= MAX_X && r.height() <= MAX_X
                && Math.abs((long) r.x()) <= MAX_X && Math.abs((long) r.y()) <= MAX_X;
        return isWindow(t) && possible && t.ctx().ui().setExtents(t.id(), r, space);
    }

    private static boolean isWindow(Target t) {
        return t.node().parent() == NodeId.ROOT;
    }

    private static int mdiZOrder(Target t) {
        return t.node().role() == Role.INTERNAL_FRAME ? t.ctx().ui().mdiZOrder(t.id()) : -1;
    }

    static long layer(Role role) {
        if (role.isWindow()) {
            return LAYER_WINDOW;
        }
        return switch (role) {
            case POPUP_MENU, TOOL_TIP -> LAYER_POPUP;
            case INTERNAL_FRAME -> LAYER_MDI;
            default -> LAYER_WIDGET;
        };
    }
}
