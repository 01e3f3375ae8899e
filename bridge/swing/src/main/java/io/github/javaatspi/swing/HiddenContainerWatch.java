package io.github.javaatspi.swing;

import java.awt.Container;
import java.awt.EventQueue;
import java.awt.event.ContainerEvent;
import java.awt.event.ContainerListener;
import java.util.ArrayList;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Hears components come and go inside the containers {@link HiddenComponents} looks through.
 * Swing tells an accessible container's listeners when its accessible children change, but a
 * container that is not accessible has no context to tell through: a label added inside one
 * would wait for the next read of its accessible ancestor. One listener goes on each such
 * container as a read first looks through it, and comes off when the bridge stops; the
 * containers are held weakly. Watched from the event thread; a change an application makes on
 * another thread is handed to it.
 */
final class HiddenContainerWatch implements ContainerListener {
    /** What to do when a watched container's components change: mark its accessible ancestor stale. */
    interface Changed {
        void inside(Container container);
    }

    private final Map<Container, Boolean> watched = new WeakHashMap<>();
    private final Changed changed;

    HiddenContainerWatch(Changed changed) {
        this.changed = changed;
    }

    void watch(Container container) {
        if (watched.put(container, Boolean.TRUE) == null) {
            container.addContainerListener(this);
        }
    }

    void stop() {
        for (Container c : new ArrayList<>(watched.keySet())) {
            c.removeContainerListener(this);
        }
        watched.clear();
    }

    @Override
    public void componentAdded(ContainerEvent e) {
        tell(e.getContainer());
    }

    @Override
    public void componentRemoved(ContainerEvent e) {
        tell(e.getContainer());
    }

    /** An application may change its components off the event thread; the bridge reads on it. */
    private void tell(Container container) {
        if (EventQueue.isDispatchThread()) {
            changed.inside(container);
        } else {
            EventQueue.invokeLater(() -> changed.inside(container));
        }
    }
}
