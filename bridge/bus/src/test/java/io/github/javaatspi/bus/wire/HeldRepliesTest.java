package io.github.javaatspi.bus.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.freedesktop.dbus.messages.Message;
import org.freedesktop.dbus.messages.MessageFactory;
import org.freedesktop.dbus.messages.constants.Endian;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The reader thread's answers to calls that arrived together leave in one write; a lone call's
 * answer leaves at once, and nothing is held back while the reader waits for more.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class HeldRepliesTest {
    private static final long DEADLINE_MILLIS = 10_000;
    private final MessageFactory factory = new MessageFactory(Endian.LITTLE);

    @Test
    void callsThatArriveTogetherAreAnsweredInOneWrite() throws Exception {
        ScriptedPeer peer = new ScriptedPeer();
        try (BusConnection c = BusConnection.open(peer, "test-held", false, 5000)) {
            c.onMethodCall(call -> c.reply(call, "i", ((Integer) call.args()[0]) * 2));
            List<Long> serials = new ArrayList<>();
            ByteArrayOutputStream calls = new ByteArrayOutputStream();
            for (int i = 0; i < 64; i++) {
                Message m = doubleCall(i, (byte) 0);
                serials.add(m.getSerial());
                calls.write(WireBytes.of(m));
            }

            peer.deliver(calls.toByteArray());
            List<Message> replies = peer.awaitReplies(64);

            assertThat(replies).extracting(Message::getReplySerial).containsExactlyElementsOf(serials);
            for (int i = 0; i < 64; i++) {
                assertThat(replies.get(i).getParameters()).containsExactly(2 * i);
            }
            assertThat(peer.messageWrites()).isEqualTo(1);
        }
    }

    @Test
    void aLoneCallIsAnsweredBeforeAnotherArrives() throws Exception {
        ScriptedPeer peer = new ScriptedPeer();
        try (BusConnection c = BusConnection.open(peer, "test-lone", false, 5000)) {
            c.onMethodCall(call -> c.reply(call, "i", ((Integer) call.args()[0]) * 2));

            for (int i = 1; i <= 3; i++) {
                peer.deliver(WireBytes.of(doubleCall(i, (byte) 0)));
                assertThat(peer.awaitReplies(i).get(i - 1).getParameters()).containsExactly(2 * i);
            }
            assertThat(peer.messageWrites()).isEqualTo(3);
        }
    }

    @Test
    void answersAreNotHeldBehindACallThatWantsNoReply() throws Exception {
        ScriptedPeer peer = new ScriptedPeer();
        try (BusConnection c = BusConnection.open(peer, "test-noreply", false, 5000)) {
            c.onMethodCall(call -> c.reply(call, "i", ((Integer) call.args()[0]) * 2));
            ByteArrayOutputStream calls = new ByteArrayOutputStream();
            calls.write(WireBytes.of(doubleCall(1, (byte) 0)));
            calls.write(WireBytes.of(doubleCall(2, (byte) 0)));
            calls.write(WireBytes.of(doubleCall(3, (byte) IncomingCall.NO_REPLY_EXPECTED)));

            peer.deliver(calls.toByteArray());

            assertThat(peer.awaitReplies(2)).extracting(m -> m.getParameters()[0]).containsExactly(2, 4);
        }
    }

    @Test
    void aLargeBatchIsWrittenInBoundedPieces() throws Exception {
        ScriptedPeer peer = new ScriptedPeer();
        String text = "x".repeat(10_000);
        try (BusConnection c = BusConnection.open(peer, "test-large", false, 5000)) {
            c.onMethodCall(call -> c.reply(call, "s", text));
            ByteArrayOutputStream calls = new ByteArrayOutputStream();
            for (int i = 0; i < 40; i++) {
                calls.write(WireBytes.of(doubleCall(i, (byte) 0)));
            }

            peer.deliver(calls.toByteArray());

            assertThat(peer.awaitReplies(40)).allSatisfy(m -> assertThat(m.getParameters()).containsExactly(text));
            // 40 answers of ~10 kB: about 400 kB, so at least six writes of at most 64 kB and one answer.
            assertThat(peer.messageWrites()).isGreaterThanOrEqualTo(6);
            assertThat(peer.largestMessageWrite()).isLessThan(BusConnection.HELD_MAX_BYTES + 11_000);
        }
    }

    private Message doubleCall(int n, byte flags) throws Exception {
        return factory.createMethodCall(null, "/p", "io.github.javaatspi.Test", "Double", flags, "i", n);
    }

    /**
     * The other end of a peer-to-peer connection, played by the test: accepts the authentication,
     * hands the connection the bytes the test delivers, and records each write after BEGIN.
     */
    private static final class ScriptedPeer implements WireChannel {
        private static final byte[] CLOSED = new byte[0];
        private final BlockingQueue<byte[]> incoming = new LinkedBlockingQueue<>();
        private final List<byte[]> writes = new ArrayList<>();
        private ByteBuffer current = ByteBuffer.wrap("OK 0123456789abcdef\r\n".getBytes(StandardCharsets.US_ASCII));
        private boolean began;
        private volatile boolean open = true;

        void deliver(byte[] bytes) {
            incoming.add(bytes);
        }

        @Override
        public int read(ByteBuffer dst) throws IOException {
            while (!current.hasRemaining()) {
                byte[] next;
                try {
                    next = incoming.take();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted");
                }
                if (next == CLOSED) {
                    return -1;
                }
                current = ByteBuffer.wrap(next);
            }
            int n = Math.min(dst.remaining(), current.remaining());
            ByteBuffer slice = current.slice();
            slice.limit(n);
            dst.put(slice);
            current.position(current.position() + n);
            return n;
        }

        @Override
        public synchronized void writeFully(ByteBuffer[] srcs) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            for (ByteBuffer b : srcs) {
                byte[] bytes = new byte[b.remaining()];
                b.get(bytes);
                out.writeBytes(bytes);
            }
            if (began) {
                writes.add(out.toByteArray());
                notifyAll();
            } else {
                began = new String(out.toByteArray(), StandardCharsets.US_ASCII).startsWith("BEGIN");
            }
        }

        synchronized int messageWrites() {
            return writes.size();
        }

        synchronized int largestMessageWrite() {
            return writes.stream().mapToInt(w -> w.length).max().orElse(0);
        }

        /** Waits until {@code n} whole messages have been written, and returns them in order. */
        synchronized List<Message> awaitReplies(int n) throws Exception {
            long deadline = System.currentTimeMillis() + DEADLINE_MILLIS;
            while (true) {
                List<Message> replies = parse();
                if (replies.size() >= n) {
                    return replies;
                }
                long left = deadline - System.currentTimeMillis();
                assertThat(left).as("%d replies written within %d ms, %d so far", n, DEADLINE_MILLIS, replies.size())
                        .isPositive();
                wait(left);
            }
        }

        /** The whole messages written so far (little-endian, as the connection writes). */
        private List<Message> parse() throws IOException {
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            writes.forEach(all::writeBytes);
            ByteBuffer bytes = ByteBuffer.wrap(all.toByteArray()).order(ByteOrder.LITTLE_ENDIAN);
            List<Message> out = new ArrayList<>();
            int at = 0;
            while (bytes.limit() - at >= 16) {
                int total = 16 + ((bytes.getInt(at + 12) + 7) & ~7) + bytes.getInt(at + 4);
                if (bytes.limit() - at < total) {
                    break;
                }
                byte[] one = new byte[total];
                bytes.get(at, one);
                out.add(((Incoming.Other) new MessageReader(new BytesChannel(one)).read()).message());
                at += total;
            }
            return out;
        }

        @Override
        public boolean isOpen() {
            return open;
        }

        @Override
        public void close() {
            open = false;
            incoming.add(CLOSED);
        }
    }
}
