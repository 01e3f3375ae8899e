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

    /** One adaptor with its members and properties by name, indexed when first asked (see {@link Adaptor}). */
    static final class Entry {
        private final Adaptor adaptor;
        private volatile Names names;

        Entry(Adaptor adaptor) {
            this.adaptor = adaptor;
        }

        Adaptor adaptor() {
            return adaptor;
        }

        /** The member {@code name}, or null. */
        Member member(String name) {
            return names().members().get(name);
        }

        /** The property {@code name}, or null. */
        Property property(String name) {
            return names().properties().get(name);
        }

        private Names names() {
            Names n = names;
            if (n == null) {
                n = Names.of(adaptor);
                names = n;
            }
            return n;
        }
    }

    private record Names(Map<String, Member> members, Map<String, Property> properties) {
        static Names of(Adaptor a) {
            Map<String, Member> members = new HashMap<>();
            for (Member m : a.members()) {
                members.putIfAbsent(m.name(), m);
            }
            Map<String, Property> properties = new HashMap<>();
            for (Property p : a.properties()) {
                properties.putIfAbsent(p.name(), p);
            }
            return new Names(members, properties);
        }
    }

    private final List<Entry> entries = new ArrayList<>();
    private final Map<String, Entry> byName = new HashMap<>();

    AdaptorIndex(List<Adaptor> adaptors) {
        for (Adaptor a : adaptors) {
            Entry e = new Entry(a);
            if (byName.put(a.name(), e) != null) {
                throw new IllegalArgumentException("two adaptors for " + a.name());
            }
            entries.add(e);
        }
    }

    /** Builds every adaptor's members and their index now, rather than on the first call that needs them. */
    void prepare() {
        for (Entry e : entries) {
            e.names();
        }
    }

    /** The adaptor of interface {@code iface} if {@code target} offers it, else null. */
    Entry offered(Target target, String iface) {
        Entry e = iface == null ? null : byName.get(iface);
        return e != null && e.adaptor().appliesTo(target) ? e : null;
    }

    /** Every adaptor {@code target} offers, in table order (introspection, a call without an interface). */
    List<Entry> offered(Target target) {
        List<Entry> out = new ArrayList<>(entries.size());
        for (Entry e : entries) {
            if (e.adaptor().appliesTo(target)) {
                out.add(e);
            }
        }
        return out;
    }
}
