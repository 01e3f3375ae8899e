package io.github.javaatspi.agent.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** What a desktop session runs for an XDG autostart entry: its Exec line, split and unquoted as the specification says. */
final class AutostartCommand {
    private AutostartCommand() {
    }

    static List<String> of(Path entry) throws IOException {
        String exec = Files.readAllLines(entry).stream().filter(l -> l.startsWith("Exec=")).findFirst()
                .orElseThrow(() -> new AssertionError(entry + " has no Exec line")).substring("Exec=".length());
        List<String> args = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < exec.length(); i++) {
            char c = exec.charAt(i);
            if (quoted && c == '\\') {
                cur.append(exec.charAt(++i));
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ' ' && !quoted) {
                args.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        args.add(cur.toString());
        return args;
    }
}
