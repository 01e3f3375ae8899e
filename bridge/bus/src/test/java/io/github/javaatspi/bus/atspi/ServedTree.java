package io.github.javaatspi.bus.atspi;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.atspi.events.ListenerRegistry;
import io.github.javaatspi.bus.peer.PeerServer;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.UiPort;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A tree served by a real endpoint on a real peer-to-peer socket, by default with no UI behind
 * it: the published tree answers every call. Close it after the test.
 */
final class ServedTree implements AutoCloseable {
    final Tree tree = new Tree();
    final AtspiContext ctx;
    /** Told of every call the endpoint receives. */
    final ClientActivity activity = new ClientActivity();
    private final ExecutorService workers = Executors.newSingleThreadExecutor();
    private PeerServer server;

    ServedTree() {
        this(new NoUi());
    }

    /** @param ui what answers the calls that wait for the UI thread */
    ServedTree(UiPort ui) {
        ctx = new AtspiContext(tree, ui, new ApplicationInfo("Test", "1"), RegistryPort.NONE);
    }

    /** Starts serving under the bus name {@code busName}; returns the socket's address. */
    String serve(String busName) throws IOException {
        ctx.busName(busName);
        AtspiServer atspi = new AtspiServer(ctx, signal -> { }, () -> "");
        server = PeerServer.start(Map.of(), peer -> new AtspiEndpoint(peer, atspi.dispatcher(), workers,
                new ListenerRegistry(), activity).serve());
        return server.address();
    }

    @Override
    public void close() {
        if (server != null) {
            server.close();
        }
        workers.shutdownNow();
    }
}
