package io.github.javaatspi.stack.orca;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.ManagedProcess;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/** Runs a scenario on a target with Orca listening, and records what Orca said in each step. */
public final class ScenarioRunner {
    /** A JVM starting with an accessibility bridge takes seconds until its window is up and spoken. */
    private static final Duration LAUNCH = Duration.ofSeconds(40);
    /** Orca answers a key for GTK within tens of milliseconds; a step still unanswered after this failed. */
    private static final Duration STEP = Duration.ofSeconds(3);
    /**
     * A step is over when Orca has said its words and then nothing for this long. Orca speaks the
     * follow-ups of one key (a dialog's title, then its focused button) within a few tens of
     * milliseconds of each other, so this leaves a wide margin on a loaded machine.
     */
    private static final Duration QUIET = Duration.ofMillis(400);
    /** After an app closed, the longest Orca may take to fall quiet before the next app starts. */
    private static final Duration SETTLE = Duration.ofSeconds(3);
    private static final AtomicInteger LAUNCHES = new AtomicInteger();
    private static final int REFERENCE_TRIES = 3;

    private final DesktopStack stack;
    private final Orca orca;

    public ScenarioRunner(DesktopStack stack, Orca orca) {
        this.stack = stack;
        this.orca = orca;
    }

    /**
     * The reference run on the twin: run again, up to {@value #REFERENCE_TRIES} times in all,
     * while Orca did not name the twin's window at its launch. Orca 43 now and then misses a GTK
     * window's activation and speaks only the focus; such a reference would fail every candidate
     * whose window Orca did announce.
     */
    public ScenarioRun runReference(Scenario scenario, Target twin) throws IOException {
        ScenarioRun run = run(scenario, twin);
        for (int tries = 1; tries < REFERENCE_TRIES && !announcedWindow(run); tries++) {
            run = run(scenario, twin);
        }
        return run;
    }

    private static boolean announcedWindow(ScenarioRun run) {
        String title = run.scenario().app().title().toLowerCase(Locale.ROOT);
        return run.steps().isEmpty() || !run.steps().get(0).step().isLaunch() || run.steps().get(0).heard().stream()
                .anyMatch(u -> u.isSpeech() && u.text().toLowerCase(Locale.ROOT).contains(title));
    }

    /** Launches the scenario's app on {@code target}, runs the steps, closes the app. */
    public ScenarioRun run(Scenario scenario, Target target) throws IOException {
        String name = ("orca-" + scenario.name() + "-" + target.label() + "-" + LAUNCHES.incrementAndGet())
                .replaceAll("[^A-Za-z0-9-]", "");
        List<StepResult> results = new ArrayList<>();
        ManagedProcess app = null;
        String output = "";
        try (Keyboard keyboard = new Keyboard(stack)) {
            for (Step step : scenario.steps()) {
                int mark = orca.speech().mark();
                long sent = System.nanoTime();
                if (step.isLaunch()) {
                    app = target.launcher().launch(stack, scenario.app(), name);
                } else if (results.get(0).saidUntil()) {
                    sent = keyboard.press(step.keys());
                } else {
                    results.add(StepResult.notRun(step));
                    continue;
                }
                results.add(await(step, mark, sent, step.isLaunch() ? LAUNCH : STEP, scenario.app().vocabulary(),
                        app));
            }
            // Orca 43 ignores a window:activate as "likely from a key grab" while the last key it
            // saw is one it consumed (a scenario may end on an Orca command), so the next app's
            // window would go unannounced. A plain Shift, pressed while this app still forwards
            // keys to Orca, resets that; its echo is over before the next step's mark.
            if (app != null && app.isAlive()) {
                keyboard.press(List.of("shift"));
            }
        } finally {
            if (app != null) {
                app.close();
                output = app.output();
            }
        }
        awaitQuietAfterClose();
        if (!orca.isAlive()) {
            throw new IllegalStateException("Orca died during " + scenario.name() + " on " + target.label() + ": "
                    + orca.output());
        }
        return new ScenarioRun(scenario, target, results, output);
    }

    /** Waits until Orca has said the step's words and fallen quiet, the limit has passed, or the app has exited. */
    private StepResult await(Step step, int mark, long sent, Duration limit, Vocabulary vocabulary,
            ManagedProcess app) {
        SpeechLog speech = orca.speech();
        List<Utterance> heard = Deadline.within(limit, () -> {
            List<Utterance> now = speech.since(mark);
            boolean quiet = !now.isEmpty() && System.nanoTime() - now.get(now.size() - 1).nanos() >= QUIET.toNanos();
            return said(now, step) && quiet || !app.isAlive() ? now : null;
        }).orElseGet(() -> speech.since(mark));
        long delay = heard.stream().filter(u -> u.isSpeech() && u.nanos() >= sent)
                .mapToLong(u -> u.nanos() - sent).findFirst().orElse(-1);
        return new StepResult(step, heard, said(heard, step), delay,
                SpeechFacts.of(heard, vocabulary, step.compared()), true);
    }

    /** Whether Orca said {@code step}'s words; key echo counts only for a step that compares it. */
    private static boolean said(List<Utterance> heard, Step step) {
        String words = step.until().toLowerCase(Locale.ROOT);
        return heard.stream().filter(u -> u.isSpeech() || u.isKeyEcho() && step.compared().contains(Facet.ECHO))
                .anyMatch(u -> u.text().toLowerCase(Locale.ROOT).contains(words));
    }

    /**
     * Waits until Orca has said nothing for {@link #QUIET}, counting from the app's close. Should
     * Orca still talk after {@link #SETTLE}, the next launch's mark keeps that out of its step.
     */
    private void awaitQuietAfterClose() {
        long closed = System.nanoTime();
        Deadline.within(SETTLE, () -> {
            List<Utterance> all = orca.speech().all();
            long last = all.isEmpty() ? closed : Math.max(closed, all.get(all.size() - 1).nanos());
            return System.nanoTime() - last >= QUIET.toNanos() ? Boolean.TRUE : null;
        });
    }
}
