package io.github.javaatspi.agent.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/** {@code java-atspi attach PID|NAME}: loads the bridge into a running application and waits until it shows. */
final class AttachCommand {
    static final Duration APPEAR = Duration.ofSeconds(15);
    private static final long POLL_MILLIS = 100;

    private final ProcFs proc;
    private final String agentJar;
    private final String display;
    private final PrintStream out;

    AttachCommand(ProcFs proc, String agentJar, String display, PrintStream out) {
        this.proc = proc;
        this.display = display;
        this.agentJar = agentJar;
        this.out = out;
    }

    int run(String target, Map<String, String> env) throws CommandFailed {
        JvmProcess jvm = Targets.jvm(proc, target, display);
        String who = "'" + jvm.name() + "' (PID " + jvm.pid() + ")";
        if (!jvm.gui()) {
            // Loading it now would start AWT in a program that has no window.
            throw new CommandFailed(who + " has not opened a window; attach once it has one");
        }
        Attacher.Facts facts = Attacher.facts(jvm.pid());
        if (facts.feature() < JdkFinder.MINIMUM) {
            throw new CommandFailed(who + " runs Java " + facts.feature() + "; the bridge needs Java "
                    + JdkFinder.MINIMUM);
        }
        if (facts.hasBridge()) {
            out.println(who + " has the bridge already: " + facts.describe());
        } else {
            Attacher.load(jvm.pid(), agentJar);
            out.println("Loaded the bridge into " + who + ".");
        }
        Optional<Desktop.App> app = awaitOnDesktop(jvm.pid(), env);
        if (app.isPresent()) {
            out.println("It is on the accessibility desktop as '" + app.get().name() + "'.");
            return Exit.OK;
        }
        out.println("It is not on the accessibility desktop yet; 'java-atspi doctor " + jvm.pid()
                + "' says why (often: accessibility is off until a screen reader runs).");
        return Exit.OK;
    }

    /** Polls the desktop until the application registers there, within {@link #APPEAR}. */
    private Optional<Desktop.App> awaitOnDesktop(long pid, Map<String, String> env) {
        long end = System.nanoTime() + APPEAR.toNanos();
        try (Desktop d = Desktop.connect(env)) {
            while (System.nanoTime() < end) {
                Optional<Desktop.App> app = d.appOfPid(pid);
                if (app.isPresent()) {
                    return app;
                }
                Thread.sleep(POLL_MILLIS);
            }
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Optional.empty();
    }
}
