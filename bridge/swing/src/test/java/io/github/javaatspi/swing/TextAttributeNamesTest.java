package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;

import org.junit.jupiter.api.Test;

class TextAttributeNamesTest {
    @Test
    void everyStyleConstantsKeyIsNamedOrKnownToHaveNoName() throws IllegalAccessException {
        List<String> unplaced = new ArrayList<>();
        for (Field f : StyleConstants.class.getFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == Object.class) {
                Object key = f.get(null);
                if (!TextAttributeNames.NAMES.containsKey(key) && !TextAttributeNames.UNDESCRIBED.contains(key)) {
                    unplaced.add(f.getName());
                }
            }
        }
        assertThat(unplaced).isEmpty();
    }

    @Test
    void valuesTakeGtksFormats() {
        SimpleAttributeSet set = new SimpleAttributeSet();
        StyleConstants.setBold(set, true);
        StyleConstants.setItalic(set, true);
        StyleConstants.setUnderline(set, true);
        StyleConstants.setForeground(set, new Color(255, 128, 0));
        StyleConstants.setAlignment(set, StyleConstants.ALIGN_JUSTIFIED);
        StyleConstants.setSuperscript(set, true);
        StyleConstants.setLeftIndent(set, 12.4f);
        StyleConstants.setFontSize(set, 14);

        assertThat(TextAttributeValues.of(set)).containsEntry("weight", "700").containsEntry("style", "italic")
                .containsEntry("underline", "single").containsEntry("fg-color", "65535,32896,0")
                .containsEntry("justification", "fill").containsEntry("text-position", "super")
                .containsEntry("left-margin", "12").containsEntry("size", "14");
    }

    @Test
    void anEmptySetDescribesNothing() {
        assertThat(TextAttributeValues.of(new SimpleAttributeSet())).isEmpty();
    }
}
