/**
 * The real desktop the tests and the demo run on: Xvfb, openbox, a private session bus,
 * {@code at-spi-bus-launcher}, {@code at-spi2-registryd}, started and stopped by PID; Java apps
 * launched with the bridge; and a real AT-SPI client (pyatspi/libatspi and GDBus, in
 * {@code atspi_client.py}) as the judge. Depends on nothing of the bridge.
 */
package io.github.javaatspi.stack;
