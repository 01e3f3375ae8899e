package io.github.javaatspi.testapps;

import java.awt.KeyboardFocusManager;
import java.awt.event.KeyEvent;
import java.util.IdentityHashMap;
import java.util.Map;
import javax.swing.JFrame;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * For the key benchmark: a text field, and a key dispatcher of the application's own, installed
 * before any bridge can install one. It sees each key event first; a bridge that holds the event
 * and replays it makes the same event come by a second time, and the time between the two
 * sightings — what the bridge added to that key — is printed as {@code key-delay-us N}.
 */
public final class KeyBenchApp {
    public static final String TITLE = "Java AT-SPI Key Bench";

    public static void main(String[] args) {
        // Before anything loads the toolkit (and with it the bridge, whose dispatcher would then be first).
        watchKeyDelays();
        SwingUtilities.invokeLater(KeyBenchApp::show);
    }

    private static void watchKeyDelays() {
        Map<KeyEvent, Long> firstSeen = new IdentityHashMap<>();
        KeyboardFocusManager.getCurrentKeyboardFocusManager().addKeyEventDispatcher(e -> {
            if (e.getID() == KeyEvent.KEY_TYPED) {
                return false;
            }
            long now = System.nanoTime();
            Long first = firstSeen.remove(e);
            if (first == null) {
                firstSeen.put(e, now);
            } else {
                System.out.println("key-delay-us " + (now - first) / 1000);
            }
            return false;
        });
    }

    private static void show() {
        JFrame frame = new JFrame(TITLE);
        frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
        JTextField field = new JTextField(40);
        field.getAccessibleContext().setAccessibleName("Typing");
        frame.add(field);
        frame.pack();
        frame.setLocation(40, 40);
        frame.setVisible(true);
    }
}
