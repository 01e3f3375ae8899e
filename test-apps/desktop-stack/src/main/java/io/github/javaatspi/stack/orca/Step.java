package io.github.javaatspi.stack.orca;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * One step of a scenario, as data: the keys a user presses, the words that tell the step is
 * done (Orca has said them; they are also the least a toolkit must get Orca to say, so a step
 * whose GTK twin never says them is not counted), and the facets of the speech compared with
 * the twin's.
 *
 * @param name     what the step does, for reports
 * @param keys     xdotool key names pressed in order; none for the step that launches the app
 * @param until    words Orca must say (case is ignored)
 * @param compared the facets compared with the GTK twin
 * @param gate     whether OrcaIT asserts this step for the bridge today, and why
 */
public record Step(String name, List<String> keys, String until, Set<Facet> compared, Gate gate) {
    /** What a screen-reader user is told about a widget: everything but the raw words and key echo. */
    public static final Set<Facet> WIDGET = EnumSet.of(Facet.NAME, Facet.ROLE, Facet.STATE, Facet.VALUE,
            Facet.POSITION, Facet.LEVEL);

    public Step {
        keys = List.copyOf(keys);
        compared = Set.copyOf(compared);
    }

    /** Launching the app: Orca announces its window and the focus in it. */
    public static Step launch(String name, String until, Gate gate) {
        return new Step(name, List.of(), until, WIDGET, gate);
    }

    /** Pressing {@code keys} (space-separated xdotool names), comparing {@link #WIDGET}. */
    public static Step press(String keys, String name, String until, Gate gate) {
        return new Step(name, List.of(keys.split(" ")), until, WIDGET, gate);
    }

    /** This step comparing {@code facets} instead. */
    public Step comparing(Facet first, Facet... more) {
        return new Step(name, keys, until, EnumSet.of(first, more), gate);
    }

    public boolean isLaunch() {
        return keys.isEmpty();
    }
}
