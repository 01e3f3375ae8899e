package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.Transports;
import io.github.javaatspi.bus.wire.UnixPathChannel;
import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.ManagedProcess;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * A client that calls as fast as it can — one call at a time and 256 in flight, through the bus
 * and peer to peer — for {@value #SECONDS} seconds each: every call is answered, the app's own
 * event thread stays responsive and its heap bounded.
 */
class FloodIT extends DesktopIT {
    static final int SECONDS = 30;
    private static final Pattern REPORT = Pattern.compile(
            "report edt-p99-ms=([0-9.]+) edt-max-ms=([0-9.]+) heap-after-gc-kb=(\\d+) threads=(\\d+)");
    private static final String[] MEMBERS = {"GetRole", "GetState", "GetChildAtIndex", "GetIndexInParent"};

    @Test
    void aFloodOfCallsIsAnsweredWhileTheAppStaysResponsive() throws Exception {
        String name = Fixture.uniqueName("flood", 17);
        try (ManagedProcess app = Reliability.start(stack, client, name)) {
            Map<String, Object> walk = client.json("walk", name);
            List<String> paths = ((List<?>) walk.get("nodes")).stream().map(n -> (String) ((Map<?, ?>) n).get("path"))
                    .toList();
            String bus = (String) client.json("wait-app", name).get("bus");
            String address = (String) client.json("call-path", bus, "/org/a11y/atspi/accessible/root",
                    "org.a11y.atspi.Application", "GetApplicationBusAddress").get("reply");
            Path socket = Path.of(address.substring(address.indexOf("unix:path=") + 10, address.lastIndexOf('\'')));
            long[] before = report(app, name);

            try (BusConnection viaBus = BusConnection.open(new Transports(null).open(stack.a11yBusAddress()), "flood-bus",
                    true, 5000);
                    BusConnection direct = BusConnection.open(UnixPathChannel.connect(socket), "flood-p2p", false,
                            5000)) {
                for (var run : List.of(new Object[] {"bus, one at a time", viaBus, bus, 1},
                        new Object[] {"bus, 256 in flight", viaBus, bus, 256},
                        new Object[] {"peer to peer, one at a time", direct, null, 1},
                        new Object[] {"peer to peer, 256 in flight", direct, null, 256})) {
                    long[] counts = flood((BusConnection) run[1], (String) run[2], paths, (int) run[3]);
                    long[] r = report(app, name);
                    System.out.printf("%s: %d calls in %d s (%d/s), %d errors, %d unanswered; app event thread "
                            + "p99 %.1f ms, max %.1f ms; heap after GC %d kB%n", run[0], counts[0], SECONDS,
                            counts[0] / SECONDS, counts[1], counts[2], r[0] / 1000.0, r[1] / 1000.0, r[2]);
                    assertThat(counts[2]).as("calls never answered").isZero();
                    assertThat(counts[0]).as("calls answered").isGreaterThan(10_000);
                    assertThat(r[0] / 1000.0).as("the app's event-thread latency, p99 (ms)").isLessThan(100);
                }
            }
            long[] after = report(app, name);
            assertThat(after[2] - before[2]).as("heap growth after the flood (kB)").isLessThan(20 * 1024);
            assertThat(app.isAlive()).isTrue();
        }
    }

    /** Calls for {@link #SECONDS} seconds with {@code inFlight} calls outstanding: {answered, errors, unanswered}. */
    private static long[] flood(BusConnection c, String destination, List<String> paths, int inFlight)
            throws Exception {
        Semaphore slots = new Semaphore(inFlight);
        AtomicLong answered = new AtomicLong();
        AtomicLong errors = new AtomicLong();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(SECONDS);
        long sent = 0;
        while (System.nanoTime() < end) {
            if (!slots.tryAcquire(5, TimeUnit.SECONDS)) {
                break;
            }
            String path = paths.get((int) (sent % paths.size()));
            String member = MEMBERS[(int) (sent / paths.size() % MEMBERS.length)];
            CompletableFuture<?> f = member.equals("GetChildAtIndex")
                    ? c.call(destination, path, "org.a11y.atspi.Accessible", member, "i", 0)
                    : c.call(destination, path, "org.a11y.atspi.Accessible", member, null);
            sent++;
            f.whenComplete((m, e) -> {
                (e == null ? answered : errors).incrementAndGet();
                slots.release();
            });
        }
        Deadline.awaitTrue("every call answered", Duration.ofSeconds(10), () -> slots.availablePermits() == inFlight);
        long done = answered.get() + errors.get();
        return new long[] {done, errors.get(), sent - done};
    }

    /** Asks the app for its report: {edt p99 µs, edt max µs, heap after GC kB, threads}. */
    private static long[] report(ManagedProcess app, String name) throws Exception {
        int seen = count(app.output());
        client.json("action", name, "--find", "push button|Report");
        Deadline.awaitTrue("the app's report", Duration.ofSeconds(10), () -> count(app.output()) > seen);
        Matcher m = REPORT.matcher(app.output());
        long[] last = null;
        while (m.find()) {
            last = new long[] {Math.round(Double.parseDouble(m.group(1)) * 1000),
                Math.round(Double.parseDouble(m.group(2)) * 1000), Long.parseLong(m.group(3)), Long.parseLong(m.group(4))};
        }
        return last;
    }

    private static int count(String output) {
        Matcher m = REPORT.matcher(output);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
