package io.github.javaatspi.model;

import java.util.ArrayList;
import java.util.List;

/** An immutable set of {@link State}s packed into one {@code long}. */
public record StateSet(long bits) {
    public static final StateSet EMPTY = new StateSet(0);

    public static StateSet of(State... states) {
        long bits = 0;
        for (State s : states) {
            bits |= s.bit();
        }
        return new StateSet(bits);
    }

    public boolean contains(State s) {
        return (bits & s.bit()) != 0;
    }

    public StateSet with(State s) {
        return new StateSet(bits | s.bit());
    }

    public StateSet without(State s) {
        return new StateSet(bits & ~s.bit());
    }

    public boolean isEmpty() {
        return bits == 0;
    }

    /** The states in declaration order. */
    public List<State> toList() {
        List<State> out = new ArrayList<>(Long.bitCount(bits));
        for (State s : State.values()) {
            if (contains(s)) {
                out.add(s);
            }
        }
        return out;
    }

    /** A builder that starts from these states. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.bits = bits;
        return b;
    }

    /** A mutable accumulator for snapshotting. */
    public static final class Builder {
        private long bits;

        public Builder add(State s) {
            bits |= s.bit();
            return this;
        }

        public Builder remove(State s) {
            bits &= ~s.bit();
            return this;
        }

        public boolean contains(State s) {
            return (bits & s.bit()) != 0;
        }

        public StateSet build() {
            return bits == 0 ? EMPTY : new StateSet(bits);
        }
    }

    @Override
    public String toString() {
        return toList().toString();
    }

    // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
    @Override
    public boolean equals(Object o) {
        return o instanceof StateSet s && s.bits == bits;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(bits);
    }
}
