package io.github.javaatspi.atspi.events;

/**
 * What changed between two versions of a text, as AT-SPI reports it: one deletion and/or one
 * insertion at a code-point offset, with the deleted and inserted text. The changed span is
 * the part between the longest common prefix and suffix, never splitting a surrogate pair.
 */
record TextDiff(int offset, String deleted, String inserted) {
    static TextDiff between(String old, String now) {
        int max = Math.min(old.length(), now.length());
        int prefix = 0;
        while (prefix < max && old.charAt(prefix) == now.charAt(prefix)) {
            prefix++;
        }
        if (prefix > 0 && prefix < old.length() && Character.isLowSurrogate(old.charAt(prefix))) {
            prefix--;
        }
        int suffix = 0;
        while (suffix < max - prefix
                && old.charAt(old.length() - 1 - suffix) == now.charAt(now.length() - 1 - suffix)) {
            suffix++;
        }
        if (suffix > 0 && Character.isLowSurrogate(old.charAt(old.length() - suffix))) {
            suffix--;
        }
        return new TextDiff(old.codePointCount(0, prefix), old.substring(prefix, old.length() - suffix),
                now.substring(prefix, now.length() - suffix));
    }

    static int length(String s) {
        return s.codePointCount(0, s.length());
    }
}
