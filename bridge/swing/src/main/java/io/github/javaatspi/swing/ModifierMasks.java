package io.github.javaatspi.swing;

/**
 * The X modifier bits (Mod1 = 0x08 … Mod5 = 0x80) that carry the modifiers Java names without
 * saying which bit they use.
 */
public record ModifierMasks(int alt, int meta, int altGraph, int numLock) {
    /** What a stock XKB keymap uses: Alt on Mod1, Num Lock on Mod2, Meta/Super on Mod4, AltGr on Mod5. */
    public static final ModifierMasks STANDARD = new ModifierMasks(0x08, 0x40, 0x80, 0x10);
}
