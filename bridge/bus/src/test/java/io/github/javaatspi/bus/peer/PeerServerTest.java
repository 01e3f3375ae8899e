package io.github.javaatspi.bus.peer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.SaslClient;
import io.github.javaatspi.bus.wire.UnixPathChannel;
import io.github.javaatspi.stack.Deadline;

import java.io.IOException;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The peer-to-peer socket against real unix-domain connections. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class PeerServerTest {
    /** Longer than any time limit a server might set on authenticating (the old one was 5 s). */
    private static final Duration SILENCE = Duration.ofSeconds(6);
    private PeerServer server;

    @AfterEach
    void close() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void anAuthenticatedPeerCallsAndIsAnswered() throws Exception {
        server = PeerServer.start(Map.of(), peer -> peer.onMethodCall(call -> peer.reply(call, "s", "pong")));
        Path socket = socketOf(server);
        assertThat(Files.getPosixFilePermissions(socket.getParent()))
                .isEqualTo(PosixFilePermissions.fromString("rwx------"));

        try (BusConnection client = BusConnection.open(UnixPathChannel.connect(socket), "test-p2p", false, 5000)) {
            Object[] answer = client.callSync(null, "/any", "io.github.javaatspi.Test", "Ping", null, 5000)
                    .getParameters();
            assertThat(answer).containsExactly("pong");
            assertThat(server.peers()).hasSize(1);
        }
        Deadline.awaitTrue("the peer to be gone", Duration.ofSeconds(10), () -> server.peers().isEmpty());
    }

    @Test
    void aPeerClaimingAnotherUserIdIsRejected() throws Exception {
        server = PeerServer.start(Map.of(), peer -> { });
        try (SocketChannel raw = SocketChannel.open(UnixDomainSocketAddress.of(socketOf(server)))) {
            send(raw, "\0AUTH EXTERNAL " + hex(Integer.toString(SaslClient.currentUid() + 1)) + "\r\n");
            assertThat(readLine(raw)).startsWith("REJECTED");
            Deadline.awaitTrue("the connection to be closed", Duration.ofSeconds(10), () -> read(raw) < 0);
        }
        assertThat(server.peers()).isEmpty();
    }

    /**
     * libdbus authenticates a new connection only when the client's main loop next runs; a client
     * busy for a few seconds then must still be served (a 5 s limit here once left such a client
     * with a closed connection and every later call about the application failing). The silence
     * is waited out: nothing can be awaited for something that must not happen.
     */
    @Test
    void aPeerOfOurUserMayTakeItsTimeToAuthenticate() throws Exception {
        server = PeerServer.start(Map.of(), peer -> peer.onMethodCall(call -> peer.reply(call, "s", "pong")));
        try (SocketChannel silent = SocketChannel.open(UnixDomainSocketAddress.of(socketOf(server)))) {
            Thread.sleep(SILENCE.toMillis());
            send(silent, "\0AUTH EXTERNAL " + hex(Integer.toString(SaslClient.currentUid())) + "\r\n");
            assertThat(readLine(silent)).startsWith("OK ");
            send(silent, "BEGIN\r\n");
            Deadline.awaitTrue("the late peer to be served", Duration.ofSeconds(10), () -> server.peers().size() == 1);
        }
    }

    @Test
    void theOldestOfTooManyPeersStillAuthenticatingIsDropped() throws Exception {
        server = PeerServer.start(Map.of(), peer -> { });
        List<SocketChannel> silent = new ArrayList<>();
        try {
            // The first in line first: each peer's handshake runs on a thread of its own.
            silent.add(SocketChannel.open(UnixDomainSocketAddress.of(socketOf(server))));
            Deadline.awaitTrue("the first peer to be authenticating", Duration.ofSeconds(10),
                    () -> server.authenticatingCount() == 1);
            for (int i = 0; i < PeerServer.MAX_AUTHENTICATING; i++) {
                silent.add(SocketChannel.open(UnixDomainSocketAddress.of(socketOf(server))));
            }
            Deadline.awaitTrue("the oldest silent peer to be dropped", Duration.ofSeconds(10),
                    () -> read(silent.get(0)) < 0);
            SocketChannel newest = silent.get(silent.size() - 1);
            send(newest, "\0AUTH EXTERNAL " + hex(Integer.toString(SaslClient.currentUid())) + "\r\n");
            assertThat(readLine(newest)).startsWith("OK ");
        } finally {
            for (SocketChannel c : silent) {
                c.close();
            }
        }
    }

    @Test
    void aPeerOfAnotherUserIsRefusedByItsCredentials() throws Exception {
        if (SaslClient.currentUid() != 0) {
            fail("this test connects as the user nobody and needs root to do so (run it as root, as CI does)");
        }
        Path open = Files.createTempDirectory("p2p-open");
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxrwxrwx"));
        server = PeerServer.startIn(open, peer -> { });
        Path socket = socketOf(server);
        Files.setPosixFilePermissions(socket, PosixFilePermissions.fromString("rwxrwxrwx"));
        // nobody claims root's id: only the kernel's credentials can give it away.
        String script = "import socket,sys\n"
                + "s=socket.socket(socket.AF_UNIX); s.connect(sys.argv[1])\n"
                + "try:\n"
                + "    s.sendall(b'\\0AUTH EXTERNAL 30\\r\\n'); answer = s.recv(100)\n"
                + "except ConnectionError:\n"
                + "    answer = b''\n"
                + "print('answered ' + answer.decode() if answer else 'refused')\n";
        Process p = new ProcessBuilder(List.of("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
                "/usr/bin/python3", "-c", script, socket.toString())).redirectErrorStream(true).start();
        assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertThat(out).as("nobody gets no OK").isEqualTo("refused");
        assertThat(server.peers()).isEmpty();
    }

    @Test
    void closingRemovesTheSocketAndItsDirectory() throws Exception {
        server = PeerServer.start(Map.of(), peer -> { });
        Path socket = socketOf(server);
        server.close();
        assertThat(socket).doesNotExist();
        assertThat(socket.getParent()).doesNotExist();
        assertThatThrownBy(() -> SocketChannel.open(UnixDomainSocketAddress.of(socket))).isInstanceOf(IOException.class);
    }

    private static Path socketOf(PeerServer s) {
        assertThat(s.address()).startsWith("unix:path=");
        return Path.of(s.address().substring("unix:path=".length()));
    }

    private static void send(SocketChannel c, String s) throws IOException {
        c.write(ByteBuffer.wrap(s.getBytes(StandardCharsets.US_ASCII)));
    }

    private static String readLine(SocketChannel c) throws IOException {
        StringBuilder sb = new StringBuilder();
        ByteBuffer one = ByteBuffer.allocate(1);
        while (!sb.toString().endsWith("\r\n") && c.read(one.clear()) > 0) {
            sb.append((char) one.get(0));
        }
        return sb.toString();
    }

    private static int read(SocketChannel c) {
        try {
            return c.read(ByteBuffer.allocate(64));
        } catch (IOException e) {
            return -1;
        }
    }

    private static String hex(String s) {
        StringBuilder sb = new StringBuilder();
        for (byte b : s.getBytes(StandardCharsets.US_ASCII)) {
            sb.append(String.format("%02x", b));
        }
        return sb.toString();
    }
}
