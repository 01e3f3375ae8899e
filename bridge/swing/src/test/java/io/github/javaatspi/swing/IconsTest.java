package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.ImageState;
import java.awt.Color;
import java.awt.ComponentOrientation;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import javax.accessibility.Accessible;
import javax.swing.ImageIcon;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.SwingConstants;
import org.junit.jupiter.api.Test;

/**
 * Icons as images: what they are said to show, and where a component draws them — checked
 * against the pixels the component paints, not against the layout code it shares with us.
 */
class IconsTest {
    private static final int RED = Color.RED.getRGB();

    @Test
    void anIconsDescriptionAndSizeAreTheImageState() throws Exception {
        ImageState image = OnEdt.call(() -> ImageReader.read(new JLabel("Logo", redIcon(24, 16), SwingConstants.LEFT)
                .getAccessibleContext().getAccessibleIcon()));

        assertThat(image).isEqualTo(new ImageState("Red logo", 24, 16));
        assertThat(OnEdt.call(() -> ImageReader.read(new JLabel("Plain").getAccessibleContext().getAccessibleIcon())))
                .isNull();
    }

    @Test
    void aCentredLabelDrawsItsIconWhereTheLayoutSays() throws Exception {
        assertDrawnWhereLaidOut(() -> new JLabel("Centred text", redIcon(24, 16), SwingConstants.CENTER));
    }

    @Test
    void aLabelWithItsTextAboveTheIconOnTheRightDrawsItWhereTheLayoutSays() throws Exception {
        assertDrawnWhereLaidOut(() -> {
            JLabel label = new JLabel("Above", redIcon(20, 12), SwingConstants.RIGHT);
            label.setVerticalTextPosition(SwingConstants.TOP);
            label.setHorizontalTextPosition(SwingConstants.CENTER);
            return label;
        });
    }

    @Test
    void aRightToLeftLabelDrawsItsIconWhereTheLayoutSays() throws Exception {
        assertDrawnWhereLaidOut(() -> {
            JLabel label = new JLabel("Leading", redIcon(16, 16), SwingConstants.LEADING);
            label.setComponentOrientation(ComponentOrientation.RIGHT_TO_LEFT);
            return label;
        });
    }

    @Test
    void aButtonWithItsTextBelowDrawsItsIconWhereTheLayoutSays() throws Exception {
        assertDrawnWhereLaidOut(() -> {
            JButton button = new JButton("Save", redIcon(20, 20));
            button.setVerticalTextPosition(SwingConstants.BOTTOM);
            button.setHorizontalTextPosition(SwingConstants.CENTER);
            return button;
        });
    }

    @Test
    void aButtonWithOnlyAnIconDrawsItWhereTheLayoutSays() throws Exception {
        assertDrawnWhereLaidOut(() -> new JButton(redIcon(18, 10)));
    }

    @Test
    void anItemThatIsNoComponentIsTakenToDrawItsIconAtItsLeftEdgeCentred() {
        Rectangle box = IconLayout.bounds(new StubAccessible("list item"), new Dimension(100, 30), 16, 10);

        assertThat(box).isEqualTo(new Rectangle(0, 10, 16, 10));
    }

    private interface Maker {
        JComponent make();
    }

    /** Paints the component, larger than it needs to be, and finds the red icon's pixels. */
    private static void assertDrawnWhereLaidOut(Maker maker) throws Exception {
        Rectangle[] boxes = OnEdt.call(() -> {
            JComponent c = maker.make();
            c.setSize(c.getPreferredSize().width + 60, c.getPreferredSize().height + 30);
            BufferedImage image = new BufferedImage(c.getWidth(), c.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            c.paint(g);
            g.dispose();
            ImageIcon icon = (ImageIcon) (c instanceof JLabel l ? l.getIcon() : ((JButton) c).getIcon());
            return new Rectangle[] {painted(image), IconLayout.bounds((Accessible) c, c.getSize(), icon.getIconWidth(),
                icon.getIconHeight())};
        });

        assertThat(boxes[0]).as("where the icon's pixels are").isNotNull();
        assertThat(boxes[1]).isEqualTo(boxes[0]);
    }

    /** The smallest box around the red pixels, or null. */
    private static Rectangle painted(BufferedImage image) {
        Rectangle box = null;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if (image.getRGB(x, y) == RED) {
                    box = box == null ? new Rectangle(x, y, 1, 1) : box.union(new Rectangle(x, y, 1, 1));
                }
            }
        }
        return box;
    }

    private static ImageIcon redIcon(int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.RED);
        g.fillRect(0, 0, width, height);
        g.dispose();
        return new ImageIcon(image, "Red logo");
    }
}
