package io.github.javaatspi.swing;

import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.StateSet;
import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The event thread's side of the hot path: reading one Swing component into a snapshot node
 * (role mapping and refinement, state mapping, name, capabilities), for a panel of the demo's
 * kinds of widgets. Lives in the swing package to reach the package-private snapshotter; the
 * components are never shown, so it runs headless.
 */
@org.openjdk.jmh.annotations.State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Djava.awt.headless=true")
public class SnapshotBench {
    private final List<Accessible> widgets = new ArrayList<>();

    @Setup
    public void setUp() {
        JPanel panel = new JPanel();
        for (int i = 0; i < 25; i++) {
            panel.add(new JButton("Button " + i));
            panel.add(new JLabel("Label " + i));
            panel.add(new JTextField("Field " + i, 10));
            panel.add(new JCheckBox("Check " + i, i % 2 == 0));
        }
        for (Component c : panel.getComponents()) {
            widgets.add((Accessible) c);
        }
    }

    /** Role and states of 100 widgets: the mapping tables and refinement. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public void roleAndStates100(Blackhole bh) {
        for (Accessible a : widgets) {
            AccessibleContext ctx = a.getAccessibleContext();
            Role role = Snapshotter.role(a, ctx, Role.PANEL);
            bh.consume(Snapshotter.states(role, a, ctx));
        }
    }

    /** Whole nodes of 100 widgets, as a snapshot reads them. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public void snapshot100(Blackhole bh) {
        long id = 2;
        for (Accessible a : widgets) {
            AccessibleContext ctx = a.getAccessibleContext();
            Role role = Snapshotter.role(a, ctx, Role.PANEL);
            StateSet states = Snapshotter.states(role, a, ctx);
            Node.Builder b = Snapshotter.read(id++, NodeId.ROOT, role, states, a, ctx, AccessibleTexts.of(a, ctx), 0);
            bh.consume(b.build());
        }
    }
}
