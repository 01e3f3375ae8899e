/**
 * D-Bus plumbing on top of dbus-java's message marshalling: our own connection loop
 * ({@code wire}: transports, SASL, framing, one gathering write per message, replies matched by
 * serial), finding the accessibility bus, watching {@code org.a11y.Status}, registering with the
 * registry, and serving the AT-SPI dispatcher on a connection.
 */
package io.github.javaatspi.bus;
