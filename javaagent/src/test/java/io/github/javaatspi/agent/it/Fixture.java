package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.AtspiClient;
import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.JavaApp;
import io.github.javaatspi.stack.Jdks;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.DemoApp;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/** Shared pieces of the end-to-end tests: the agent jar, the demo app, the client. */
final class Fixture {
    static final String MAIN = DemoApp.class.getName();
    private static final AtomicInteger COUNTER = new AtomicInteger();

    private Fixture() {
    }

    static String agentJar() {
        String jar = System.getProperty("javaatspi.agentJar", "target/java-atspi-agent.jar");
        if (!Files.isRegularFile(Path.of(jar))) {
            throw new IllegalStateException("the agent jar " + jar + " is missing: run 'mvn package' first");
        }
        return jar;
    }

    static String demoClasspath() {
        return JavaApp.locationOf(DemoApp.class);
    }

    /** A unique application name per launch, so tests never confuse two apps on one desktop. */
    static String uniqueName(String what, int jdk) {
        return "Demo-" + what + "-" + jdk + "-" + COUNTER.incrementAndGet();
    }

    /** The demo app with the agent, named {@code name}, on Java {@code jdk}. */
    static JavaApp demo(DesktopStack stack, int jdk, String name) throws IOException {
        return app(stack, MAIN, jdk, name);
    }

    /** Test app {@code mainClass} with the agent, named {@code name}, on Java {@code jdk}. */
    static JavaApp app(DesktopStack stack, String mainClass, int jdk, String name) throws IOException {
        return JavaApp.of(stack, mainClass).java(Jdks.java(jdk)).name(name).classpath(demoClasspath())
                .agent(agentJar()).property("javaatspi.appName", name).bridgeDebugLog();
    }

    /** Starts the app and waits until its frame is on the desktop; returns the process. */
    static ManagedProcess startAndWait(JavaApp app, AtspiClient client, String name) throws IOException {
        ManagedProcess p = app.start();
        try {
            client.json("wait-window", name, "--find", "frame|" + DemoApp.TITLE, "--timeout", "30");
        } catch (IOException | RuntimeException e) {
            throw new AssertionError("the app did not appear; its log:\n" + p.output(), e);
        }
        return p;
    }

    /** Waits until the app's log contains {@code text}; a timeout fails with the whole log. */
    static void awaitLog(ManagedProcess app, String text) {
        try {
            Deadline.awaitTrue("'" + text + "' in the app's log", Duration.ofSeconds(30),
                    () -> app.output().contains(text));
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "; the log:\n" + app.output(), e);
        }
    }

    /** The app's threads and their stacks, through the JDK's own jcmd. */
    static String threadDump(DesktopStack stack, int jdk, long pid) throws IOException {
        Path jcmd = Jdks.java(jdk).resolveSibling("jcmd");
        return stack.run(List.of(jcmd.toString(), Long.toString(pid), "Thread.print"), 30);
    }

    /** The names of the app's threads. */
    static List<String> threadNames(DesktopStack stack, int jdk, long pid) throws IOException {
        return threadDump(stack, jdk, pid).lines().filter(l -> l.startsWith("\""))
                .map(l -> l.substring(1, l.indexOf('"', 1))).toList();
    }

    /** The last {@code count} lines of the app's log: enough to see what it did last. */
    static String logTail(ManagedProcess app, int count) {
        List<String> lines = app.output().lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - count), lines.size()));
    }

    /**
     * How far each JIT compiler thread of the app of kind {@code kind} ("C1", "C2") is niced
     * beyond the process's own value, as procps's {@code ps} lists the threads (the process's
     * first thread first).
     */
    static Set<Integer> compilerNiceSteps(DesktopStack stack, long pid, String kind) {
        try {
            List<String[]> threads = stack.run(List.of("ps", "-L", "-o", "ni=,comm=", "-p", Long.toString(pid)), 30)
                    .lines().map(String::strip).filter(l -> !l.isEmpty()).map(l -> l.split("\\s+", 2)).toList();
            int base = Integer.parseInt(threads.get(0)[0]);
            return threads.stream().filter(t -> t.length == 2 && t[1].startsWith(kind + " CompilerThre"))
                    .map(t -> Integer.parseInt(t[0]) - base).collect(Collectors.toSet());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<String> bridgeThreads(DesktopStack stack, int jdk, long pid) throws IOException {
        return threadNames(stack, jdk, pid).stream().filter(n -> n.startsWith("javaatspi")).toList();
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> nodes(Map<String, Object> walk) {
        return (List<Map<String, Object>>) walk.get("nodes");
    }

    /**
     * Each object of a walk is reached once, and each child names its parent and its index as
     * the parent lists it.
     */
    static void assertStructureIsConsistent(List<Map<String, Object>> nodes) {
        Map<String, Map<String, Object>> byPath = new HashMap<>();
        for (Map<String, Object> n : nodes) {
            assertThat(byPath.put((String) n.get("path"), n)).as("each object is reached once: %s", n.get("path"))
                    .isNull();
        }
        for (Map<String, Object> n : nodes) {
            @SuppressWarnings("unchecked")
            List<String> children = (List<String>) n.get("children");
            for (int i = 0; i < children.size(); i++) {
                Map<String, Object> child = byPath.get(children.get(i));
                assertThat(child).as("child %d of %s", i, n.get("path")).isNotNull();
                assertThat(child.get("parent")).as("parent of %s", child.get("path")).isEqualTo(n.get("path"));
                assertThat(((Number) child.get("index")).intValue()).as("index of %s", child.get("path")).isEqualTo(i);
            }
        }
    }
}
