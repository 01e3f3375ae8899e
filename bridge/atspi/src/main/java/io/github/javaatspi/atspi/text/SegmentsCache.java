package io.github.javaatspi.atspi.text;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The word and sentence boundaries of the texts clients read lately, so that a screen reader
 * moving word by word through a long text does not have the text segmented again for each step.
 * A text is segmented again only when it changed. Thread-safe.
 */
public final class SegmentsCache {
    private static final int TEXTS = 32;

    private record Entry(String text, TextSegments segments) {
    }

    private final Map<Long, Entry> byObject = new LinkedHashMap<>(TEXTS, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, Entry> eldest) {
            return size() > TEXTS;
        }
    };

    /** The segments of {@code text}, the current text of object {@code id}. */
    public TextSegments of(long id, String text) {
        synchronized (byObject) {
            Entry e = byObject.get(id);
            if (e != null && e.text().equals(text)) {
                return e.segments();
            }
        }
        TextSegments computed = TextSegments.of(text);
        synchronized (byObject) {
            byObject.put(id, new Entry(text, computed));
        }
        return computed;
    }
}
