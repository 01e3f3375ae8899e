/**
 * The bootstrap: the only classes of the agent jar an application can see. It finds the
 * bridge (kept, with its own dbus-java, JNA and slf4j, under {@code javaatspi-impl/} in the jar
 * and loaded by a separate class loader), starts it on a thread of its own, and never lets a
 * failure reach the application.
 */
package io.github.javaatspi.agent;
