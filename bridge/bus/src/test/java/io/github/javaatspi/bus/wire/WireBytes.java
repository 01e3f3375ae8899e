package io.github.javaatspi.bus.wire;

import java.io.ByteArrayOutputStream;

import org.freedesktop.dbus.messages.Message;

/** A dbus-java message as the bytes that go on the wire, for tests that feed our reader. */
final class WireBytes {
    private WireBytes() {
    }

    static byte[] of(Message m) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : m.getWireData()) {
            if (part == null) {
                break;
            }
            out.writeBytes(part);
        }
        return out.toByteArray();
    }
}
