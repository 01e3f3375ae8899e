package io.github.javaatspi.swing;

import static java.util.Map.entry;

import java.util.Map;
import java.util.Set;
import javax.swing.text.StyleConstants;

/**
 * Which AT-SPI text attribute (ATK's names, which Orca reads) describes each of Swing's
 * {@link StyleConstants} attributes, as data. Every key of {@code StyleConstants} is either here
 * or among the ones no AT-SPI attribute describes; a test keeps it that way.
 */
final class TextAttributeNames {
    static final Map<Object, String> NAMES = Map.ofEntries(
            entry(StyleConstants.FontFamily, "family-name"),
            entry(StyleConstants.FontSize, "size"),
            entry(StyleConstants.Bold, "weight"),
            entry(StyleConstants.Italic, "style"),
            entry(StyleConstants.Underline, "underline"),
            entry(StyleConstants.StrikeThrough, "strikethrough"),
            entry(StyleConstants.Superscript, "text-position"),
            entry(StyleConstants.Subscript, "text-position"),
            entry(StyleConstants.Foreground, "fg-color"),
            entry(StyleConstants.Background, "bg-color"),
            entry(StyleConstants.Alignment, "justification"),
            entry(StyleConstants.FirstLineIndent, "indent"),
            entry(StyleConstants.LeftIndent, "left-margin"),
            entry(StyleConstants.RightIndent, "right-margin"),
            entry(StyleConstants.SpaceAbove, "pixels-above-lines"),
            entry(StyleConstants.SpaceBelow, "pixels-below-lines"),
            entry(StyleConstants.LineSpacing, "pixels-inside-wrap"),
            entry(StyleConstants.BidiLevel, "direction"));

    /** Structure and embedding, not the look of text: nothing in AT-SPI describes them. */
    static final Set<Object> UNDESCRIBED = Set.of(
            StyleConstants.ComponentAttribute,
            StyleConstants.IconAttribute,
            StyleConstants.ComposedTextAttribute,
            StyleConstants.ModelAttribute,
            StyleConstants.NameAttribute,
            StyleConstants.ResolveAttribute,
            StyleConstants.Orientation,
            StyleConstants.TabSet);

    private TextAttributeNames() {
    }
}
