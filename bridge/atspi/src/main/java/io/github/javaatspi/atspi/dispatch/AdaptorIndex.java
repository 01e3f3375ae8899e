package io.github.javaatspi.atspi.dispatch;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The adaptors of one kind of exported object, found by interface name, and their members and
 * properties by name: one hash lookup each instead of asking every adaptor whether it applies
 * and comparing every member's name on every call. It matters most in a freshly started
 * application, where the reader thread runs interpreted and a screen reader's first few hundred
 * calls each paid for the whole scan.
 */
final class AdaptorIndex {
    static final AdaptorIndex EMPTY = new AdaptorIndex(List.of());

    private final List<Adaptor> adaptors;
    private final Map<String, Adaptor> byName = new HashMap<>();
    private final Map<String, Map<String, Member>> members = new HashMap<>();
    private final Map<String, Map<String, Property>> properties = new HashMap<>();

    AdaptorIndex(List<Adaptor> adaptors) {
        this.adaptors = List.copyOf(adaptors);
        for (Adaptor a : this.adaptors) {
            if (byName.put(a.name(), a) != null) {
                throw new IllegalArgumentException("two adaptors for " + a.name());
            }
            Map<String, Member> m = new HashMap<>();
            for (Member member : a.members()) {
                m.putIfAbsent(member.name(), member);
            }
            members.put(a.name(), m);
            Map<String, Property> p = new HashMap<>();
            for (Property property : a.properties()) {
                p.putIfAbsent(property.name(), property);
            }
            properties.put(a.name(), p);
        }
    }

    /** The adaptor of interface {@code iface} if {@code target} offers it, else null. */
    Adaptor offered(Target target, String iface) {
        Adaptor a = iface == null ? null : byName.get(iface);
        return a != null && a.appliesTo(target) ? a : null;
    }

    /** Every adaptor {@code target} offers, in table order (introspection, a call without an interface). */
    List<Adaptor> offered(Target target) {
        List<Adaptor> out = new ArrayList<>(adaptors.size());
        for (Adaptor a : adaptors) {
            if (a.appliesTo(target)) {
                out.add(a);
            }
        }
        return out;
    }

    /** The member {@code name} of {@code adaptor}, or null. */
    Member member(Adaptor adaptor, String name) {
        return members.get(adaptor.name()).get(name);
    }

    /** The property {@code name} of {@code adaptor}, or null. */
    Property property(Adaptor adaptor, String name) {
        return properties.get(adaptor.name()).get(name);
    }
}
