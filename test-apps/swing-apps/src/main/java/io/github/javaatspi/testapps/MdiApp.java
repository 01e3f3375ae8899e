package io.github.javaatspi.testapps;

import javax.swing.JDesktopPane;
import javax.swing.JFrame;
import javax.swing.JInternalFrame;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/** A frame with a desktop pane and two internal frames, "Back" under "Front". */
public final class MdiApp {
    public static final String TITLE = "Java AT-SPI MDI";

    private MdiApp() {
    }

    public static void main(String[] args) {
        SwingUtilities.invokeLater(() -> {
            JFrame frame = new JFrame(TITLE);
            frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
            JDesktopPane desktop = new JDesktopPane();
            desktop.add(internal("Back", 20, 20));
            JInternalFrame front = internal("Front", 80, 60);
            desktop.add(front);
            desktop.moveToFront(front);
            frame.setContentPane(desktop);
            frame.setSize(500, 400);
            frame.setVisible(true);
        });
    }

    private static JInternalFrame internal(String title, int x, int y) {
        JInternalFrame f = new JInternalFrame(title, true, true, true, true);
        f.add(new JLabel(title + " content"));
        f.setBounds(x, y, 240, 160);
        f.setVisible(true);
        return f;
    }
}
