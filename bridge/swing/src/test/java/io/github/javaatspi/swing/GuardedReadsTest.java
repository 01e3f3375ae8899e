package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRole;
import javax.accessibility.AccessibleStateSet;
import org.junit.jupiter.api.Test;

/**
 * The written-out guards give the caller's fallback whenever the application's accessibility
 * code throws or answers null, as {@code Safe.get} does: every getter of {@link GuardedContext},
 * and every one of {@link GuardedInterfaces} whose receiver is an interface, is called on an
 * object whose every method throws, then on one whose every method answers null (zero, false).
 */
class GuardedReadsTest {
    private static final Object FALLBACK = new Object();

    @Test
    void everyContextGetterFallsBackWhenTheContextThrows() throws Exception {
        AccessibleContext throwing = new ThrowingContext();
        for (Method m : guards(GuardedContext.class)) {
            if (m.getParameterTypes()[0] == AccessibleContext.class) {
                assertThat(call(m, throwing)).as(m.getName()).isEqualTo(fallbackFor(m));
            }
        }
        Accessible broken = () -> {
            throw new IllegalStateException("no context");
        };
        assertThat(GuardedContext.getAccessibleContext(broken, null)).isNull();
    }

    @Test
    void everyContextGetterFallsBackWhenTheContextAnswersNull() {
        AccessibleContext empty = new NullContext();
        assertThat(GuardedContext.getAccessibleName(empty, "fallback")).isEqualTo("fallback");
        assertThat(GuardedContext.getAccessibleDescription(empty, "")).isEmpty();
        assertThat(GuardedContext.getLocale(empty, Locale.ROOT)).isEqualTo(Locale.ROOT);
        assertThat(GuardedContext.getAccessibleRole(empty, AccessibleRole.UNKNOWN)).isEqualTo(AccessibleRole.UNKNOWN);
    }

    @Test
    void everyInterfaceGetterFallsBackWhenTheObjectThrowsOrAnswersNull() throws Exception {
        int checked = 0;
        for (Method m : guards(GuardedInterfaces.class)) {
            Class<?> receiver = m.getParameterTypes()[0];
            if (!receiver.isInterface()) {
                continue;
            }
            Object throwing = Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {receiver},
                    (proxy, method, args) -> {
                        throw new IllegalStateException("broken " + method.getName());
                    });
            assertThat(call(m, throwing)).as("%s on a throwing %s", m.getName(), receiver.getSimpleName())
                    .isEqualTo(fallbackFor(m));
            if (!m.getReturnType().isPrimitive()) {
                Object answeringNull = Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {receiver},
                        (proxy, method, args) -> null);
                assertThat(call(m, answeringNull)).as("%s answering null", m.getName()).isEqualTo(fallbackFor(m));
            }
            checked++;
        }
        assertThat(checked).as("guards of interface getters").isGreaterThan(20);
    }

    private static List<Method> guards(Class<?> c) {
        List<Method> out = new ArrayList<>();
        for (Method m : c.getDeclaredMethods()) {
            if (Modifier.isStatic(m.getModifiers()) && !Modifier.isPrivate(m.getModifiers())) {
                out.add(m);
            }
        }
        assertThat(out).isNotEmpty();
        return out;
    }

    /** Calls guard {@code m} on {@code receiver}, with zeros for the arguments between it and the fallback. */
    private static Object call(Method m, Object receiver) throws Exception {
        Class<?>[] types = m.getParameterTypes();
        Object[] args = new Object[types.length];
        args[0] = receiver;
        for (int i = 1; i < types.length - 1; i++) {
            args[i] = types[i] == int.class ? 0 : null;
        }
        args[types.length - 1] = fallbackFor(m);
        return m.invoke(null, args);
    }

    private static Object fallbackFor(Method m) {
        Class<?> type = m.getReturnType();
        if (type == int.class) {
            return -7;
        }
        if (type == boolean.class) {
            return true;
        }
        if (type.isArray()) {
            // Compared by content: any empty array of the type is the fallback.
            return Array.newInstance(type.getComponentType(), 0);
        }
        if (type == String.class) {
            return "fallback";
        }
        if (type == Locale.class) {
            return Locale.ROOT;
        }
        if (type == AccessibleRole.class) {
            return AccessibleRole.UNKNOWN;
        }
        if (type == Object.class) {
            return FALLBACK;
        }
        return null;
    }

    /** A context whose every getter the guards call throws. */
    private static class ThrowingContext extends AccessibleContext {
        private static RuntimeException broken() {
            return new IllegalStateException("broken accessibility code");
        }

        @Override
        public String getAccessibleName() {
            throw broken();
        }

        @Override
        public String getAccessibleDescription() {
            throw broken();
        }

        @Override
        public AccessibleRole getAccessibleRole() {
            throw broken();
        }

        @Override
        public AccessibleStateSet getAccessibleStateSet() {
            throw broken();
        }

        @Override
        public Accessible getAccessibleParent() {
            throw broken();
        }

        @Override
        public int getAccessibleIndexInParent() {
            throw broken();
        }

        @Override
        public int getAccessibleChildrenCount() {
            throw broken();
        }

        @Override
        public Accessible getAccessibleChild(int i) {
            throw broken();
        }

        @Override
        public Locale getLocale() {
            throw broken();
        }

        @Override
        public javax.accessibility.AccessibleRelationSet getAccessibleRelationSet() {
            throw broken();
        }

        @Override
        public javax.accessibility.AccessibleAction getAccessibleAction() {
            throw broken();
        }

        @Override
        public javax.accessibility.AccessibleComponent getAccessibleComponent() {
            throw broken();
        }

        @Override
        public javax.accessibility.AccessibleSelection getAccessibleSelection() {
            throw broken();
        }

        @Override
        public javax.accessibility.AccessibleEditableText getAccessibleEditableText() {
            throw broken();
        }

        @Override
        public javax.accessibility.AccessibleTable getAccessibleTable() {
            throw broken();
        }

        @Override
        public javax.accessibility.AccessibleValue getAccessibleValue() {
            throw broken();
        }

        @Override
        public javax.accessibility.AccessibleIcon[] getAccessibleIcon() {
            throw broken();
        }
    }

    /** A context that answers null (or nothing) to everything. */
    private static class NullContext extends AccessibleContext {
        @Override
        public String getAccessibleName() {
            return null;
        }

        @Override
        public AccessibleRole getAccessibleRole() {
            return null;
        }

        @Override
        public AccessibleStateSet getAccessibleStateSet() {
            return null;
        }

        @Override
        public int getAccessibleIndexInParent() {
            return -1;
        }

        @Override
        public int getAccessibleChildrenCount() {
            return 0;
        }

        @Override
        public Accessible getAccessibleChild(int i) {
            return null;
        }

        @Override
        public Locale getLocale() {
            return null;
        }
    }
}
