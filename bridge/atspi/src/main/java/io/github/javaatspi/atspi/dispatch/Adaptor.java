package io.github.javaatspi.atspi.dispatch;

import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * One D-Bus interface as data: its name, members, properties, and which objects have it. Each
 * AT-SPI interface has one small factory class in the adaptors package that builds its Adaptor.
 *
 * <p>An adaptor's members and properties may be built on first use ({@link #deferred}): their
 * handlers are some 200 lambdas, each a class the JVM spins the first time its expression runs
 * (0.35–0.4 ms each in a fresh JVM), and a client that only walks the tree asks three
 * interfaces of the sixteen. Built up front they were a third of the server's construction in
 * the start of an application, where the event thread reads the first windows at the same
 * time on two cores.
 */
public final class Adaptor {
    /** The members and properties of an interface. */
    public record Table(List<Member> members, List<Property> properties) {
        public Table {
            members = List.copyOf(members);
            properties = List.copyOf(properties);
        }
    }

    private final String name;
    private final Predicate<Target> filter;
    private final Supplier<Table> source;
    // Built at most a few times over when reader threads race for it; any of the copies serves.
    private volatile Table table;

    public Adaptor(String name, List<Member> members, List<Property> properties, Predicate<Target> filter) {
        this(name, filter, null);
        this.table = new Table(members, properties);
    }

    private Adaptor(String name, Predicate<Target> filter, Supplier<Table> source) {
        this.name = name;
        this.filter = filter;
        this.source = source;
    }

    /** An adaptor whose members and properties {@code table} builds when they are first needed. */
    public static Adaptor deferred(String name, Predicate<Target> filter, Supplier<Table> table) {
        return new Adaptor(name, filter, table);
    }

    public String name() {
        return name;
    }

    public List<Member> members() {
        return table().members();
    }

    public List<Property> properties() {
        return table().properties();
    }

    public boolean appliesTo(Target target) {
        return filter.test(target);
    }

    private Table table() {
        Table t = table;
        if (t == null) {
            t = source.get();
            table = t;
        }
        return t;
    }
}
