package io.github.javaatspi.stack;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A benchmark, not a test: how much time forwarding adds to each key. The key bench app has a
 * key dispatcher of its own that runs before the bridge's and prints the time between its two
 * sightings of a key the bridge held and replayed. A keystroke listener registered as Orca
 * registers its own answers every key.
 *
 * <p>Arguments: {@code AGENT_JAR APP_CLASSPATH [KEYS]}.
 */
public final class KeyBenchmark {
    private static final String MAIN = "io.github.javaatspi.testapps.KeyBenchApp";
    private static final String TITLE = "Java AT-SPI Key Bench";
    private static final String PREFIX = "key-delay-us ";

    private KeyBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        int keys = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        try (DesktopStack stack = DesktopStack.startPrivate()) {
            AtspiClient client = new AtspiClient(stack);
            String app = "KeyBench";
            try (ManagedProcess p = JavaApp.of(stack, MAIN).name("bench").classpath(args[1]).agent(args[0])
                    .property("javaatspi.appName", app).start();
                    EventRecorder listener = new KeystrokeListeners(stack).start()) {
                client.json("wait-window", app, "--find", "frame|" + TITLE, "--timeout", "60");
                client.json("focus", app, "--find", "text|Typing");
                client.json("wait-node", app, "--find", "text|Typing", "--state", "focused");
                List<String> typing = new ArrayList<>(List.of("xdotool", "type", "--delay", "15"));
                typing.add("abcdefghij".repeat(keys / 10));
                stack.run(typing, 600);
                int expected = 2 * (keys / 10) * 10;
                if (Deadline.within(Duration.ofSeconds(60), () -> delays(p.output()).size() >= expected ? true : null)
                        .isEmpty()) {
                    throw new AssertionError("heard " + delays(p.output()).size() + " of " + expected
                            + " key delays in 60 s; the app said:\n" + p.output());
                }
                List<Double> delays = delays(p.output());
                Collections.sort(delays);
                System.out.printf("Added per key (press or release, %d events, Python keystroke listener answering "
                        + "through the registry): median %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms%n",
                        delays.size(), at(delays, 0.5), at(delays, 0.9), at(delays, 0.99),
                        delays.get(delays.size() - 1));
                System.out.printf("The listener heard %d key events.%n", listener.events().size());
            }
        }
    }

    private static List<Double> delays(String output) {
        List<Double> out = new ArrayList<>();
        for (String line : output.split("\n")) {
            if (line.startsWith(PREFIX)) {
                out.add(Long.parseLong(line.substring(PREFIX.length()).strip()) / 1000.0);
            }
        }
        return out;
    }

    private static double at(List<Double> sorted, double quantile) {
        return sorted.get(Math.min(sorted.size() - 1, (int) (sorted.size() * quantile)));
    }
}
