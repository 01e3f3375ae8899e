package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.Role;
import javax.accessibility.Accessible;
import javax.swing.JButton;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JDesktopPane;
import javax.swing.JLabel;
import javax.swing.JLayeredPane;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.JRootPane;
import org.junit.jupiter.api.Test;

class RoleRefinementTest {
    /** A renderer stand-in as Swing hands them out for list, table and tree children: not a Component. */
    private static final Accessible STAND_IN = () -> null;

    @Test
    void checkAndRadioMenuItemsGetTheirMenuRoles() {
        assertThat(RoleRefinement.refine(Role.CHECK_BOX, new JCheckBoxMenuItem("Bold"), Role.POPUP_MENU))
                .isEqualTo(Role.CHECK_MENU_ITEM);
        assertThat(RoleRefinement.refine(Role.RADIO_BUTTON, new JRadioButtonMenuItem("Left"), Role.POPUP_MENU))
                .isEqualTo(Role.RADIO_MENU_ITEM);
    }

    @Test
    void aRootPanesLayeredPaneIsAFillerButADesktopPaneAndALooseLayeredPaneAreNot() {
        JRootPane root = new JRootPane();

        assertThat(RoleRefinement.refine(Role.LAYERED_PANE, root.getLayeredPane(), Role.ROOT_PANE))
                .isEqualTo(Role.FILLER);
        assertThat(RoleRefinement.refine(Role.LAYERED_PANE, new JLayeredPane(), Role.PANEL))
                .isEqualTo(Role.LAYERED_PANE);
        assertThat(RoleRefinement.refine(Role.LAYERED_PANE, new JDesktopPane(), Role.PANEL))
                .isEqualTo(Role.LAYERED_PANE);
    }

    @Test
    void aStandInUnderAListIsAListItem() {
        assertThat(RoleRefinement.refine(Role.LABEL, STAND_IN, Role.LIST)).isEqualTo(Role.LIST_ITEM);
        assertThat(RoleRefinement.refine(Role.CHECK_BOX, STAND_IN, Role.LIST_BOX)).isEqualTo(Role.LIST_ITEM);
    }

    @Test
    void aStandInUnderATableIsATableCellButHeadersStayHeaders() {
        assertThat(RoleRefinement.refine(Role.LABEL, STAND_IN, Role.TABLE)).isEqualTo(Role.TABLE_CELL);
        assertThat(RoleRefinement.refine(Role.COLUMN_HEADER, STAND_IN, Role.TABLE)).isEqualTo(Role.COLUMN_HEADER);
        assertThat(RoleRefinement.refine(Role.ROW_HEADER, STAND_IN, Role.TABLE)).isEqualTo(Role.ROW_HEADER);
    }

    @Test
    void anEntryOfATableHeaderIsATableColumnHeader() {
        javax.swing.JTable table = new javax.swing.JTable(2, 2);
        Accessible entry = table.getTableHeader().getAccessibleContext().getAccessibleChild(1);

        assertThat(RoleRefinement.refine(Role.LABEL, entry, Role.PANEL)).isEqualTo(Role.TABLE_COLUMN_HEADER);
    }

    @Test
    void aJTreeIsATreeTableOfCellsAsGtkShowsATreeView() {
        assertThat(RoleRefinement.refine(Role.TREE, new javax.swing.JTree(), Role.SCROLL_PANE))
                .isEqualTo(Role.TREE_TABLE);
        assertThat(RoleRefinement.refine(Role.LABEL, STAND_IN, Role.TREE_TABLE)).isEqualTo(Role.TABLE_CELL);
    }

    @Test
    void aStandInUnderAnotherTreeOrTreeItemIsATreeItem() {
        assertThat(RoleRefinement.refine(Role.LABEL, STAND_IN, Role.TREE)).isEqualTo(Role.TREE_ITEM);
        assertThat(RoleRefinement.refine(Role.LABEL, STAND_IN, Role.TREE_ITEM)).isEqualTo(Role.TREE_ITEM);
    }

    @Test
    void aComponentUnderAListKeepsItsRole() {
        assertThat(RoleRefinement.refine(Role.BUTTON, new JButton("x"), Role.LIST)).isEqualTo(Role.BUTTON);
        assertThat(RoleRefinement.refine(Role.LABEL, new JLabel("x"), Role.TABLE)).isEqualTo(Role.LABEL);
    }

    @Test
    void aStandInElsewhereOrWithoutAParentKeepsItsRole() {
        assertThat(RoleRefinement.refine(Role.LABEL, STAND_IN, Role.PANEL)).isEqualTo(Role.LABEL);
        assertThat(RoleRefinement.refine(Role.LABEL, STAND_IN, null)).isEqualTo(Role.LABEL);
    }
}
