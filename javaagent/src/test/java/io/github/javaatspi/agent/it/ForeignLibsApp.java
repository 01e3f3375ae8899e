package io.github.javaatspi.agent.it;

import java.awt.GridLayout;
import java.nio.file.Path;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * A Swing application that ships its own, different versions of the bridge's dependencies
 * (slf4j 1.7 with slf4j-simple, JNA 5.13, dbus-java 4) and uses them: it prints which jar each
 * came from and the logging factory slf4j bound to, logs a line through slf4j, and loads JNA's
 * native library. Run with the bridge, none of that may change.
 */
public final class ForeignLibsApp {
    static final String TITLE = "Foreign libraries";

    private ForeignLibsApp() {
    }

    public static void main(String[] args) throws Exception {
        String slf4j = jarOf("org.slf4j.LoggerFactory");
        String binding = org.slf4j.LoggerFactory.getILoggerFactory().getClass().getName();
        // Reading POINTER_SIZE initialises Native, which loads the app's own JNA native library.
        String jna = jarOf("com.sun.jna.Native") + " pointer="
                + Class.forName("com.sun.jna.Native").getField("POINTER_SIZE").getInt(null);
        String dbus = jarOf("org.freedesktop.dbus.messages.Message");
        System.out.println("slf4j=" + slf4j);
        System.out.println("binding=" + binding);
        System.out.println("jna=" + jna);
        System.out.println("dbus-java=" + dbus);
        org.slf4j.LoggerFactory.getLogger(ForeignLibsApp.class).info("the app's own logging works");
        SwingUtilities.invokeLater(() -> {
            JFrame f = new JFrame(TITLE);
            f.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
            f.setLayout(new GridLayout(0, 1));
            f.add(new JLabel("slf4j " + slf4j));
            f.add(new JLabel("JNA " + jna));
            f.add(new JLabel("dbus-java " + dbus));
            f.pack();
            f.setVisible(true);
        });
    }

    private static String jarOf(String className) throws Exception {
        return Path.of(Class.forName(className).getProtectionDomain().getCodeSource().getLocation().toURI())
                .getFileName().toString();
    }
}
