package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.ImageState;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.StateSet;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.accessibility.Accessible;
import javax.imageio.ImageIO;
import javax.swing.ImageIcon;
import javax.swing.JButton;
import javax.swing.JEditorPane;
import javax.swing.JLabel;
import javax.swing.JTextArea;
import javax.swing.JTextPane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The descriptions Swing makes up (an icon's address, an editor pane's content type) are not read out. */
class DefaultDescriptionsTest {
    @TempDir
    Path folder;

    @Test
    void anIconLoadedFromAUrlOrAFileIsNotDescribedByItsAddress() throws Exception {
        Path png = folder.resolve("save-24.png");
        ImageIO.write(new BufferedImage(4, 3, BufferedImage.TYPE_INT_RGB), "png", png.toFile());
        ImageIcon fromUrl = new ImageIcon(png.toUri().toURL());
        ImageIcon fromFile = new ImageIcon(png.toString());
        assertThat(fromUrl.getDescription()).as("what Swing says by itself").startsWith("file:/");
        assertThat(fromFile.getDescription()).isEqualTo(png.toString());

        assertThat(OnEdt.call(() -> ImageReader.read(new JButton(fromUrl).getAccessibleContext().getAccessibleIcon())))
                .as("the image stays, with its size").isEqualTo(new ImageState("", 4, 3));
        assertThat(OnEdt.call(() -> ImageReader.read(new JLabel(fromFile).getAccessibleContext().getAccessibleIcon())
                .description())).isEmpty();
        assertThat(OnEdt.call(() -> ImageReader.read(new JLabel(new ImageIcon(png.toUri().toURL(), "Save"))
                .getAccessibleContext().getAccessibleIcon()).description())).as("a description the app gave")
                .isEqualTo("Save");
    }

    @Test
    void addressesAreToldFromWords() {
        assertThat(DefaultDescriptions.isLocation("jar:file:/opt/app/app.jar!/icons/save.png")).isTrue();
        assertThat(DefaultDescriptions.isLocation("bundleresource://12.fwk3/icons/full/obj16/file_obj")).isTrue();
        assertThat(DefaultDescriptions.isLocation("https://example.org/logo")).isTrue();
        assertThat(DefaultDescriptions.isLocation("images/myImage.GIF")).isTrue();
        assertThat(DefaultDescriptions.isLocation("C:\\icons\\open.ico")).isTrue();
        assertThat(DefaultDescriptions.isLocation("logo.svg")).isTrue();

        assertThat(DefaultDescriptions.isLocation("")).isFalse();
        assertThat(DefaultDescriptions.isLocation("Red logo")).isFalse();
        assertThat(DefaultDescriptions.isLocation("N/A")).isFalse();
        assertThat(DefaultDescriptions.isLocation("3/4")).isFalse();
        assertThat(DefaultDescriptions.isLocation("Opens save.png in the viewer")).isFalse();
        assertThat(DefaultDescriptions.isLocation("Save:")).isFalse();
    }

    @Test
    void anEditorPaneIsNotDescribedByItsContentType() throws Exception {
        assertThat(OnEdt.call(() -> descriptionOf(new JEditorPane("text/html", "<p>Hi</p>")))).isEmpty();
        assertThat(OnEdt.call(() -> descriptionOf(new JTextPane()))).isEmpty();
        assertThat(OnEdt.call(() -> {
            JEditorPane page = new JEditorPane("text/html", "<p>One</p><p>Two</p>");
            Accessible paragraph = page.getAccessibleContext().getAccessibleChild(0);
            assertThat(paragraph.getAccessibleContext().getAccessibleDescription()).as("what Swing says by itself")
                    .isEqualTo("text/html");
            return descriptionOf(paragraph);
        })).as("an element of an HTML page").isEmpty();
        assertThat(OnEdt.call(() -> {
            JEditorPane help = new JEditorPane("text/html", "<p>Hi</p>");
            help.getAccessibleContext().setAccessibleDescription("Help page");
            return descriptionOf(help);
        })).isEqualTo("Help page");
        assertThat(OnEdt.call(() -> {
            JTextArea area = new JTextArea();
            area.setToolTipText("text/plain");
            return descriptionOf(area);
        })).as("only an editor pane's own type is Swing's").isEqualTo("text/plain");
    }

    /** The description a node read from {@code component} has. */
    private static String descriptionOf(Accessible component) {
        Node node = Snapshotter.read(1, 0, Role.TEXT, StateSet.EMPTY, component, component.getAccessibleContext(),
                null, 0).build();
        return node.description();
    }
}
