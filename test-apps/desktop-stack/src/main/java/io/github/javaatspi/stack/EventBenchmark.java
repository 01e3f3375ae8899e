package io.github.javaatspi.stack;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A benchmark, not a test: how long an event takes from the Swing change to a pyatspi listener,
 * and how many events per second a burst puts on the bus (timed by dbus-monitor) and delivers to
 * a pyatspi listener (which is the slower of the two).
 *
 * <p>Arguments: {@code AGENT_JAR APP_CLASSPATH [SAMPLES]}.
 */
public final class EventBenchmark {
    private static final String MAIN = "io.github.javaatspi.testapps.EventBenchApp";
    private static final String TITLE = "Java AT-SPI Event Bench";
    private static final Duration LIMIT = Duration.ofSeconds(30);

    private static final int LABELS = 2000;

    private EventBenchmark() {
    }

    /**
     * The receive times (seconds) of the signals in dbus-monitor's {@code output} whose arguments
     * contain {@code marker}: each signal starts with a "signal time=..." line.
     */
    private static List<Double> signalTimes(String output, String marker) {
        List<Double> times = new ArrayList<>();
        String header = "signal time=";
        double current = 0;
        boolean counted = true;
        for (String line : output.split("\n")) {
            if (line.startsWith(header)) {
                current = Double.parseDouble(line.substring(header.length(), line.indexOf(' ', header.length())));
                counted = false;
            } else if (!counted && line.contains(marker)) {
                times.add(current);
                counted = true;
            }
        }
        return times;
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
                    String bus = (String) client.json("wait-app", app).get("bus");
                    for (int b = 1; b <= 3; b++) {
                        String prefix = "B" + b + "-";
                        try (ManagedProcess monitor = stack.start("monitor", List.of("dbus-monitor", "--address",
                                stack.a11yBusAddress(), "type='signal',sender='" + bus + "',member='PropertyChange'"),
                                stack.environment())) {
                            Deadline.awaitTrue("dbus-monitor to start", LIMIT,
                                    () -> monitor.output().contains("NameAcquired"));
                            int mark = r.mark();
                            client.json("action", app, "--find", "push button|Burst");
                            String last = prefix + (LABELS - 1);
                            r.await("the whole burst", mark, ev -> last.equals(ev.get("any")), LIMIT);
                            List<Map<String, Object>> got = r.since(mark).stream()
                                    .filter(ev -> String.valueOf(ev.get("any")).startsWith(prefix)).toList();
                            double seconds = (((Number) got.get(got.size() - 1).get("ns")).longValue()
                                    - ((Number) got.get(0).get("ns")).longValue()) / 1e9;
                            List<Double> onBus = signalTimes(monitor.output(), "\"" + prefix);
                            double busSeconds = onBus.get(onBus.size() - 1) - onBus.get(0);
                            System.out.printf("burst %d: %d name changes in one Swing turn: on the bus in %.0f ms "
                                    + "(%.0f events/s, dbus-monitor); at the pyatspi listener in %.0f ms "
                                    + "(%.0f events/s)%n", b, onBus.size(), busSeconds * 1000,
                                    onBus.size() / busSeconds, seconds * 1000, got.size() / seconds);
                        }
                    }
                }
            }
        }
    }
}
