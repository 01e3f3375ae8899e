package io.github.javaatspi.bus.wire;

import java.io.ByteArrayOutputStream;

import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.messages.Message;
import org.freedesktop.dbus.messages.MessageFactory;

/**
 * Marshals a message body with dbus-java, for the values {@link MessageWriter} does not know. dbus-java
 * only marshals whole messages, so this marshals a throw-away call and keeps its body: the body
 * starts 8-aligned in every message, so its bytes are the same under any header.
 */
final class DbusJavaBodies {
    private DbusJavaBodies() {
    }

    static byte[] marshal(MessageFactory factory, String signature, Object[] values) throws DBusException {
        String sig = signature == null || signature.isEmpty() ? null : signature;
        Message carrier = factory.createMethodCall(null, "/", null, "Body", (byte) 0, sig, values);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : carrier.getWireData()) {
            if (part == null) {
                break;
            }
            out.write(part, 0, part.length);
        }
        byte[] wire = out.toByteArray();
        int bodyLength = (int) Message.demarshallint(wire, 4, wire[0], 4);
        byte[] body = new byte[bodyLength];
        System.arraycopy(wire, wire.length - bodyLength, body, 0, bodyLength);
        return body;
    }
}
