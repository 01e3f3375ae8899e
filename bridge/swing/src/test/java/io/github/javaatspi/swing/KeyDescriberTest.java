package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.DeviceKey;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.HashMap;
import java.util.Map;
import javax.swing.JPanel;

import org.junit.jupiter.api.Test;

/**
 * Key events as the X toolkit makes them (the raw code carries the X keycode), described against
 * a scripted X keyboard; the expected values are what GTK 3 sent for the same keys on Xvfb.
 */
class KeyDescriberTest {
    private static final int NUM_LOCK = 0x10;
    private final ScriptedKeyboard keyboard = new ScriptedKeyboard();
    private final KeyDescriber describer = new KeyDescriber(keyboard);
    private final JPanel source = new JPanel();

    @Test
    void aLetterIsItsKeysymItsKeycodeAndItsCharacter() {
        keyboard.map(38, 0, 'a');

        DeviceKey key = describe(press(KeyEvent.VK_A, 'a', 0, 38), false);

        assertThat(key).isEqualTo(new DeviceKey(true, 'a', 38, 0, key.timestamp(), "a", true));
    }

    @Test
    void pressingShiftReportsTheStateBeforeAndReleasingItTheStateWithIt() {
        DeviceKey down = describe(press(KeyEvent.VK_SHIFT, KeyEvent.CHAR_UNDEFINED, InputEvent.SHIFT_DOWN_MASK, 50),
                false);
        DeviceKey up = describe(release(KeyEvent.VK_SHIFT, KeyEvent.CHAR_UNDEFINED, 0, 50), false);

        assertThat(down.modifiers()).isZero();
        assertThat(up.modifiers()).isEqualTo(0x01);
        assertThat(down.text()).isEqualTo("Shift_L");
    }

    @Test
    void controlMakesALetterNameItself() {
        keyboard.map(38, 0x04, 'a');

        DeviceKey key = describe(press(KeyEvent.VK_A, (char) 1, InputEvent.CTRL_DOWN_MASK, 38), false);

        assertThat(key.keysym()).isEqualTo('a');
        assertThat(key.modifiers()).isEqualTo(0x04);
        assertThat(key.text()).isEqualTo("a");
    }

    @Test
    void controlLeavesACommaVisibleButNamesASlash() {
        keyboard.map(59, 0x04, ',');
        keyboard.map(61, 0x04, '/');

        assertThat(describe(press(KeyEvent.VK_COMMA, ',', InputEvent.CTRL_DOWN_MASK, 59), false).text()).isEqualTo(",");
        assertThat(describe(press(KeyEvent.VK_SLASH, '/', InputEvent.CTRL_DOWN_MASK, 61), false).text())
                .isEqualTo("slash");
    }

    @Test
    void spaceIsNamedAndStillCountsAsText() {
        keyboard.map(65, 0, ' ');

        DeviceKey key = describe(press(KeyEvent.VK_SPACE, ' ', 0, 65), false);

        assertThat(key.text()).isEqualTo("space");
        assertThat(key.isText()).isTrue();
    }

    @Test
    void aKeypadDigitTypesItsDigit() {
        keyboard.locks = NUM_LOCK;
        keyboard.map(87, NUM_LOCK, 0xffb1);

        DeviceKey key = describe(new KeyEvent(source, KeyEvent.KEY_PRESSED, 0, 0, KeyEvent.VK_NUMPAD1, '1',
                KeyEvent.KEY_LOCATION_NUMPAD), 87);

        assertThat(key.keysym()).isEqualTo(0xffb1);
        assertThat(key.modifiers()).isEqualTo(NUM_LOCK);
        assertThat(key.text()).isEqualTo("1");
    }

    @Test
    void aLockKeyReportsTheLockFromBeforeItsPressAndSetOnItsRelease() {
        keyboard.map(38, 0, 'a');
        describe(press(KeyEvent.VK_A, 'a', 0, 38), false);
        keyboard.locks = 0x02;

        DeviceKey on = describe(press(KeyEvent.VK_CAPS_LOCK, KeyEvent.CHAR_UNDEFINED, 0, 66), false);
        DeviceKey onReleased = describe(release(KeyEvent.VK_CAPS_LOCK, KeyEvent.CHAR_UNDEFINED, 0, 66), false);
        DeviceKey off = describe(press(KeyEvent.VK_CAPS_LOCK, KeyEvent.CHAR_UNDEFINED, 0, 66), false);
        keyboard.locks = 0;
        DeviceKey offReleased = describe(release(KeyEvent.VK_CAPS_LOCK, KeyEvent.CHAR_UNDEFINED, 0, 66), false);

        assertThat(on.modifiers()).as("turning on: off before the press").isZero();
        assertThat(onReleased.modifiers()).isEqualTo(0x02);
        assertThat(off.modifiers()).as("turning off: XKB unlocks on the release").isEqualTo(0x02);
        assertThat(offReleased.modifiers()).isEqualTo(0x02);
    }

    @Test
    void preparingFetchesTheKeymapAndNotesTheLocksForTheFirstLockKey() {
        describer.prepare();
        assertThat(keyboard.lookups).as("a lookup makes Xlib fetch its keymap before the first key").isPositive();

        // Caps Lock is the first key, and the server has set the lock by the time it is described.
        keyboard.locks = 0x02;
        DeviceKey on = describe(press(KeyEvent.VK_CAPS_LOCK, KeyEvent.CHAR_UNDEFINED, 0, 66), false);

        assertThat(on.modifiers()).as("the state before the press, noted when preparing").isZero();
    }

    @Test
    void aLegacyKeysymTakesItsTextFromTheCharacterJavaTyped() {
        keyboard.map(8, 0, 0x6d1);

        DeviceKey key = describe(press(0x0100044f, '\u044f', 0, 8), false);

        assertThat(key.keysym()).isEqualTo(0x6d1);
        assertThat(key.text()).isEqualTo("\u044f");
    }

    @Test
    void whenTheKeymapChangedUnderTheKeyJavasCharacterWins() {
        keyboard.map(8, 0, 'q');

        DeviceKey key = describe(press(0x010000e9, '\u00e9', 0, 8), false);

        assertThat(key.keysym()).isEqualTo(0xe9);
        assertThat(key.text()).isEqualTo("\u00e9");
    }

    @Test
    void withoutXTheKeysymComesFromJava() {
        DeviceKey enter = describe(press(KeyEvent.VK_ENTER, '\n', 0, 0), false);
        DeviceKey shiftTab = describe(press(KeyEvent.VK_TAB, '\t', InputEvent.SHIFT_DOWN_MASK, 0), false);

        assertThat(enter.keysym()).isEqualTo(0xff0d);
        assertThat(enter.text()).isEqualTo("Return");
        assertThat(shiftTab.keysym()).isEqualTo(0xfe20);
        assertThat(shiftTab.text()).isEqualTo("ISO_Left_Tab");
    }

    @Test
    void aPasswordFieldsTextKeyHasNoKeysymKeycodeOrText() {
        keyboard.map(38, 0, 'a');

        DeviceKey key = describe(press(KeyEvent.VK_A, 'a', 0, 38), true);

        assertThat(key.keysym()).isEqualTo(DeviceKey.VOID_SYMBOL);
        assertThat(key.keycode()).isZero();
        assertThat(key.text()).isEmpty();
        assertThat(key.isText()).isFalse();
    }

    @Test
    void aPasswordFieldStillReportsNonTextKeysAndCommands() {
        keyboard.map(118, 0, 0xff63);
        keyboard.map(28, 0, 't');

        DeviceKey insert = describe(press(KeyEvent.VK_INSERT, KeyEvent.CHAR_UNDEFINED, 0, 118), true);
        DeviceKey command = describer.describe(withRawCode(press(KeyEvent.VK_T, 't', 0, 28), 28), true, true);

        assertThat(insert.text()).isEqualTo("Insert");
        assertThat(insert.keycode()).isEqualTo(118);
        assertThat(command.text()).as("a key typed while the command key is held").isEqualTo("t");
    }

    @Test
    void theRawCodeIsReadFromTheEvent() {
        assertThat(KeyDescriber.rawCode(withRawCode(press(KeyEvent.VK_A, 'a', 0, 0), 38))).isEqualTo(38);
        assertThat(KeyDescriber.rawCode(press(KeyEvent.VK_A, 'a', 0, 0))).isZero();
    }

    // ---- fixture ----

    private DeviceKey describe(KeyEvent e, boolean secret) {
        return describer.describe(e, secret, false);
    }

    private DeviceKey describe(KeyEvent e, int rawCode) {
        return describer.describe(withRawCode(e, rawCode), false, false);
    }

    private KeyEvent press(int code, char c, int modifiers, int rawCode) {
        return withRawCode(new KeyEvent(source, KeyEvent.KEY_PRESSED, 0, modifiers, code, c, location(code)),
                rawCode);
    }

    private KeyEvent release(int code, char c, int modifiers, int rawCode) {
        return withRawCode(new KeyEvent(source, KeyEvent.KEY_RELEASED, 0, modifiers, code, c, location(code)),
                rawCode);
    }

    private static int location(int code) {
        return code == KeyEvent.VK_SHIFT || code == KeyEvent.VK_CONTROL ? KeyEvent.KEY_LOCATION_LEFT
                : KeyEvent.KEY_LOCATION_STANDARD;
    }

    /** The X toolkit's events carry the X keycode as "rawCode=N" in their parameter string; so do these. */
    private static KeyEvent withRawCode(KeyEvent e, int rawCode) {
        if (rawCode == 0) {
            return e;
        }
        return new KeyEvent(e.getComponent(), e.getID(), e.getWhen(), e.getModifiersEx(), e.getKeyCode(),
                e.getKeyChar(), e.getKeyLocation()) {
            @Override
            public String paramString() {
                return super.paramString().replace("rawCode=0", "rawCode=" + rawCode);
            }
        };
    }

    /** An X keyboard whose keymap the test writes. */
    private static final class ScriptedKeyboard implements XKeyboard {
        private final Map<String, Integer> keymap = new HashMap<>();
        int locks;
        int lookups;

        void map(int keycode, int state, int keysym) {
            keymap.put(keycode + "/" + state, keysym);
        }

        @Override
        public int keysym(int keycode, int state) {
            lookups++;
            return keymap.getOrDefault(keycode + "/" + state, 0);
        }

        @Override
        public String keysymName(int keysym) {
            return null;
        }

        @Override
        public int lockAndGroupState() {
            return locks;
        }

        @Override
        public ModifierMasks masks() {
            return ModifierMasks.STANDARD;
        }
    }
}
