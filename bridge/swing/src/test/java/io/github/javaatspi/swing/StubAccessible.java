package io.github.javaatspi.swing;

import java.util.Locale;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRole;
import javax.accessibility.AccessibleStateSet;

/** A minimal application object with its own context, neither a Component nor tied to a display. */
final class StubAccessible implements Accessible {
    private final AccessibleContext context;

    StubAccessible(String name) {
        this.context = new Context(name);
    }

    /** One whose context claims to equal every other object and hashes alike, as a buggy app's might. */
    static StubAccessible equalToEverything(String name) {
        return new StubAccessible(new Context(name) {
            @Override
            public boolean equals(Object o) {
                return true;
            }

            @Override
            public int hashCode() {
                return 1;
            }
        });
    }

    private StubAccessible(AccessibleContext context) {
        this.context = context;
    }

    @Override
    public AccessibleContext getAccessibleContext() {
        return context;
    }

    private static class Context extends AccessibleContext {
        Context(String name) {
            setAccessibleName(name);
        }

        @Override
        public AccessibleRole getAccessibleRole() {
            return AccessibleRole.LABEL;
        }

        @Override
        public AccessibleStateSet getAccessibleStateSet() {
            return new AccessibleStateSet();
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
            return Locale.ROOT;
        }
    }
}
