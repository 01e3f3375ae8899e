package io.github.javaatspi.bus.atspi;

import io.github.javaatspi.atspi.events.AtspiSignal;
import io.github.javaatspi.atspi.events.SignalSink;
import io.github.javaatspi.bus.wire.BusConnection;

/** Broadcasts translated AT-SPI signals on the accessibility bus. */
public final class BusSignalSink implements SignalSink {
    private final BusConnection connection;

    public BusSignalSink(BusConnection connection) {
        this.connection = connection;
    }

    @Override
    public void emit(AtspiSignal s) {
        connection.emitSignal(s.path(), s.iface(), s.member(), s.signature(), s.args());
    }
}
