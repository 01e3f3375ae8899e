package io.github.javaatspi.agent.cli;

import io.github.javaatspi.bus.StatusWatch;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.Transports;
import io.github.javaatspi.nativehooks.AbstractUnixSocket;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code java-atspi doctor [pid|name]}: checks, in the order each depends on the one before, what
 * must hold for a screen reader to see Java applications, prints one line per check and, for each
 * problem, the command that fixes it. Healthy (exit 0) only when every check passes.
 */
final class Doctor {
    private final Map<String, String> env;
    private final Enablement enablement;
    private final JdkFinder jdks;
    private final ProcFs proc;
    private final String display;
    private final PrintStream out;
    private int problems;

    Doctor(Map<String, String> env, Enablement enablement, JdkFinder jdks, ProcFs proc, String display,
            PrintStream out) {
        this.display = display;
        this.env = env;
        this.enablement = enablement;
        this.jdks = jdks;
        this.proc = proc;
        this.out = out;
    }

    int run(String target) {
        Transports transports = new Transports(AbstractUnixSocket.connector());
        BusConnection session = null;
        try {
            session = Session.open(env, transports);
            ok("session bus: " + env.get("DBUS_SESSION_BUS_ADDRESS"));
        } catch (IOException e) {
            problem("session bus: " + e.getMessage(),
                    "run this inside your desktop session (or start one with 'dbus-run-session -- COMMAND')");
        }
        try (Desktop desktop = accessibilityBus()) {
            if (desktop != null) {
                if (desktop.registryRunning()) {
                    ok("registry: org.a11y.atspi.Registry is running");
                } else {
                    problem("registry: org.a11y.atspi.Registry is not running on the accessibility bus",
                            "/usr/libexec/at-spi2-registryd &   (it normally starts with the accessibility bus; "
                                    + "logging in again also starts it)");
                }
            }
            status(session);
            configuration();
            if (target != null) {
                app(target, desktop);
            }
        } finally {
            if (session != null) {
                session.close();
            }
        }
        out.println(problems == 0 ? "No problems found." : problems + (problems == 1 ? " problem" : " problems")
                + " found.");
        return problems == 0 ? Exit.OK : Exit.FAILED;
    }

    private Desktop accessibilityBus() {
        try {
            Desktop d = Desktop.connect(env);
            ok("accessibility bus: reachable");
            return d;
        } catch (IOException e) {
            problem("accessibility bus: " + e.getMessage(),
                    "sudo apt-get install at-spi2-core   (it provides at-spi-bus-launcher, which the session's bus "
                            + "starts on request); then log in again");
            return null;
        }
    }

    private void status(BusConnection session) {
        if (session == null) {
            skip("accessibility switch (org.a11y.Status): needs the session bus");
            return;
        }
        // StatusWatch closes the connection it watches; give it one of its own.
        try (StatusWatch status = StatusWatch.start(Session.open(env, new Transports(AbstractUnixSocket.connector())),
                on -> { })) {
            if (status.enabled()) {
                ok("accessibility is on (org.a11y.Status)");
            } else {
                problem("accessibility is off (org.a11y.Status: IsEnabled and ScreenReaderEnabled are false), so "
                        + "the bridge stays off", "start your screen reader (orca), or: gsettings set "
                        + "org.gnome.desktop.interface toolkit-accessibility true");
            }
        } catch (IOException e) {
            problem("accessibility switch (org.a11y.Status): " + e.getMessage(), "log in again");
        }
    }

    private void configuration() {
        if (!enablement.enabledForUser()) {
            problem("Java accessibility is not enabled: applications get the bridge only when started with it",
                    "java-atspi enable   (as root for every user; 'java-atspi attach PID' for one running app)");
        } else if (!WatchLock.held(env)) {
            problem("Java accessibility is enabled, but its watcher does not run in this session",
                    "java-atspi watch &   (it starts by itself when you next log in)");
        } else {
            ok("Java accessibility is enabled and its watcher runs");
        }
        List<JdkFinder.Jdk> found = jdks.find();
        List<String> usable = found.stream().filter(JdkFinder.Jdk::supported)
                .map(j -> j.version() + " (" + j.home() + ")").toList();
        if (usable.isEmpty()) {
            problem("no Java runtime " + JdkFinder.MINIMUM + " or newer found",
                    "sudo apt-get install openjdk-17-jre   (the bridge needs Java " + JdkFinder.MINIMUM + ")");
        } else {
            ok("Java runtimes the bridge works with: " + String.join(", ", usable));
        }
    }

    private void app(String target, Desktop desktop) {
        JvmProcess jvm;
        try {
            jvm = Targets.jvm(proc, target, display);
        } catch (CommandFailed e) {
            problem(e.getMessage(), "java-atspi list");
            return;
        }
        String who = "'" + jvm.name() + "' (PID " + jvm.pid() + ")";
        if (!jvm.gui()) {
            problem(who + " has not opened a window, so it has nothing to show",
                    "wait for its window; a program without one needs no screen-reader support");
            return;
        }
        Attacher.Facts facts;
        try {
            facts = Attacher.facts(jvm.pid());
        } catch (CommandFailed e) {
            problem(e.getMessage(), "restart the application without -XX:+DisableAttachMechanism");
            return;
        }
        if (!facts.hasBridge()) {
            problem(who + " does not have the bridge", "java-atspi attach " + jvm.pid());
            return;
        }
        if (desktop == null) {
            skip(who + " has the bridge " + facts.describe() + "; whether it is on the desktop needs the accessibility bus");
            return;
        }
        Optional<Desktop.App> app;
        try {
            app = desktop.appOfPid(jvm.pid());
        } catch (IOException e) {
            app = Optional.empty();
        }
        if (app.isPresent()) {
            ok(who + " has the bridge " + facts.describe() + " and is on the desktop as '" + app.get().name() + "'");
        } else {
            problem(who + " has the bridge " + facts.describe() + " but is not on the desktop",
                    "check the problems above; its log shows the bridge's reason with "
                            + "-Djava.util.logging.config.file set to show io.github.javaatspi at FINE");
        }
    }

    private void ok(String what) {
        out.println("  ok    " + what);
    }

    private void skip(String what) {
        out.println("  skip  " + what);
    }

    private void problem(String what, String fix) {
        problems++;
        out.println("  FAIL  " + what);
        out.println("        fix: " + fix);
    }
}
