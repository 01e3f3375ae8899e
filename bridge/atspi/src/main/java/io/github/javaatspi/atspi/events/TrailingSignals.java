package io.github.javaatspi.atspi.events;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Holds back, for a moment, what a focus move sends after the event a screen reader presents the
 * new focus from: the old focus's {@code state-changed:focused 0}, the states it and other
 * objects lost, their containers' selection events, the new focus's own later changes. A screen
 * reader handles events one after another and takes each in (Orca 43: a dozen and a half
 * questions each, 0.3–0.6 ms) before it starts presenting the first; sent with the arrival,
 * those it then ignores came between the key and its speech. Held, they follow once the screen
 * reader has presented the arrival, or right before any later signal, so the order on the wire
 * never changes. Tree thread only.
 */
final class TrailingSignals implements SignalSink {
    private final SignalSink delegate;
    private final Consumer<Runnable> later;
    private final List<AtspiSignal> held = new ArrayList<>();
    private boolean holding;
    /** The pending release's token (0: none); a release that finds another token lets it be. */
    private long pendingRelease;
    private long releasesAsked;

    /**
     * @param later runs the release of what was held, once the moment has passed (on this
     *     thread); {@code Runnable::run} sends it at the end of the update
     */
    TrailingSignals(SignalSink delegate, Consumer<Runnable> later) {
        this.delegate = delegate;
        this.later = later;
    }

    @Override
    public void emit(AtspiSignal s) {
        if (holding) {
            held.add(s);
        } else {
            release();
            delegate.emit(s);
        }
    }

    /** From here to the end of the update, every signal waits. */
    void holdAll() {
        holding = true;
    }

    /** The update is over: what it held goes out once the moment has passed, or before the next signal. */
    void endOfUpdate() {
        holding = false;
        if (!held.isEmpty() && pendingRelease == 0) {
            long token = ++releasesAsked;
            pendingRelease = token;
            later.accept(() -> {
                // Released early by a later signal: this moment belongs to nothing held now.
                if (pendingRelease == token) {
                    release();
                }
            });
        }
    }

    private void release() {
        pendingRelease = 0;
        if (held.isEmpty()) {
            return;
        }
        List<AtspiSignal> out = List.copyOf(held);
        held.clear();
        out.forEach(delegate::emit);
    }
}
