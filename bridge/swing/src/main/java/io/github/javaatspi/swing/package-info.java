/**
 * The only code of the bridge that touches {@code java.awt}, {@code javax.swing} and
 * {@code javax.accessibility}: it reads the application's accessible tree on the event
 * dispatch thread into {@link io.github.javaatspi.model.Node} snapshots, keeps them fresh,
 * and answers the live questions of {@link io.github.javaatspi.model.UiPort} within a budget.
 * It knows nothing of D-Bus.
 */
package io.github.javaatspi.swing;
