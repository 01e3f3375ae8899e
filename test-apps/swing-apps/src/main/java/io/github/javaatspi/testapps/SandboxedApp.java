package io.github.javaatspi.testapps;

import java.io.IOException;
import java.io.InputStream;
import java.security.CodeSource;
import java.security.Permissions;
import java.security.ProtectionDomain;
import java.security.SecureClassLoader;
import java.security.cert.Certificate;
import javax.swing.JButton;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * An application that installs a security manager of its own once it runs, as Freeplane and
 * Java Web Start launchers do (possible up to Java 23; the policy comes from
 * {@code -Djava.security.policy}), and whose toolkit is first touched by plug-in code that the
 * security manager grants nothing: {@link Plugin}, defined again in a protection domain without
 * permissions. Then it opens its window from its own code.
 */
public final class SandboxedApp {
    public static final String TITLE = "Java AT-SPI Sandboxed";

    private SandboxedApp() {
    }

    @SuppressWarnings("removal") // the point of this app is the security manager
    public static void main(String[] args) throws Exception {
        System.setSecurityManager(new SecurityManager());
        new WithoutPermissions().define(Plugin.class).getMethod("touchToolkit").invoke(null);
        SwingUtilities.invokeLater(() -> {
            JFrame frame = new JFrame(TITLE);
            frame.setDefaultCloseOperation(WindowConstants.EXIT_ON_CLOSE);
            frame.add(new JButton("Sandboxed button"));
            frame.setSize(300, 120);
            frame.setVisible(true);
        });
    }

    /** Plug-in code: makes AWT initialise its toolkit, and so load the assistive technologies. */
    public static final class Plugin {
        private Plugin() {
        }

        public static void touchToolkit() {
            java.awt.Toolkit.getDefaultToolkit();
        }
    }

    /** Defines a class again, from the same bytes, in a protection domain without permissions. */
    private static final class WithoutPermissions extends SecureClassLoader {
        WithoutPermissions() {
            super(SandboxedApp.class.getClassLoader());
        }

        Class<?> define(Class<?> template) throws IOException {
            String resource = template.getName().replace('.', '/') + ".class";
            byte[] bytes;
            try (InputStream in = getParent().getResourceAsStream(resource)) {
                bytes = in.readAllBytes();
            }
            ProtectionDomain none = new ProtectionDomain(new CodeSource(null, (Certificate[]) null), new Permissions());
            return defineClass(template.getName(), bytes, 0, bytes.length, none);
        }
    }
}
