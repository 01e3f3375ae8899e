package io.github.javaatspi.atspi.events;

/** Whether some client listens for an event {@code klass:major:minor} (e.g. Object, Announcement, ""). */
@FunctionalInterface
public interface EventInterest {
    boolean wants(String klass, String major, String minor);

    EventInterest EVERYTHING = (k, m, d) -> true;
}
