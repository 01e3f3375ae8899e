package io.github.javaatspi.stack;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A pyatspi event listener running in its own process (libatspi, the way Orca listens), and
 * the events it has heard so far, one map per event: type, path, role, name, states of the
 * source at delivery, detail1, detail2, any (a string, a number, or for an object its path,
 * role and name), t (seconds since the listener started).
 */
public final class EventRecorder implements AutoCloseable {
    private final Process process;
    private final List<Map<String, Object>> events = new ArrayList<>();
    private final CountDownLatch ready = new CountDownLatch(1);
    private final StringBuilder noise = new StringBuilder();

    EventRecorder(Process process) {
        this.process = process;
        Thread reader = new Thread(this::read, "event-recorder");
        reader.setDaemon(true);
        reader.start();
    }

    void awaitReady() throws IOException {
        try {
            if (!ready.await(30, TimeUnit.SECONDS)) {
                close();
                throw new IOException("the event listener did not start: " + noise);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    /** The listening client's process id (to tell its connections from others). */
    public long pid() {
        return process.pid();
    }

    /** Everything heard so far. */
    public synchronized List<Map<String, Object>> events() {
        return new ArrayList<>(events);
    }

    /** How many events have been heard: a mark to look only at what comes after it. */
    public synchronized int mark() {
        return events.size();
    }

    /** The events heard since {@code mark}. */
    public synchronized List<Map<String, Object>> since(int mark) {
        return new ArrayList<>(events.subList(Math.min(mark, events.size()), events.size()));
    }

    /** Waits for an event after {@code mark} that satisfies {@code match}, and returns it. */
    public Map<String, Object> await(String what, int mark, Predicate<Map<String, Object>> match, Duration limit) {
        try {
            return Deadline.await(what, limit, () -> since(mark).stream().filter(match).findFirst().orElse(null));
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "; heard since the mark:\n" + describe(since(mark)), e);
        }
    }

    /** A readable list of events for failure messages. */
    public static String describe(List<Map<String, Object>> list) {
        StringBuilder sb = new StringBuilder();
        for (Map<String, Object> e : list) {
            if (e.get("type") instanceof Number keyType) {
                // A keystroke listener's key event (see KeystrokeListeners): type 0 press, 1 release.
                sb.append("  key ").append(keyType.intValue() == 0 ? "press " : "release ")
                        .append(e.get("string")).append('\n');
                continue;
            }
            sb.append("  ").append(e.getOrDefault("type", e.get("event"))).append(" ").append(e.get("role")).append(" '").append(e.get("name"))
                    .append("' ").append(e.get("detail1")).append(" ").append(e.get("detail2")).append(" ")
                    .append(e.get("any")).append('\n');
        }
        return sb.toString();
    }

    /** Stops the listener (closing its stdin), forcibly after a deadline. */
    @Override
    public void close() {
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // already gone
        }
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    private void read() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                if (!line.startsWith("{")) {
                    noise.append(line).append('\n');
                    continue;
                }
                Map<String, Object> event = Json.object(line);
                if (Boolean.TRUE.equals(event.get("ready"))) {
                    ready.countDown();
                } else {
                    synchronized (this) {
                        events.add(event);
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            noise.append(e).append('\n');
        }
    }
}
