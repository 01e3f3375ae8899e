package io.github.javaatspi.bus;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.Transports;
import io.github.javaatspi.stack.PrivateBus;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code org.a11y.Status} followed on a real bus, served by a stand-in for the bus launcher. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class StatusWatchTest {
    private PrivateBus bus;
    private final List<AutoCloseable> open = new ArrayList<>();
    private final BlockingQueue<Boolean> heard = new LinkedBlockingQueue<>();

    @BeforeEach
    void startBus() throws IOException {
        bus = PrivateBus.onPath();
    }

    @AfterEach
    void stopBus() throws Exception {
        for (AutoCloseable c : open) {
            c.close();
        }
        bus.close();
    }

    @Test
    void theFirstReadingIsThereWhenStartReturns() throws Exception {
        fake(true, false);

        StatusWatch watch = watch();

        assertThat(watch.enabled()).isTrue();
        assertThat(heard.poll(300, TimeUnit.MILLISECONDS)).as("the first reading is not reported as a change").isNull();
    }

    @Test
    void offWhenBothPropertiesAreFalse() throws Exception {
        fake(false, false);

        assertThat(watch().enabled()).isFalse();
    }

    @Test
    void theScreenReaderPropertyAloneEnables() throws Exception {
        fake(false, true);

        assertThat(watch().enabled()).isTrue();
    }

    @Test
    void offWhenNobodyOwnsTheA11yBusName() throws Exception {
        StatusWatch watch = watch();

        assertThat(watch.enabled()).isFalse();
        assertThat(watch.session().isOpen()).isTrue();
    }

    @Test
    void aFlipOfIsEnabledIsReportedBothWays() throws Exception {
        FakeA11yBus fake = fake(false, false);
        StatusWatch watch = watch();

        fake.set(Map.of("IsEnabled", true));
        assertThat(heard.poll(10, TimeUnit.SECONDS)).isTrue();
        assertThat(watch.enabled()).isTrue();

        fake.set(Map.of("IsEnabled", false));
        assertThat(heard.poll(10, TimeUnit.SECONDS)).isFalse();
        assertThat(watch.enabled()).isFalse();
    }

    @Test
    void aScreenReaderFlipAloneIsReported() throws Exception {
        FakeA11yBus fake = fake(false, false);
        StatusWatch watch = watch();

        fake.set(Map.of("ScreenReaderEnabled", true));

        assertThat(heard.poll(10, TimeUnit.SECONDS)).isTrue();
        assertThat(watch.enabled()).isTrue();
    }

    @Test
    void aChangeThatKeepsTheOutcomeIsNotReported() throws Exception {
        FakeA11yBus fake = fake(true, false);
        watch();

        fake.set(Map.of("ScreenReaderEnabled", true));
        fake.set(Map.of("IsEnabled", false));
        // Still on (the screen reader flag): nothing to report. Then off for real.
        fake.set(Map.of("ScreenReaderEnabled", false));

        assertThat(heard.poll(10, TimeUnit.SECONDS)).isFalse();
        assertThat(heard.poll(300, TimeUnit.MILLISECONDS)).isNull();
    }

    @Test
    void aNewOwnerOfTheA11yBusNameIsReadAgain() throws Exception {
        StatusWatch watch = watch();
        assertThat(watch.enabled()).isFalse();

        fake(true, false);

        assertThat(heard.poll(10, TimeUnit.SECONDS)).isTrue();
        assertThat(watch.enabled()).isTrue();
    }

    @Test
    void closeClosesTheSessionConnection() throws Exception {
        StatusWatch watch = watch();

        watch.close();

        assertThat(watch.session().isOpen()).isFalse();
    }

    private FakeA11yBus fake(boolean isEnabled, boolean screenReader) throws IOException {
        FakeA11yBus fake = FakeA11yBus.start(bus.address(), "unix:path=/unused", isEnabled, screenReader);
        open.add(fake);
        return fake;
    }

    private StatusWatch watch() throws IOException {
        BusConnection session = BusConnection.open(new Transports(null).open(bus.address()), "watcher", true, 5000);
        StatusWatch watch = StatusWatch.start(session, heard::add);
        open.add(watch);
        return watch;
    }
}
