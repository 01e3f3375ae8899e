package io.github.javaatspi.agent.it;

import static io.github.javaatspi.agent.it.TablesApps.awaitSwing;
import static io.github.javaatspi.agent.it.TablesApps.list;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.ManagedProcess;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code Table} and {@code TableCell} end to end, judged by pyatspi: a table of a million rows
 * that answers its counts at once and reads only the cells asked for, a small table whose
 * answers are checked against its model, selection round trips, and bad input.
 */
class TablesIT extends DesktopIT {
    private static final String NUMBERS = "table|Numbers";
    private static final String CITIES = "table|Cities";

    @ParameterizedTest(name = "Java {0}")
    @ValueSource(ints = {17, 25})
    void aMillionRowTableCountsAtOnceAndReadsACellFarAwayOnlyWhenAsked(int jdk) throws Exception {
        String name = Fixture.uniqueName("million", jdk);
        try (ManagedProcess app = TablesApps.start(stack, client, name, jdk, 1_000_000)) {
            Map<String, Object> table = client.json("table", name, "--find", NUMBERS);
            System.out.printf("Java %d: NRows of a million-row table in %s ms, ChildCount in %s ms%n", jdk,
                    table.get("nRowsMillis"), table.get("childCountMillis"));
            assertThat(table).containsEntry("nRows", 1_000_000L).containsEntry("nColumns", 3L)
                    .containsEntry("childCount", 3_000_000L);
            assertThat(((Number) table.get("nRowsMillis")).doubleValue()).as("NRows answers from the snapshot")
                    .isLessThan(250);
            assertThat(((Number) table.get("childCountMillis")).doubleValue()).isLessThan(250);
            assertThat(list(table, "states")).contains("manages descendants", "multiselectable");
            assertThat(list(table, "interfaces")).contains("Table", "Selection");

            Map<String, Object> last = client.json("table-cell", name, "--find", NUMBERS, "999999", "2");
            System.out.printf("Java %d: the last cell of the million read in %s ms%n", jdk, last.get("millis"));
            assertThat(last).containsEntry("role", "table cell").containsEntry("name", "odd")
                    .containsEntry("index", 2_999_999L).containsEntry("indexAt", 2_999_999L)
                    .containsEntry("rowAtIndex", 999_999L).containsEntry("columnAtIndex", 2L)
                    .containsEntry("position", List.of(999_999L, 2L)).containsEntry("childAtIndex", last.get("path"));
            assertThat(list(last, "states")).as("not on screen").doesNotContain("showing").contains("selectable");
            Map<String, Object> child = client.json("child-at", name, "--find", NUMBERS, "--index", "2999999");
            assertThat(child).as("the same object every time it is asked for").containsEntry("path", last.get("path"))
                    .containsEntry("index", 2_999_999L);
            Map<String, Object> middle = client.json("child-at", name, "--find", NUMBERS, "--index", "1500001");
            assertThat(middle).containsEntry("name", String.valueOf(500_000L * 500_000L))
                    .containsEntry("index", 1_500_001L);
        }
    }

    @Test
    void cellsTellTheirPlaceHeadersAndTableAsTheModelHasThem() throws Exception {
        String name = Fixture.uniqueName("cells", 17);
        try (ManagedProcess app = TablesApps.start(stack, client, name, 17, 100)) {
            Map<String, Object> table = client.json("table", name, "--find", CITIES);
            assertThat(table).containsEntry("nRows", 4L).containsEntry("nColumns", 3L).containsEntry("childCount", 12L)
                    .containsEntry("caption", "Capitals by population").containsEntry("summary", null)
                    .containsEntry("rowDescription0", "");
            List<List<Object>> headers = list(table, "columnHeaders");
            assertThat(headers.stream().map(h -> h.subList(0, 2)).toList()).containsExactly(
                    List.of("City", "table column header"), List.of("Country", "table column header"),
                    List.of("Population", "table column header"));
            assertThat(list(table, "columnDescriptions")).as("the header texts, as GTK answers")
                    .containsExactly("City", "Country", "Population");

            Map<String, Object> quito = client.json("table-cell", name, "--find", CITIES, "2", "1");
            String tablePath = (String) client.json("node", name, "--find", CITIES).get("path");
            assertThat(quito).containsEntry("role", "table cell").containsEntry("name", "Ecuador")
                    .containsEntry("index", 7L).containsEntry("indexAt", 7L).containsEntry("rowAtIndex", 2L)
                    .containsEntry("columnAtIndex", 1L).containsEntry("rowExtent", 1L).containsEntry("columnExtent", 1L)
                    .containsEntry("position", List.of(2L, 1L)).containsEntry("rowSpan", 1L)
                    .containsEntry("columnSpan", 1L).containsEntry("table", tablePath)
                    .containsEntry("span", List.of(2L, 1L, 1L, 1L)).containsEntry("isSelected", false)
                    .containsEntry("columnHeaderCells", List.of("Country")).containsEntry("rowHeaderCells", List.of())
                    .containsEntry("extents", List.of(true, 2L, 1L, 1L, 1L, false));
            assertThat(list(quito, "interfaces")).contains("TableCell", "Component");
            assertThat(list(quito, "states")).contains("showing", "selectable");
        }
    }

    /**
     * The demo's table answers as its GTK twin's does, cell by cell. Deliberate differences: GTK
     * lists its column headers as the table's first children (so its cell indices are one row of
     * headers further), ours are the children of the table header, as in Swing; GTK answers a
     * row and column extent of 0, ours 1.
     */
    @Test
    void theDemosTableAnswersAsItsGtkTwinsDoes() throws Exception {
        String gtkName = Fixture.uniqueName("twin-table", 3);
        Map<String, Object> gtkTable;
        List<Map<String, Object>> gtkCells;
        try (ManagedProcess gtk = GtkTwin.start(stack, client, gtkName)) {
            // The twin's fruit list is a table too, the first one.
            gtkTable = client.json("table", gtkName, "--find", "table|", "--nth", "2");
            gtkCells = cells(gtkName, "2");
        }
        String ours = Fixture.uniqueName("demo-table", 17);
        try (ManagedProcess app = Fixture.startAndWait(Fixture.demo(stack, 17, ours), client, ours)) {
            Map<String, Object> table = client.json("table", ours, "--find", "table|");
            for (String key : List.of("nRows", "nColumns", "caption", "summary", "nSelectedRows", "columnDescriptions",
                    "rowDescription0")) {
                assertThat(table.get(key)).as(key).isEqualTo(gtkTable.get(key));
            }
            List<List<Object>> headers = list(table, "columnHeaders");
            List<List<Object>> gtkHeaders = list(gtkTable, "columnHeaders");
            assertThat(headers.stream().map(h -> h.subList(0, 2)).toList())
                    .isEqualTo(gtkHeaders.stream().map(h -> h.subList(0, 2)).toList());
            assertThat(table.get("childCount")).as("GTK counts its header row among the children")
                    .isEqualTo((Long) gtkTable.get("childCount") - 3);

            List<Map<String, Object>> cells = cells(ours, "1");
            for (int i = 0; i < cells.size(); i++) {
                Map<String, Object> mine = cells.get(i);
                Map<String, Object> gtk = gtkCells.get(i);
                assertThat(mine.get("failed")).as("TableCell answers of cell %s", mine.get("name")).isNull();
                for (String key : List.of("name", "role", "position", "span", "rowSpan", "columnSpan", "rowAtIndex",
                        "columnAtIndex", "isSelected", "columnHeaderCells", "rowHeaderCells")) {
                    if (gtk.get(key) == null) {
                        // GTK 3 fails a few TableCell reads of its first cell ("Get failed").
                        System.out.println("GTK 3 did not answer " + key + " of " + gtk.get("name") + ": "
                                + gtk.get("failed"));
                        continue;
                    }
                    assertThat(mine.get(key)).as("%s of cell %s", key, mine.get("name")).isEqualTo(gtk.get(key));
                }
                assertThat(mine.get("index")).isEqualTo((Long) gtk.get("index") - 3).isEqualTo(mine.get("indexAt"));
                assertThat(mine).containsEntry("rowExtent", 1L).containsEntry("columnExtent", 1L);
                assertThat(gtk).containsEntry("rowExtent", 0L);
            }
        }
    }

    private static List<Map<String, Object>> cells(String app, String nth) throws Exception {
        List<Map<String, Object>> out = new java.util.ArrayList<>();
        for (int r = 0; r < 4; r++) {
            for (int c = 0; c < 3; c++) {
                out.add(client.json("table-cell", app, "--find", "table|", "--nth", nth, Integer.toString(r),
                        Integer.toString(c)));
            }
        }
        return out;
    }

    @Test
    void rowsSelectedThroughAtspiAreSelectedInSwingAndTheOtherWayRound() throws Exception {
        String name = Fixture.uniqueName("rows", 17);
        try (ManagedProcess app = TablesApps.start(stack, client, name, 17, 1_000_000)) {
            assertThat(client.json("table-select", name, "--find", NUMBERS, "--do", "add-row", "--index", "3"))
                    .containsEntry("result", true);
            client.json("table-select", name, "--find", NUMBERS, "--do", "add-row", "--index", "7");
            awaitSwing(client, name, "numbers: 3, 7");
            Map<String, Object> table = client.json("table", name, "--find", NUMBERS);
            assertThat(table).containsEntry("selectedRows", List.of(3L, 7L)).containsEntry("nSelectedRows", 2L);
            assertThat(client.json("table-cell", name, "--find", NUMBERS, "7", "0")).containsEntry("isSelected", true)
                    .containsEntry("isRowSelected", true).containsEntry("isColumnSelected", false);
            assertThat(client.json("table-cell", name, "--find", NUMBERS, "8", "0")).containsEntry("isSelected", false)
                    .containsEntry("isRowSelected", false);

            client.json("table-select", name, "--find", NUMBERS, "--do", "add-column", "--index", "1");
            Deadline.awaitTrue("column 1 selected", Duration.ofSeconds(15), () -> quietly(NUMBERS, name)
                    .get("nSelectedColumns").equals(1L));
            assertThat(quietly(NUMBERS, name)).containsEntry("selectedColumns", List.of(1L));
            assertThat(client.json("table-cell", name, "--find", NUMBERS, "9", "1"))
                    .containsEntry("isColumnSelected", true);
            client.json("table-select", name, "--find", NUMBERS, "--do", "remove-column", "--index", "1");
            Deadline.awaitTrue("no column selected", Duration.ofSeconds(15), () -> quietly(NUMBERS, name)
                    .get("nSelectedColumns").equals(0L));

            client.json("table-select", name, "--find", NUMBERS, "--do", "remove-row", "--index", "3");
            awaitSwing(client, name, "numbers: 7");

            client.json("action", name, "--find", "push button|Select row 5");
            awaitSwing(client, name, "numbers: 5");
            Deadline.awaitTrue("the cells of row 5 selected", Duration.ofSeconds(15), () -> {
                try {
                    return list(client.json("table-cell", name, "--find", NUMBERS, "5", "1"), "states")
                            .contains("selected");
                } catch (java.io.IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            assertThat(client.json("table", name, "--find", NUMBERS)).containsEntry("selectedRows", List.of(5L))
                    .containsEntry("nSelectedRows", 1L);
        }
    }

    @Test
    void badInputGetsADBusErrorAndNoAnswerFromTheWrongCell() throws Exception {
        String name = Fixture.uniqueName("bad", 17);
        try (ManagedProcess app = TablesApps.start(stack, client, name, 17, 1_000_000)) {
            Map<String, Object> node = client.json("node", name, "--find", NUMBERS);
            String bus = (String) node.get("bus");
            String path = (String) node.get("path");
            String invalid = "org.freedesktop.DBus.Error.InvalidArgs";
            assertThat(call(bus, path, "Table", "GetAccessibleAt", "ii", "[1000000, 0]")).containsEntry("errorName", invalid);
            assertThat(call(bus, path, "Table", "GetAccessibleAt", "ii", "[0, -1]")).containsEntry("errorName", invalid);
            assertThat(call(bus, path, "Table", "GetRowAtIndex", "i", "[3000000]")).containsEntry("errorName", invalid);
            assertThat(call(bus, path, "Table", "GetRowDescription", "i", "[-1]")).containsEntry("errorName", invalid);
            assertThat(call(bus, path, "Table", "AddRowSelection", "i", "[1000000]")).containsEntry("errorName", invalid);
            assertThat(call(bus, path, "Table", "GetAccessibleAt", "s", "[\"one\"]")).as("wrong types")
                    .containsEntry("errorName", invalid);
            assertThat(call(bus, path, "Accessible", "GetChildAtIndex", "i", "[3000000]"))
                    .containsEntry("errorName", invalid);
            assertThat(call(bus, path, "Selection", "GetSelectedChild", "i", "[0]")).as("nothing is selected")
                    .containsEntry("errorName", invalid);
            assertThat(client.json("call-path", bus, path, "org.a11y.atspi.Accessible", "GetChildren"))
                    .as("three million children are not read in one call")
                    .containsEntry("errorName", "org.freedesktop.DBus.Error.LimitsExceeded");
            assertThat(call(bus, path, "Table", "GetAccessibleAt", "ii", "[999999, 2]")).containsEntry("ok", true);
        }
    }

    private static Map<String, Object> quietly(String table, String name) {
        try {
            return client.json("table", name, "--find", table);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, Object> call(String bus, String path, String iface, String method, String signature,
            String args) throws Exception {
        return client.json("call-args", bus, path, "org.a11y.atspi." + iface, method, signature, args);
    }
}
