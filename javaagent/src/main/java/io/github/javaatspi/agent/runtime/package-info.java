/**
 * The composition root, loaded in the bridge's own class loader: configuration, activation
 * (following {@code org.a11y.Status}), one {@link io.github.javaatspi.agent.runtime.BridgeSession}
 * per connection to the accessibility bus, and slf4j routed to {@code System.Logger}.
 */
package io.github.javaatspi.agent.runtime;
