package io.github.javaatspi.swing;

import static org.junit.jupiter.api.Assertions.fail;

import io.github.javaatspi.stack.Deadline;

import java.awt.Component;
import java.awt.GraphicsEnvironment;
import java.awt.Window;
import java.lang.reflect.InvocationTargetException;
import java.time.Duration;
import java.util.concurrent.Callable;
import javax.swing.SwingUtilities;

/** Running test code on the event thread, and waiting for conditions read there. */
final class OnEdt {
    static final Duration WAIT = Duration.ofSeconds(15);

    private OnEdt() {
    }

    /** Fails the test class with what to do when there is no X display to show windows on. */
    static void requireDisplay(String testClass) {
        if (System.getenv("DISPLAY") == null || GraphicsEnvironment.isHeadless()) {
            fail(testClass + " needs an X display and DISPLAY is not set (or AWT is headless): run the build under "
                    + "Xvfb, e.g. xvfb-run -a -s \"-screen 0 1280x1024x24\" mvn -B -o -pl bridge/swing test, "
                    + "or use ./run-tests.sh");
        }
    }

    static <T> T call(Callable<T> task) throws Exception {
        Object[] result = new Object[1];
        try {
            SwingUtilities.invokeAndWait(() -> {
                try {
                    result[0] = task.call();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception ex ? ex : new IllegalStateException(e.getCause());
        }
        @SuppressWarnings("unchecked")
        T t = (T) result[0];
        return t;
    }

    static void run(Runnable task) throws Exception {
        call(() -> {
            task.run();
            return null;
        });
    }

    /** Waits until {@code condition}, read on the event thread, holds. */
    static void awaitTrue(String what, Callable<Boolean> condition) {
        Deadline.awaitTrue(what, WAIT, () -> {
            try {
                return call(condition);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }

    /**
     * Gives {@code c} the keyboard focus. Xvfb has no window manager, so the window is brought to
     * the front and asked again until Swing reports {@code c} as the focus owner.
     */
    static void focus(Component c) {
        awaitTrue("focus on " + c.getName(), () -> {
            if (c.isFocusOwner()) {
                return true;
            }
            Window w = SwingUtilities.getWindowAncestor(c);
            w.toFront();
            c.requestFocus();
            return false;
        });
    }
}
