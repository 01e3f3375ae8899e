package io.github.javaatspi.nativehooks;

import com.sun.jna.Native;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;

import java.util.Optional;
import java.util.function.BiFunction;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** What the bridge's own X display connections share: how one is opened, and Xlib's event layout. */
final class X11Displays {
    private static final Logger LOG = LoggerFactory.getLogger(X11Displays.class);
    /** Bytes in Xlib's {@code XEvent} union (24 longs). */
    static final int XEVENT_SIZE = 24 * 8;
    /**
     * The offset of the field that follows {@code int type}, {@code unsigned long serial},
     * {@code Bool send_event} and {@code Display *display}, which every Xlib event starts with:
     * {@code window} in most events, {@code time} in XKB's.
     */
    static final int AFTER_HEADER = afterHeader();

    private X11Displays() {
    }

    /**
     * A connection of our own to the X display in {@code DISPLAY}, made into {@code T}; empty
     * where there is none to open (no X, Wayland, no libX11).
     */
    static <T> Optional<T> open(String purpose, BiFunction<LibX11, Pointer, T> make) {
        String name = System.getenv("DISPLAY");
        if (name == null || name.isEmpty() || System.getenv("WAYLAND_DISPLAY") != null) {
            return Optional.empty();
        }
        try {
            LibX11 x = LibX11.Holder.INSTANCE;
            Pointer display = x.XOpenDisplay(null);
            if (display == null) {
                LOG.debug("could not open X display {} {}", name, purpose);
                return Optional.empty();
            }
            return Optional.of(make.apply(x, display));
        } catch (LinkageError e) {
            LOG.debug("libX11 is not available: {}", e.toString());
            return Optional.empty();
        }
    }

    private static int afterHeader() {
        int serial = align(4, NativeLong.SIZE);
        int sendEvent = serial + NativeLong.SIZE;
        int displayPointer = align(sendEvent + 4, Native.POINTER_SIZE);
        return align(displayPointer + Native.POINTER_SIZE, NativeLong.SIZE);
    }

    private static int align(int offset, int size) {
        return (offset + size - 1) / size * size;
    }
}
