package io.github.javaatspi.nativehooks;

import io.github.javaatspi.swing.ToolkitNudge;

import com.sun.jna.Memory;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.NativeLongByReference;

import java.util.Optional;

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
    static final String MESSAGE_TYPE = "_JAVAATSPI_NUDGE";
    private static final int CLIENT_MESSAGE = 33;
    /** The focus values that name no window: None and PointerRoot. */
    private static final long LAST_PSEUDO_WINDOW = 1;
    private static final int WINDOW_OFFSET = X11Displays.AFTER_HEADER;
    private static final int MESSAGE_TYPE_OFFSET = WINDOW_OFFSET + NativeLong.SIZE;
    private static final int FORMAT_OFFSET = MESSAGE_TYPE_OFFSET + NativeLong.SIZE;

    private static X11ToolkitNudge shared;

    private final LibX11 x;
    private final Pointer display;
    private final Memory event = new Memory(X11Displays.XEVENT_SIZE);
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
        if (shared == null) {
            shared = X11Displays.open("to wake the toolkit", X11ToolkitNudge::new).orElse(null);
        }
        return Optional.ofNullable(shared);
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
}
