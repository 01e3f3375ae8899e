package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Toolkit;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.SystemFlavorMap;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * In a JVM of its own (the tables are built once per JVM), the JVM's log of class initialisation
 * shows the tables of a first text selection built by {@link SelectionTables#prepare} off the
 * event thread — without it, not before the question a first selection asks — and the flavour
 * map then answers what the JDK alone would have built.
 */
class SelectionTablesTest {
    /** Initialised only while the flavour map builds its text flavours from its configuration. */
    private static final String BUILT = "Initializing 'sun/datatransfer/DataFlavorUtil$StandardEncodingsHolder'";
    /** The X toolkit's data transferer, whose initialisation interns its X atoms. */
    private static final String TRANSFERER = "Initializing 'sun/awt/X11/XDataTransferer'";

    @BeforeAll
    static void display() {
        OnEdt.requireDisplay(SelectionTablesTest.class.getSimpleName());
    }

    @Test
    void theTablesAreBuiltByPrepareOffTheEventThread() throws Exception {
        String log = childJvm("prepare");

        assertThat(log).contains("toolkit " + ToolkitKeyTables.X_TOOLKIT)
                .contains("prepared on the event thread: false");
        for (String built : List.of(BUILT, TRANSFERER)) {
            assertThat(log.indexOf(built)).as("%s by prepare(), not before it nor by the question after it", built)
                    .isGreaterThan(log.indexOf("preparing")).isLessThan(log.indexOf("asking"));
        }
    }

    @Test
    void withoutItTheyWaitForTheFirstSelectionsQuestion() throws Exception {
        String log = childJvm("nothing");

        assertThat(log).contains("toolkit " + ToolkitKeyTables.X_TOOLKIT);
        for (String built : List.of(BUILT, TRANSFERER)) {
            assertThat(log.indexOf(built)).as(built).isGreaterThan(log.indexOf("asking"));
        }
    }

    @Test
    void theMapAnswersAsTheJdkAloneWould() throws Exception {
        String prepared = lineAfter(childJvm("prepare"), "natives ");
        String alone = lineAfter(childJvm("nothing"), "natives ");

        assertThat(prepared).isEqualTo(alone).contains("UTF8_STRING");
    }

    private static String lineAfter(String log, String prefix) {
        return log.lines().filter(l -> l.startsWith(prefix)).findFirst().orElseThrow(
                () -> new AssertionError("no line starting with '" + prefix + "' in:\n" + log));
    }

    private static String childJvm(String what) throws IOException, InterruptedException {
        return ClassInitLog.of(Child.class, what);
    }

    /** The child: starts AWT's toolkit, prepares the tables or not, then asks what a selection asks. */
    static final class Child {
        public static void main(String[] args) {
            System.out.println("toolkit " + Toolkit.getDefaultToolkit().getClass().getName());
            if (args[0].equals("prepare")) {
                System.out.println("preparing");
                System.out.flush();
                SelectionTables.prepare();
                System.out.println("prepared on the event thread: " + java.awt.EventQueue.isDispatchThread());
            }
            System.out.println("asking");
            System.out.flush();
            SystemFlavorMap map = (SystemFlavorMap) SystemFlavorMap.getDefaultFlavorMap();
            System.out.println("natives " + map.getNativesForFlavor(DataFlavor.stringFlavor));
        }
    }
}
