package io.github.javaatspi.atspi;

/** Questions for the registry, answered by the bus module within a short deadline. */
public interface RegistryPort {
    /** Our application's position among the desktop's children, or -1 when unknown. */
    int indexOfApplication();

    RegistryPort NONE = () -> -1;
}
