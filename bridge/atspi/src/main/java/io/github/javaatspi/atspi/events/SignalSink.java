package io.github.javaatspi.atspi.events;

/** Where translated signals go; implemented by the bus module. Must not block for long. */
@FunctionalInterface
public interface SignalSink {
    void emit(AtspiSignal signal);
}
