package io.github.javaatspi.swing;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.HashMap;
import java.util.Map;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleText;
import javax.swing.text.JTextComponent;

/**
 * The {@link AccessibleText} of an object, asked of Swing once. An HTML editor pane's context
 * answers every {@code getAccessibleText()} with a new hypertext object, and each new one adds two
 * document listeners, a caret listener and a component listener to the pane that are never
 * removed: asked once per snapshot, the bridge would leak four listeners per caret move, and every
 * later edit would notify them all. A text that is an accessible context of its own (the sign of
 * such a fresh object) is therefore kept per context for as long as the component shows the same
 * document; everything else is asked afresh, as Swing intends. Event thread only.
 */
final class AccessibleTexts {
    private static final Map<Key, Kept> KEPT = new HashMap<>();
    private static final ReferenceQueue<AccessibleContext> COLLECTED = new ReferenceQueue<>();

    private AccessibleTexts() {
    }

    /** The text interface of {@code context} (whose object is {@code accessible}), or null. */
    static AccessibleText of(Accessible accessible, AccessibleContext context) {
        forgetCollected();
        Object document = accessible instanceof JTextComponent tc ? tc.getDocument() : null;
        Kept kept = KEPT.get(new Key(context, null));
        AccessibleText known = kept == null ? null : kept.text.get();
        if (known != null && kept.document.get() == document) {
            return known;
        }
        AccessibleText text = context.getAccessibleText();
        if (text instanceof AccessibleContext && text != context) {
            KEPT.put(new Key(context, COLLECTED), new Kept(new WeakReference<>(text), new WeakReference<>(document)));
        }
        return text;
    }

    private static void forgetCollected() {
        for (Reference<?> r; (r = COLLECTED.poll()) != null; ) {
            KEPT.remove((Key) r);
        }
    }

    /**
     * Held weakly, because the text holds its component, which holds the context: the text stays
     * alive through the listeners it registered for as long as its component does.
     */
    private record Kept(WeakReference<AccessibleText> text, WeakReference<Object> document) {
    }

    /** A weakly held context, compared by identity (never by the application's {@code equals}). */
    private static final class Key extends WeakReference<AccessibleContext> {
        private final int hash;

        Key(AccessibleContext context, ReferenceQueue<AccessibleContext> queue) {
            super(context, queue);
            this.hash = System.identityHashCode(context);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            AccessibleContext mine = get();
            return mine != null && other instanceof Key k && k.get() == mine;
        }
    }
}
