package io.github.javaatspi.atspi;

import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * {@link State} to AT-SPI state number ({@code ATSPI_STATE_*}) and the name used as the detail of
 * {@code StateChanged} events. Data only; a test checks that every state is here exactly once.
 */
public final class AtspiStates {
    /** One row of the table. */
    public record Entry(State state, int number, String name) {
    }

    static final Entry[] TABLE = {
        new Entry(State.ACTIVE, 1, "active"),
        new Entry(State.ARMED, 2, "armed"),
        new Entry(State.BUSY, 3, "busy"),
        new Entry(State.CHECKED, 4, "checked"),
        new Entry(State.COLLAPSED, 5, "collapsed"),
        new Entry(State.DEFUNCT, 6, "defunct"),
        new Entry(State.EDITABLE, 7, "editable"),
        new Entry(State.ENABLED, 8, "enabled"),
        new Entry(State.EXPANDABLE, 9, "expandable"),
        new Entry(State.EXPANDED, 10, "expanded"),
        new Entry(State.FOCUSABLE, 11, "focusable"),
        new Entry(State.FOCUSED, 12, "focused"),
        new Entry(State.HAS_TOOLTIP, 13, "has-tooltip"),
        new Entry(State.HORIZONTAL, 14, "horizontal"),
        new Entry(State.ICONIFIED, 15, "iconified"),
        new Entry(State.MODAL, 16, "modal"),
        new Entry(State.MULTI_LINE, 17, "multi-line"),
        new Entry(State.MULTISELECTABLE, 18, "multiselectable"),
        new Entry(State.OPAQUE, 19, "opaque"),
        new Entry(State.PRESSED, 20, "pressed"),
        new Entry(State.RESIZABLE, 21, "resizable"),
        new Entry(State.SELECTABLE, 22, "selectable"),
        new Entry(State.SELECTED, 23, "selected"),
        new Entry(State.SENSITIVE, 24, "sensitive"),
        new Entry(State.SHOWING, 25, "showing"),
        new Entry(State.SINGLE_LINE, 26, "single-line"),
        new Entry(State.STALE, 27, "stale"),
        new Entry(State.TRANSIENT, 28, "transient"),
        new Entry(State.VERTICAL, 29, "vertical"),
        new Entry(State.VISIBLE, 30, "visible"),
        new Entry(State.MANAGES_DESCENDANTS, 31, "manages-descendants"),
        new Entry(State.INDETERMINATE, 32, "indeterminate"),
        new Entry(State.REQUIRED, 33, "required"),
        new Entry(State.TRUNCATED, 34, "truncated"),
        new Entry(State.ANIMATED, 35, "animated"),
        new Entry(State.INVALID_ENTRY, 36, "invalid-entry"),
        new Entry(State.SUPPORTS_AUTOCOMPLETION, 37, "supports-autocompletion"),
        new Entry(State.SELECTABLE_TEXT, 38, "selectable-text"),
        new Entry(State.IS_DEFAULT, 39, "is-default"),
        new Entry(State.VISITED, 40, "visited"),
        new Entry(State.CHECKABLE, 41, "checkable"),
        new Entry(State.HAS_POPUP, 42, "has-popup"),
        new Entry(State.READ_ONLY, 43, "read-only"),
    };

    private static final Map<State, Entry> BY_STATE = new EnumMap<>(State.class);

    static {
        for (Entry e : TABLE) {
            BY_STATE.put(e.state(), e);
        }
    }

    private AtspiStates() {
    }

    public static int number(State state) {
        return BY_STATE.get(state).number();
    }

    /** The event detail for {@code state}, e.g. {@code "multi-line"}. */
    public static String eventName(State state) {
        return BY_STATE.get(state).name();
    }

    /** The names of the states set in {@code GetState}'s two words, in number order (what a client reads back). */
    public static List<String> namesOf(long[] words) {
        List<String> names = new ArrayList<>();
        for (int n = 0; n < 64; n++) {
            if (n / 32 < words.length && (words[n / 32] & (1L << (n % 32))) != 0) {
                for (Entry e : TABLE) {
                    if (e.number() == n) {
                        names.add(e.name());
                    }
                }
            }
        }
        return names;
    }

    /**
     * The two 32-bit words of {@code GetState}: state N is bit N%32 of word N/32. Returned as
     * {@code long}s because D-Bus {@code u} carries the top bit (manages-descendants).
     */
    public static long[] words(StateSet set) {
        long[] words = new long[2];
        for (Entry e : TABLE) {
            if (set.contains(e.state())) {
                words[e.number() / 32] |= 1L << (e.number() % 32);
            }
        }
        return words;
    }
}
