package io.github.javaatspi.stack.orca;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A fresh Orca preferences directory ({@code orca -u DIR}): the user's own settings are never
 * read, and every run starts from Orca's defaults except for what this file changes.
 */
final class OrcaPreferences {
    /** Orca puts its preferences directory on {@code sys.path}, so the speech server is importable from there. */
    static final String SPEECH_MODULE = "javaatspi_speech_recorder";

    /**
     * Orca's defaults (desktop keyboard layout, Insert as the Orca key, verbose speech, key
     * echo on) except: speech goes to the recorder; braille and sounds are off, because no
     * braille display or audio device exists on the test desktop and trying to reach them only
     * adds delay and log noise.
     */
    private static final String SETTINGS = """
            {
              "general": {
                "speechServerFactory": "%s",
                "enableSpeech": true,
                "enableBraille": false,
                "enableSound": false
              },
              "profiles": {"default": {"profile": ["Default", "default"]}},
              "pronunciations": {},
              "keybindings": {}
            }
            """.formatted(SPEECH_MODULE);

    private OrcaPreferences() {
    }

    /** Creates {@code dir} with the settings and the recording speech server; returns it. */
    static Path write(Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("user-settings.conf"), SETTINGS);
        try (InputStream in = OrcaPreferences.class.getResourceAsStream(SPEECH_MODULE + ".py")) {
            Files.write(dir.resolve(SPEECH_MODULE + ".py"), in.readAllBytes());
        }
        return dir;
    }
}
