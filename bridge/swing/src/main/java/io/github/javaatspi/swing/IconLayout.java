package io.github.javaatspi.swing;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Insets;
import java.awt.Rectangle;
import javax.accessibility.Accessible;
import javax.swing.AbstractButton;
import javax.swing.Icon;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.SwingUtilities;

/**
 * Where a component draws its icon, relative to its own top-left corner. Labels and buttons lay
 * out icon and text as their UI delegates do (Basic and Metal, and Synth through the same call):
 * {@link SwingUtilities#layoutCompoundLabel} inside the insets, with the component's alignments,
 * text positions and gap. Anything else is assumed to draw it at its leading inner edge,
 * vertically centred: what list, tree and table renderers do for their items, and the best guess
 * for menu items (whose icon sits behind a check-mark column the look and feel owns) and custom
 * components. Items that are no components of their own are taken as left to right. Event thread
 * only.
 */
final class IconLayout {
    private IconLayout() {
    }

    /** The icon's box in {@code a}, which is {@code size} large, for an icon of {@code width} × {@code height}. */
    static Rectangle bounds(Accessible a, Dimension size, int width, int height) {
        if (!(a instanceof Component c)) {
            return new Rectangle(0, (size.height - height) / 2, width, height);
        }
        if (c instanceof JLabel label) {
            Icon icon = label.isEnabled() ? label.getIcon() : label.getDisabledIcon();
            return compound(label, label.getText(), icon, label.getVerticalAlignment(), label.getHorizontalAlignment(),
                    label.getVerticalTextPosition(), label.getHorizontalTextPosition(), label.getIconTextGap());
        }
        if (c instanceof AbstractButton b && !(b instanceof JMenuItem)) {
            return compound(b, b.getText(), b.getIcon(), b.getVerticalAlignment(), b.getHorizontalAlignment(),
                    b.getVerticalTextPosition(), b.getHorizontalTextPosition(), b.getText() == null ? 0 : b.getIconTextGap());
        }
        Insets in = c instanceof JComponent jc ? jc.getInsets() : new Insets(0, 0, 0, 0);
        int x = c.getComponentOrientation().isLeftToRight() ? in.left : size.width - in.right - width;
        return new Rectangle(x, (size.height - height) / 2, width, height);
    }

    private static Rectangle compound(JComponent c, String text, Icon icon, int vertical, int horizontal,
            int verticalText, int horizontalText, int gap) {
        Insets in = c.getInsets();
        Rectangle view = new Rectangle(in.left, in.top, c.getWidth() - in.left - in.right,
                c.getHeight() - in.top - in.bottom);
        Rectangle iconBox = new Rectangle();
        Rectangle textBox = new Rectangle();
        FontMetrics metrics = c.getFontMetrics(c.getFont());
        SwingUtilities.layoutCompoundLabel(c, metrics, text, icon, vertical, horizontal, verticalText, horizontalText,
                view, iconBox, textBox, gap);
        return iconBox;
    }
}
