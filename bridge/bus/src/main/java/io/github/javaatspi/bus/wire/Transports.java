package io.github.javaatspi.bus.wire;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Opens a channel to the first reachable entry of a D-Bus address list: {@code unix:path=} through
 * the JDK, {@code unix:abstract=} through native-hooks. Other transports are refused with a
 * message that says so.
 */
public final class Transports {
    private final AbstractSocketConnector abstractConnector;

    /** @param abstractConnector null when native code is not available */
    public Transports(AbstractSocketConnector abstractConnector) {
        this.abstractConnector = abstractConnector;
    }

    public WireChannel open(String addressList) throws IOException {
        List<BusAddress> entries;
        try {
            entries = BusAddress.parseList(addressList);
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
        IOException last = null;
        for (BusAddress a : entries) {
            try {
                return open(a);
            } catch (IOException e) {
                last = e;
            }
        }
        throw last;
    }

    private WireChannel open(BusAddress a) throws IOException {
        if (!a.transport().equals("unix")) {
            throw new IOException("D-Bus transport '" + a.transport() + "' is not supported (only unix sockets): " + a);
        }
        if (a.param("path") != null) {
            return UnixPathChannel.connect(Path.of(a.param("path")));
        }
        if (a.param("abstract") != null) {
            if (abstractConnector == null) {
                throw new IOException("unix:abstract= addresses need native-hooks (JNA), which is unavailable: " + a);
            }
            return abstractConnector.connect(a.param("abstract"));
        }
        throw new IOException("unix address without path= or abstract=: " + a);
    }
}
