package io.github.javaatspi.swing;

import io.github.javaatspi.model.ValueState;

import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleValue;
import javax.swing.JProgressBar;
import javax.swing.JSpinner;

/** Reads the value of a range object (slider, spinner, progress bar, scroll bar). */
final class ValueReader {
    private ValueReader() {
    }

    static ValueState read(Accessible accessible, AccessibleContext context) {
        AccessibleValue av = GuardedContext.getAccessibleValue(context, null);
        if (av == null) {
            return null;
        }
        Number current = GuardedInterfaces.getCurrentAccessibleValue(av, null);
        if (current == null) {
            return null;
        }
        Number min = GuardedInterfaces.getMinimumAccessibleValue(av, current);
        Number max = GuardedInterfaces.getMaximumAccessibleValue(av, current);
        boolean integral = isIntegral(current) && isIntegral(min) && isIntegral(max);
        return new ValueState(current.doubleValue(), min.doubleValue(), max.doubleValue(), integral ? 1.0 : 0.0,
                text(accessible, current, integral));
    }

    private static String text(Accessible accessible, Number current, boolean integral) {
        if (accessible instanceof JProgressBar bar && bar.isStringPainted()) {
            return GuardedComponents.getString(bar, "");
        }
        if (accessible instanceof JSpinner spinner) {
            Object v = GuardedComponents.getValue(spinner, null);
            if (v != null && !(v instanceof Number)) {
                return v.toString();
            }
        }
        return integral ? Long.toString(current.longValue()) : current.toString();
    }

    private static boolean isIntegral(Number n) {
        return n instanceof Integer || n instanceof Long || n instanceof Short || n instanceof Byte
                || n.doubleValue() == Math.rint(n.doubleValue());
    }
}
