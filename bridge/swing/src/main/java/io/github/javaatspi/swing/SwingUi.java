package io.github.javaatspi.swing;

import io.github.javaatspi.model.ChildrenPort;
import io.github.javaatspi.model.CoordSpace;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.SelectionPort;
import io.github.javaatspi.model.TablePort;
import io.github.javaatspi.model.TextPort;
import io.github.javaatspi.model.UiPort;
import io.github.javaatspi.model.UiUnavailableException;

import java.awt.Component;
import java.awt.IllegalComponentStateException;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleAction;
import javax.accessibility.AccessibleComponent;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleHyperlink;
import javax.accessibility.AccessibleHypertext;
import javax.accessibility.AccessibleIcon;
import javax.accessibility.AccessibleValue;
import javax.swing.JComponent;
import javax.swing.JInternalFrame;
import javax.swing.JLayeredPane;
import javax.swing.SwingUtilities;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Live questions answered on the event thread within a budget, and mutations queued to it
 * (the caller gets its reply before the action runs, so an action that opens a modal dialog
 * cannot hang the client).
 */
final class SwingUi implements UiPort {
    private static final Logger LOG = LoggerFactory.getLogger(SwingUi.class);
    private static final Rect NOT_SHOWN = new Rect(-1, -1, -1, -1);

    private final SwingTreeSource source;
    private final long budgetMillis;
    private final SwingText text;
    private final ChildrenPort children;
    private final SelectionPort selection;
    private final TablePort tables;

    SwingUi(SwingTreeSource source, long budgetMillis) {
        this.source = source;
        this.budgetMillis = budgetMillis;
        this.text = new SwingText(this, budgetMillis);
        Locator locator = new Locator(source);
        this.children = new SwingChildren(source, budgetMillis);
        this.selection = new SwingSelection(this, locator, budgetMillis);
        this.tables = new SwingTables(this, source.identities(), locator, budgetMillis);
    }

    @Override
    public ChildrenPort children() {
        return children;
    }

    @Override
    public SelectionPort selection() {
        return selection;
    }

    @Override
    public TablePort table() {
        return tables;
    }

    @Override
    public TextPort text() {
        return text;
    }

    @Override
    public long geometryEpoch() {
        return source.geometryEpoch();
    }

    @Override
    public long untrackedMoveEpoch() {
        return source.untrackedMoveEpoch();
    }

    @Override
    public long moveEpochOf(long id) {
        return source.moveEpochOf(id);
    }

    @Override
    public Rect extents(long id, CoordSpace space) {
        return Edt.call(() -> {
            AccessibleComponent c = component(id);
            // Swing's own code throws for objects without bounds (a collapsed tree's hidden nodes).
            Rectangle bounds = c.getBounds();
            Point origin = bounds == null ? null : origin(id, c, space);
            if (origin == null) {
                return NOT_SHOWN;
            }
            return new Rect(origin.x, origin.y, bounds.width, bounds.height);
        }, budgetMillis);
    }

    /** The icon's box: the component's origin in {@code space} plus where it lays the icon out. */
    @Override
    public Rect imageExtents(long id, CoordSpace space) {
        return Edt.call(() -> {
            Resolved r = live(id);
            AccessibleIcon[] icons = r.context().getAccessibleIcon();
            if (icons == null || icons.length == 0 || icons[0] == null) {
                throw new UiUnavailableException(UiUnavailableException.Reason.UNSUPPORTED, "no icon");
            }
            AccessibleComponent c = component(id);
            Point origin = origin(id, c, space);
            java.awt.Dimension size = c.getSize();
            if (origin == null || size == null) {
                return NOT_SHOWN;
            }
            Rectangle icon = IconLayout.bounds(r.accessible(), size, icons[0].getAccessibleIconWidth(),
                    icons[0].getAccessibleIconHeight());
            return new Rect(origin.x + icon.x, origin.y + icon.y, icon.width, icon.height);
        }, budgetMillis);
    }

    @Override
    public long accessibleAtPoint(long id, int x, int y, CoordSpace space) {
        return Edt.call(() -> {
            AccessibleComponent c = component(id);
            Point origin = origin(id, c, space);
            if (origin == null) {
                return NodeId.NONE;
            }
            Point local = new Point(x - origin.x, y - origin.y);
            Handle h = source.handle(id);
            if (h != null && h.items != null) {
                // The item under the point is read if nobody read it yet (it is on screen).
                int position = h.items.positionAt(local);
                return position < 0 ? NodeId.NONE : source.readItems(id, new int[] {position})[0];
            }
            Accessible child = c.getAccessibleAt(local);
            return child == null ? NodeId.NONE : idOfChild(id, child);
        }, budgetMillis);
    }

    @Override
    public double alpha(long id) {
        return Edt.call(() -> {
            Window w = windowOf(live(id).accessible());
            return w == null ? 1.0 : (double) w.getOpacity();
        }, budgetMillis);
    }

    @Override
    public int mdiZOrder(long id) {
        return Edt.call(() -> {
            if (live(id).accessible() instanceof JInternalFrame f && f.getParent() instanceof JLayeredPane pane) {
                return pane.getIndexOf(f);
            }
            return -1;
        }, budgetMillis);
    }

    @Override
    public boolean grabFocus(long id) {
        later(id, "focus request", r -> {
            if (r.accessible() instanceof Window w) {
                w.toFront();
            }
            AccessibleComponent c = r.context().getAccessibleComponent();
            if (c != null) {
                c.requestFocus();
            }
        });
        return true;
    }

    @Override
    public boolean doAction(long id, int index) {
        later(id, "action " + index, r -> {
            AccessibleAction action = r.context().getAccessibleAction();
            if (action != null && index < action.getAccessibleActionCount()) {
                action.doAccessibleAction(index);
            }
        });
        return true;
    }

    @Override
    public boolean doLinkAction(long id, int link, int action) {
        later(id, "link " + link + " action " + action, r -> {
            if (AccessibleTexts.of(r.accessible(), r.context()) instanceof AccessibleHypertext text) {
                AccessibleHyperlink l = text.getLink(link);
                if (l != null && action < l.getAccessibleActionCount()) {
                    l.doAccessibleAction(action);
                }
            }
        });
        return true;
    }

    @Override
    public boolean setExtents(long id, Rect bounds, CoordSpace space) {
        later(id, "window move", r -> {
            if (r.accessible() instanceof Window w) {
                w.setBounds(bounds.x(), bounds.y(), bounds.width(), bounds.height());
            }
        });
        return true;
    }

    @Override
    public boolean setValue(long id, double value) {
        later(id, "value change", r -> {
            AccessibleValue v = r.context().getAccessibleValue();
            Number current = v == null ? null : v.getCurrentAccessibleValue();
            if (current != null) {
                boolean integral = current instanceof Integer || current instanceof Long || current instanceof Short;
                v.setCurrentAccessibleValue(integral ? (Number) Math.round(value) : (Number) value);
            }
        });
        return true;
    }

    @Override
    public boolean scrollIntoView(long id) {
        later(id, "scroll", r -> {
            AccessibleComponent c = r.context().getAccessibleComponent();
            if (r.accessible() instanceof JComponent jc) {
                jc.scrollRectToVisible(new Rectangle(0, 0, jc.getWidth(), jc.getHeight()));
            } else if (c != null) {
                Handle h = source.handle(id);
                Handle parent = h == null ? null : source.handle(h.parent);
                Resolved p = parent == null ? null : source.identities().resolve(parent);
                Rectangle b = c.getBounds();
                if (p != null && p.accessible() instanceof JComponent pc && b != null) {
                    pc.scrollRectToVisible(b);
                }
            }
        });
        return true;
    }

    @Override
    public void revalidate(long id) {
        source.touched(id);
    }

    /**
     * Queues {@code task} for the live object {@code id}, which is read again afterwards; nothing
     * happens when it is gone by then.
     */
    void later(long id, String what, java.util.function.Consumer<Resolved> task) {
        Edt.later(() -> {
            Handle h = source.handle(id);
            Resolved r = h == null ? null : source.identities().resolve(h);
            if (r == null) {
                // The client was told yes; a lost request must at least be traceable.
                LOG.debug("{} on object {} not done: it was gone when the event thread came to it", what, id);
                return;
            }
            try {
                task.accept(r);
            } finally {
                source.reread(id);
            }
        }, e -> LOG.debug("{} failed in the application", what, e));
    }

    /** The live object {@code id}; GONE when it is no more. Event thread. */
    Resolved live(long id) {
        Handle h = source.handle(id);
        Resolved r = h == null ? null : source.identities().resolve(h);
        if (r == null) {
            throw new UiUnavailableException(UiUnavailableException.Reason.GONE, "object " + id + " is gone");
        }
        return r;
    }

    private AccessibleComponent component(long id) {
        AccessibleComponent c = live(id).context().getAccessibleComponent();
        if (c == null) {
            throw new UiUnavailableException(UiUnavailableException.Reason.UNSUPPORTED, "not a component");
        }
        return c;
    }

    /** Where {@code c}'s top-left corner lies in {@code space}, or null when it is not on screen. */
    Point origin(long id, AccessibleComponent c, CoordSpace space) {
        if (space == CoordSpace.PARENT) {
            return c.getLocation();
        }
        Point onScreen = locationOnScreen(c);
        if (onScreen == null || space == CoordSpace.SCREEN) {
            return onScreen;
        }
        Point window = windowOrigin(id);
        return window == null ? onScreen : new Point(onScreen.x - window.x, onScreen.y - window.y);
    }

    /**
     * {@code c}'s place on screen, or null when it is not showing. The elements of an HTML page
     * (Swing's {@code AccessibleHTML}) ask their pane's {@code Component.getLocationOnScreen},
     * which throws then instead of answering null as {@code AccessibleComponent} promises: a
     * page in a tab behind another is not on screen, not broken.
     */
    private static Point locationOnScreen(AccessibleComponent c) {
        try {
            return c.getLocationOnScreen();
        } catch (IllegalComponentStateException e) {
            return null;
        }
    }

    /** The screen position of the top-level window that contains {@code id}. */
    private Point windowOrigin(long id) {
        return ScreenPlaces.windowOrigin(source.identities(), source.handle(id));
    }

    private long idOfChild(long parent, Accessible child) {
        AccessibleContext cc = child.getAccessibleContext();
        if (cc == null) {
            return NodeId.NONE;
        }
        if (child instanceof Component) {
            Handle h = source.identities().existing(cc);
            return h == null ? NodeId.NONE : h.id;
        }
        Handle h = source.identities().existingSlot(parent, cc.getAccessibleIndexInParent());
        return h == null ? NodeId.NONE : h.id;
    }

    private static Window windowOf(Accessible a) {
        if (a instanceof Window w) {
            return w;
        }
        return a instanceof Component c ? SwingUtilities.getWindowAncestor(c) : null;
    }
}
