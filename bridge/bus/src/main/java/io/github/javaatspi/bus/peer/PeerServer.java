package io.github.javaatspi.bus.peer;

import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.SaslClient;
import io.github.javaatspi.bus.wire.SaslServer;
import io.github.javaatspi.bus.wire.UnixPathChannel;

import java.io.Closeable;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import jdk.net.ExtendedSocketOptions;
import jdk.net.UnixDomainPrincipal;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The peer-to-peer socket libatspi asks for with {@code Application.GetApplicationBusAddress}:
 * clients (Orca) then send their calls straight to us instead of through the bus daemon. The
 * socket lies in a directory only we may enter; a peer of another user is refused twice over —
 * by the kernel's credentials of the connection ({@code SO_PEERCRED}) and by the EXTERNAL
 * authentication. Each accepted peer gets a {@link BusConnection} of its own, handed to
 * {@code onPeer} before it reads anything. One accepting thread and one reading thread per peer;
 * none before the bridge is active (the server lives with the bridge's session).
 *
 * <p>A peer of our user may take as long as it likes to authenticate: libdbus connects when
 * libatspi reads our address but authenticates only when its main loop next runs, and a client
 * whose main loop was busy for a few seconds just then (a script without one, Orca stuck on
 * another application) would otherwise find the connection closed and every later call about
 * this application failing, for as long as it runs. Only the number of peers still
 * authenticating is bounded: beyond {@link #MAX_AUTHENTICATING} the oldest is dropped.
 */
public final class PeerServer implements Closeable {
    private static final Logger LOG = LoggerFactory.getLogger(PeerServer.class);
    /** Peers of our user that have connected and not yet authenticated, at most. */
    static final int MAX_AUTHENTICATING = 16;

    private final Path directory;
    private final Path socket;
    private final ServerSocketChannel server;
    private final Consumer<BusConnection> onPeer;
    private final int ownUid;
    private final String ownUser;
    private final String guid;
    private final Set<BusConnection> peers = ConcurrentHashMap.newKeySet();
    /** Oldest first. */
    private final ConcurrentLinkedDeque<UnixPathChannel> authenticating = new ConcurrentLinkedDeque<>();
    private final AtomicInteger counter = new AtomicInteger();
    private final Thread acceptor;
    private volatile boolean closed;

    private PeerServer(Path directory, Consumer<BusConnection> onPeer) throws IOException {
        this.directory = directory;
        this.socket = directory.resolve("socket");
        this.onPeer = onPeer;
        this.ownUid = SaslClient.currentUid();
        this.ownUser = Files.getOwner(Path.of("/proc/self")).getName();
        // A server's GUID only tells its instances apart (it is no secret: the OK line of every
        // authentication carries it), so it takes no SecureRandom, whose first use costs ~5 ms.
        ThreadLocalRandom random = ThreadLocalRandom.current();
        this.guid = HexFormat.of().formatHex(ByteBuffer.allocate(16).putLong(random.nextLong())
                .putLong(random.nextLong()).array());
        this.server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        server.bind(UnixDomainSocketAddress.of(socket));
        this.acceptor = new Thread(this::acceptLoop, "javaatspi-p2p-accept");
        acceptor.setDaemon(true);
    }

    /**
     * Listens in a new private directory (see {@link SocketDirectory}) and accepts peers from
     * now on.
     */
    public static PeerServer start(Map<String, String> env, Consumer<BusConnection> onPeer) throws IOException {
        return startIn(SocketDirectory.create(env), onPeer);
    }

    /** Listens in {@code dir} (which the caller made private), deleting it on close. */
    static PeerServer startIn(Path dir, Consumer<BusConnection> onPeer) throws IOException {
        try {
            PeerServer s = new PeerServer(dir, onPeer);
            // Should the JVM end without closing us, leave no socket behind (files go in reverse order).
            dir.toFile().deleteOnExit();
            s.socket.toFile().deleteOnExit();
            s.acceptor.start();
            return s;
        } catch (IOException | RuntimeException e) {
            deleteQuietly(dir.resolve("socket"));
            deleteQuietly(dir);
            throw e;
        }
    }

    /** The address to give clients, {@code unix:path=…}. */
    public String address() {
        return "unix:path=" + socket;
    }

    /** The connections open now. */
    public List<BusConnection> peers() {
        return List.copyOf(peers);
    }

    /** How many connected peers have not authenticated yet. */
    int authenticatingCount() {
        return authenticating.size();
    }

    @Override
    public void close() {
        closed = true;
        try {
            server.close();
        } catch (IOException e) {
            LOG.debug("closing the peer-to-peer socket: {}", e.toString());
        }
        peers.forEach(BusConnection::close);
        authenticating.forEach(PeerServer::closeQuietly);
        deleteQuietly(socket);
        deleteQuietly(directory);
    }

    private void acceptLoop() {
        while (!closed) {
            SocketChannel channel;
            try {
                channel = server.accept();
            } catch (IOException e) {
                if (!closed) {
                    LOG.debug("peer-to-peer socket stopped accepting: {}", e.toString());
                }
                return;
            }
            Thread handshake = new Thread(() -> admit(channel), "javaatspi-p2p-" + counter.incrementAndGet());
            handshake.setDaemon(true);
            handshake.start();
        }
    }

    /** Checks who is calling and authenticates it; then a connection of its own reads its calls. */
    private void admit(SocketChannel channel) {
        UnixPathChannel wire = new UnixPathChannel(channel);
        try {
            UnixDomainPrincipal peer = channel.getOption(ExtendedSocketOptions.SO_PEERCRED);
            if (!ownUser.equals(peer.user().getName())) {
                LOG.warn("Refused a peer-to-peer connection from user {}: only {} may read this application",
                        peer.user().getName(), ownUser);
                closeQuietly(wire);
                return;
            }
            authenticating.addLast(wire);
            while (authenticating.size() > MAX_AUTHENTICATING) {
                UnixPathChannel oldest = authenticating.pollFirst();
                if (oldest != null) {
                    LOG.debug("more than {} peer-to-peer clients are authenticating: the oldest is dropped",
                            MAX_AUTHENTICATING);
                    closeQuietly(oldest);
                }
            }
            if (closed) {
                closeQuietly(wire);
                return;
            }
            SaslServer.authenticate(wire, ownUid, guid);
        } catch (IOException | RuntimeException e) {
            LOG.debug("a peer-to-peer client did not authenticate: {}", e.toString());
            closeQuietly(wire);
            return;
        } finally {
            authenticating.remove(wire);
        }
        BusConnection c = BusConnection.accepted(wire, Thread.currentThread().getName());
        LOG.debug("a peer-to-peer client connected ({} now)", peers.size() + 1);
        peers.add(c);
        c.onClose(() -> peers.remove(c));
        if (closed) {
            c.close();
            return;
        }
        onPeer.accept(c);
        c.startReading();
    }

    private static void closeQuietly(UnixPathChannel wire) {
        try {
            wire.close();
        } catch (IOException e) {
            LOG.debug("closing a peer: {}", e.toString());
        }
    }

    private static void deleteQuietly(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            LOG.debug("could not delete {}: {}", p, e.toString());
        }
    }
}
