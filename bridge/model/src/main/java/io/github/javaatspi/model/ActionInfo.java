package io.github.javaatspi.model;

import java.util.Objects;

/**
 * One action an object offers. {@code keyBinding} uses the AT-SPI form
 * {@code "mnemonic;sequence;shortcut"}, empty when there is none.
 */
public record ActionInfo(String name, String localizedName, String description, String keyBinding) {
    // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
    @Override
    public boolean equals(Object o) {
        return o instanceof ActionInfo a && Objects.equals(a.name, name)
                && Objects.equals(a.localizedName, localizedName)
                && Objects.equals(a.description, description) && Objects.equals(a.keyBinding, keyBinding);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, localizedName, description, keyBinding);
    }
}
