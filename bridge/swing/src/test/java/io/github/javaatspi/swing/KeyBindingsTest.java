package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import org.junit.jupiter.api.Test;

class KeyBindingsTest {
    @Test
    void aButtonWithAMnemonicIsAltAndTheKey() {
        JButton button = new JButton("Print");
        button.setMnemonic(KeyEvent.VK_P);

        assertThat(KeyBindings.of(button)).isEqualTo("<Alt>p");
    }

    @Test
    void aMenuItemHasMnemonicSequenceAndShortcutLikeGtk() {
        JMenu file = new JMenu("File");
        file.setMnemonic(KeyEvent.VK_F);
        JMenuItem newItem = new JMenuItem("New");
        newItem.setMnemonic(KeyEvent.VK_N);
        newItem.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_N, InputEvent.CTRL_DOWN_MASK));
        file.add(newItem);
        JMenuBar bar = new JMenuBar();
        bar.add(file);

        assertThat(KeyBindings.of(newItem)).isEqualTo("n;<Alt>f:n;<Control>n");
    }

    @Test
    void theMenuItselfHasNoShortcut() {
        JMenu file = new JMenu("File");
        file.setMnemonic(KeyEvent.VK_F);
        new JMenuBar().add(file);

        assertThat(KeyBindings.of(file)).isEqualTo("f;<Alt>f;");
    }

    @Test
    void aLinkWithoutMnemonicLeavesTheSequenceEmpty() {
        JMenu edit = new JMenu("Edit");
        JMenuItem copy = new JMenuItem("Copy");
        copy.setMnemonic(KeyEvent.VK_C);
        copy.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_C, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK));
        edit.add(copy);
        new JMenuBar().add(edit);

        assertThat(KeyBindings.of(copy)).isEqualTo("c;;<Shift><Control>c");
    }

    @Test
    void somethingWithoutKeysHasNone() {
        assertThat(KeyBindings.of(new JLabel("Plain"))).isEmpty();
        assertThat(KeyBindings.of(new JButton("No mnemonic"))).isEmpty();
        assertThat(KeyBindings.of(new JMenuItem("No keys"))).isEmpty();
        assertThat(KeyBindings.of(null)).isEmpty();
    }
}
