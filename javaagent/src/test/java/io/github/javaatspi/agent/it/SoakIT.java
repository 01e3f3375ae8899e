package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.EventRecorder;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.ReliabilityApp;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * A long life with a client attached: {@value ReliabilityApp#WINDOWS} windows opened and closed
 * one after the other, then {@value ReliabilityApp#EVENTS} changes. Afterwards the heap after a
 * GC is back within 2 MB of where it started, and no objects, threads or file descriptors were
 * left behind.
 */
class SoakIT extends DesktopIT {
    private static final Pattern REPORT = Pattern.compile("report edt-p99-ms=\\S+ edt-max-ms=\\S+ "
            + "heap-after-gc-kb=(\\d+) threads=(\\d+)");

    @Test
    void windowsAndEventsLeaveNothingBehind() throws Exception {
        String name = Fixture.uniqueName("soak", 17);
        try (ManagedProcess app = Reliability.start(stack, client, name);
                EventRecorder listener = client.listen(true, name, "window:", "object:children-changed",
                        "object:property-change:accessible-name")) {
            Object nodes = client.json("walk", name).get("count");
            // Warm up once (first window, class loading), then measure from there.
            long[] start = settle(app, name);
            List<String> startFds = fds(app);

            long began = System.nanoTime();
            client.json("action", name, "--find", "push button|Open windows");
            awaitApp(app, "the windows to be opened and closed", Duration.ofMinutes(8),
                    () -> app.output().contains("windows done " + ReliabilityApp.WINDOWS));
            long windowsSeconds = (System.nanoTime() - began) / 1_000_000_000L;
            client.json("action", name, "--find", "push button|Events");
            awaitApp(app, "the events to be made", Duration.ofMinutes(5),
                    () -> app.output().contains("events done " + ReliabilityApp.EVENTS));
            client.json("wait-node", name, "--find", "label|Events done " + ReliabilityApp.EVENTS, "--timeout", "30");

            long[] end = settle(app, name);
            List<String> endFds = fds(app);
            List<String> newFds = new ArrayList<>(endFds);
            startFds.forEach(newFds::remove);
            // The listener reads its events' sources, and so opens its own peer-to-peer connection
            // during the run; a connection of a client still attached is not a leak.
            newFds.removeIf(fd -> peerPid(fd) == listener.pid());
            System.out.printf("soak: %d windows in %d s, %d changes; client heard %d events; heap after GC %d kB -> "
                    + "%d kB; threads %d -> %d; fds %d -> %d %s%n", ReliabilityApp.WINDOWS, windowsSeconds,
                    ReliabilityApp.EVENTS, listener.events().size(), start[0], end[0], start[1], end[1], startFds.size(),
                    endFds.size(), newFds);
            assertThat(listener.events()).as("the client heard the windows").hasSizeGreaterThan(
                    ReliabilityApp.WINDOWS);
            assertThat(end[0] - start[0]).as("heap growth after GC (kB)").isLessThan(2 * 1024);
            assertThat(end[1]).as("threads").isLessThanOrEqualTo(start[1]);
            assertThat(newFds).as("file descriptors opened and not closed").isEmpty();
            assertThat(client.json("walk", name).get("count")).as("objects on the bus").isEqualTo(nodes);
        }
    }

    /** Reports twice (the second after the first's GC settled): {heap after GC kB, threads}. */
    private static long[] settle(ManagedProcess app, String name) throws Exception {
        report(app, name);
        return report(app, name);
    }

    private static long[] report(ManagedProcess app, String name) throws Exception {
        long seen = REPORT.matcher(app.output()).results().count();
        Map<String, Object> clicked = client.json("action", name, "--find", "push button|Report");
        assertThat(clicked.get("result")).as("the bridge's answer to DoAction on Report").isEqualTo(true);
        awaitApp(app, "the app's report", Duration.ofSeconds(30),
                () -> REPORT.matcher(app.output()).results().count() > seen);
        Matcher m = REPORT.matcher(app.output());
        long[] last = null;
        while (m.find()) {
            last = new long[] {Long.parseLong(m.group(1)), Long.parseLong(m.group(2))};
        }
        return last;
    }

    /** Awaits {@code condition}; a timeout says where the app's threads were and what it logged last. */
    private static void awaitApp(ManagedProcess app, String what, Duration limit, Supplier<Boolean> condition) {
        try {
            Deadline.awaitTrue(what, limit, condition);
        } catch (AssertionError e) {
            String threads;
            try {
                threads = Fixture.threadDump(stack, 17, app.pid());
            } catch (IOException | RuntimeException noDump) {
                threads = "(no thread dump: " + noDump + ")";
            }
            throw new AssertionError(e.getMessage() + "; the app's threads:\n" + threads + "\nthe end of its log:\n"
                    + Fixture.logTail(app, 80), e);
        }
    }

    /** What each of the app's file descriptors points at, so that a leak names itself. */
    private static List<String> fds(ManagedProcess app) throws Exception {
        try (Stream<Path> fds = Files.list(Path.of("/proc", Long.toString(app.pid()), "fd"))) {
            return fds.map(SoakIT::target).sorted().toList();
        }
    }

    /** The process at the other end of a unix socket {@code socket:[inode]}, or -1. */
    private static long peerPid(String fd) {
        Matcher inode = Pattern.compile("socket:\\[(\\d+)]").matcher(fd);
        if (!inode.matches()) {
            return -1;
        }
        try {
            String sockets = stack.run(List.of("ss", "-xpnH"), 20);
            // Columns: netid state recv-q send-q local-address local-inode peer-address peer-inode process
            String peer = sockets.lines().map(l -> l.trim().split("\\s+")).filter(c -> c.length >= 8
                    && c[5].equals(inode.group(1))).map(c -> c[7]).findFirst().orElse("");
            return sockets.lines().map(l -> l.trim().split("\\s+")).filter(c -> c.length >= 9 && c[5].equals(peer))
                    .map(c -> Pattern.compile("pid=(\\d+)").matcher(c[8])).filter(Matcher::find)
                    .mapToLong(m -> Long.parseLong(m.group(1))).findFirst().orElse(-1);
        } catch (IOException e) {
            return -1;
        }
    }

    private static String target(Path fd) {
        try {
            return Files.readSymbolicLink(fd).toString();
        } catch (IOException closedMeanwhile) {
            return "(closed)";
        }
    }
}
