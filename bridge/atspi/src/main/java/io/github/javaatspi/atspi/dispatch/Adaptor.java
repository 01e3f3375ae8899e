package io.github.javaatspi.atspi.dispatch;

import java.util.List;
import java.util.function.Predicate;

/**
 * One D-Bus interface as data: its name, members, properties, and which objects have it. Each
 * AT-SPI interface has one small factory class in the adaptors package that builds its Adaptor.
 */
public record Adaptor(String name, List<Member> members, List<Property> properties, Predicate<Target> filter) {
    public Adaptor {
        members = List.copyOf(members);
        properties = List.copyOf(properties);
    }

    public boolean appliesTo(Target target) {
        return filter.test(target);
    }
}
