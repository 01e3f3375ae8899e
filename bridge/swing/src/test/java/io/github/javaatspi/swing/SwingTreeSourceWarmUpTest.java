package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.ScreenPlace;
import java.awt.event.KeyEvent;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The source's read warm-up once a screen reader listens, with real windows: every node read
 * again, nothing changed, ended by the first key.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class SwingTreeSourceWarmUpTest extends SwingSourceFixture {
    @Test
    void aReadWarmUpReadsEveryNodeAgainAndChangesNothing() throws Exception {
        start(config());
        Demo ui = showDemo();
        awaitNode("the check box", awaitFrame(ui.frame.getTitle()).id(), Role.CHECK_BOX, "Check me");
        settled(NodeId.ROOT, ui.label);
        // The marker's wider text wraps the row on a later layout, which moves the buttons without
        // a re-read (their bounds and places stay stale until something reads them). Lay out now
        // and let one pass read every node, so the tree compared below is current.
        OnEdt.run(ui.frame::validate);
        warmUp(1);
        List<Node> before = List.copyOf(tree.nodes());

        warmUp(3);

        int known = OnEdt.call(() -> source.identities().size());
        assertThat(OnEdt.call(() -> source.readWarmUp().nodesRead())).as("three passes over every node")
                .isEqualTo(3 * Math.min(known, SwingTreeSource.WARM_UP_NODES));
        assertThat(unstamped(tree.nodes())).as("the same nodes; only their places may carry a newer epoch")
                .containsExactlyInAnyOrderElementsOf(unstamped(before));
    }

    /** Runs a warm-up of {@code passes} to its end and applies what it published. */
    private void warmUp(int passes) throws Exception {
        source.warmUpReads(passes);
        OnEdt.run(() -> { }); // the warm-up starts in an event queued before this one
        OnEdt.awaitTrue("the warm-up to end", () -> !source.readWarmUp().running());
        sync();
    }

    private static List<Node> unstamped(Collection<Node> nodes) {
        return nodes.stream().map(n -> n.place() == null ? n : n.toBuilder().place(new ScreenPlace(
                n.place().onScreen(), n.place().windowX(), n.place().windowY(), n.place().parentX(),
                n.place().parentY(), 0, n.place().nested())).build()).toList();
    }

    @Test
    void theFirstKeyEndsAReadWarmUp() throws Exception {
        start(config());
        Demo ui = showDemo();
        awaitFrame(ui.frame.getTitle());
        OnEdt.focus(ui.go);
        source.warmUpReads(1000);
        OnEdt.awaitTrue("the warm-up to read", () -> source.readWarmUp().nodesRead() > 0);

        OnEdt.run(() -> ui.go.dispatchEvent(new KeyEvent(ui.go, KeyEvent.KEY_PRESSED, System.currentTimeMillis(), 0,
                KeyEvent.VK_SHIFT, KeyEvent.CHAR_UNDEFINED)));

        assertThat(OnEdt.call(() -> source.readWarmUp().running())).isFalse();
    }
}
