package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import java.awt.FlowLayout;
import java.awt.Toolkit;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.event.CaretListener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** What Swing's text contexts leave unsaid, heard from the text's caret instead. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ContextChangesTest extends SwingSourceFixture {
    @Test
    void aSelectionThatGoesWhileTheCaretStaysReachesTheTree() throws Exception {
        start(config());
        String title = "Selection " + System.nanoTime();
        JTextField field = showField(title, t -> { });
        long id = awaitNode("the field", awaitFrame(title).id(), Role.TEXT, "Field").id();
        OnEdt.run(() -> {
            field.setCaretPosition(4);
            field.moveCaretPosition(0);
        });
        awaitTrue("the selection in the tree", () -> selected(id));

        // Home after Shift+Home: the caret stays at 0 and the selection goes. Swing's context
        // fires nothing for it (it reports a caret that moved, or a selection that is there).
        OnEdt.run(() -> field.setCaretPosition(0));

        awaitTrue("the selection to leave the tree", () -> !selected(id));
        assertThat(tree.get(id).text().caret()).isZero();
        assertThat(caretListenersOfOurs(field)).as("our caret listener on the field").hasSize(1);

        source.stop(5000);

        assertThat(caretListenersOfOurs(field)).as("caret listeners left after stop()").isEmpty();
    }

    @Test
    void aSelectionAKeyMakesIsHandedOverWithinTheKeysDispatch() throws Exception {
        start(config());
        String title = "Key selection " + System.nanoTime();
        AtomicLong keyPressedAt = new AtomicLong();
        AtomicLong handedOverBeforeSelectionHeard = new AtomicLong(-1);
        JTextField field = showField(title, t -> {
            t.addKeyListener(new KeyAdapter() {
                @Override
                public void keyPressed(KeyEvent e) {
                    keyPressedAt.set(System.nanoTime());
                }
            });
            // The application's caret listener, added before the bridge's: Swing calls the last
            // added first, so this one hears the selection after ours, in the same dispatch.
            t.addCaretListener(e -> {
                if (e.getDot() != e.getMark()) {
                    handedOverBeforeSelectionHeard.compareAndSet(-1, lastUpdateNanos - keyPressedAt.get());
                }
            });
        });
        long id = awaitNode("the field", awaitFrame(title).id(), Role.TEXT, "Field").id();
        focus(field);
        OnEdt.run(() -> field.setCaretPosition(0));
        awaitTrue("the field focused in the tree", () -> tree.get(id).has(State.FOCUSED));

        OnEdt.run(() -> Toolkit.getDefaultToolkit().getSystemEventQueue().postEvent(new KeyEvent(field,
                KeyEvent.KEY_PRESSED, System.currentTimeMillis(), KeyEvent.SHIFT_DOWN_MASK, KeyEvent.VK_END,
                KeyEvent.CHAR_UNDEFINED)));

        awaitTrue("the selection in the tree", () -> selected(id));
        // Handed to the sink after the key reached the field and before Swing went on with the
        // selection (no event-thread turn in between), not in a turn queued behind the key.
        assertThat(handedOverBeforeSelectionHeard.get()).as("nanoseconds from the key press to the last update handed over, "
                + "as the application's caret listener saw it").isPositive();
    }

    /** Shows a window with one text field named "Field", {@code prepare}d on the event thread first. */
    private JTextField showField(String title, Consumer<JTextField> prepare) throws Exception {
        return OnEdt.call(() -> {
            JFrame f = new JFrame(title);
            JPanel p = new JPanel(new FlowLayout());
            JTextField t = new JTextField("abcd", 12);
            t.getAccessibleContext().setAccessibleName("Field");
            prepare.accept(t);
            p.add(t);
            f.setContentPane(p);
            f.pack();
            windows.add(f);
            f.setVisible(true);
            return t;
        });
    }

    private boolean selected(long id) {
        Node n = tree.get(id);
        return n != null && n.text() != null && n.text().hasSelection();
    }

    private static List<CaretListener> caretListenersOfOurs(JTextField field) throws Exception {
        return OnEdt.call(() -> Arrays.stream(field.getCaretListeners())
                .filter(l -> l instanceof ContextChanges).toList());
    }
}
