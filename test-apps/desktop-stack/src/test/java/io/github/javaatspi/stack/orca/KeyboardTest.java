package io.github.javaatspi.stack.orca;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.ManagedProcess;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Orca suite's keyboard on a private desktop, judged by xev, an X client of its own. */
class KeyboardTest {
    private static final Pattern KEY_EVENT = Pattern.compile("(KeyPress|KeyRelease) event.*?\\(keysym 0x\\p{XDigit}+, (\\w+)\\)",
            Pattern.DOTALL);
    private static final Duration LIMIT = Duration.ofSeconds(10);
    /** Half of the keyboard's 40 ms between keys, which follows every key event. */
    private static final long PAUSE_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    @Test
    void pressesCombinationsInOrderAndStampsTheLastKeyGoingDown() throws IOException {
        try (DesktopStack stack = DesktopStack.startPrivate();
                ManagedProcess xev = focusedXev(stack);
                Keyboard keyboard = new Keyboard(stack)) {
            long before = System.nanoTime();
            long sent = keyboard.press(List.of("shift+Tab", "KP_Begin", "alt+f"));
            long after = System.nanoTime();

            List<String> expected = List.of("KeyPress Shift_L", "KeyPress ISO_Left_Tab", "KeyRelease ISO_Left_Tab",
                    "KeyRelease Shift_L", "KeyPress KP_Begin", "KeyRelease KP_Begin", "KeyPress Alt_L", "KeyPress f",
                    "KeyRelease f", "KeyRelease Alt_L");
            assertThat(Deadline.within(LIMIT, () -> keyEvents(xev).size() >= expected.size() ? keyEvents(xev) : null))
                    .hasValue(expected);
            // Seven events, each followed by its pause, come before the last key goes down; three after it.
            assertThat(sent - before).isGreaterThanOrEqualTo(7 * PAUSE_NANOS);
            assertThat(after - sent).isGreaterThanOrEqualTo(3 * PAUSE_NANOS);
        }
    }

    @Test
    void aKeyWithoutANameIsRefusedAndTheKeyboardTypesOn() throws IOException {
        try (DesktopStack stack = DesktopStack.startPrivate();
                ManagedProcess xev = focusedXev(stack);
                Keyboard keyboard = new Keyboard(stack)) {
            assertThatThrownBy(() -> keyboard.press(List.of("Tab", "NoSuchKey")))
                    .isInstanceOf(IOException.class).hasMessageContaining("no keysym is named 'NoSuchKey'");

            keyboard.press(List.of("space"));
            assertThat(Deadline.within(LIMIT, () -> keyEvents(xev).size() >= 2 ? keyEvents(xev) : null))
                    .hasValue(List.of("KeyPress space", "KeyRelease space"));
        }
    }

    @Test
    void notesEachStepsLastKeyOnTheWallClockWhenAsked(@TempDir Path dir) throws IOException {
        Path notes = dir.resolve("bus.log.keys");
        try (DesktopStack stack = DesktopStack.startPrivate();
                ManagedProcess xev = focusedXev(stack);
                Keyboard keyboard = new Keyboard(stack, notes)) {
            long before = System.currentTimeMillis();
            keyboard.press(List.of("Tab"));
            keyboard.press(List.of("shift+Tab", "space"));
            long after = System.currentTimeMillis();

            List<String> lines = Files.readAllLines(notes);
            assertThat(lines).extracting(l -> l.split(" ")[1]).containsExactly("Tab", "space");
            assertThat(lines).allSatisfy(l -> assertThat((long) (Double.parseDouble(l.split(" ")[0]) * 1000))
                    .isBetween(before - 1, after + 1));
        }
    }

    /** xev on a window that has the keyboard focus, so XTEST's keys go to it. */
    private static ManagedProcess focusedXev(DesktopStack stack) throws IOException {
        ManagedProcess xev = stack.start("xev", List.of("xev", "-geometry", "400x300+0+0", "-event", "keyboard"),
                stack.environment());
        Deadline.awaitTrue("xev's window to have the focus", LIMIT, () -> {
            try {
                return stack.run(List.of("xdotool", "getwindowfocus", "getwindowname"), 10).strip()
                        .equals("Event Tester");
            } catch (IOException e) {
                return false;
            }
        });
        return xev;
    }

    private static List<String> keyEvents(ManagedProcess xev) {
        List<String> events = new ArrayList<>();
        Matcher m = KEY_EVENT.matcher(xev.output());
        while (m.find()) {
            events.add(m.group(1) + " " + m.group(2));
        }
        return events;
    }
}
