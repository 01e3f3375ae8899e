package io.github.javaatspi.stack;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class PrivateBusTest {
    @Test
    void aBusOnAPathAnswersAndLeavesNothingBehindWhenClosed() throws IOException {
        Path socket;
        long pid;
        try (PrivateBus bus = PrivateBus.onPath()) {
            assertThat(bus.address()).startsWith("unix:path=/tmp/");
            socket = Path.of(bus.address().substring("unix:path=".length()));
            assertThat(socket).exists();
            assertThat(listNames(bus.address())).contains("org.freedesktop.DBus");
            pid = bus.pid();
        }

        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).isNotEqualTo(java.util.Optional.of(true));
        assertThat(socket.getParent()).doesNotExist();
    }

    @Test
    void aBusOnAnAbstractSocketAnswers() throws IOException {
        try (PrivateBus bus = PrivateBus.onAbstractSocket()) {
            assertThat(bus.address()).startsWith("unix:abstract=/tmp/jatspi-abs-");
            assertThat(listNames(bus.address())).contains("org.freedesktop.DBus");
        }
    }

    @Test
    void twoBusesAreIndependent() throws IOException {
        try (PrivateBus a = PrivateBus.onPath(); PrivateBus b = PrivateBus.onPath()) {
            assertThat(a.address()).isNotEqualTo(b.address());
            assertThat(a.pid()).isNotEqualTo(b.pid());
        }
    }

    @Test
    void anAddressTheDaemonCannotListenOnFailsWithItsOutput() {
        assertThatThrownBy(() -> PrivateBus.start("unix:path=/nonexistent-dir-for-jatspi/bus"))
                .hasMessageContaining("exited");
    }

    private static String listNames(String address) throws IOException {
        Process p = new ProcessBuilder("dbus-send", "--bus=" + address, "--print-reply", "--dest=org.freedesktop.DBus",
                "/org/freedesktop/DBus", "org.freedesktop.DBus.ListNames").redirectErrorStream(true).start();
        try {
            assertThat(p.waitFor(Duration.ofSeconds(10).toMillis(), TimeUnit.MILLISECONDS)).isTrue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(out).isZero();
        return out;
    }
}
