package io.github.javaatspi.atspi.dispatch;

import java.util.List;

/**
 * One D-Bus interface as data: its name, members, properties, and which objects have it. Each
 * AT-SPI interface has one small factory class in the adaptors package that makes its Adaptor,
 * a subclass saying which objects have the interface ({@link #appliesTo}) and building its
 * members and properties ({@link #build}).
 *
 * <p>The members and properties are built on first use: their handlers are some 200 lambdas,
 * each a class the JVM spins the first time its expression runs (0.35–0.4 ms each in a fresh
 * JVM), and a client that only walks the tree asks three interfaces of the sixteen. Built up
 * front they were a third of the server's construction in the start of an application, where
 * the event thread reads the first windows at the same time on two cores. For the same reason
 * the filter and the builder are methods of a subclass, not two more lambdas per interface.
 */
public abstract class Adaptor {
    /** The members and properties of an interface. */
    public record Table(List<Member> members, List<Property> properties) {
        public Table {
            members = List.copyOf(members);
            properties = List.copyOf(properties);
        }
    }

    private final String name;
    // Built at most a few times over when reader threads race for it; any of the copies serves.
    private volatile Table table;

    protected Adaptor(String name) {
        this.name = name;
    }

    /** Whether {@code target} has this interface. */
    public abstract boolean appliesTo(Target target);

    /** The interface's members and properties, built when they are first needed. */
    protected abstract Table build();

    public final String name() {
        return name;
    }

    public final List<Member> members() {
        return built().members();
    }

    public final List<Property> properties() {
        return built().properties();
    }

    private Table built() {
        Table t = table;
        if (t == null) {
            t = build();
            table = t;
        }
        return t;
    }
}
