package io.github.javaatspi.agent.cli;

import io.github.javaatspi.bus.StatusWatch;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.Transports;
import io.github.javaatspi.nativehooks.AbstractUnixSocket;

import java.io.IOException;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * {@code java-atspi watch}: what {@code enable} switches on. It runs in the user's desktop
 * session and loads the bridge, through the Attach API, into each of the user's JVMs once its AWT
 * toolkit has a display, while accessibility is on ({@code org.a11y.Status}, as the bridge itself
 * decides). Nothing is added to any JVM's start: a JVM that never opens a window is only ever
 * looked at from outside, in {@code /proc}, and the watcher ends when the user disables it.
 */
final class Watcher {
    static final long POLL_MILLIS = 200;
    /** A process that has not mapped a JVM this long after we saw it will not (unless it execs, which we notice). */
    static final long NON_JVM_GIVE_UP_NANOS = 10_000_000_000L;

    private final ProcFs proc;
    private final String agentJar;
    private final BooleanSupplier stillEnabled;
    private final PrintStream out;
    private final String display;
    private final Map<Long, Tracked> tracked = new HashMap<>();

    /** What we know of one process: the program it runs, when we first saw it, when to look again. */
    private record Tracked(String exe, long seenNanos, long nextNanos, boolean done) {
    }

    /** @param display the session's display ({@code DISPLAY}, else {@code WAYLAND_DISPLAY}): the JVMs it serves */
    Watcher(ProcFs proc, String agentJar, BooleanSupplier stillEnabled, String display, PrintStream out) {
        this.proc = proc;
        this.display = display;
        this.agentJar = agentJar;
        this.stillEnabled = stillEnabled;
        this.out = out;
    }

    int run(Map<String, String> env) throws IOException {
        Optional<WatchLock> lock = WatchLock.acquire(env);
        if (lock.isEmpty()) {
            out.println("java-atspi watch: another watcher already runs for this user (" + WatchLock.file(env) + ")");
            return Exit.OK;
        }
        try (WatchLock held = lock.get(); StatusWatch status = statusWatch(env)) {
            out.println("java-atspi watch: loading the bridge into Java windows while accessibility is on");
            out.flush();
            while (stillEnabled.getAsBoolean() && !Thread.currentThread().isInterrupted()) {
                if (status == null ? !env.getOrDefault("AT_SPI_BUS_ADDRESS", "").isBlank() : status.enabled()) {
                    scan();
                }
                // Polling: no kernel notice exists for "a process mapped a library"; a scan is a
                // directory listing plus small /proc reads for the few processes still undecided.
                sleep();
            }
            out.println("java-atspi watch: disabled; stopping");
            return Exit.OK;
        }
    }

    /** Follows org.a11y.Status on the session bus; null when there is no session bus. */
    private static StatusWatch statusWatch(Map<String, String> env) {
        try {
            BusConnection session = Session.open(env, new Transports(AbstractUnixSocket.connector()));
            return StatusWatch.start(session, on -> { });
        } catch (IOException e) {
            return null;
        }
    }

    /** One look at every process of the user; JVMs that opened a display get the bridge. */
    void scan() {
        long now = System.nanoTime();
        Set<Long> alive = new HashSet<>(proc.pids());
        alive.remove(ProcessHandle.current().pid());
        tracked.keySet().retainAll(alive);
        for (long pid : alive) {
            String exe = proc.executable(pid);
            Tracked t = tracked.get(pid);
            if (t == null || !t.exe().equals(exe)) {
                t = new Tracked(exe, now, now, false);
            }
            if (t.done() || now < t.nextNanos()) {
                tracked.put(pid, t);
                continue;
            }
            Optional<JvmProcess> jvm = proc.jvm(pid);
            long age = now - t.seenNanos();
            if (jvm.isEmpty()) {
                t = new Tracked(exe, t.seenNanos(), now, age > NON_JVM_GIVE_UP_NANOS);
            } else if (jvm.get().gui()) {
                t = new Tracked(exe, t.seenNanos(), now, true);
                // Another session's windows are that session's watcher's business.
                if (jvm.get().display().equals(display)) {
                    bring(jvm.get());
                }
            } else {
                t = new Tracked(exe, t.seenNanos(), now + backoff(age), false);
            }
            tracked.put(pid, t);
        }
    }

    /** A JVM without a window is looked at less often the longer it runs without one. */
    static long backoff(long ageNanos) {
        long seconds = ageNanos / 1_000_000_000L;
        return seconds < 30 ? 0 : seconds < 300 ? 2_000_000_000L : 10_000_000_000L;
    }

    private void bring(JvmProcess jvm) {
        String who = "PID " + jvm.pid() + " (" + jvm.name() + ")";
        try {
            Attacher.Facts facts = Attacher.facts(jvm.pid());
            if (facts.feature() < JdkFinder.MINIMUM) {
                out.println("skipped " + who + ": Java " + facts.feature() + " is older than " + JdkFinder.MINIMUM);
            } else if (facts.hasBridge()) {
                out.println("skipped " + who + ": it has the bridge already");
            } else if (facts.switchedOff()) {
                out.println("skipped " + who + ": started with -Djavaatspi.enabled=false");
            } else {
                Attacher.load(jvm.pid(), agentJar);
                out.println("loaded the bridge into " + who);
            }
        } catch (CommandFailed e) {
            out.println("could not load the bridge into " + who + ": " + e.getMessage());
        }
        out.flush();
    }

    private static void sleep() {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
