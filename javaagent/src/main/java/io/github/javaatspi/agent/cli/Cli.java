package io.github.javaatspi.agent.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarFile;

/** {@code java-atspi}: reads the command line, runs one command, returns the exit status. */
public final class Cli {
    static final String INSTALLED_JAR = "/usr/share/java/java-atspi-agent.jar";
    static final String INSTALLED_LAUNCHER = "/usr/bin/java-atspi";

    static final String USAGE = """
            Usage: java-atspi COMMAND [ARGUMENTS]
            Makes Java Swing and AWT applications accessible to screen readers such as Orca (AT-SPI2).

            Commands:
              enable [--system|--user]   give every Java application you start from now on the bridge:
                                         for all users when run as root, otherwise for you
              disable [--system|--user]  stop that (running applications keep the bridge until they exit)
              status                     what is enabled where, and the Java runtimes found
              attach PID|NAME            load the bridge into a running Java application now
              list                       your running Java applications and whether they have the bridge
              dump PID|NAME              an application's accessible tree, as a screen reader sees it
              events PID|NAME [--count N] [--timeout SECONDS]
                                         print an application's accessibility events as they happen
              doctor [PID|NAME]          check the desktop, the configuration and one application,
                                         and say how to fix each problem found
              watch                      the session helper that 'enable' starts (runs until disabled)
              help                       show this text
              --version                  show the version

            NAME is an application's name on the desktop, or its jar or main class.
            Exit status: 0 done (doctor: healthy), 1 failed (doctor: a problem found), 2 wrong usage.
            java-atspi is the same as 'java -jar java-atspi-agent.jar'. See java-atspi(1).
            """;

    private final PrintStream out;
    private final PrintStream err;
    private final Map<String, String> env;
    private final String agentJar;
    private final ProcFs proc = ProcFs.system();

    Cli(PrintStream out, PrintStream err, Map<String, String> env, String agentJar) {
        this.out = out;
        this.err = err;
        this.env = env;
        this.agentJar = agentJar;
    }

    /** Entry from the bootstrap's {@code Main}; {@code agentJar} is null when not run from the jar. */
    public static int run(String[] args, String agentJar) {
        return new Cli(System.out, System.err, System.getenv(), agentJar).execute(args);
    }

    int execute(String[] argv) {
        List<String> args = new ArrayList<>(Arrays.asList(argv));
        if (args.isEmpty()) {
            err.print(USAGE);
            return Exit.USAGE;
        }
        String command = args.remove(0);
        try {
            return dispatch(command, args);
        } catch (UsageException e) {
            err.println("java-atspi: " + e.getMessage());
            err.println("Try 'java-atspi help'.");
            return Exit.USAGE;
        } catch (CommandFailed e) {
            err.println("java-atspi " + command + ": " + e.getMessage());
            return Exit.FAILED;
        } catch (IOException e) {
            err.println("java-atspi " + command + ": " + e.getMessage());
            return Exit.FAILED;
        } finally {
            out.flush();
        }
    }

    private int dispatch(String command, List<String> args) throws UsageException, CommandFailed, IOException {
        switch (command) {
            case "help", "--help", "-h" -> {
                none(args);
                out.print(USAGE);
                return Exit.OK;
            }
            case "--version", "version" -> {
                none(args);
                out.println("java-atspi " + version());
                return Exit.OK;
            }
            case "enable", "disable" -> {
                Enablement.Scope scope = scope(args);
                return new EnablementReport(enablement(), JdkFinder.standard(env), out)
                        .change(command.equals("enable"), scope, env);
            }
            case "status" -> {
                none(args);
                return new EnablementReport(enablement(), JdkFinder.standard(env), out).status(env);
            }
            case "attach" -> {
                return new AttachCommand(proc, requireJar(), display(), out).run(one(args, "PID|NAME"), env);
            }
            case "list" -> {
                none(args);
                return new ListCommand(proc, out).run(env);
            }
            case "dump" -> {
                String target = one(args, "PID|NAME");
                try (Desktop d = Desktop.connect(env)) {
                    Desktop.App app = Targets.app(d, proc, target, display());
                    for (Desktop.Node n : d.walk(app.root())) {
                        out.println("  ".repeat(n.depth()) + n.role() + " '" + n.name() + "' "
                                + String.join(",", n.states()));
                    }
                }
                return Exit.OK;
            }
            case "events" -> {
                long count = number(option(args, "--count"), "--count");
                long timeoutSeconds = number(option(args, "--timeout"), "--timeout");
                String target = one(args, "PID|NAME");
                try (Desktop d = Desktop.connect(env)) {
                    Desktop.App app = Targets.app(d, proc, target, display());
                    return new EventMonitor(d, out).run(app, (int) count, timeoutSeconds * 1000);
                }
            }
            case "doctor" -> {
                if (args.size() > 1) {
                    throw new UsageException("doctor takes at most one PID|NAME");
                }
                return new Doctor(env, enablement(), JdkFinder.standard(env), proc, display(), out)
                        .run(args.isEmpty() ? null : args.get(0));
            }
            case "watch" -> {
                none(args);
                Enablement e = enablement();
                return new Watcher(proc, requireJar(), e::enabledForUser, display(), out).run(env);
            }
            default -> throw new UsageException("unknown command '" + command + "'");
        }
    }

    /** The display of the session we run in: the JVMs a name means first, and those the watcher serves. */
    private String display() {
        return ProcFs.displayOf(env.entrySet().stream().map(x -> x.getKey() + "=" + x.getValue()).toList());
    }

    private Enablement enablement() throws CommandFailed {
        return Enablement.standard(env, watchCommand());
    }

    /** How an autostart entry starts the watcher: the installed launcher, or this jar with this Java. */
    List<String> watchCommand() throws CommandFailed {
        String jar = requireJar();
        if (Files.isExecutable(Path.of(INSTALLED_LAUNCHER)) && sameFile(jar, INSTALLED_JAR)) {
            // The launcher and its unversioned jar link outlive upgrades; the versioned file does not.
            return List.of(INSTALLED_LAUNCHER, "watch");
        }
        return List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", jar, "watch");
    }

    private static boolean sameFile(String a, String b) {
        try {
            return Files.isSameFile(Path.of(a), Path.of(b));
        } catch (IOException e) {
            return false;
        }
    }

    private String requireJar() throws CommandFailed {
        if (agentJar == null) {
            throw new CommandFailed("run this from java-atspi-agent.jar (java -jar java-atspi-agent.jar ...)");
        }
        return agentJar;
    }

    private String version() {
        if (agentJar != null) {
            try (JarFile jar = new JarFile(agentJar)) {
                String v = jar.getManifest().getMainAttributes().getValue("Implementation-Version");
                if (v != null) {
                    return v;
                }
            } catch (IOException | RuntimeException e) {
                // fall through: a version we cannot read is reported as such
            }
        }
        return "(unknown version)";
    }

    private static Enablement.Scope scope(List<String> args) throws UsageException {
        Enablement.Scope scope = Enablement.defaultScope();
        for (String a : args) {
            scope = switch (a) {
                case "--system" -> Enablement.Scope.SYSTEM;
                case "--user" -> Enablement.Scope.USER;
                default -> throw new UsageException("unknown option '" + a + "' (expected --system or --user)");
            };
        }
        return scope;
    }

    private static void none(List<String> args) throws UsageException {
        if (!args.isEmpty()) {
            throw new UsageException("unexpected argument '" + args.get(0) + "'");
        }
    }

    private static String one(List<String> args, String what) throws UsageException {
        if (args.size() != 1 || args.get(0).startsWith("-")) {
            throw new UsageException(args.isEmpty() ? "missing " + what : "expected one " + what + ", got "
                    + String.join(" ", args));
        }
        return args.get(0);
    }

    /** Removes {@code --name VALUE} from {@code args}. */
    private static Optional<String> option(List<String> args, String name) throws UsageException {
        int i = args.indexOf(name);
        if (i < 0) {
            return Optional.empty();
        }
        if (i + 1 >= args.size()) {
            throw new UsageException(name + " needs a value");
        }
        String v = args.get(i + 1);
        args.subList(i, i + 2).clear();
        return Optional.of(v);
    }

    private static long number(Optional<String> value, String name) throws UsageException {
        if (value.isEmpty()) {
            return 0;
        }
        try {
            long n = Long.parseLong(value.get());
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException(name + " wants a positive whole number, not '" + value.get() + "'");
    }
}
