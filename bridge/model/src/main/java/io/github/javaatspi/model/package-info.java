/**
 * The platform-neutral accessible tree: immutable {@link io.github.javaatspi.model.Node} records
 * keyed by never-reused ids, the {@link io.github.javaatspi.model.Tree} that applies updates and
 * reports their differences, and the ports that the toolkit side implements.
 *
 * <p>Depends on {@code java.base} only, so it can be reasoned about and tested without a
 * display or a bus.
 */
package io.github.javaatspi.model;
