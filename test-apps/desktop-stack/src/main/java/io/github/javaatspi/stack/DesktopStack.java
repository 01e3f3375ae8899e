package io.github.javaatspi.stack;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A private accessibility desktop: Xvfb with openbox, a session bus with no service
 * directories, {@code at-spi-bus-launcher}, {@code at-spi2-registryd}, and
 * {@code org.a11y.Status.IsEnabled} set. {@link #close()} stops exactly the processes it started,
 * by PID, and removes its directory. {@link #userSessionOrPrivate()} reuses a running desktop
 * session instead, and then starts and stops nothing.
 */
public final class DesktopStack implements AutoCloseable {
    /** What {@code Xvfb -displayfd 1} writes: the display number alone on a line. */
    private static final Pattern DISPLAY_NUMBER = Pattern.compile("(?m)^(\\d+)$");

    private static final Duration READY = Duration.ofSeconds(20);

    private final Path dir;
    private final Map<String, String> env;
    private final List<ManagedProcess> started = new ArrayList<>();
    private final boolean owned;
    private ManagedProcess registry;
    private ManagedProcess busLauncher;
    private String a11yAddress;

    private DesktopStack(Path dir, Map<String, String> env, boolean owned) {
        this.dir = dir;
        this.env = env;
        this.owned = owned;
    }

    /** Starts a private desktop; fails with the package to install when a piece is missing. */
    public static DesktopStack startPrivate() throws IOException {
        String xvfb = SystemPieces.require("Xvfb", "xvfb");
        String openbox = SystemPieces.require("openbox", "openbox");
        String dbusDaemon = SystemPieces.require("dbus-daemon", "dbus");
        SystemPieces.require("dbus-send", "dbus");
        SystemPieces.require("xprop", "x11-utils");
        SystemPieces.require("xdotool", "xdotool");
        SystemPieces.require(SystemPieces.BUS_LAUNCHER, "at-spi2-core");
        SystemPieces.require(SystemPieces.REGISTRYD, "at-spi2-core");
        SystemPieces.requirePyatspi();

        Path dir = Files.createTempDirectory(Path.of("/tmp"), "jatspi-");
        Path run = Files.createDirectory(dir.resolve("run"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        Path home = Files.createDirectory(dir.resolve("home"));
        Map<String, String> env = new LinkedHashMap<>();
        env.put("PATH", System.getenv().getOrDefault("PATH", "/usr/bin:/bin"));
        env.put("HOME", home.toString());
        env.put("LANG", "C.UTF-8");
        env.put("XDG_RUNTIME_DIR", run.toString());
        env.put("GSETTINGS_BACKEND", "memory");
        DesktopStack s = new DesktopStack(dir, env, true);
        try {
            s.startDisplay(xvfb, openbox);
            s.startSessionBus(dbusDaemon);
            s.startAccessibilityBus();
            s.startRegistry();
            s.setAccessibilityEnabled(true);
            return s;
        } catch (IOException | RuntimeException | Error e) {
            s.close();
            throw e;
        }
    }

    /**
     * The user's own desktop when one is running with an accessibility bus (DISPLAY and a
     * session bus that answers {@code org.a11y.Bus.GetAddress}), else a private one.
     */
    public static DesktopStack userSessionOrPrivate() throws IOException {
        Map<String, String> current = System.getenv();
        if (current.get("DISPLAY") != null && current.get("DBUS_SESSION_BUS_ADDRESS") != null) {
            DesktopStack s = new DesktopStack(null, new LinkedHashMap<>(current), false);
            try {
                s.a11yAddress = s.getA11yAddress();
                return s;
            } catch (IOException | RuntimeException e) {
                // no accessibility bus in that session: fall through to a private desktop
            }
        }
        return startPrivate();
    }

    public boolean isPrivate() {
        return owned;
    }

    /** The environment a program needs to live on this desktop. */
    public Map<String, String> environment() {
        return new LinkedHashMap<>(env);
    }

    public String display() {
        return env.get("DISPLAY");
    }

    public String a11yBusAddress() {
        return a11yAddress;
    }

    public Path directory() {
        return dir;
    }

    /** Sets {@code org.a11y.Status.IsEnabled} and checks that it stuck. */
    public void setAccessibilityEnabled(boolean on) throws IOException {
        dbusSend("--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                "org.freedesktop.DBus.Properties.Set", "string:org.a11y.Status", "string:IsEnabled",
                "variant:boolean:" + on);
        String read = dbusSend("--session", "--print-reply", "--dest=org.a11y.Bus", "/org/a11y/bus",
                "org.freedesktop.DBus.Properties.Get", "string:org.a11y.Status", "string:IsEnabled");
        if (!read.contains("boolean " + on)) {
            throw new IOException("IsEnabled did not stay " + on + ": " + read);
        }
    }

    /** Starts {@code at-spi2-registryd} and waits until it owns its name. */
    public void startRegistry() throws IOException {
        registry = startRegistryOn(a11yAddress);
    }

    /** Starts a registry on another bus (for tests of unusual bus addresses). */
    public ManagedProcess startRegistryOn(String busAddress) throws IOException {
        Map<String, String> e = environment();
        e.put("AT_SPI_BUS_ADDRESS", busAddress);
        ManagedProcess p = start("registryd", List.of(SystemPieces.REGISTRYD, "--use-gnome-session=false"), e);
        Deadline.awaitTrue("the registry to own org.a11y.atspi.Registry", READY,
                () -> nameHasOwner(busAddress, "org.a11y.atspi.Registry"));
        return p;
    }


    /** The PIDs of the processes that have a connection to the bus at {@code busAddress}. */
    public List<Long> connectedPids(String busAddress) throws IOException {
        String names = dbusSend("--bus=" + busAddress, "--print-reply", "--dest=org.freedesktop.DBus",
                "/org/freedesktop/DBus", "org.freedesktop.DBus.ListNames");
        List<Long> pids = new ArrayList<>();
        for (String line : names.lines().toList()) {
            String t = line.strip();
            if (t.startsWith("string \":")) {
                String unique = t.substring(8, t.length() - 1);
                try {
                    String pid = dbusSend("--bus=" + busAddress, "--print-reply", "--dest=org.freedesktop.DBus",
                            "/org/freedesktop/DBus", "org.freedesktop.DBus.GetConnectionUnixProcessID",
                            "string:" + unique);
                    pids.add(Long.parseLong(pid.strip().substring(pid.strip().lastIndexOf(' ') + 1)));
                } catch (IOException | NumberFormatException e) {
                    // the connection left meanwhile
                }
            }
        }
        return pids;
    }

    /** A string property of the X root window, or null when it is not set. */
    public String rootProperty(String name) throws IOException {
        String out = run(List.of("xprop", "-root", name), 10).strip();
        int eq = out.indexOf(" = \"");
        return eq < 0 ? null : out.substring(eq + 4, out.length() - 1);
    }

    /** Sets (or with null, removes) a string property of the X root window, as the bus launcher does. */
    public void setRootProperty(String name, String value) throws IOException {
        if (value == null) {
            run(List.of("xprop", "-root", "-remove", name), 10);
        } else {
            run(List.of("xprop", "-root", "-format", name, "8s", "-set", name, value), 10);
        }
    }

    /** Whether a window with exactly this title is mapped on the display. */
    public boolean hasWindow(String title) {
        try {
            return !run(List.of("xdotool", "search", "--onlyvisible", "--name", "^" + title + "$"), 10).isBlank();
        } catch (IOException e) {
            return false;
        }
    }

    /** Kills the registry and waits until its name is gone from the accessibility bus. */
    public void killRegistry() {
        registry.close();
        started.remove(registry);
        Deadline.awaitTrue("org.a11y.atspi.Registry to lose its owner", READY,
                () -> !nameHasOwner(a11yAddress, "org.a11y.atspi.Registry"));
    }

    /** Runs {@code dbus-send} with this desktop's environment; fails on a non-zero exit. */
    public String dbusSend(String... args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add("dbus-send");
        cmd.addAll(List.of(args));
        return run(cmd, 10);
    }

    /** Runs a program with this desktop's environment, returning its output; fails on a non-zero exit. */
    public String run(List<String> command, long timeoutSeconds) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().clear();
        pb.environment().putAll(env);
        Process p = pb.start();
        try {
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException(command + " did not finish within " + timeoutSeconds + " s");
            }
        } catch (InterruptedException ex) {
            Thread.currentThread().interrupt();
            p.destroyForcibly();
            throw new IOException("interrupted", ex);
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.exitValue() != 0) {
            throw new IOException(command + " failed (" + p.exitValue() + "): " + out.strip());
        }
        return out;
    }

    /** Starts a process on this desktop; it is stopped with the desktop unless closed before. */
    public ManagedProcess start(String name, List<String> command, Map<String, String> environment)
            throws IOException {
        Path logs = dir != null ? dir : Files.createTempDirectory("jatspi-logs-");
        ManagedProcess p = ManagedProcess.start(name, command, environment, logs);
        started.add(p);
        return p;
    }

    public boolean nameHasOwner(String busAddress, String name) {
        try {
            return dbusSend("--bus=" + busAddress, "--print-reply", "--dest=org.freedesktop.DBus",
                    "/org/freedesktop/DBus", "org.freedesktop.DBus.NameHasOwner", "string:" + name)
                    .contains("boolean true");
        } catch (IOException e) {
            return false;
        }
    }

    @Override
    public void close() {
        for (int i = started.size() - 1; i >= 0; i--) {
            started.get(i).close();
        }
        started.clear();
        if (owned && dir != null) {
            TempDirs.delete(dir);
        }
    }

    /**
     * Starts Xvfb on a display number it picks itself ({@code -displayfd}): choosing a free
     * number here would race with other desktops starting at the same moment (parallel builds,
     * benchmarks), and the loser would talk to the winner's display.
     */
    private void startDisplay(String xvfb, String openbox) throws IOException {
        for (int attempt = 1; ; attempt++) {
            ManagedProcess x = start("xvfb", List.of(xvfb, "-displayfd", "1", "-screen", "0", "1280x1024x24",
                    "-nolisten", "tcp", "+extension", "XTEST"), env);
            String number = Deadline.await("Xvfb to choose its display", READY, () -> {
                Matcher m = DISPLAY_NUMBER.matcher(x.output());
                return m.find() ? m.group(1) : x.isAlive() ? null : "";
            });
            if (number.isEmpty()) {
                throw new IOException("Xvfb exited before it opened a display: " + x.output());
            }
            env.put("DISPLAY", ":" + number);
            Deadline.awaitTrue("Xvfb :" + number + " to answer", READY,
                    () -> xprop("-root", "RESOURCE_MANAGER") != null);
            try {
                startWindowManager(openbox);
                return;
            } catch (IOException e) {
                // Seen on a loaded machine with other desktops coming and going: a display that
                // answered a moment ago refuses openbox. A fresh Xvfb has always worked.
                started.remove(x);
                x.close();
                if (attempt == 3) {
                    throw new IOException(e.getMessage() + " (Xvfb alive: " + x.isAlive() + ", its output: "
                            + x.output().strip() + ")", e);
                }
            }
        }
    }

    /** Starts openbox and waits until it manages the screen; a start that dies is retried. */
    private void startWindowManager(String openbox) throws IOException {
        Path rc = dir.resolve("openbox-rc.xml");
        Files.writeString(rc, OPENBOX_RC);
        for (int attempt = 1; ; attempt++) {
            ManagedProcess wm = start("openbox", List.of(openbox, "--config-file", rc.toString()), env);
            Boolean managing = Deadline.await("openbox to manage the display", READY, () -> {
                String check = xprop("-root", "_NET_SUPPORTING_WM_CHECK");
                return check != null && check.contains("window id") ? Boolean.TRUE : wm.isAlive() ? null : Boolean.FALSE;
            });
            if (managing) {
                return;
            }
            started.remove(wm);
            if (attempt == 3) {
                throw new IOException("openbox exited three times: " + wm.output());
            }
        }
    }

    /** xprop's output, or null when it fails. */
    private String xprop(String... args) {
        List<String> cmd = new ArrayList<>(List.of("xprop"));
        cmd.addAll(List.of(args));
        try {
            return run(cmd, 5);
        } catch (IOException e) {
            return null;
        }
    }

    private void startSessionBus(String dbusDaemon) throws IOException {
        Path conf = dir.resolve("session.conf");
        Path socket = dir.resolve("session-bus");
        String address = "unix:path=" + socket;
        Files.writeString(conf, BusConfig.listeningOn(address));
        start("session-bus", List.of(dbusDaemon, "--nofork", "--config-file=" + conf), env);
        env.put("DBUS_SESSION_BUS_ADDRESS", address);
        Deadline.awaitTrue("the session bus", READY, () -> {
            try {
                dbusSend("--session", "--print-reply", "--dest=org.freedesktop.DBus", "/org/freedesktop/DBus",
                        "org.freedesktop.DBus.ListNames");
                return true;
            } catch (IOException e) {
                return false;
            }
        });
    }

    /**
     * Stops the accessibility bus — the registry, the launcher and its bus daemon — as when it
     * crashes, and waits until the session bus no longer knows it.
     */
    public void stopAccessibilityBus() {
        killRegistry();
        busLauncher.close();
        started.remove(busLauncher);
        Deadline.awaitTrue("org.a11y.Bus to leave the session bus", READY,
                () -> !nameHasOwner(env.get("DBUS_SESSION_BUS_ADDRESS"), "org.a11y.Bus"));
    }

    /**
     * Starts the accessibility bus and its registry again after {@link #stopAccessibilityBus},
     * with accessibility on (a desktop keeps that setting; this launcher's memory backend does not).
     */
    public void startAccessibilityBusAgain() throws IOException {
        startAccessibilityBus();
        startRegistry();
        setAccessibilityEnabled(true);
    }

    private void startAccessibilityBus() throws IOException {
        busLauncher = start("at-spi-bus-launcher", List.of(SystemPieces.BUS_LAUNCHER, "--launch-immediately"), env);
        a11yAddress = Deadline.await("org.a11y.Bus.GetAddress", READY, () -> {
            try {
                return getA11yAddress();
            } catch (IOException e) {
                return null;
            }
        });
    }

    private String getA11yAddress() throws IOException {
        String out = dbusSend("--session", "--print-reply=literal", "--dest=org.a11y.Bus", "/org/a11y/bus",
                "org.a11y.Bus.GetAddress").strip();
        if (out.isEmpty()) {
            throw new IOException("empty accessibility bus address");
        }
        return out;
    }


    /** Focus new windows, so a Java frame becomes active as on a real desktop. */
    private static final String OPENBOX_RC = """
            <?xml version="1.0" encoding="UTF-8"?>
            <openbox_config xmlns="http://openbox.org/3.4/rc">
              <focus><focusNew>yes</focusNew><followMouse>no</followMouse></focus>
              <placement><policy>Smart</policy></placement>
              <desktops><number>1</number></desktops>
            </openbox_config>
            """;
}
