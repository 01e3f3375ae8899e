package io.github.javaatspi.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.EventQueue;
import java.awt.GraphicsEnvironment;
import java.awt.Window;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.swing.JFrame;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class FirstWindowTest {
    /** Far longer than any test waits, so that returning early can only be the window's doing. */
    private static final long NEVER_MILLIS = 600_000;
    private static final long TEST_DEADLINE_SECONDS = 30;

    private JFrame frame;

    @BeforeAll
    static void needsADisplay() {
        if (System.getenv("DISPLAY") == null || GraphicsEnvironment.isHeadless()) {
            fail("FirstWindowTest needs an X display: run the build under Xvfb (xvfb-run -a mvn …)");
        }
    }

    @AfterEach
    void closeWindows() throws Exception {
        EventQueue.invokeAndWait(() -> {
            for (Window w : Window.getWindows()) {
                w.dispose();
            }
        });
    }

    @Test
    void returnsWhenTheFirstWindowOpens() throws Exception {
        CompletableFuture<Void> waiting = CompletableFuture.runAsync(FirstWindowTest::awaitLong);
        EventQueue.invokeAndWait(() -> {
            frame = new JFrame("first");
            frame.setSize(100, 80);
            frame.setVisible(true);
        });

        waiting.get(TEST_DEADLINE_SECONDS, TimeUnit.SECONDS);
        assertThat(frame.isShowing()).isTrue();
    }

    @Test
    void returnsAtOnceWhenAWindowIsShowingAlready() throws Exception {
        EventQueue.invokeAndWait(() -> {
            frame = new JFrame("already");
            frame.setSize(100, 80);
            frame.setVisible(true);
        });

        CompletableFuture.runAsync(FirstWindowTest::awaitLong).get(TEST_DEADLINE_SECONDS, TimeUnit.SECONDS);
    }

    @Test
    void returnsAtTheDeadlineWhenNoWindowOpens() throws Exception {
        CompletableFuture.runAsync(() -> {
            try {
                FirstWindow.await(1);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }).get(TEST_DEADLINE_SECONDS, TimeUnit.SECONDS);
    }

    private static void awaitLong() {
        try {
            FirstWindow.await(NEVER_MILLIS);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
