package io.github.javaatspi.swing;

import io.github.javaatspi.model.ImageState;

import javax.accessibility.AccessibleIcon;

/**
 * Reads the icon an object shows (AT-SPI's Image has one image per object: the first icon Swing
 * lists), without the description Swing makes up from where it was loaded
 * ({@link DefaultDescriptions}). Event thread only.
 */
final class ImageReader {
    private ImageReader() {
    }

    /** The image of an object whose context lists {@code icons} (may be null), or null when it shows none. */
    static ImageState read(AccessibleIcon[] icons) {
        AccessibleIcon icon = icons == null || icons.length == 0 ? null : icons[0];
        if (icon == null) {
            return null;
        }
        return new ImageState(DefaultDescriptions.ofIcon(GuardedInterfaces.getAccessibleIconDescription(icon, "")),
                GuardedInterfaces.getAccessibleIconWidth(icon, 0), GuardedInterfaces.getAccessibleIconHeight(icon, 0));
    }
}
