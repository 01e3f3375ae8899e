/**
 * AT-SPI semantics without a D-Bus library: the role/state/relation tables, object paths and
 * references, one adaptor per AT-SPI interface, dispatch on interface + member, error mapping,
 * and the translation of tree differences into AT-SPI events. Values are plain Java objects
 * that the bus module marshals: {@code Object[]} for structs, {@code List}/arrays for arrays,
 * {@code Map} for dicts, {@code Long} for {@code u}, and {@code Object[]{signature, value}} for
 * variants.
 */
package io.github.javaatspi.atspi;
