package io.github.javaatspi.stack.orca;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.DesktopStack;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.stack.SystemPieces;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Orca screen reader from the distribution, running headless on a private desktop with a
 * fresh preferences directory, its speech recorded instead of played.
 *
 * <p>Why a speech server of our own rather than Orca's debug file: the recorder sees exactly the
 * calls a synthesizer would get, already split into speech, single characters and key echo,
 * with a timestamp on the clock {@link System#nanoTime()} reads; the debug file would have to
 * run Orca at its most verbose level (slowing the very reactions we time) and be parsed from a
 * format meant for people, which changes between Orca versions.
 */
public final class Orca implements AutoCloseable {
    /** Orca needs about 120 MB; far beyond that it is looping. */
    private static final long MAX_HEAP_BYTES = 2L << 30;

    /** Orca's start (Python, GTK, reading the desktop) takes a few seconds on a loaded machine. */
    private static final Duration READY = Duration.ofSeconds(60);
    /** How long to wait for another run of ours to finish with its Orca. */
    private static final Duration SLOT = Duration.ofMinutes(5);

    private final OrcaSlot slot;
    private final ManagedProcess process;
    private final SpeechLog speech;

    private Orca(OrcaSlot slot, ManagedProcess process, SpeechLog speech) {
        this.slot = slot;
        this.process = process;
        this.speech = speech;
    }

    /**
     * Starts Orca on {@code stack} and waits until it handles events. With {@code debugFile}
     * not null, Orca also writes its own debug log there (slower; for finding out why it said
     * something).
     */
    public static Orca start(DesktopStack stack, Path debugFile) throws IOException {
        String orca = SystemPieces.require("orca", "orca");
        if (!stack.isPrivate()) {
            throw new IllegalArgumentException("Orca runs only on a private desktop, never on the user's session");
        }
        OrcaSlot slot = OrcaSlot.acquire(SLOT);
        try {
            Path dir = Files.createTempDirectory(stack.directory(), "orca-");
            Path log = dir.resolve("speech.jsonl");
            Map<String, String> env = stack.environment();
            env.put("JAVAATSPI_SPEECH_LOG", log.toString());
            // For diagnosis only: a directory with a sitecustomize.py, such as scripts/orca-probe.
            String probe = System.getenv("JAVAATSPI_ORCA_PYTHONPATH");
            if (probe != null && !probe.isBlank()) {
                env.put("PYTHONPATH", Path.of(probe).toAbsolutePath().toString());
                // Its switches (ORCA_PROBE_LOG, ORCA_PROBE_CALLS) come from our own environment.
                System.getenv().forEach((name, value) -> {
                    if (name.startsWith("ORCA_PROBE_")) {
                        env.put(name, value);
                    }
                });
            }
            // Orca 43 has been seen to run away (23 GB, then the kernel's OOM killer) during a
            // scenario; a cap on its heap makes such a run fail alone instead of starving the machine.
            List<String> command = new ArrayList<>(List.of("prlimit", "--data=" + MAX_HEAP_BYTES, orca,
                    "--user-prefs", OrcaPreferences.write(dir.resolve("prefs")).toString()));
            if (debugFile != null) {
                command.addAll(List.of("--debug-file", debugFile.toAbsolutePath().toString()));
            }
            Orca started = new Orca(slot, stack.start("orca", command, env), new SpeechLog(log));
            try {
                started.awaitReady();
            } catch (RuntimeException | Error e) {
                started.process.close();
                throw e;
            }
            return started;
        } catch (IOException | RuntimeException | Error e) {
            slot.close();
            throw e;
        }
    }

    public SpeechLog speech() {
        return speech;
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** Orca's own output (errors, warnings), for failure messages. */
    public String output() {
        return process.output();
    }

    private void awaitReady() {
        Boolean ready = Deadline.await("Orca to start handling events", READY, () -> {
            if (speech.all().stream().anyMatch(u -> u.kind().equals("ready"))) {
                return Boolean.TRUE;
            }
            return process.isAlive() ? null : Boolean.FALSE;
        });
        if (!ready) {
            throw new IllegalStateException("Orca exited while starting: " + process.output().strip());
        }
    }

    @Override
    public void close() throws IOException {
        try {
            process.close();
        } finally {
            slot.close();
        }
    }
}
