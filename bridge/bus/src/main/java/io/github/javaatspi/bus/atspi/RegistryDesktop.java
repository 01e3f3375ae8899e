package io.github.javaatspi.bus.atspi;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.PlainValues;

import java.io.IOException;
import java.util.List;

import org.freedesktop.dbus.exceptions.DBusException;

/** Finds our position among the desktop's applications by asking the registry, briefly. */
public final class RegistryDesktop implements RegistryPort {
    static final long TIMEOUT_MILLIS = 300;

    private final BusConnection connection;

    public RegistryDesktop(BusConnection connection) {
        this.connection = connection;
    }

    @Override
    public int indexOfApplication() {
        try {
            Object reply = connection.callSync(Interfaces.REGISTRY_NAME, ObjectPaths.ROOT, Interfaces.ACCESSIBLE,
                    "GetChildren", null, TIMEOUT_MILLIS).getParameters()[0];
            List<?> children = (List<?>) PlainValues.convert(reply);
            for (int i = 0; i < children.size(); i++) {
                Object[] ref = (Object[]) children.get(i);
                if (connection.uniqueName().equals(ref[0])) {
                    return i;
                }
            }
        } catch (IOException | DBusException | RuntimeException e) {
            return -1;
        }
        return -1;
    }
}
