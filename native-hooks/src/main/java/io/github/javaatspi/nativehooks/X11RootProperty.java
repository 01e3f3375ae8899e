package io.github.javaatspi.nativehooks;

import io.github.javaatspi.bus.XRootProperty;

import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.NativeLongByReference;
import com.sun.jna.ptr.PointerByReference;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads an 8-bit string property of the X root window through libX11, on its own short-lived
 * display connection (never the toolkit's). No {@code xprop} subprocess.
 */
public final class X11RootProperty implements XRootProperty {
    private static final Logger LOG = LoggerFactory.getLogger(X11RootProperty.class);
    private static final long MAX_LONGS = 4096;

    @Override
    public Optional<String> read(String name) {
        String display = System.getenv("DISPLAY");
        if (display == null || display.isEmpty() || System.getenv("WAYLAND_DISPLAY") != null) {
            return Optional.empty();
        }
        try {
            return readFrom(LibX11.Holder.INSTANCE, name);
        } catch (UnsatisfiedLinkError | NoClassDefFoundError e) {
            LOG.debug("libX11 is not available: {}", e.toString());
            return Optional.empty();
        }
    }

    private static Optional<String> readFrom(LibX11 x, String name) {
        Pointer display = x.XOpenDisplay(null);
        if (display == null) {
            return Optional.empty();
        }
        try {
            NativeLong atom = x.XInternAtom(display, name, LibX11.TRUE);
            if (atom.longValue() == 0) {
                return Optional.empty();
            }
            NativeLongByReference type = new NativeLongByReference();
            IntByReference format = new IntByReference();
            NativeLongByReference count = new NativeLongByReference();
            NativeLongByReference after = new NativeLongByReference();
            PointerByReference data = new PointerByReference();
            int status = x.XGetWindowProperty(display, x.XDefaultRootWindow(display), atom, new NativeLong(0),
                    new NativeLong(MAX_LONGS), LibX11.FALSE, new NativeLong(0), type, format, count, after, data);
            Pointer p = data.getValue();
            try {
                if (status != LibX11.SUCCESS || p == null || format.getValue() != 8) {
                    return Optional.empty();
                }
                byte[] bytes = p.getByteArray(0, (int) count.getValue().longValue());
                return Optional.of(new String(bytes, StandardCharsets.UTF_8));
            } finally {
                if (p != null) {
                    x.XFree(p);
                }
            }
        } finally {
            x.XCloseDisplay(display);
        }
    }
}
