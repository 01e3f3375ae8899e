package io.github.javaatspi.agent;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Properties;

/**
 * The {@code javax.accessibility.assistive_technologies} list as AWT will read it: the system
 * property, else {@code ~/.accessibility.properties}, else {@code $JAVA_HOME/conf/accessibility.properties}.
 */
final class AssistiveTechnologies {
    static final String PROPERTY = "javax.accessibility.assistive_technologies";

    private AssistiveTechnologies() {
    }

    static String current() {
        String fromProperty = System.getProperty(PROPERTY);
        if (fromProperty != null) {
            return fromProperty;
        }
        for (Path file : new Path[] {
            Path.of(System.getProperty("user.home", ""), ".accessibility.properties"),
            Path.of(System.getProperty("java.home", ""), "conf", "accessibility.properties")}) {
            String v = read(file);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    static boolean names(String entry) {
        String list = current();
        return list != null && Arrays.stream(list.split(",")).map(String::trim).anyMatch(entry::equals);
    }

    /** Adds {@code entry} to the list AWT will load, keeping what is configured already. */
    static void add(String entry) {
        String list = current();
        if (list == null || list.isBlank()) {
            System.setProperty(PROPERTY, entry);
        } else if (!names(entry)) {
            System.setProperty(PROPERTY, list + "," + entry);
        }
    }

    private static String read(Path file) {
        if (!Files.isReadable(file)) {
            return null;
        }
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            p.load(in);
        } catch (IOException | IllegalArgumentException e) {
            return null;
        }
        return p.getProperty("assistive_technologies");
    }
}
