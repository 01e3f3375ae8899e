package io.github.javaatspi.swing;

import io.github.javaatspi.model.Role;

import java.util.IdentityHashMap;
import java.util.Locale;
import java.util.Map;
import javax.accessibility.AccessibleRole;

/**
 * Every {@link AccessibleRole} constant of the JDK to a {@link Role}. Data only; a test fails when
 * the JDK has a constant this table does not name. Context-dependent corrections (renderer
 * children of lists, tables and trees; check and radio menu items) are {@link RoleRefinement}'s job.
 */
final class SwingRoles {
    private static final Object[][] TABLE = {
        {AccessibleRole.ALERT, Role.ALERT},
        {AccessibleRole.AWT_COMPONENT, Role.UNKNOWN},
        {AccessibleRole.CANVAS, Role.CANVAS},
        {AccessibleRole.CHECK_BOX, Role.CHECK_BOX},
        {AccessibleRole.COLOR_CHOOSER, Role.COLOR_CHOOSER},
        {AccessibleRole.COLUMN_HEADER, Role.COLUMN_HEADER},
        {AccessibleRole.COMBO_BOX, Role.COMBO_BOX},
        {AccessibleRole.DATE_EDITOR, Role.DATE_EDITOR},
        {AccessibleRole.DESKTOP_ICON, Role.DESKTOP_ICON},
        // AT-SPI's DESKTOP_FRAME is the desktop to libatspi: it takes the object below one for an
        // application (atspi_accessible_get_application), so Orca put every event from inside a
        // JDesktopPane in an application of its own and said nothing. A JDesktopPane is a
        // JLayeredPane, which is what AT-SPI's LAYERED_PANE describes.
        {AccessibleRole.DESKTOP_PANE, Role.LAYERED_PANE},
        {AccessibleRole.DIALOG, Role.DIALOG},
        {AccessibleRole.DIRECTORY_PANE, Role.DIRECTORY_PANE},
        {AccessibleRole.EDITBAR, Role.EDITBAR},
        {AccessibleRole.FILE_CHOOSER, Role.FILE_CHOOSER},
        {AccessibleRole.FILLER, Role.FILLER},
        {AccessibleRole.FONT_CHOOSER, Role.FONT_CHOOSER},
        {AccessibleRole.FOOTER, Role.FOOTER},
        {AccessibleRole.FRAME, Role.FRAME},
        {AccessibleRole.GLASS_PANE, Role.GLASS_PANE},
        {AccessibleRole.GROUP_BOX, Role.PANEL},
        {AccessibleRole.HEADER, Role.HEADER},
        {AccessibleRole.HTML_CONTAINER, Role.HTML_CONTAINER},
        {AccessibleRole.HYPERLINK, Role.LINK},
        {AccessibleRole.ICON, Role.ICON},
        {AccessibleRole.INTERNAL_FRAME, Role.INTERNAL_FRAME},
        {AccessibleRole.LABEL, Role.LABEL},
        {AccessibleRole.LAYERED_PANE, Role.LAYERED_PANE},
        {AccessibleRole.LIST, Role.LIST},
        {AccessibleRole.LIST_ITEM, Role.LIST_ITEM},
        {AccessibleRole.MENU, Role.MENU},
        {AccessibleRole.MENU_BAR, Role.MENU_BAR},
        {AccessibleRole.MENU_ITEM, Role.MENU_ITEM},
        {AccessibleRole.OPTION_PANE, Role.OPTION_PANE},
        {AccessibleRole.PAGE_TAB, Role.PAGE_TAB},
        {AccessibleRole.PAGE_TAB_LIST, Role.PAGE_TAB_LIST},
        {AccessibleRole.PANEL, Role.PANEL},
        {AccessibleRole.PARAGRAPH, Role.PARAGRAPH},
        {AccessibleRole.PASSWORD_TEXT, Role.PASSWORD_TEXT},
        {AccessibleRole.POPUP_MENU, Role.POPUP_MENU},
        {AccessibleRole.PROGRESS_BAR, Role.PROGRESS_BAR},
        {AccessibleRole.PROGRESS_MONITOR, Role.PANEL},
        {AccessibleRole.PUSH_BUTTON, Role.BUTTON},
        {AccessibleRole.RADIO_BUTTON, Role.RADIO_BUTTON},
        {AccessibleRole.ROOT_PANE, Role.ROOT_PANE},
        {AccessibleRole.ROW_HEADER, Role.ROW_HEADER},
        {AccessibleRole.RULER, Role.RULER},
        {AccessibleRole.SCROLL_BAR, Role.SCROLL_BAR},
        {AccessibleRole.SCROLL_PANE, Role.SCROLL_PANE},
        {AccessibleRole.SEPARATOR, Role.SEPARATOR},
        {AccessibleRole.SLIDER, Role.SLIDER},
        {AccessibleRole.SPIN_BOX, Role.SPIN_BUTTON},
        {AccessibleRole.SPLIT_PANE, Role.SPLIT_PANE},
        {AccessibleRole.STATUS_BAR, Role.STATUS_BAR},
        {AccessibleRole.SWING_COMPONENT, Role.UNKNOWN},
        {AccessibleRole.TABLE, Role.TABLE},
        {AccessibleRole.TEXT, Role.TEXT},
        {AccessibleRole.TOGGLE_BUTTON, Role.TOGGLE_BUTTON},
        {AccessibleRole.TOOL_BAR, Role.TOOL_BAR},
        {AccessibleRole.TOOL_TIP, Role.TOOL_TIP},
        {AccessibleRole.TREE, Role.TREE},
        {AccessibleRole.UNKNOWN, Role.UNKNOWN},
        {AccessibleRole.VIEWPORT, Role.VIEWPORT},
        {AccessibleRole.WINDOW, Role.WINDOW},
    };

    private static final Map<AccessibleRole, Role> BY_JAVA = new IdentityHashMap<>();

    static {
        for (Object[] row : TABLE) {
            BY_JAVA.put((AccessibleRole) row[0], (Role) row[1]);
        }
    }

    private SwingRoles() {
    }

    /**
     * The role for a Java role. Roles an application invents (subclasses of
     * {@code AccessibleRole}) are matched by their English display name against our vocabulary,
     * so a custom "paragraph" or "heading" role comes through; anything else is UNKNOWN.
     */
    static Role map(AccessibleRole javaRole) {
        if (javaRole == null) {
            return Role.UNKNOWN;
        }
        Role r = BY_JAVA.get(javaRole);
        return r != null ? r : byDisplayName(javaRole);
    }

    static Map<AccessibleRole, Role> table() {
        return BY_JAVA;
    }

    private static Role byDisplayName(AccessibleRole javaRole) {
        String key = javaRole.toDisplayString(Locale.US).trim().toUpperCase(Locale.ROOT).replace(' ', '_');
        try {
            return Role.valueOf(key);
        } catch (IllegalArgumentException e) {
            return Role.UNKNOWN;
        }
    }
}
