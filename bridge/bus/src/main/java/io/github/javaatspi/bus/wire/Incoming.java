package io.github.javaatspi.bus.wire;

import org.freedesktop.dbus.messages.Message;

/**
 * What {@link MessageReader} hands on: a method call in our own light form, or any other message
 * (replies, errors, signals) as dbus-java parsed it.
 */
public sealed interface Incoming permits IncomingCall, Incoming.Other {

    /** A reply, error or signal; these are few next to the calls a client makes. */
    record Other(Message message) implements Incoming {
    }
}
