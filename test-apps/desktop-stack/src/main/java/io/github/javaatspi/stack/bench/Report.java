package io.github.javaatspi.stack.bench;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.Set;

/** The bench's figures as markdown: one table per section, ratios of the bridge to the others, the targets. */
final class Report {
    private Report() {
    }

    static String markdown(Figures f, List<String> header, List<String> targets, List<String> notes) {
        StringBuilder out = new StringBuilder("# Benchmark report\n\n");
        header.forEach(h -> out.append("- ").append(h).append('\n'));
        out.append("\nEach figure is the median of its rounds. Ratios are the bridge's figure divided by the "
                + "other's: below 1 is better for times, above 1 for rates.\n");
        Set<String> sections = new LinkedHashSet<>();
        f.measures().forEach(m -> sections.add(m.section()));
        for (String section : sections) {
            List<Figures.Measure> rows = f.measures().stream().filter(m -> m.section().equals(section)).toList();
            List<String> cols = new ArrayList<>();
            for (String s : List.of(Figures.FLOOR, Figures.BRIDGE, Figures.GTK, Figures.JAW, Figures.PLAIN)) {
                if (rows.stream().anyMatch(m -> f.median(m, s).isPresent())) {
                    cols.add(s);
                }
            }
            List<String> ratios = cols.stream().filter(s -> !s.equals(Figures.BRIDGE) && !s.equals(Figures.PLAIN))
                    .toList();
            out.append("\n## ").append(section).append("\n\n| measure |");
            cols.forEach(c -> out.append(' ').append(c).append(" |"));
            ratios.forEach(c -> out.append(" bridge ÷ ").append(c).append(" |"));
            out.append("\n|---|");
            cols.forEach(c -> out.append("---:|"));
            ratios.forEach(c -> out.append("---:|"));
            out.append('\n');
            for (Figures.Measure m : rows) {
                out.append("| ").append(m.name()).append(m.unit().isEmpty() ? "" : " (" + m.unit() + ")").append(" |");
                for (String c : cols) {
                    OptionalDouble v = f.median(m, c);
                    out.append(' ').append(v.isPresent() ? number(v.getAsDouble()) : "–").append(" |");
                }
                OptionalDouble ours = f.median(m, Figures.BRIDGE);
                for (String c : ratios) {
                    OptionalDouble v = f.median(m, c);
                    boolean ok = ours.isPresent() && v.isPresent() && v.getAsDouble() != 0;
                    out.append(' ').append(ok ? String.format(Locale.ROOT, "%.2f×", ours.getAsDouble() / v.getAsDouble())
                            : "–").append(" |");
                }
                out.append('\n');
            }
        }
        out.append("\n## Targets (issue 6)\n\n");
        targets.forEach(t -> out.append("- ").append(t).append('\n'));
        if (!notes.isEmpty()) {
            out.append("\n## Notes\n\n");
            notes.forEach(n -> out.append("- ").append(n).append('\n'));
        }
        return out.toString();
    }

    static String number(double v) {
        double a = Math.abs(v);
        if (a >= 1000) {
            return String.format(Locale.ROOT, "%,.0f", v);
        }
        if (a >= 100) {
            return String.format(Locale.ROOT, "%.0f", v);
        }
        if (a >= 10) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        return String.format(Locale.ROOT, "%.2f", v);
    }
}
