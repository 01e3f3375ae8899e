package io.github.javaatspi.swing;

import java.util.Locale;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleAction;
import javax.accessibility.AccessibleComponent;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleEditableText;
import javax.accessibility.AccessibleIcon;
import javax.accessibility.AccessibleRelationSet;
import javax.accessibility.AccessibleRole;
import javax.accessibility.AccessibleSelection;
import javax.accessibility.AccessibleStateSet;
import javax.accessibility.AccessibleTable;
import javax.accessibility.AccessibleValue;

/**
 * The getters of {@link AccessibleContext} and {@link Accessible} that every read of a node
 * calls, each guarded as {@link Safe#get} guards a read: a throw (logged once per throwing class)
 * or a null gives the fallback. Written out rather than as {@code Safe.get(context::getAccessibleName, "")}:
 * each lambda or method reference is a class the JVM spins the first time it runs, and the first
 * read of an application's windows ran some 120 of them on the event thread, ~40 ms of a fresh
 * JVM's start (ARCHITECTURE.md, "Life cycle").
 */
final class GuardedContext {
    private GuardedContext() {
    }

    static AccessibleContext getAccessibleContext(Accessible accessible, AccessibleContext fallback) {
        try {
            return orElse(accessible.getAccessibleContext(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static String getAccessibleName(AccessibleContext context, String fallback) {
        try {
            return orElse(context.getAccessibleName(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static String getAccessibleDescription(AccessibleContext context, String fallback) {
        try {
            return orElse(context.getAccessibleDescription(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static AccessibleRole getAccessibleRole(AccessibleContext context, AccessibleRole fallback) {
        try {
            return orElse(context.getAccessibleRole(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static AccessibleStateSet getAccessibleStateSet(AccessibleContext context, AccessibleStateSet fallback) {
        try {
            return orElse(context.getAccessibleStateSet(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Locale getLocale(AccessibleContext context, Locale fallback) {
        try {
            return orElse(context.getLocale(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Accessible getAccessibleParent(AccessibleContext context, Accessible fallback) {
        try {
            return orElse(context.getAccessibleParent(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getAccessibleIndexInParent(AccessibleContext context, int fallback) {
        try {
            return context.getAccessibleIndexInParent();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static int getAccessibleChildrenCount(AccessibleContext context, int fallback) {
        try {
            return context.getAccessibleChildrenCount();
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static Accessible getAccessibleChild(AccessibleContext context, int index, Accessible fallback) {
        try {
            return orElse(context.getAccessibleChild(index), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static AccessibleRelationSet getAccessibleRelationSet(AccessibleContext context, AccessibleRelationSet fallback) {
        try {
            return orElse(context.getAccessibleRelationSet(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static AccessibleAction getAccessibleAction(AccessibleContext context, AccessibleAction fallback) {
        try {
            return orElse(context.getAccessibleAction(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static AccessibleComponent getAccessibleComponent(AccessibleContext context, AccessibleComponent fallback) {
        try {
            return orElse(context.getAccessibleComponent(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static AccessibleSelection getAccessibleSelection(AccessibleContext context, AccessibleSelection fallback) {
        try {
            return orElse(context.getAccessibleSelection(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static AccessibleEditableText getAccessibleEditableText(AccessibleContext context, AccessibleEditableText fallback) {
        try {
            return orElse(context.getAccessibleEditableText(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static AccessibleTable getAccessibleTable(AccessibleContext context, AccessibleTable fallback) {
        try {
            return orElse(context.getAccessibleTable(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static AccessibleValue getAccessibleValue(AccessibleContext context, AccessibleValue fallback) {
        try {
            return orElse(context.getAccessibleValue(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    static AccessibleIcon[] getAccessibleIcon(AccessibleContext context, AccessibleIcon[] fallback) {
        try {
            return orElse(context.getAccessibleIcon(), fallback);
        } catch (RuntimeException | LinkageError e) {
            return Safe.failed(e, fallback);
        }
    }

    private static <T> T orElse(T value, T fallback) {
        return value != null ? value : fallback;
    }
}
