package io.github.javaatspi.bus.wire;

/**
 * A method call that arrived: the header fields a handler needs and its arguments as plain values
 * (see {@link PlainValues}). Built straight from the wire bytes by {@link CallParser}, or from
 * dbus-java's parse for the shapes that parser leaves to it.
 *
 * @param serial the caller's serial, which the reply names
 * @param flags the header's flags byte
 * @param sender the caller's unique name; null on a peer-to-peer connection
 * @param signature the body's signature, "" when it has none
 * @param args the arguments, or null when the body could not be read (then {@code unreadable} says why)
 */
public record IncomingCall(long serial, byte flags, String sender, String path, String iface, String member,
        String signature, Object[] args, String unreadable) implements Incoming {
    /** The header flag by which a caller says it wants no reply. */
    static final byte NO_REPLY_EXPECTED = 0x1;

    public boolean wantsReply() {
        return (flags & NO_REPLY_EXPECTED) == 0;
    }
}
