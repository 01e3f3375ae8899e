package io.github.javaatspi.stack.orca;

import io.github.javaatspi.stack.AtspiClient;
import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.JavaApp;
import io.github.javaatspi.stack.ManagedProcess;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarFile;

/**
 * What Orca says for any Java application under the bridge, headless: the application on a
 * private desktop with the distribution's Orca, the keys given typed one after the other, and
 * after each what Orca said until it fell quiet. For a developer who adds the bridge to an
 * application and wants to hear it, and for finding what a real application does that the
 * suite's apps do not (SwingSet2 found two bugs that way). Not a test: nothing is compared.
 *
 * <p>Arguments: {@code AGENT_JAR [JVM_OPTION...] (-jar APP_JAR | -cp CLASS_PATH MAIN_CLASS) [KEY...]}:
 * the options an application's launcher gives its JVM ({@code -Dname=value},
 * {@code --add-opens=…}), then keys in xdotool's names ({@code Tab}, {@code shift+Tab},
 * {@code alt+f}; several in one argument, split by spaces, are one step).
 */
public final class OrcaListen {
    /** Orca has finished with a key when it has said nothing for this long. */
    private static final Duration QUIET = Duration.ofMillis(600);
    /** The longest a key's speech is waited for. */
    private static final Duration STEP_LIMIT = Duration.ofSeconds(5);
    private static final Duration LAUNCH_LIMIT = Duration.ofSeconds(60);

    private OrcaListen() {
    }

    public static void main(String[] args) throws IOException {
        int launchAt = 1;
        while (launchAt < args.length && args[launchAt].startsWith("-") && !isLaunch(args[launchAt])) {
            launchAt++;
        }
        boolean complete = launchAt + 1 < args.length && isLaunch(args[launchAt])
                && !(args[launchAt].equals("-cp") && launchAt + 2 >= args.length);
        if (!complete) {
            System.err.println("usage: OrcaListen AGENT_JAR [JVM_OPTION...] (-jar APP_JAR | -cp CLASS_PATH MAIN_CLASS) "
                    + "[KEY...]");
            System.exit(64);
        }
        boolean jar = args[launchAt].equals("-jar");
        String classPath = args[launchAt + 1];
        String mainClass = jar ? mainClassOf(Path.of(classPath)) : args[launchAt + 2];
        List<String> keys = Arrays.asList(args).subList(launchAt + (jar ? 2 : 3), args.length);
        String name = mainClass.substring(mainClass.lastIndexOf('.') + 1);

        try (DesktopStack stack = DesktopStack.startPrivate(); Orca orca = Orca.start(stack, null)) {
            int beforeLaunch = orca.speech().mark();
            JavaApp launch = JavaApp.of(stack, mainClass).name("listened-app").classpath(classPath)
                    .agent(args[0]).property("javaatspi.appName", name);
            for (String option : Arrays.asList(args).subList(1, launchAt)) {
                launch.jvmArg(option);
            }
            ManagedProcess app = launch.start();
            try (Keyboard keyboard = new Keyboard(stack)) {
                new AtspiClient(stack).json("wait-window", name, "--timeout", String.valueOf(LAUNCH_LIMIT.toSeconds()));
                print("(the window opens)", awaitQuiet(orca.speech(), beforeLaunch, LAUNCH_LIMIT, true));
                for (String key : keys) {
                    int mark = orca.speech().mark();
                    keyboard.press(List.of(key.split(" ")));
                    print(key, awaitQuiet(orca.speech(), mark, STEP_LIMIT, false));
                }
            } finally {
                app.close();
                String output = app.output();
                if (!output.isBlank()) {
                    System.out.println("\nThe application's output:\n" + output);
                }
            }
        }
    }

    /**
     * What Orca said since {@code mark}, once it has been quiet for {@link #QUIET} (or at
     * {@code limit}); with {@code spoken}, only once it has said something.
     */
    private static List<Utterance> awaitQuiet(SpeechLog speech, int mark, Duration limit, boolean spoken) {
        long start = System.nanoTime();
        return Deadline.within(limit, () -> {
            List<Utterance> said = speech.since(mark);
            if (spoken && said.stream().noneMatch(Utterance::isSpeech)) {
                return null;
            }
            long last = said.isEmpty() ? start : said.get(said.size() - 1).nanos();
            return System.nanoTime() - last >= QUIET.toNanos() ? said : null;
        }).orElseGet(() -> speech.since(mark));
    }

    private static void print(String key, List<Utterance> said) {
        System.out.println("[" + key + "]");
        List<Utterance> words = said.stream().filter(u -> u.isSpeech() || u.isKeyEcho()).toList();
        if (words.isEmpty()) {
            System.out.println("    (silence)");
        }
        for (Utterance u : words) {
            System.out.println("    " + u);
        }
    }

    private static boolean isLaunch(String arg) {
        return arg.equals("-jar") || arg.equals("-cp");
    }

    private static String mainClassOf(Path jar) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            String main = file.getManifest() == null ? null
                    : file.getManifest().getMainAttributes().getValue(Attributes.Name.MAIN_CLASS);
            if (main == null) {
                throw new IllegalArgumentException(
                        jar + " names no Main-Class in its manifest: use -cp CLASS_PATH MAIN_CLASS");
            }
            return main;
        }
    }
}
