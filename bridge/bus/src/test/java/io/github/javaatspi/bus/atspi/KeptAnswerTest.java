package io.github.javaatspi.bus.atspi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.UnixPathChannel;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/**
 * {@code Cache.GetItems} over a real peer-to-peer connection, as libatspi asks it: the answer the
 * endpoint keeps marshalled is sent again only while the tree, the bus name and the desktop are
 * the same.
 */
class KeptAnswerTest {
    @AutoClose
    private final ServedTree served = new ServedTree();
    private final Tree tree = served.tree;

    @Test
    void getItemsIsAnsweredAgainWhileNothingChangedAndAnewAfterAChange() throws Exception {
        show("OK");
        Path socket = Path.of(served.serve(":1.5").substring("unix:path=".length()));

        try (BusConnection client = BusConnection.open(UnixPathChannel.connect(socket), "kept-test", false, 5000)) {
            List<String> first = names(client);
            List<String> again = names(client);
            show("Cancel");
            List<String> afterChange = names(client);
            served.ctx.busName(":1.6");
            String application = (String) ((Object[]) items(client).get(0)[1])[0];

            assertThat(first).containsExactlyInAnyOrder("Demo", "OK");
            assertThat(again).isEqualTo(first);
            assertThat(afterChange).containsExactlyInAnyOrder("Demo", "Cancel");
            assertThat(application).as("the application's new bus name").isEqualTo(":1.6");
        }
    }

    private void show(String buttonName) {
        Node root = Node.builder(NodeId.ROOT, Role.APPLICATION).name("Demo").children(2).build();
        Node button = Node.builder(2, Role.BUTTON).parent(NodeId.ROOT).name(buttonName).build();
        tree.apply(new TreeUpdate(List.of(root, button), new long[0]), ChangeHandler.NONE);
    }

    private static List<String> names(BusConnection client) throws Exception {
        return items(client).stream().map(item -> (String) item[6]).toList();
    }

    private static List<Object[]> items(BusConnection client) throws Exception {
        Object[] values = client.callSync(null, "/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems", null,
                5000).getParameters();
        return ((List<?>) values[0]).stream().map(KeptAnswerTest::fields).toList();
    }

    /** dbus-java hands a struct over as an object whose parameters are its fields. */
    private static Object[] fields(Object struct) {
        if (struct instanceof Object[] array) {
            return Stream.of(array).map(KeptAnswerTest::plain).toArray();
        }
        return Stream.of(((org.freedesktop.dbus.Struct) struct).getParameters()).map(KeptAnswerTest::plain).toArray();
    }

    private static Object plain(Object value) {
        return value instanceof org.freedesktop.dbus.Struct s ? s.getParameters() : value;
    }
}
