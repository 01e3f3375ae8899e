package io.github.javaatspi.bus.wire;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;

import org.freedesktop.dbus.messages.Message;
import org.freedesktop.dbus.messages.MessageFactory;
import org.freedesktop.dbus.messages.constants.Endian;
import org.freedesktop.dbus.messages.constants.MessageType;
import org.junit.jupiter.api.Test;

/** A call whose body cannot be read is answered with an error, and the connection goes on serving. */
class UnreadableCallTest {
    private final MessageFactory factory = new MessageFactory(Endian.LITTLE);

    @Test
    void aBodyThatCannotBeReadIsAnsweredInvalidArgsAndTheNextCallIsServed() throws Exception {
        Path dir = Files.createTempDirectory("wire");
        try (ServerSocketChannel listener = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            listener.bind(UnixDomainSocketAddress.of(dir.resolve("s")));
            try (SocketChannel client = SocketChannel.open(UnixDomainSocketAddress.of(dir.resolve("s")))) {
                BusConnection server = BusConnection.accepted(new UnixPathChannel(listener.accept()), "t-unreadable");
                server.onMethodCall(call -> server.reply(call, "s", "echo " + call.args()[0]));
                server.startReading();
                MessageReader replies = new MessageReader(new UnixPathChannel(client));

                byte[] broken = call("hello");
                // The string's length, the first four bytes of the body, now points past the message.
                int body = broken.length - ("hello".length() + 5);
                broken[body + 3] = 0x70;
                client.write(ByteBuffer.wrap(broken));
                Message error = ((Incoming.Other) replies.read()).message();
                client.write(ByteBuffer.wrap(call("again")));
                Message reply = ((Incoming.Other) replies.read()).message();

                assertThat(error.getType()).isEqualTo(MessageType.ERROR);
                assertThat(error.getName()).isEqualTo("org.freedesktop.DBus.Error.InvalidArgs");
                assertThat(reply.getType()).isEqualTo(MessageType.METHOD_RETURN);
                assertThat(reply.getParameters()).containsExactly("echo again");
                server.close();
            }
        }
    }

    private byte[] call(String text) throws Exception {
        return WireBytes.of(factory.createMethodCall(null, "/p", "i.f", "Echo", (byte) 0, "s", text));
    }
}
