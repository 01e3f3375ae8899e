package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.Arrays;

import org.junit.jupiter.api.Test;

class KeysymsTest {
    @Test
    void everyNonTextKeysKeysymHasGdksName() {
        assertThat(Arrays.stream(Keysyms.NON_TEXT_KEYS)).isNotEmpty().allSatisfy(entry ->
                assertThat(Keysyms.name(entry[2])).as("name of 0x%x", entry[2]).isNotNull());
    }

    @Test
    void noKeysymIsNamedTwice() {
        assertThat(Arrays.stream(Keysyms.NAMES).map(e -> e[0])).doesNotHaveDuplicates();
    }

    @Test
    void theKeypadAndSidesAreTold() {
        assertThat(Keysyms.ofNonTextKey(KeyEvent.VK_ENTER, KeyEvent.KEY_LOCATION_NUMPAD)).isEqualTo(0xff8d);
        assertThat(Keysyms.ofNonTextKey(KeyEvent.VK_ENTER, KeyEvent.KEY_LOCATION_STANDARD)).isEqualTo(0xff0d);
        assertThat(Keysyms.ofNonTextKey(KeyEvent.VK_SHIFT, KeyEvent.KEY_LOCATION_RIGHT)).isEqualTo(0xffe2);
        assertThat(Keysyms.ofNonTextKey(KeyEvent.VK_SHIFT, KeyEvent.KEY_LOCATION_LEFT)).isEqualTo(0xffe1);
        assertThat(Keysyms.ofNonTextKey(KeyEvent.VK_A, KeyEvent.KEY_LOCATION_STANDARD)).isZero();
    }

    @Test
    void gdkNamesPageKeysUnlikeX() {
        assertThat(Keysyms.name(0xff55)).isEqualTo("Page_Up");
        assertThat(Keysyms.name(0xff9b)).isEqualTo("KP_Page_Down");
    }

    @Test
    void asciiKeysymsAreNamedAsX() {
        assertThat(Keysyms.name(' ')).isEqualTo("space");
        assertThat(Keysyms.name('/')).isEqualTo("slash");
        assertThat(Keysyms.name('`')).isEqualTo("grave");
        assertThat(Keysyms.name('~')).isEqualTo("asciitilde");
        assertThat(Keysyms.name('a')).isEqualTo("a");
        assertThat(Keysyms.name('Z')).isEqualTo("Z");
        assertThat(Keysyms.name('7')).isEqualTo("7");
        assertThat(Keysyms.name(0x6d1)).as("legacy keysyms are X's to name").isNull();
    }

    @Test
    void charactersBeyondLatin1AreUnicodeKeysyms() {
        assertThat(Keysyms.ofCharacter('a')).isEqualTo(0x61);
        assertThat(Keysyms.ofCharacter(0xe9)).isEqualTo(0xe9);
        assertThat(Keysyms.ofCharacter(0x44f)).isEqualTo(0x0100044f);
        assertThat(Keysyms.ofCharacter(0x1F600)).isEqualTo(0x0101F600);
    }

    @Test
    void keysymsTellTheirCharacterWhereTheTableKnowsIt() {
        assertThat(Keysyms.character(0x0100044f)).isEqualTo(0x44f);
        assertThat(Keysyms.character(0xffb1)).as("KP_1").isEqualTo('1');
        assertThat(Keysyms.character(0xffaa)).as("KP_Multiply").isEqualTo('*');
        assertThat(Keysyms.character(0xffbd)).as("KP_Equal").isEqualTo('=');
        assertThat(Keysyms.character(0xff0d)).as("Return").isNegative();
        assertThat(Keysyms.character(0x6d1)).as("Cyrillic_ya").isNegative();
    }
}
