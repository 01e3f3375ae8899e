package io.github.javaatspi.nativehooks;

import com.sun.jna.Native;
import com.sun.jna.NativeLibrary;
import com.sun.jna.Pointer;

/**
 * The libX11 calls made for every key, bound as JNA direct mappings: each call goes straight to
 * native code. Through {@link LibX11}'s interface proxy each took 10–20 µs of the event thread in
 * a fresh JVM (JNA's dispatch code runs interpreted until it is hot), four of them per key press
 * and release, while the screen reader waited for the key.
 */
final class X11KeyCalls {
    static {
        Native.register(X11KeyCalls.class, NativeLibrary.getInstance("X11"));
    }

    private X11KeyCalls() {
    }

    static native int XPending(Pointer display);

    /** {@code modifiersReturn}: 4 bytes; {@code keysymReturn}: a native long. */
    static native int XkbLookupKeySym(Pointer display, byte keycode, int modifiers, Pointer modifiersReturn,
            Pointer keysymReturn);
}
