package io.github.javaatspi.model;

import java.util.Objects;

/**
 * A key press or release as an assistive technology hears it: the fields of AT-SPI's
 * {@code DeviceEvent}, valued as GTK 3 values them for the same physical key, because Orca
 * matches its commands against exactly those values.
 *
 * @param pressed press (true) or release
 * @param keysym the X keysym ({@code 0x01000000 + code point} for characters without a legacy one)
 * @param keycode the X keycode of the physical key
 * @param modifiers the X modifier state before the event (Shift, Lock, Control, Mod1–Mod5,
 *     mouse buttons, XKB group bits)
 * @param timestamp milliseconds; only differences matter
 * @param text the character the key types when it is a visible one, else the keysym's name
 * @param isText whether {@code text} starts with a printable character
 */
public record DeviceKey(boolean pressed, int keysym, int keycode, int modifiers, int timestamp, String text,
        boolean isText) {
    /** The keysym X uses for "no symbol". */
    public static final int VOID_SYMBOL = 0xffffff;

    public DeviceKey {
        Objects.requireNonNull(text, "text");
    }
}
