package io.github.javaatspi.model;

/** The origin that coordinates are relative to. */
public enum CoordSpace {
    SCREEN, WINDOW, PARENT
}
