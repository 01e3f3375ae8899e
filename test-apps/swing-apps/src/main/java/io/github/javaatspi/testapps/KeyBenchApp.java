package io.github.javaatspi.testapps;

import java.awt.KeyboardFocusManager;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.util.IdentityHashMap;
import java.util.Map;
import javax.swing.JFrame;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * For the key benchmark: a text field, and a key dispatcher of the application's own, installed
 * before any bridge can install one. It sees each key event first and notes the time; when the
 * field gets the event — at once, or after a bridge held and replayed it — the time since, what
 * the bridge added to that key, is printed as {@code key-delay-us N}: one line per press and
 * per release.
 */
public final class KeyBenchApp {
    public static final String TITLE = "Java AT-SPI Key Bench";

    /** When the dispatcher first saw each key event (event thread only). */
    private static final Map<KeyEvent, Long> FIRST_SEEN = new IdentityHashMap<>();

    public static void main(String[] args) {
        // Before anything loads the toolkit (and with it the bridge, whose dispatcher would then be first).
        KeyboardFocusManager.getCurrentKeyboardFocusManager().addKeyEventDispatcher(e -> {
            if (e.getID() != KeyEvent.KEY_TYPED) {
                FIRST_SEEN.putIfAbsent(e, System.nanoTime());
            }
            return false;
        });
        SwingUtilities.invokeLater(KeyBenchApp::show);
    }

    private static void reached(KeyEvent e) {
        Long first = FIRST_SEEN.remove(e);
        if (first != null) {
            System.out.println("key-delay-us " + (System.nanoTime() - first) / 1000);
        }
    }

    private static void show() {
        JFrame frame = new JFrame(TITLE);
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        JTextField field = new JTextField(40);
        field.addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                reached(e);
            }

            @Override
            public void keyReleased(KeyEvent e) {
                reached(e);
            }
        });
        field.getAccessibleContext().setAccessibleName("Typing");
        frame.add(field);
        frame.pack();
        frame.setLocation(40, 40);
        frame.setVisible(true);
    }
}
