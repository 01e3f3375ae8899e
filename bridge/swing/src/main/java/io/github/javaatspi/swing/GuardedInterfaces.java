package io.github.javaatspi.swing;

import java.awt.Point;
import java.awt.Rectangle;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleAction;
import javax.accessibility.AccessibleComponent;
import javax.accessibility.AccessibleEditableText;
import javax.accessibility.AccessibleExtendedText;
import javax.accessibility.AccessibleHyperlink;
import javax.accessibility.AccessibleHypertext;
import javax.accessibility.AccessibleIcon;
import javax.accessibility.AccessibleRelation;
import javax.accessibility.AccessibleRelationSet;
import javax.accessibility.AccessibleSelection;
import javax.accessibility.AccessibleTable;
import javax.accessibility.AccessibleText;
import javax.accessibility.AccessibleValue;

/**
 * The getters of the other {@code javax.accessibility} interfaces (action, component, selection,
 * table, text, value, icon, relations, hypertext) that reads call, guarded like
 * {@link GuardedContext}, and for the same reason written out.
 */
final class GuardedInterfaces {
    private GuardedInterfaces() {
    }

    static int getAccessibleActionCount(AccessibleAction action, int fallback) {
        try {
            return action.getAccessibleActionCount();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static String getAccessibleActionDescription(AccessibleAction action, int index, String fallback) {
        try {
            return orElse(action.getAccessibleActionDescription(index), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Rectangle getBounds(AccessibleComponent component, Rectangle fallback) {
        try {
            return orElse(component.getBounds(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Point getLocation(AccessibleComponent component, Point fallback) {
        try {
            return orElse(component.getLocation(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Point getLocationOnScreen(AccessibleComponent component, Point fallback) {
        try {
            return orElse(component.getLocationOnScreen(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getAccessibleSelectionCount(AccessibleSelection selection, int fallback) {
        try {
            return selection.getAccessibleSelectionCount();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getAccessibleRowCount(AccessibleTable table, int fallback) {
        try {
            return table.getAccessibleRowCount();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getAccessibleColumnCount(AccessibleTable table, int fallback) {
        try {
            return table.getAccessibleColumnCount();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static AccessibleTable getAccessibleColumnHeader(AccessibleTable table, AccessibleTable fallback) {
        try {
            return orElse(table.getAccessibleColumnHeader(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Accessible getAccessibleAt(AccessibleTable table, int row, int column, Accessible fallback) {
        try {
            return orElse(table.getAccessibleAt(row, column), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Accessible getAccessibleCaption(AccessibleTable table, Accessible fallback) {
        try {
            return orElse(table.getAccessibleCaption(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Accessible getAccessibleSummary(AccessibleTable table, Accessible fallback) {
        try {
            return orElse(table.getAccessibleSummary(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int[] getSelectedAccessibleRows(AccessibleTable table, int[] fallback) {
        try {
            return orElse(table.getSelectedAccessibleRows(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int[] getSelectedAccessibleColumns(AccessibleTable table, int[] fallback) {
        try {
            return orElse(table.getSelectedAccessibleColumns(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getCharCount(AccessibleText text, int fallback) {
        try {
            return text.getCharCount();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getCaretPosition(AccessibleText text, int fallback) {
        try {
            return text.getCaretPosition();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getSelectionStart(AccessibleText text, int fallback) {
        try {
            return text.getSelectionStart();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getSelectionEnd(AccessibleText text, int fallback) {
        try {
            return text.getSelectionEnd();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static String getAtIndex(AccessibleText text, int part, int index, String fallback) {
        try {
            return orElse(text.getAtIndex(part, index), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static String getTextRange(AccessibleEditableText text, int start, int end, String fallback) {
        try {
            return orElse(text.getTextRange(start, end), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static String getTextRange(AccessibleExtendedText text, int start, int end, String fallback) {
        try {
            return orElse(text.getTextRange(start, end), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Number getCurrentAccessibleValue(AccessibleValue value, Number fallback) {
        try {
            return orElse(value.getCurrentAccessibleValue(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Number getMinimumAccessibleValue(AccessibleValue value, Number fallback) {
        try {
            return orElse(value.getMinimumAccessibleValue(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Number getMaximumAccessibleValue(AccessibleValue value, Number fallback) {
        try {
            return orElse(value.getMaximumAccessibleValue(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static String getAccessibleIconDescription(AccessibleIcon icon, String fallback) {
        try {
            return orElse(icon.getAccessibleIconDescription(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getAccessibleIconWidth(AccessibleIcon icon, int fallback) {
        try {
            return icon.getAccessibleIconWidth();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getAccessibleIconHeight(AccessibleIcon icon, int fallback) {
        try {
            return icon.getAccessibleIconHeight();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static AccessibleRelation[] toArray(AccessibleRelationSet relations, AccessibleRelation[] fallback) {
        try {
            return orElse(relations.toArray(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static String getKey(AccessibleRelation relation, String fallback) {
        try {
            return orElse(relation.getKey(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Object[] getTarget(AccessibleRelation relation, Object[] fallback) {
        try {
            return orElse(relation.getTarget(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getLinkCount(AccessibleHypertext hypertext, int fallback) {
        try {
            return hypertext.getLinkCount();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static AccessibleHyperlink getLink(AccessibleHypertext hypertext, int index, AccessibleHyperlink fallback) {
        try {
            return orElse(hypertext.getLink(index), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getStartIndex(AccessibleHyperlink link, int fallback) {
        try {
            return link.getStartIndex();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getEndIndex(AccessibleHyperlink link, int fallback) {
        try {
            return link.getEndIndex();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static boolean isValid(AccessibleHyperlink link, boolean fallback) {
        try {
            return link.isValid();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Object getAccessibleActionObject(AccessibleHyperlink link, int index, Object fallback) {
        try {
            return orElse(link.getAccessibleActionObject(index), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Object getAccessibleActionAnchor(AccessibleHyperlink link, int index, Object fallback) {
        try {
            return orElse(link.getAccessibleActionAnchor(index), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    private static <T> T orElse(T value, T fallback) {
        return value != null ? value : fallback;
    }
}
