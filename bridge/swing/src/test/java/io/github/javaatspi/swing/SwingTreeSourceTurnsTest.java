package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.stack.Deadline;
import java.awt.GridLayout;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.Timer;
import javax.swing.WindowConstants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A window too large to read in one turn of the event thread: the application's events run
 * between the turns, the window reaches the sink whole, and a change made meanwhile is in it.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class SwingTreeSourceTurnsTest extends SwingSourceFixture {
    /** Far more than one turn reads, however fast the machine (a node costs microseconds). */
    private static final int PANELS = 200;
    private static final int LABELS_PER_PANEL = 100;
    private static final int LABELS = PANELS * LABELS_PER_PANEL;
    private static final String RENAMED = "renamed while the window was read";

    @Test
    void aLongReadLetsTheApplicationRunAndIsPublishedWhole() throws Exception {
        start(config());
        String title = "Many labels " + COUNTER.incrementAndGet();
        JLabel[] labels = new JLabel[LABELS];
        AtomicInteger turnsWhileReading = new AtomicInteger();
        // The application's own events: a timer whose first tick during the read renames the
        // first label (read by then, so the change must reach a node already read).
        Timer app = OnEdt.call(() -> new Timer(1, e -> {
            if (source.readInProgress() && turnsWhileReading.getAndIncrement() == 0) {
                labels[0].setText(RENAMED);
            }
        }));
        OnEdt.run(app::start);
        try {
            OnEdt.run(() -> {
                JPanel panel = new JPanel(new GridLayout(0, 20));
                for (int p = 0; p < PANELS; p++) {
                    JPanel inner = new JPanel(new GridLayout(0, 10));
                    for (int i = p * LABELS_PER_PANEL; i < (p + 1) * LABELS_PER_PANEL; i++) {
                        labels[i] = new JLabel("Label " + i);
                        inner.add(labels[i]);
                    }
                    panel.add(inner);
                }
                JFrame frame = new JFrame(title);
                frame.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
                frame.setContentPane(panel);
                frame.setSize(900, 700);
                windows.add(frame);
                frame.setVisible(true);
            });

            TreeUpdate first = Deadline.await("the update that brings the window", WAIT, () -> {
                for (TreeUpdate u; (u = updates.poll()) != null; ) {
                    tree.apply(u, ChangeHandler.NONE);
                    if (u.nodes().stream().anyMatch(n -> n.role() == Role.FRAME && n.name().equals(title))) {
                        return u;
                    }
                }
                return null;
            });
            assertThat(first.nodes().stream().filter(n -> n.role() == Role.LABEL).count())
                    .as("labels in the update that brought the window").isEqualTo(LABELS);
            assertThat(turnsWhileReading.get()).as("the application's timer events while the window was read")
                    .isPositive();
            Node frame = childOfRoot(Role.FRAME, title);
            awaitNode("the first label, renamed during the read", frame.id(), Role.LABEL, RENAMED);
            assertTreeIsConsistent();
        } finally {
            OnEdt.run(app::stop);
        }
    }
}
