package io.github.javaatspi.model;

/**
 * One action an object offers. {@code keyBinding} uses the AT-SPI form
 * {@code "mnemonic;sequence;shortcut"}, empty when there is none.
 */
public record ActionInfo(String name, String localizedName, String description, String keyBinding) {
}
