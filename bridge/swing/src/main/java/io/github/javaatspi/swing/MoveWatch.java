package io.github.javaatspi.swing;

import java.awt.Component;
import java.awt.Window;
import java.awt.event.ComponentEvent;
import java.awt.event.ComponentListener;
import java.util.ArrayList;
import java.util.Map;
import java.util.WeakHashMap;
import javax.swing.JComponent;
import javax.swing.RootPaneContainer;

/**
 * Hears the moves, resizes, shows and hides that can change where a node is on screen: those of
 * each node's own component and of every container it sits in, up to its window.
 *
 * <p>Why not the toolkit's component events for everything: with one listener toolkit-wide, AWT
 * posts an event for every bounds change of every component, and Swing paints each cell of a
 * list, table or tree by moving its renderer there and away again — four events a cell, posted,
 * then purged from the queue when the renderers are removed. A 60-row, 6-column table painted in
 * 2.2 ms instead of 0.67. With a listener on each component that holds a node, AWT posts events
 * for those alone.
 *
 * <p>A listener of any kind makes AWT stop handing that component's events to the AWT 1.0 event
 * methods ({@code handleEvent}, {@code action}) of it and its containers. Swing's components and
 * windows take only the newer events already (JComponent's constructor enables key events,
 * JFrame and JDialog enable window events), so the listener goes on them only; the first other
 * AWT component met on a chain makes the watch give way to the toolkit-wide listener ({@code
 * fallBack}), which hears everything without touching a component. Event thread only; the
 * components are held weakly.
 */
final class MoveWatch implements ComponentListener {
    /** What to do with a watched component's event. */
    interface Moved {
        void moved(ComponentEvent event);
    }

    private final Map<Component, Boolean> watched = new WeakHashMap<>();
    private final Moved moved;
    private final Runnable fallBack;
    private boolean toolkitWide;

    /**
     * @param moved told about each move, resize, show and hide of a watched component
     * @param fallBack run once, when a component that must not carry a listener holds a node:
     *     from then on the caller hears every component's events its own way
     */
    MoveWatch(Moved moved, Runnable fallBack) {
        this.moved = moved;
        this.fallBack = fallBack;
    }

    /**
     * Watches {@code component} and the containers it sits in, up to its window (a window's
     * parent is its owner, which it does not sit in). The whole chain is walked each time, since
     * any container in it may have been moved into another since.
     */
    void watch(Component component) {
        int depth = 0;
        for (Component c = component; c != null && !toolkitWide && depth++ < ScreenPlaces.MAX_DEPTH;
                c = c instanceof Window ? null : c.getParent()) {
            if (watched.containsKey(c)) {
                continue;
            }
            if (!takesOnlyNewEvents(c)) {
                toolkitWide = true;
                stop();
                fallBack.run();
                return;
            }
            watched.put(c, Boolean.TRUE);
            c.addComponentListener(this);
        }
    }

    /** Whether a component the watch met could not carry a listener, so that the caller hears all. */
    boolean toolkitWide() {
        return toolkitWide;
    }

    /** Takes the listener off every watched component. */
    void stop() {
        for (Component c : new ArrayList<>(watched.keySet())) {
            c.removeComponentListener(this);
        }
        watched.clear();
    }

    /**
     * Whether a listener leaves {@code c}'s events as they were: Swing's components and windows
     * (an application's subclasses included), and Swing's own holders such as a medium-weight
     * popup's panel. JWindow and the popups' windows enable no events of their own, but are
     * Swing's: no Swing code takes the 1.0 events, and the JDK's accessibility puts a component
     * listener on such a window as soon as a client listens to it.
     */
    static boolean takesOnlyNewEvents(Component c) {
        return c instanceof JComponent || c instanceof RootPaneContainer
                || c.getClass().getName().startsWith("javax.swing.");
    }

    @Override
    public void componentResized(ComponentEvent e) {
        moved.moved(e);
    }

    @Override
    public void componentMoved(ComponentEvent e) {
        moved.moved(e);
    }

    @Override
    public void componentShown(ComponentEvent e) {
        moved.moved(e);
    }

    @Override
    public void componentHidden(ComponentEvent e) {
        moved.moved(e);
    }
}
