package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * In a JVM of its own (a class is initialised once per JVM, and this one's AWT may have had
 * keys already), the JVM's own log of class initialisation shows the X toolkit's key tables
 * built by {@link ToolkitKeyTables#prepare} before any key arrived — and not at all without it.
 */
class ToolkitKeyTablesTest {
    private static final String INITIALISED = "Initializing '" + ToolkitKeyTables.KEYSYM_TABLES.replace('.', '/') + "'";

    @BeforeAll
    static void display() {
        OnEdt.requireDisplay(ToolkitKeyTablesTest.class.getSimpleName());
    }

    @Test
    void theKeyTablesAreBuiltBeforeAnyKey() throws Exception {
        String log = childJvm("prepare");

        assertThat(log).contains("toolkit " + ToolkitKeyTables.X_TOOLKIT).contains(INITIALISED);
        assertThat(log.indexOf(INITIALISED)).as("built by prepare(), not before it")
                .isGreaterThan(log.indexOf("preparing"));
    }

    @Test
    void withoutItTheToolkitAloneDoesNotBuildThem() throws Exception {
        String log = childJvm("nothing");

        assertThat(log).contains("toolkit " + ToolkitKeyTables.X_TOOLKIT).doesNotContain(INITIALISED);
    }

    private static String childJvm(String what) throws IOException, InterruptedException {
        return ClassInitLog.of(Child.class, what);
    }

    /** The child: starts AWT's toolkit, then prepares the key tables or not. */
    static final class Child {
        public static void main(String[] args) {
            System.out.println("toolkit " + java.awt.Toolkit.getDefaultToolkit().getClass().getName());
            if (args[0].equals("prepare")) {
                System.out.println("preparing");
                System.out.flush();
                ToolkitKeyTables.prepare();
            }
        }
    }
}
