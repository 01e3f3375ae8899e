package io.github.javaatspi.stack.orca;

import io.github.javaatspi.stack.Json;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The file Orca's recording speech server appends to (one JSON object per line), read as it
 * grows. Callers poll it under a {@link io.github.javaatspi.stack.Deadline}.
 */
public final class SpeechLog {
    private final Path file;
    private final List<Utterance> heard = new ArrayList<>();
    private long consumedBytes;

    SpeechLog(Path file) {
        this.file = file;
    }

    /** Everything said so far. */
    public synchronized List<Utterance> all() {
        readNewLines();
        return List.copyOf(heard);
    }

    /** How much has been said: a mark to look only at what comes after it. */
    public synchronized int mark() {
        readNewLines();
        return heard.size();
    }

    /** What was said since {@code mark}. */
    public synchronized List<Utterance> since(int mark) {
        readNewLines();
        return List.copyOf(heard.subList(Math.min(mark, heard.size()), heard.size()));
    }

    /** Reads the complete lines written since the last read; a half-written line waits for the next read. */
    private void readNewLines() {
        if (!Files.exists(file)) {
            return;
        }
        byte[] fresh;
        try (RandomAccessFile in = new RandomAccessFile(file.toFile(), "r")) {
            fresh = new byte[(int) Math.max(0, in.length() - consumedBytes)];
            in.seek(consumedBytes);
            in.readFully(fresh);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int start = 0;
        for (int i = 0; i < fresh.length; i++) {
            if (fresh[i] == '\n') {
                Map<String, Object> o = Json.object(new String(fresh, start, i - start, StandardCharsets.UTF_8));
                heard.add(new Utterance(((Number) o.get("t")).longValue(), (String) o.get("kind"),
                        (String) o.get("text")));
                start = i + 1;
            }
        }
        consumedBytes += start;
    }
}
