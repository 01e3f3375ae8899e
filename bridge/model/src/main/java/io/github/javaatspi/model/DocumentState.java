package io.github.javaatspi.model;

import java.util.Map;
import java.util.Objects;

/**
 * What an object that shows a whole document says about the document itself.
 *
 * @param locale the language of the content, POSIX style ({@code de_AT})
 * @param attributes attributes of the whole document, in AT-SPI's names ({@code MimeType}, {@code DocURL})
 */
public record DocumentState(String locale, Map<String, String> attributes) {
    public DocumentState {
        locale = Objects.requireNonNullElse(locale, "");
        attributes = Map.copyOf(attributes);
    }

    // Written out, not generated: see "Records compared cold" in ARCHITECTURE.md.
    @Override
    public boolean equals(Object o) {
        return o instanceof DocumentState d && Objects.equals(d.locale, locale)
                && Objects.equals(d.attributes, attributes);
    }

    @Override
    public int hashCode() {
        return Objects.hash(locale, attributes);
    }
}
