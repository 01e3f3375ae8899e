package io.github.javaatspi.nativehooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.javaatspi.swing.ModifierMasks;
import io.github.javaatspi.swing.XKeyboard;

import io.github.javaatspi.stack.Deadline;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Pointer;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The X server's keyboard read through libX11/XKB, on the display the build runs under (a fresh Xvfb). */
class X11KeyboardTest {
    private static final int SHIFT = 0x01;
    private static final int LOCK = 0x02;
    private static XKeyboard keyboard;

    @BeforeAll
    static void needsADisplay() {
        if (System.getenv("DISPLAY") == null || System.getenv("DISPLAY").isEmpty()) {
            fail("X11KeyboardTest needs an X display and DISPLAY is not set: run the build under Xvfb, e.g. "
                    + "xvfb-run -a -s \"-screen 0 1280x1024x24\" mvn -B -o -pl native-hooks install, "
                    + "or use ./run-tests.sh");
        }
        // A bare Xvfb resets when its last client leaves (as when the previous test class closes
        // its connection) and refuses connections for that moment.
        keyboard = Deadline.await("an X keyboard on " + System.getenv("DISPLAY"), Duration.ofSeconds(10),
                () -> X11Keyboard.open().orElse(null));
    }

    @Test
    void theKeymapGivesKeysymsForKeycodeAndShiftState() {
        assertThat(keyboard.keysym(38, 0)).as("keycode 38 on a US keymap").isEqualTo('a');
        assertThat(keyboard.keysym(38, SHIFT)).isEqualTo('A');
        assertThat(keyboard.keysym(36, 0)).as("Return").isEqualTo(0xff0d);
        assertThat(keyboard.keysym(3, 0)).as("no such keycode").isZero();
    }

    @Test
    void keysymsHaveXsNames() {
        assertThat(keyboard.keysymName(0xff0d)).isEqualTo("Return");
        assertThat(keyboard.keysymName('!')).isEqualTo("exclam");
        assertThat(keyboard.keysymName(0x6d1)).isEqualTo("Cyrillic_ya");
    }

    @Test
    void theModifierBitsAreThoseOfTheServersModifierMap() {
        ModifierMasks masks = keyboard.masks();

        assertThat(masks.alt()).isEqualTo(0x08);
        assertThat(masks.numLock()).isEqualTo(0x10);
        assertThat(masks.altGraph()).isEqualTo(0x80);
    }

    @Test
    void aLayoutSwitchedWithSetxkbmapIsSeenAtOnce() throws Exception {
        try {
            setxkbmap("de");
            assertThat(keyboard.keysym(52, 0)).as("the key that types z on a US keymap types y on a German one")
                    .isEqualTo('y');
        } finally {
            setxkbmap("us");
        }
        assertThat(keyboard.keysym(52, 0)).isEqualTo('z');
    }

    @Test
    void theLocksFollowTheServersStateNotices() throws Exception {
        int before = keyboard.lockAndGroupState();
        xdotool("Caps_Lock");
        try {
            // The notice travels on our connection while xdotool's key travels on its own.
            Deadline.awaitTrue("Caps Lock locked", Duration.ofSeconds(5),
                    () -> (keyboard.lockAndGroupState() ^ before) == LOCK);
        } finally {
            xdotool("Caps_Lock");
        }
        Deadline.awaitTrue("Caps Lock unlocked", Duration.ofSeconds(5), () -> keyboard.lockAndGroupState() == before);
    }

    @Test
    void theGroupFollowsTheServersStateNotices() throws Exception {
        // Another client switches the layout group, as a desktop's layout switcher does.
        Pointer other = GroupSwitcher.X.XOpenDisplay(null);
        try {
            setxkbmap("us,ru");
            lockGroup(other, 1);
            Deadline.awaitTrue("the second group", Duration.ofSeconds(5),
                    () -> (keyboard.lockAndGroupState() >> 13 & 0x3) == 1);
            lockGroup(other, 0);
            Deadline.awaitTrue("the first group again", Duration.ofSeconds(5),
                    () -> (keyboard.lockAndGroupState() >> 13 & 0x3) == 0);
        } finally {
            setxkbmap("us");
            GroupSwitcher.X.XCloseDisplay(other);
        }
    }

    private static void lockGroup(Pointer display, int group) {
        GroupSwitcher.X.XkbLockGroup(display, 0x100, group);
        GroupSwitcher.X.XSync(display, 0);
    }

    /** libX11's group lock, which only this test needs. */
    interface GroupSwitcher extends Library {
        GroupSwitcher X = Native.load("X11", GroupSwitcher.class);

        Pointer XOpenDisplay(String name);

        int XCloseDisplay(Pointer display);

        int XkbLockGroup(Pointer display, int deviceSpec, int group);

        int XSync(Pointer display, int discard);
    }

    private static void setxkbmap(String layout) throws IOException, InterruptedException {
        run("setxkbmap", layout);
    }

    private static void xdotool(String key) throws IOException, InterruptedException {
        run("xdotool", "key", key);
    }

    private static void run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).inheritIO().start();
        if (!p.waitFor(20, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            fail(String.join(" ", command) + " failed; install x11-xkb-utils and xdotool");
        }
    }
}
