package io.github.javaatspi.atspi.events;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a focus move holds back, and that nothing ever overtakes it on the wire. */
class TrailingSignalsTest {
    private final List<String> sent = new ArrayList<>();
    private final List<Runnable> releases = new ArrayList<>();
    private final TrailingSignals trail = new TrailingSignals(s -> sent.add(s.member() + " " + s.path()),
            releases::add);

    @Test
    void afterHoldAllEverySignalWaits() {
        trail.emit(signal("ActiveDescendant", 6));
        trail.holdAll();
        trail.emit(signal("Focus", 8));
        trail.endOfUpdate();

        assertThat(sent).containsExactly("ActiveDescendant " + ObjectPaths.of(6));
        releases.get(0).run();
        assertThat(sent).containsExactly("ActiveDescendant " + ObjectPaths.of(6), "Focus " + ObjectPaths.of(8));
    }

    @Test
    void aLaterSignalSendsWhatWasHeldFirstAndTheMomentThenFindsNothingLeft() {
        trail.holdAll();
        trail.emit(signal("Left", 2));
        trail.endOfUpdate();
        trail.emit(signal("NextKeysFocus", 3));

        assertThat(sent).containsExactly("Left " + ObjectPaths.of(2), "NextKeysFocus " + ObjectPaths.of(3));
        releases.get(0).run();
        assertThat(sent).hasSize(2);
    }

    @Test
    void anUpdateThatHeldNothingAsksForNoRelease() {
        trail.emit(signal("Focus", 1));
        trail.holdAll();
        trail.endOfUpdate();

        assertThat(sent).containsExactly("Focus " + ObjectPaths.of(1));
        assertThat(releases).isEmpty();
    }

    @Test
    void twoHoldingUpdatesBeforeTheMomentShareOneReleaseAndKeepTheirOrder() {
        trail.holdAll();
        trail.emit(signal("First", 2));
        trail.endOfUpdate();
        trail.holdAll();
        trail.emit(signal("Second", 3));
        trail.endOfUpdate();

        assertThat(sent).isEmpty();
        assertThat(releases).hasSize(1);
        releases.get(0).run();
        assertThat(sent).containsExactly("First " + ObjectPaths.of(2), "Second " + ObjectPaths.of(3));
    }

    @Test
    void aMomentAskedForSignalsAlreadySentDoesNotCutTheNextUpdatesMomentShort() {
        trail.holdAll();
        trail.emit(signal("First", 2));
        trail.endOfUpdate();
        trail.emit(signal("NextFocus", 3));
        trail.holdAll();
        trail.emit(signal("Second", 4));
        trail.endOfUpdate();

        releases.get(0).run();
        assertThat(sent).containsExactly("First " + ObjectPaths.of(2), "NextFocus " + ObjectPaths.of(3));
        assertThat(releases).hasSize(2);
        releases.get(1).run();
        assertThat(sent).endsWith("Second " + ObjectPaths.of(4));
    }

    private static AtspiSignal signal(String member, long id) {
        return AtspiSignal.event(ObjectPaths.of(id), Interfaces.EVENT_OBJECT, member, "", 0, 0, "i", 0);
    }
}
