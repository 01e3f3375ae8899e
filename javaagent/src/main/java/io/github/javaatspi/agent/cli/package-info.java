/**
 * The {@code java-atspi} command line, loaded with the bridge in its own class loader: switching
 * Java accessibility on and off for a user or the whole system ({@link io.github.javaatspi.agent.cli.Enablement},
 * carried out by {@link io.github.javaatspi.agent.cli.Watcher}), loading the bridge into running
 * applications through the Attach API, and looking at the desktop as a screen reader does
 * ({@code list}, {@code dump}, {@code events}, {@code doctor}). It prints to stdout and stderr, as
 * a command line should; only library code logs.
 */
package io.github.javaatspi.agent.cli;
