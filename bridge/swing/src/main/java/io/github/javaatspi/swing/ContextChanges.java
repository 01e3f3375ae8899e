package io.github.javaatspi.swing;

import java.awt.Component;
import java.awt.EventQueue;
import java.awt.event.KeyEvent;
import java.beans.PropertyChangeEvent;
import java.beans.PropertyChangeListener;
import java.util.Set;
import javax.accessibility.AccessibleContext;
import javax.swing.JFormattedTextField;
import javax.swing.JSpinner;
import javax.swing.event.CaretEvent;
import javax.swing.event.CaretListener;
import javax.swing.text.JTextComponent;

/**
 * What the components we read report while a client listens, turned into dirty nodes: every
 * property change of a context we handed out, and the one change of a text that Swing's context
 * keeps to itself — a selection that goes while the caret stays (End after Shift+End: the
 * context reports a caret that moved or a selection that is there, not one that went, so the
 * screen reader went on believing the text selected and spoke the next selection wrongly).
 * Installed and removed per node on the event thread.
 */
final class ContextChanges implements PropertyChangeListener, CaretListener {
    /** Changes a user waits for: published in the next event-thread turn. */
    private static final Set<String> URGENT = Set.of(
            AccessibleContext.ACCESSIBLE_STATE_PROPERTY,
            AccessibleContext.ACCESSIBLE_CARET_PROPERTY,
            AccessibleContext.ACCESSIBLE_TEXT_PROPERTY,
            AccessibleContext.ACCESSIBLE_SELECTION_PROPERTY,
            AccessibleContext.ACCESSIBLE_ACTIVE_DESCENDANT_PROPERTY);

    private static final Set<String> TEXT_NOTIFICATIONS = Set.of(
            AccessibleContext.ACCESSIBLE_TEXT_PROPERTY,
            AccessibleContext.ACCESSIBLE_TEXT_ATTRIBUTES_CHANGED);

    /** Where a changed node goes: marked dirty, urgently or not (event thread). */
    interface Sink {
        void changed(Handle h, boolean urgent);
    }

    /** Where a text selection a key made goes: read at once, in the caret listener's call (event thread). */
    interface SelectionByKey {
        void readNow(Handle h);
    }

    private final IdentityTable ids;
    private final Sink sink;
    private final SelectionByKey selectionByKey;

    ContextChanges(IdentityTable ids, Sink sink, SelectionByKey selectionByKey) {
        this.ids = ids;
        this.sink = sink;
        this.selectionByKey = selectionByKey;
    }

    /** Starts hearing {@code h}'s context, and its text's caret where it has one. */
    void listenTo(Handle h) {
        AccessibleContext ctx = h.context.get();
        if (ctx == null) {
            return;
        }
        Safe.run(() -> ctx.addPropertyChangeListener(this), "adding a listener");
        JTextComponent text = textOf(h);
        if (text != null) {
            Safe.run(() -> text.addCaretListener(this), "adding a caret listener");
        }
        JFormattedTextField field = spinnerFieldOf(h);
        if (field != null) {
            Safe.run(() -> field.getAccessibleContext().addPropertyChangeListener(this), "adding a listener");
            Safe.run(() -> field.addCaretListener(this), "adding a caret listener");
        }
        h.listening = true;
    }

    void stopListening(Handle h) {
        AccessibleContext ctx = h.context.get();
        if (ctx != null) {
            Safe.run(() -> ctx.removePropertyChangeListener(this), "removing a listener");
        }
        JTextComponent text = textOf(h);
        if (text != null) {
            Safe.run(() -> text.removeCaretListener(this), "removing a caret listener");
        }
        JFormattedTextField field = spinnerFieldOf(h);
        if (field != null) {
            Safe.run(() -> field.getAccessibleContext().removePropertyChangeListener(this), "removing a listener");
            Safe.run(() -> field.removeCaretListener(this), "removing a caret listener");
        }
        h.listening = false;
    }

    @Override
    public void propertyChange(PropertyChangeEvent evt) {
        Object source = evt.getSource();
        String property = evt.getPropertyName();
        if (EventQueue.isDispatchThread()) {
            onChange(source, property);
        } else {
            EventQueue.invokeLater(() -> onChange(source, property));
        }
    }

    /**
     * A caret with no selection: the text is read again, so a selection it had is seen to go.
     * A caret that moved is reported by the context as well; the node is marked once either way.
     * A selection a key press made or moved is read at once: Swing hands it to the X server's
     * primary selection right after its caret listeners have heard it
     * ({@code DefaultCaret.changeCaretPosition}), 4–8 ms of event thread that the turn queued
     * behind the key would wait for, while the screen reader waits for the selection's events.
     */
    @Override
    public void caretUpdate(CaretEvent e) {
        if (!(e.getSource() instanceof Component c)) {
            return;
        }
        if (e.getDot() != e.getMark()) {
            if (EventQueue.isDispatchThread() && EventQueue.getCurrentEvent() instanceof KeyEvent k
                    && k.getID() == KeyEvent.KEY_PRESSED) {
                Handle h = handleOf(ids, c);
                if (h != null) {
                    selectionByKey.readNow(h);
                }
            }
            return;
        }
        if (EventQueue.isDispatchThread()) {
            onCaret(c);
        } else {
            EventQueue.invokeLater(() -> onCaret(c));
        }
    }

    private void onCaret(Component c) {
        Handle h = handleOf(ids, c);
        if (h != null) {
            sink.changed(h, true);
        }
    }

    private void onChange(Object source, String property) {
        if (!(source instanceof AccessibleContext ctx)) {
            return;
        }
        Handle h = ids.existing(ctx);
        if (h == null) {
            JSpinner spinner = spinnerOfField(ctx);
            h = spinner == null ? null : ids.existingFor(spinner);
        }
        if (h != null) {
            if (TEXT_NOTIFICATIONS.contains(property)) {
                // Swing reports attribute changes as text changes: counting them lets an
                // unchanged text with a new count be announced as new attributes.
                h.textRevision++;
            }
            sink.changed(h, URGENT.contains(property));
        }
    }

    /** The node of {@code c}, or of the spinner whose standard text field {@code c} is; null if none. */
    static Handle handleOf(IdentityTable ids, Component c) {
        Handle h = ids.existingFor(c);
        if (h == null) {
            JSpinner spinner = spinnerOf(c);
            h = spinner == null ? null : ids.existingFor(spinner);
        }
        return h;
    }

    // The two lookups below run on focus and property changes, often for the first time while a
    // screen reader waits for a key's events: written without lambdas, whose first call links a
    // class of its own (up to 2 ms of event thread in a fresh JVM, measured on a first Tab into
    // a spinner).

    private static JSpinner spinnerOf(Component c) {
        try {
            return SpinnerFields.spinnerOf(c);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, null);
        }
    }

    private static JSpinner spinnerOfField(AccessibleContext field) {
        try {
            return SpinnerFields.spinnerOfField(field);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, null);
        }
    }

    private static JTextComponent textOf(Handle h) {
        return h.accessible.get() instanceof JTextComponent text ? text : null;
    }

    /**
     * A spinner's standard text field, which is no node of its own: what it reports while the
     * user types is the spinner's change (see {@link SpinnerFields}). Null for anything else.
     */
    private static JFormattedTextField spinnerFieldOf(Handle h) {
        try {
            return SpinnerFields.fieldOf(h.accessible.get());
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, null);
        }
    }
}
