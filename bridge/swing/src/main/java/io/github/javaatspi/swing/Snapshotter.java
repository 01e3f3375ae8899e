package io.github.javaatspi.swing;

import io.github.javaatspi.model.ActionInfo;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.SelectionState;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;

import java.awt.Component;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleAction;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleHypertext;
import javax.accessibility.AccessibleIcon;
import javax.accessibility.AccessibleSelection;
import javax.accessibility.AccessibleStateSet;
import javax.accessibility.AccessibleText;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JEditorPane;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.plaf.basic.ComboPopup;
import javax.swing.text.JTextComponent;

/**
 * Reads the own properties of one accessible object into a {@link Node.Builder}: everything
 * except its children and relations, which need the identity table. Runs on the event thread;
 * every call into application code is guarded ({@link GuardedContext} and its siblings, {@link Safe}).
 */
final class Snapshotter {
    private static final ActionInfo[] NO_ACTIONS = new ActionInfo[0];

    private Snapshotter() {
    }

    /** The refined role of {@code context} under a parent of {@code parentRole}. */
    static Role role(Accessible accessible, AccessibleContext context, Role parentRole) {
        Role mapped = SwingRoles.map(GuardedContext.getAccessibleRole(context, null));
        return RoleRefinement.refine(mapped, accessible, parentRole);
    }

    /**
     * Reads a node's own facts. {@code text} is its text interface ({@link AccessibleTexts}), or
     * null. Each interface is asked for once per read: an item of a list, table or tree answers
     * every question by running its renderer again, and a five-item list's items were rendered
     * twelve times each per keystroke.
     */
    static Node.Builder read(long id, long parent, Role role, StateSet states, Accessible accessible,
            AccessibleContext context, AccessibleText text, int treeLevel) {
        AccessibleAction action = GuardedContext.getAccessibleAction(context, null);
        AccessibleIcon[] icons = GuardedContext.getAccessibleIcon(context, null);
        ActionInfo[] actions = actions(accessible, action);
        Node.Builder b = Node.builder(id, role)
                .parent(parent)
                .name(name(accessible, context))
                .description(DefaultDescriptions.of(accessible, context,
                        HtmlStrings.plain(GuardedContext.getAccessibleDescription(context, ""))))
                .accessibleId(accessible instanceof Component c ? GuardedComponents.getName(c, "") : "")
                .locale(GuardedContext.getLocale(context, Locale.getDefault()).toString())
                .states(states)
                .capabilities(capabilities(role, accessible, context, actions.length > 0, text, icons))
                .actions(List.of(actions))
                .image(ImageReader.read(icons))
                .document(DocumentReader.read(accessible, context));
        if (role == Role.TREE_ITEM && treeLevel > 0) {
            b.attributes(Map.of("level", Integer.toString(treeLevel)));
        }
        return b;
    }

    private static String name(Accessible accessible, AccessibleContext context) {
        String name = GuardedContext.getAccessibleName(context, null);
        if (name != null) {
            return HtmlStrings.plain(name);
        }
        // A context whose name fails (or is missing) still has the text the user sees.
        if (accessible instanceof AbstractButton b) {
            return HtmlStrings.plain(GuardedComponents.getText(b, ""));
        }
        if (accessible instanceof JLabel l) {
            return HtmlStrings.plain(GuardedComponents.getText(l, ""));
        }
        return "";
    }

    static StateSet states(Role role, Accessible accessible, AccessibleContext context) {
        StateSet.Builder sb = new StateSet.Builder();
        AccessibleStateSet javaStates = GuardedContext.getAccessibleStateSet(context, null);
        if (javaStates != null) {
            SwingStates.addAll(javaStates, sb);
        } else if (accessible instanceof Component c) {
            ComponentStates.addAll(c, sb);
        }
        switch (role) {
            case CHECK_BOX, RADIO_BUTTON, TOGGLE_BUTTON, CHECK_MENU_ITEM, RADIO_MENU_ITEM -> sb.add(State.CHECKABLE);
            default -> { }
        }
        if (accessible instanceof JButton b && GuardedComponents.isDefaultButton(b, false)) {
            sb.add(State.IS_DEFAULT);
        }
        if (accessible instanceof JMenu || accessible instanceof JComboBox) {
            sb.add(State.HAS_POPUP);
        }
        if (role == Role.MENU) {
            // A JMenu reports CHECKED while its popup is open (it is a button underneath); GTK
            // and screen readers use SELECTED for an open menu, which Swing reports as well.
            sb.remove(State.CHECKED);
        }
        if (accessible instanceof ComboPopup) {
            // Swing calls a combo box's popup SELECTED while the first item is chosen: a child's
            // SELECTED comes from its parent's AccessibleSelection asked with the child's index,
            // and a combo box's indices name its items, not its children. The popup's state would
            // flip with the choice, and a selection-changed on the combo box would follow it,
            // which moves Orca 43 into the closed popup's list ("List with 3 items") after a choice.
            sb.remove(State.SELECTED);
        }
        if (accessible instanceof JTextComponent t) {
            sb.add(State.SELECTABLE_TEXT);
            if (!GuardedComponents.isEditable(t, true)) {
                sb.add(State.READ_ONLY);
            }
        }
        return sb.build();
    }

    /**
     * How many children are selected, out of how many, for objects with a selection; null for
     * others. A combo box's indices name the items of its popup list.
     */
    static SelectionState selection(Accessible accessible, AccessibleContext context, Items<?> items, int children) {
        AccessibleSelection s = GuardedContext.getAccessibleSelection(context, null);
        if (s == null) {
            return null;
        }
        if (items != null) {
            return items.selection(context);
        }
        if (accessible instanceof JMenu menu) {
            return new SelectionState(armedIndex(menu) >= 0 ? 1 : 0, children);
        }
        int selectable = accessible instanceof JComboBox<?> combo ? GuardedComponents.getItemCount(combo, 0) : children;
        return new SelectionState(GuardedInterfaces.getAccessibleSelectionCount(s, 0), selectable);
    }

    /** Roles whose AccessibleValue is a real range; buttons report their pressed state as one. */
    static boolean hasRange(Role role) {
        return switch (role) {
            case SLIDER, SPIN_BUTTON, PROGRESS_BAR, SCROLL_BAR, DIAL, LEVEL_BAR -> true;
            default -> false;
        };
    }

    private static Set<Capability> capabilities(Role role, Accessible accessible, AccessibleContext context,
            boolean hasActions, AccessibleText text, AccessibleIcon[] icons) {
        Set<Capability> caps = EnumSet.noneOf(Capability.class);
        if (GuardedContext.getAccessibleComponent(context, null) != null) {
            caps.add(Capability.COMPONENT);
        }
        if (hasActions) {
            caps.add(Capability.ACTION);
        }
        if (text != null) {
            caps.add(Capability.TEXT);
            if (text instanceof AccessibleHypertext) {
                caps.add(Capability.HYPERTEXT);
            }
        }
        if (GuardedContext.getAccessibleEditableText(context, null) != null) {
            caps.add(Capability.EDITABLE_TEXT);
        }
        if (hasRange(role) && GuardedContext.getAccessibleValue(context, null) != null) {
            caps.add(Capability.VALUE);
        }
        if (GuardedContext.getAccessibleSelection(context, null) != null) {
            caps.add(Capability.SELECTION);
        }
        if (TreeTable.of(accessible, context) != null) {
            caps.add(Capability.TABLE);
        }
        if (icons != null && icons.length > 0) {
            caps.add(Capability.IMAGE);
        }
        if (accessible instanceof JEditorPane) {
            caps.add(Capability.DOCUMENT);
        }
        return caps;
    }

    private static ActionInfo[] actions(Accessible accessible, AccessibleAction action) {
        if (action == null) {
            return NO_ACTIONS;
        }
        String[] known = knownDescriptions(accessible, action);
        int n = known != null ? known.length : GuardedInterfaces.getAccessibleActionCount(action, 0);
        if (n <= 0) {
            return NO_ACTIONS;
        }
        List<ActionInfo> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String description = known != null ? known[i] : GuardedInterfaces.getAccessibleActionDescription(action, i, "");
            String keyBinding = i == 0 ? keyBinding(accessible) : "";
            out.add(new ActionInfo(ActionNames.machineName(description), description, description, keyBinding));
        }
        return out.toArray(NO_ACTIONS);
    }

    // The guards below are written out for the reason GuardedContext gives.

    private static int armedIndex(JMenu menu) {
        try {
            return MenuSelection.armed(menu);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, -1);
        }
    }

    private static String[] knownDescriptions(Accessible accessible, AccessibleAction action) {
        try {
            return TextActions.descriptions(accessible, action);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, null);
        }
    }

    private static String keyBinding(Accessible accessible) {
        try {
            String binding = KeyBindings.of(accessible);
            return binding != null ? binding : "";
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, "");
        }
    }
}
