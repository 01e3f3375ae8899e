package io.github.javaatspi.stack.orca;

/**
 * One thing Orca said, as the recording speech server wrote it.
 *
 * @param nanos when, on CLOCK_MONOTONIC ({@link System#nanoTime()}'s clock on Linux)
 * @param kind  "speech" (generated speech), "character" (one character, e.g. what BackSpace
 *              removed), "key" (key echo) or "ready" (Orca's main loop runs)
 * @param text  the words
 */
public record Utterance(long nanos, String kind, String text) {
    public boolean isKeyEcho() {
        return kind.equals("key");
    }

    /** Words Orca spoke about the application, as opposed to echoing a key or a marker. */
    public boolean isSpeech() {
        return kind.equals("speech") || kind.equals("character");
    }

    @Override
    public String toString() {
        return (isKeyEcho() ? "[key] " : "") + text;
    }
}
