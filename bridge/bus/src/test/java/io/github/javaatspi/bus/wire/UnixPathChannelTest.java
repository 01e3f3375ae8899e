package io.github.javaatspi.bus.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class UnixPathChannelTest {
    @Test
    void aMessageOfManyPiecesLargerThanTheOutBufferArrivesWholeAndInOrder() throws Exception {
        Path dir = Files.createTempDirectory("wire");
        Path sock = dir.resolve("s");
        try (ServerSocketChannel server = ServerSocketChannel.open(java.net.StandardProtocolFamily.UNIX)) {
            server.bind(UnixDomainSocketAddress.of(sock));
            // Thousands of small pieces and one piece larger than the direct buffer, as a big reply is marshalled.
            List<ByteBuffer> pieces = new ArrayList<>();
            ByteArrayOutputStream expected = new ByteArrayOutputStream();
            int n = 0;
            for (int i = 0; i < 20_000; i++) {
                byte[] b = new byte[1 + i % 97];
                for (int j = 0; j < b.length; j++) {
                    b[j] = (byte) n++;
                }
                pieces.add(ByteBuffer.wrap(b));
                expected.write(b);
            }
            byte[] big = new byte[UnixPathChannel.OUT_BYTES * 3 + 17];
            for (int j = 0; j < big.length; j++) {
                big[j] = (byte) (j * 31);
            }
            pieces.add(ByteBuffer.wrap(big));
            expected.write(big);
            pieces.add(ByteBuffer.allocate(0));
            byte[] want = expected.toByteArray();

            CompletableFuture<byte[]> received = CompletableFuture.supplyAsync(() -> {
                try (SocketChannel peer = server.accept()) {
                    ByteBuffer all = ByteBuffer.allocate(want.length);
                    while (all.hasRemaining() && peer.read(all) >= 0) {
                        // a slow reader: the writer meets a full socket buffer many times
                    }
                    return all.array();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            try (UnixPathChannel ch = UnixPathChannel.connect(sock)) {
                ch.writeFully(pieces.toArray(new ByteBuffer[0]));
                ch.writeFully(new ByteBuffer[0]);
                assertThat(received.get(30, TimeUnit.SECONDS)).isEqualTo(want);
            }
        } finally {
            Files.deleteIfExists(sock);
            Files.deleteIfExists(dir);
        }
    }
}
