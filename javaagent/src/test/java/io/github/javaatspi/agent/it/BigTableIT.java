package io.github.javaatspi.agent.it;

import static io.github.javaatspi.agent.it.TablesApps.list;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.TablesApp;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A table's cost does not grow with its rows: the application's heap after a screen reader
 * walked the visible part of a table of a million rows is that of the same application with a
 * table of a hundred rows. A row that cost even four bytes would show as 4 MB.
 */
class BigTableIT extends DesktopIT {
    private static final long TOLERANCE = 4L << 20;

    @Test
    void theHeapAfterWalkingTheVisibleRowsDoesNotDependOnTheRowCount() throws Exception {
        long million = heapAfterVisibleWalk(1_000_000);
        long hundred = heapAfterVisibleWalk(100);
        System.out.printf("heap in use after gc, visible part walked: 1,000,000 rows %.2f MB, 100 rows %.2f MB%n",
                million / 1048576.0, hundred / 1048576.0);
        assertThat(million).isLessThan(hundred + TOLERANCE);
    }

    /** Starts the app, walks the cells on screen as Orca's flat review finds them, and measures the heap. */
    private static long heapAfterVisibleWalk(int rows) throws Exception {
        String name = Fixture.uniqueName("heap-" + rows, 17);
        try (ManagedProcess app = TablesApps.start(stack, client, name, 17, rows)) {
            Map<String, Object> table = client.json("table", name, "--find", "table|Numbers");
            assertThat(table).containsEntry("nRows", (long) rows);
            Map<String, Object> visible = client.json("table-visible", name, "--find", "table|Numbers");
            List<Map<String, Object>> cells = list(visible, "cells");
            System.out.printf("%d rows: NRows in %s ms; %d cells on screen (rows %s) walked in %s ms%n", rows,
                    table.get("nRowsMillis"), cells.size(), visible.get("rows"), visible.get("millis"));
            assertThat(cells).hasSizeGreaterThan(6);
            assertThat(cells.get(4)).containsEntry("name", "1").containsEntry("showing", true);
            long best = Long.MAX_VALUE;
            for (int i = 1; i <= 3; i++) {
                client.json("action", name, "--find", "push button|Measure heap");
                int measured = i;
                String log = Deadline.await("heap measurement " + i, Duration.ofSeconds(30), () -> {
                    String out = app.output();
                    return out.split(TablesApp.HEAP_LINE, -1).length > measured ? out : null;
                });
                String[] parts = log.split(TablesApp.HEAP_LINE);
                best = Math.min(best, Long.parseLong(parts[measured].lines().findFirst().orElseThrow().trim()));
            }
            return best;
        }
    }
}
