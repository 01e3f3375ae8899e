package io.github.javaatspi.stack;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A benchmark, not a test: how long an event takes from the Swing change to a pyatspi listener,
 * and how many events per second a burst delivers to it.
 *
 * <p>Arguments: {@code AGENT_JAR APP_CLASSPATH [SAMPLES]}.
 */
public final class EventBenchmark {
    private static final String MAIN = "io.github.javaatspi.testapps.EventBenchApp";
    private static final String TITLE = "Java AT-SPI Event Bench";
    private static final Duration LIMIT = Duration.ofSeconds(30);

    private EventBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        int samples = args.length > 2 ? Integer.parseInt(args[2]) : 50;
        try (DesktopStack stack = DesktopStack.startPrivate()) {
            AtspiClient client = new AtspiClient(stack);
            String app = "EventBench";
            try (ManagedProcess p = JavaApp.of(stack, MAIN).name("bench").classpath(args[1]).agent(args[0])
                    .property("javaatspi.appName", app).start()) {
                client.json("wait-window", app, "--find", "frame|" + TITLE, "--timeout", "60");
                try (EventRecorder r = client.listen(true, app, "object:text-changed:insert",
                        "object:property-change:accessible-name")) {
                    List<Double> delays = new ArrayList<>();
                    for (int i = 0; i < samples; i++) {
                        int mark = r.mark();
                        client.json("action", app, "--find", "push button|Stamp");
                        Map<String, Object> e = r.await("the stamp", mark, ev -> "object:text-changed:insert"
                                .equals(ev.get("type")) && String.valueOf(ev.get("any")).startsWith("t="), LIMIT);
                        long sent = Long.parseLong(String.valueOf(e.get("any")).strip().substring(2));
                        delays.add((((Number) e.get("ns")).longValue() - sent) / 1e6);
                    }
                    Collections.sort(delays);
                    System.out.printf("Swing change to pyatspi listener (text insert, %d samples): median %.2f ms, "
                            + "p90 %.2f ms, max %.2f ms%n", samples, delays.get(samples / 2),
                            delays.get((int) (samples * 0.9)), delays.get(samples - 1));
                    for (int b = 1; b <= 3; b++) {
                        int burst = b;
                        int mark = r.mark();
                        client.json("action", app, "--find", "push button|Burst");
                        String lastName = "B" + burst + "-1999";
                        r.await("the whole burst", mark, ev -> lastName.equals(ev.get("any")), LIMIT);
                        List<Map<String, Object>> got = r.since(mark).stream()
                                .filter(ev -> String.valueOf(ev.get("any")).startsWith("B" + burst + "-")).toList();
                        double seconds = (((Number) got.get(got.size() - 1).get("ns")).longValue()
                                - ((Number) got.get(0).get("ns")).longValue()) / 1e9;
                        System.out.printf("burst %d: %d name changes in one Swing turn reached the listener in "
                                + "%.0f ms (%.0f events/s)%n", burst, got.size(), seconds * 1000, got.size() / seconds);
                    }
                }
            }
        }
    }
}
