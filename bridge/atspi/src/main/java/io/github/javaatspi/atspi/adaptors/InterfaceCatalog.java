package io.github.javaatspi.atspi.adaptors;

import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Target;

import java.util.ArrayList;
import java.util.List;

/**
 * The adaptors an accessible object may have, in the order {@code GetInterfaces} lists them.
 * {@code GetInterfaces}, the cache and the dispatcher all read this one list, so they cannot
 * disagree about what an object offers.
 */
public final class InterfaceCatalog {
    private final List<Adaptor> adaptors = new ArrayList<>();

    public void add(Adaptor adaptor) {
        adaptors.add(adaptor);
    }

    public List<Adaptor> adaptors() {
        return List.copyOf(adaptors);
    }

    public List<String> names(Target t) {
        List<String> names = new ArrayList<>(adaptors.size());
        for (Adaptor a : adaptors) {
            if (a.appliesTo(t)) {
                names.add(a.name());
            }
        }
        return names;
    }
}
