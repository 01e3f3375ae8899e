package io.github.javaatspi.model;

import java.util.Map;

/**
 * A stretch of text whose characters share their attributes, in code points ({@code end}
 * exclusive), with those attributes by AT-SPI's names and value formats.
 */
public record TextRun(int start, int end, Map<String, String> attributes) {
    public TextRun {
        attributes = Map.copyOf(attributes);
    }
}
