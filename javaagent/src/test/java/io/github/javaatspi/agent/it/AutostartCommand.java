package io.github.javaatspi.agent.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** What a desktop session runs for an XDG autostart entry: its Exec line (our entries quote nothing here). */
final class AutostartCommand {
    private AutostartCommand() {
    }

    static List<String> of(Path entry) throws IOException {
        String exec = Files.readAllLines(entry).stream().filter(l -> l.startsWith("Exec=")).findFirst()
                .orElseThrow(() -> new AssertionError(entry + " has no Exec line")).substring("Exec=".length());
        return List.of(exec.split(" "));
    }
}
