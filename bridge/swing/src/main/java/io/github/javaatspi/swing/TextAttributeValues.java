package io.github.javaatspi.swing;

import java.awt.Color;
import java.awt.Component;
import java.awt.ComponentOrientation;
import java.awt.Font;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import javax.swing.JEditorPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.SwingConstants;
import javax.swing.text.AttributeSet;
import javax.swing.text.JTextComponent;
import javax.swing.text.StyleConstants;

/**
 * AT-SPI text attribute values in the formats GTK 3 uses (colours as 16-bit "r,g,b", weights as
 * CSS numbers, sizes in points): the defaults a text component gives every character, and the
 * attributes a Swing attribute set defines.
 */
final class TextAttributeValues {
    private TextAttributeValues() {
    }

    /** What every character of {@code c} has unless its run says otherwise. */
    static Map<String, String> defaults(Component c) {
        Map<String, String> out = new HashMap<>();
        Font font = c.getFont();
        if (font != null) {
            out.put("family-name", font.getFamily());
            out.put("size", Integer.toString(font.getSize()));
            out.put("weight", font.isBold() ? "700" : "400");
            out.put("style", font.isItalic() ? "italic" : "normal");
        }
        if (c.getForeground() != null) {
            out.put("fg-color", color(c.getForeground()));
        }
        if (c.getBackground() != null) {
            out.put("bg-color", color(c.getBackground()));
        }
        out.put("variant", "normal");
        out.put("stretch", "normal");
        out.put("scale", "1");
        out.put("rise", "0");
        out.put("bg-full-height", "false");
        out.put("underline", "none");
        out.put("strikethrough", "false");
        out.put("text-position", "baseline");
        out.put("invisible", "false");
        out.put("editable", Boolean.toString(c instanceof JTextComponent tc && tc.isEditable()));
        ComponentOrientation o = c.getComponentOrientation();
        out.put("direction", o != null && !o.isLeftToRight() ? "rtl" : "ltr");
        out.put("justification", c instanceof JTextField f ? justification(f.getHorizontalAlignment()) : "left");
        out.put("wrap-mode", wrapMode(c));
        Locale locale = c.getLocale();
        out.put("language", (locale == null ? Locale.getDefault() : locale).toLanguageTag().toLowerCase(Locale.ROOT));
        out.put("indent", "0");
        out.put("left-margin", "0");
        out.put("right-margin", "0");
        out.put("pixels-above-lines", "0");
        out.put("pixels-below-lines", "0");
        out.put("pixels-inside-wrap", "0");
        return out;
    }

    /** The attributes {@code set} defines (itself or through its resolving parents), by AT-SPI name. */
    static Map<String, String> of(AttributeSet set) {
        Map<String, String> out = new HashMap<>();
        for (Map.Entry<Object, String> e : TextAttributeNames.NAMES.entrySet()) {
            Object value = set.getAttribute(e.getKey());
            if (value != null) {
                String described = describe(e.getKey(), value);
                if (described != null) {
                    out.put(e.getValue(), described);
                }
            }
        }
        return out;
    }

    private static String describe(Object key, Object value) {
        if (key == StyleConstants.Bold) {
            return Boolean.TRUE.equals(value) ? "700" : "400";
        }
        if (key == StyleConstants.Italic) {
            return Boolean.TRUE.equals(value) ? "italic" : "normal";
        }
        if (key == StyleConstants.Underline) {
            return Boolean.TRUE.equals(value) ? "single" : "none";
        }
        if (key == StyleConstants.StrikeThrough) {
            return Boolean.toString(Boolean.TRUE.equals(value));
        }
        if (key == StyleConstants.Superscript) {
            return Boolean.TRUE.equals(value) ? "super" : null;
        }
        if (key == StyleConstants.Subscript) {
            return Boolean.TRUE.equals(value) ? "sub" : null;
        }
        if (key == StyleConstants.Foreground || key == StyleConstants.Background) {
            return value instanceof Color c ? color(c) : null;
        }
        if (key == StyleConstants.Alignment) {
            return value instanceof Integer a ? alignment(a) : null;
        }
        if (key == StyleConstants.BidiLevel) {
            return value instanceof Integer level ? (level % 2 == 1 ? "rtl" : "ltr") : null;
        }
        if (value instanceof Number n && key != StyleConstants.FontSize) {
            return Long.toString(Math.round(n.doubleValue()));
        }
        return value.toString();
    }

    /** GTK's form: each 8-bit component scaled to 16 bits. */
    static String color(Color c) {
        return c.getRed() * 257 + "," + c.getGreen() * 257 + "," + c.getBlue() * 257;
    }

    private static String alignment(int a) {
        return switch (a) {
            case StyleConstants.ALIGN_CENTER -> "center";
            case StyleConstants.ALIGN_RIGHT -> "right";
            case StyleConstants.ALIGN_JUSTIFIED -> "fill";
            default -> "left";
        };
    }

    private static String justification(int swingAlignment) {
        return switch (swingAlignment) {
            case SwingConstants.CENTER -> "center";
            case SwingConstants.RIGHT, SwingConstants.TRAILING -> "right";
            default -> "left";
        };
    }

    private static String wrapMode(Component c) {
        if (c instanceof JTextArea a) {
            return !a.getLineWrap() ? "none" : a.getWrapStyleWord() ? "word" : "char";
        }
        return c instanceof JEditorPane ? "word" : "none";
    }
}
