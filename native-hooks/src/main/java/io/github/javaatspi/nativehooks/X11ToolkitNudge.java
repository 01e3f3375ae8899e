package io.github.javaatspi.nativehooks;

import io.github.javaatspi.swing.ToolkitNudge;

import com.sun.jna.Memory;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.NativeLongByReference;

import java.util.Optional;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Wakes AWT's toolkit thread with an X client message of a type only we use, sent to the window
 * that has the X input focus — during a key press in the application, one of AWT's own — on a
 * display connection of our own: the X server hands such an event to the client that made the
 * window, whose toolkit thread, asleep in {@code poll()} on its socket, wakes up, reads its queue
 * and drops the message (AWT ignores client messages it does not know).
 *
 * <p>Errors: the focus window could be destroyed between the two calls, and sending to it would
 * then raise BadWindow. Xlib's error handler is per process, and AWT — which runs whenever this
 * is used — installs one that logs errors instead of ending the process; no other call here can
 * fail. One connection per process, opened on first use and kept, as the keyboard's.
 */
final class X11ToolkitNudge implements ToolkitNudge {
    private static final Logger LOG = LoggerFactory.getLogger(X11ToolkitNudge.class);
    static final String MESSAGE_TYPE = "_JAVAATSPI_NUDGE";
    private static final int CLIENT_MESSAGE = 33;
    /** The focus values that name no window: None and PointerRoot. */
    private static final long LAST_PSEUDO_WINDOW = 1;
    /** Bytes in Xlib's {@code XEvent} union (24 longs). */
    private static final int XEVENT_SIZE = 24 * 8;
    private static final int WINDOW_OFFSET = windowOffset();
    private static final int MESSAGE_TYPE_OFFSET = WINDOW_OFFSET + NativeLong.SIZE;
    private static final int FORMAT_OFFSET = MESSAGE_TYPE_OFFSET + NativeLong.SIZE;

    private static X11ToolkitNudge shared;

    private final LibX11 x;
    private final Pointer display;
    private final Memory event = new Memory(XEVENT_SIZE);
    private final NativeLongByReference focus = new NativeLongByReference();
    private final IntByReference revertTo = new IntByReference();

    private X11ToolkitNudge(LibX11 x, Pointer display) {
        this.x = x;
        this.display = display;
        event.clear();
        event.setInt(0, CLIENT_MESSAGE);
        event.setNativeLong(MESSAGE_TYPE_OFFSET, x.XInternAtom(display, MESSAGE_TYPE, LibX11.FALSE));
        event.setInt(FORMAT_OFFSET, 32);
    }

    /** A nudge on the X display in {@code DISPLAY}, or empty (no X, Wayland, no libX11). */
    static synchronized Optional<ToolkitNudge> open() {
        if (shared != null) {
            return Optional.of(shared);
        }
        String name = System.getenv("DISPLAY");
        if (name == null || name.isEmpty() || System.getenv("WAYLAND_DISPLAY") != null) {
            return Optional.empty();
        }
        try {
            LibX11 x = LibX11.Holder.INSTANCE;
            Pointer display = x.XOpenDisplay(null);
            if (display == null) {
                LOG.debug("could not open X display {} to wake the toolkit", name);
                return Optional.empty();
            }
            shared = new X11ToolkitNudge(x, display);
            return Optional.of(shared);
        } catch (LinkageError e) {
            LOG.debug("libX11 is not available: {}", e.toString());
            return Optional.empty();
        }
    }

    @Override
    public synchronized void nudge() {
        x.XGetInputFocus(display, focus, revertTo);
        long window = focus.getValue().longValue();
        if (window > LAST_PSEUDO_WINDOW) {
            event.setNativeLong(WINDOW_OFFSET, focus.getValue());
            x.XSendEvent(display, focus.getValue(), LibX11.FALSE, new NativeLong(0), event);
            x.XFlush(display);
        }
    }

    /**
     * {@code window}'s offset in Xlib's {@code XClientMessageEvent}: after {@code int type},
     * {@code unsigned long serial}, {@code Bool send_event} and {@code Display *display}; then come
     * {@code Atom message_type} and {@code int format}.
     */
    private static int windowOffset() {
        int serial = align(4, NativeLong.SIZE);
        int sendEvent = serial + NativeLong.SIZE;
        int displayPointer = align(sendEvent + 4, Native.POINTER_SIZE);
        return align(displayPointer + Native.POINTER_SIZE, NativeLong.SIZE);
    }

    private static int align(int offset, int size) {
        return (offset + size - 1) / size * size;
    }
}
