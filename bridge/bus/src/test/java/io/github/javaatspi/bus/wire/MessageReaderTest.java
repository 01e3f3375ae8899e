package io.github.javaatspi.bus.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;

import org.freedesktop.dbus.messages.MessageFactory;
import org.freedesktop.dbus.messages.constants.Endian;
import org.junit.jupiter.api.Test;

/** Framing messages off a stream that delivers them in arbitrary pieces. */
class MessageReaderTest {
    private final MessageFactory factory = new MessageFactory(Endian.LITTLE);

    @Test
    void aLargeMessageAfterASmallOneInTheSameBufferIsReadWhole() throws Exception {
        String big = "x".repeat(150_000);
        byte[] stream = concat(signal("small"), signal(big), signal("after"));

        MessageReader reader = new MessageReader(new BytesChannel(stream, 4096));

        assertThat(params(reader.read())).containsExactly("small");
        assertThat(params(reader.read())).containsExactly(big);
        assertThat(params(reader.read())).containsExactly("after");
    }

    @Test
    void messagesSplitAcrossReadsAtEveryPointAreReadWhole() throws Exception {
        byte[] stream = concat(signal("one"), signal("two"), signal("three"));
        for (int chunk = 1; chunk < 64; chunk++) {
            MessageReader reader = new MessageReader(new BytesChannel(stream, chunk));

            assertThat(params(reader.read())).as("chunks of %d bytes", chunk).containsExactly("one");
            assertThat(params(reader.read())).containsExactly("two");
            assertThat(params(reader.read())).containsExactly("three");
        }
    }

    private static Object[] params(Incoming read) throws Exception {
        return ((Incoming.Other) read).message().getParameters();
    }

    private byte[] signal(String text) throws Exception {
        return WireBytes.of(factory.createSignal(null, "/test", "io.github.javaatspi.Test", "Said", "s", text));
    }

    private static byte[] concat(byte[]... parts) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.write(p);
        }
        return out.toByteArray();
    }
}
