package io.github.javaatspi.nativehooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import com.sun.jna.Pointer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Root-window properties read through libX11, checked against what {@code xprop} wrote. */
class X11RootPropertyTest {
    private static final String PROP = "JATSPI_TEST_PROP";
    private final List<String> written = new ArrayList<>();

    /**
     * A display connection held for the whole class: an X server resets (and forgets every root
     * property) when its last client leaves, which under a bare Xvfb would be each xprop run.
     */
    private static Pointer keepAlive;

    @BeforeAll
    static void needsADisplay() {
        if (System.getenv("DISPLAY") == null || System.getenv("DISPLAY").isEmpty()) {
            fail("X11RootPropertyTest needs an X display and DISPLAY is not set: run the build under Xvfb, e.g. "
                    + "xvfb-run -a -s \"-screen 0 1280x1024x24\" mvn -B -o -pl native-hooks install, "
                    + "or use ./run-tests.sh");
        }
        keepAlive = LibX11.Holder.INSTANCE.XOpenDisplay(null);
        assertThat(keepAlive).as("a connection to the X display " + System.getenv("DISPLAY")).isNotNull();
    }

    @AfterAll
    static void closeDisplay() {
        if (keepAlive != null) {
            LibX11.Holder.INSTANCE.XCloseDisplay(keepAlive);
        }
    }

    @AfterEach
    void removeProperties() throws IOException {
        for (String name : written) {
            xprop("-root", "-remove", name);
        }
    }

    @Test
    void aStringPropertyIsReadBack() throws IOException {
        set(PROP, "8s", "value");

        assertThat(new X11RootProperty().read(PROP)).contains("value");
    }

    @Test
    void aBusAddressWithPunctuationIsReadBackWhole() throws IOException {
        String address = "unix:path=/tmp/dbus-Abc123,guid=0123456789abcdef0123456789abcdef";
        set(PROP, "8s", address);

        assertThat(new X11RootProperty().read(PROP)).contains(address);
    }

    @Test
    void aUtf8PropertyIsDecodedAsUtf8() throws IOException {
        set(PROP, "8u", "Grüße");

        assertThat(new X11RootProperty().read(PROP)).contains("Grüße");
    }

    @Test
    void aNameNoClientEverUsedIsEmpty() {
        assertThat(new X11RootProperty().read("JATSPI_NEVER_" + UUID.randomUUID().toString().replace('-', '_')))
                .isEqualTo(Optional.empty());
    }

    @Test
    void aKnownAtomWithoutPropertyOnTheRootIsEmpty() throws IOException {
        set(PROP, "8s", "soon gone");
        assertThat(new X11RootProperty().read(PROP)).isPresent();

        xprop("-root", "-remove", PROP);

        assertThat(new X11RootProperty().read(PROP)).isEmpty();
    }

    @Test
    void aPropertyThatIsNotEightBitIsEmpty() throws IOException {
        set(PROP, "32c", "42");

        assertThat(new X11RootProperty().read(PROP)).isEmpty();
    }

    private void set(String name, String format, String value) throws IOException {
        written.add(name);
        xprop("-root", "-format", name, format, "-set", name, value);
    }

    private static String xprop(String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add("xprop");
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException(command + " did not finish within 10 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.exitValue() != 0) {
            throw new IOException(command + " failed (" + p.exitValue() + "): " + out);
        }
        return out;
    }
}
