package io.github.javaatspi.bus.atspi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.atspi.events.ListenerRegistry;
import io.github.javaatspi.bus.peer.PeerServer;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.UnixPathChannel;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.CoordSpace;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.model.UiPort;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@code Cache.GetItems} over a real peer-to-peer connection, as libatspi asks it: the answer the
 * endpoint keeps marshalled is sent again only while the tree, the bus name and the desktop are
 * the same.
 */
class KeptAnswerTest {
    private final Tree tree = new Tree();
    private final AtspiContext ctx = new AtspiContext(tree, new NoUi(), new ApplicationInfo("Test", "1"),
            RegistryPort.NONE);
    private final ExecutorService workers = Executors.newSingleThreadExecutor();
    private PeerServer server;

    @AfterEach
    void close() {
        if (server != null) {
            server.close();
        }
        workers.shutdownNow();
    }

    @Test
    void getItemsIsAnsweredAgainWhileNothingChangedAndAnewAfterAChange() throws Exception {
        show("OK");
        ctx.busName(":1.5");
        server = PeerServer.start(Map.of(), peer -> new AtspiEndpoint(peer, new AtspiServer(ctx, signal -> { },
                () -> "").dispatcher(), workers, new ListenerRegistry()).serve());
        Path socket = Path.of(server.address().substring("unix:path=".length()));

        try (BusConnection client = BusConnection.open(UnixPathChannel.connect(socket), "kept-test", false, 5000)) {
            List<String> first = names(client);
            List<String> again = names(client);
            show("Cancel");
            List<String> afterChange = names(client);
            ctx.busName(":1.6");
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

    /** No live questions: GetItems answers from the tree alone. */
    private static final class NoUi implements UiPort {
        @Override
        public Rect extents(long id, CoordSpace space) {
            throw new UnsupportedOperationException();
        }

        @Override
        public long accessibleAtPoint(long id, int x, int y, CoordSpace space) {
            throw new UnsupportedOperationException();
        }

        @Override
        public double alpha(long id) {
            throw new UnsupportedOperationException();
        }

        @Override
        public int mdiZOrder(long id) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean grabFocus(long id) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean doAction(long id, int index) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean setExtents(long id, Rect bounds, CoordSpace space) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean setValue(long id, double value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean scrollIntoView(long id) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void revalidate(long id) {
        }
    }
}
