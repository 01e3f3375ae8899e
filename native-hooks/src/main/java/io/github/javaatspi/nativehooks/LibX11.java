package io.github.javaatspi.nativehooks;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.NativeLong;
import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.NativeLongByReference;
import com.sun.jna.ptr.PointerByReference;

/**
 * The few Xlib calls needed to read a root-window property. Xlib's {@code Bool} is a C
 * {@code int}: it is declared as {@code int} here because JNA would pass a Java {@code true} as a
 * value the X server rejects (BadValue), and an X error is fatal under Xlib's default handler.
 */
interface LibX11 extends Library {
    int SUCCESS = 0;
    int FALSE = 0;
    int TRUE = 1;

    Pointer XOpenDisplay(String name);

    int XCloseDisplay(Pointer display);

    NativeLong XDefaultRootWindow(Pointer display);

    NativeLong XInternAtom(Pointer display, String name, int onlyIfExists);

    int XGetWindowProperty(Pointer display, NativeLong window, NativeLong property, NativeLong offset,
            NativeLong length, int delete, NativeLong requestedType, NativeLongByReference actualType,
            IntByReference actualFormat, NativeLongByReference itemCount, NativeLongByReference bytesAfter,
            PointerByReference data);

    int XFree(Pointer data);

    /** Loaded on first use. */
    final class Holder {
        static final LibX11 INSTANCE = Native.load("X11", LibX11.class);

        private Holder() {
        }
    }
}
