package io.github.javaatspi.swing;

import java.awt.Component;
import java.awt.Container;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;

/**
 * Accessible components that Swing's accessible tree leaves out. A container's accessible
 * children are, by AWT's default, its components that are {@code Accessible}; a component that is
 * not is skipped together with everything inside it. Applications do make such containers — a
 * {@code JComponent} subclass is not {@code Accessible} — and put labels and buttons in them:
 * Freeplane's mind map nodes are {@code JLabel}s inside a plain {@code JComponent} each, so the
 * whole map was missing from the tree and the focus sat on a label outside it. Where a container
 * lists its children AWT's default way and some of its components are not {@code Accessible},
 * its children are read from AWT instead, looking through the application's own containers
 * that are not {@code Accessible}, in AWT's order. Swing's and AWT's own such containers (an
 * internal frame's title pane, a split pane's divider) are left as Swing leaves them. Event
 * thread only.
 */
final class HiddenComponents {
    /** How deep the application's containers that are not accessible may nest before we stop looking. */
    private static final int MAX_DEPTH = 16;
    private static final String AWT_CONTAINER_CONTEXT = "java.awt.Container$AccessibleAWTContainer";
    private static final String SWING_CONTEXT = "javax.swing.JComponent$AccessibleJComponent";
    /** Whether a context class lists its children as AWT does: its accessible components. */
    private static final ClassValue<Boolean> LISTS_COMPONENTS = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            try {
                return isDefault(type.getMethod("getAccessibleChildrenCount"))
                        && isDefault(type.getMethod("getAccessibleChild", int.class));
            } catch (NoSuchMethodException | RuntimeException e) {
                return false;
            }
        }
    };

    private HiddenComponents() {
    }

    /**
     * The accessible children of {@code parent} read through the application's containers that
     * are not accessible; null when Swing's own list ({@code accessibleCount} children) leaves
     * nothing out, which is every container but the rare one. Each container looked through is
     * watched for components that come and go.
     */
    static List<Accessible> childrenOf(Accessible parent, AccessibleContext context, int accessibleCount,
            HiddenContainerWatch watch) {
        if (!(parent instanceof Container container) || container.getComponentCount() <= accessibleCount
                || !LISTS_COMPONENTS.get(context.getClass()) || !hidesAny(container)) {
            return null;
        }
        List<Accessible> out = new ArrayList<>();
        collect(container, out, 0, watch);
        return out;
    }

    private static boolean hidesAny(Container container) {
        for (Component c : container.getComponents()) {
            if (isLookedThrough(c)) {
                return true;
            }
        }
        return false;
    }

    private static void collect(Container container, List<Accessible> out, int depth, HiddenContainerWatch watch) {
        for (Component c : container.getComponents()) {
            if (c instanceof Accessible a) {
                out.add(a);
            } else if (depth < MAX_DEPTH && isLookedThrough(c)) {
                watch.watch((Container) c);
                collect((Container) c, out, depth + 1, watch);
            }
        }
    }

    /** A container of the application's own (its class not the JDK's) that is not accessible. */
    private static boolean isLookedThrough(Component c) {
        return !(c instanceof Accessible) && c instanceof Container && c.getClass().getClassLoader() != null;
    }

    private static boolean isDefault(Method m) {
        String declaring = m.getDeclaringClass().getName();
        return declaring.equals(AWT_CONTAINER_CONTEXT) || declaring.equals(SWING_CONTEXT);
    }
}
