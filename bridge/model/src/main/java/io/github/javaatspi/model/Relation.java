package io.github.javaatspi.model;

import java.util.Arrays;

/** A relation of one type to one or more target nodes. */
public record Relation(RelationType type, long[] targets) {
    public Relation {
        targets = targets.clone();
    }

    @Override
    public long[] targets() {
        return targets.clone();
    }

    public int targetCount() {
        return targets.length;
    }

    public long target(int i) {
        return targets[i];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Relation r && r.type == type && Arrays.equals(r.targets, targets);
    }

    @Override
    public int hashCode() {
        return type.hashCode() * 31 + Arrays.hashCode(targets);
    }

    @Override
    public String toString() {
        return type + Arrays.toString(targets);
    }
}
