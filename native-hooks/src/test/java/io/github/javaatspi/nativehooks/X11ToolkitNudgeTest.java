package io.github.javaatspi.nativehooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.swing.ToolkitNudge;

import com.sun.jna.Library;
import com.sun.jna.Memory;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The nudge reaches the client that made the focused window, as a client message of our own type:
 * a window of this test's own connection stands in for AWT's.
 */
class X11ToolkitNudgeTest {
    private static final int CLIENT_MESSAGE = 33;
    /**
     * {@code XClientMessageEvent.message_type} on LP64 (x86-64, arm64): after type, serial,
     * send_event, display and window.
     */
    private static final int MESSAGE_TYPE_OFFSET = 40;

    @BeforeAll
    static void needsADisplay() {
        if (System.getenv("DISPLAY") == null || System.getenv("DISPLAY").isEmpty()) {
            fail("X11ToolkitNudgeTest needs an X display and DISPLAY is not set: run the build under Xvfb, e.g. "
                    + "xvfb-run -a -s \"-screen 0 1280x1024x24\" mvn -B -o -pl native-hooks install, "
                    + "or use ./run-tests.sh");
        }
    }

    @Test
    void theFocusedWindowsClientGetsAMessageOfOurType() throws Exception {
        Pointer other = Deadline.await("an X connection to " + System.getenv("DISPLAY"), Duration.ofSeconds(10),
                () -> TestX.X.XOpenDisplay(null));
        try {
            NativeLong window = TestX.X.XCreateSimpleWindow(other, TestX.X.XDefaultRootWindow(other), 0, 0, 20, 20, 0,
                    new NativeLong(0), new NativeLong(0));
            TestX.X.XMapWindow(other, window);
            TestX.X.XSync(other, 0);
            run("xdotool", "windowfocus", "--sync", Long.toString(window.longValue()));
            NativeLong ourType = TestX.X.XInternAtom(other, X11ToolkitNudge.MESSAGE_TYPE, 0);

            ToolkitNudge nudge = X11ToolkitNudge.open().orElseThrow();
            nudge.nudge();

            Memory event = new Memory(24 * 8);
            Deadline.awaitTrue("the nudge's client message on the window's connection", Duration.ofSeconds(5), () -> {
                while (TestX.X.XPending(other) > 0) {
                    TestX.X.XNextEvent(other, event);
                    if (event.getInt(0) == CLIENT_MESSAGE) {
                        assertThat(event.getNativeLong(MESSAGE_TYPE_OFFSET)).isEqualTo(ourType);
                        return true;
                    }
                }
                return false;
            });
        } finally {
            TestX.X.XCloseDisplay(other);
        }
    }

    /** The libX11 calls only this test needs: a window of its own, and reading its events. */
    interface TestX extends Library {
        TestX X = Native.load("X11", TestX.class);

        Pointer XOpenDisplay(String name);

        int XCloseDisplay(Pointer display);

        NativeLong XDefaultRootWindow(Pointer display);

        NativeLong XCreateSimpleWindow(Pointer display, NativeLong parent, int x, int y, int width, int height,
                int borderWidth, NativeLong border, NativeLong background);

        int XMapWindow(Pointer display, NativeLong window);

        NativeLong XInternAtom(Pointer display, String name, int onlyIfExists);

        int XSync(Pointer display, int discard);

        int XPending(Pointer display);

        int XNextEvent(Pointer display, Pointer event);
    }

    private static void run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).inheritIO().start();
        if (!p.waitFor(20, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            fail(String.join(" ", command) + " failed; install xdotool");
        }
    }
}
