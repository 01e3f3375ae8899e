package io.github.javaatspi.bus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.Transports;
import io.github.javaatspi.stack.PrivateBus;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class A11yBusLocatorTest {
    private static final XRootProperty NO_PROPERTY = name -> Optional.empty();
    private static PrivateBus bus;
    private final List<AutoCloseable> open = new ArrayList<>();

    @BeforeAll
    static void startBus() throws IOException {
        bus = PrivateBus.onPath();
    }

    @AfterAll
    static void stopBus() {
        bus.close();
    }

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable c : open) {
            c.close();
        }
    }

    @Test
    void theEnvironmentVariableWins() throws IOException {
        fake("unix:path=/from/session");
        List<String> askedX = new ArrayList<>();

        String address = A11yBusLocator.locate(Map.of("AT_SPI_BUS_ADDRESS", "unix:path=/from/env"), session(),
                name -> {
                    askedX.add(name);
                    return Optional.of("unix:path=/from/x");
                });

        assertThat(address).isEqualTo("unix:path=/from/env");
        assertThat(askedX).isEmpty();
    }

    @Test
    void aBlankEnvironmentVariableDoesNotCount() throws IOException {
        fake("unix:path=/from/session");

        assertThat(A11yBusLocator.locate(Map.of("AT_SPI_BUS_ADDRESS", "  "), session(), NO_PROPERTY))
                .isEqualTo("unix:path=/from/session");
    }

    @Test
    void theSessionBusAnswersGetAddress() throws IOException {
        fake("unix:path=/from/session,guid=1234");
        List<String> askedX = new ArrayList<>();

        String address = A11yBusLocator.locate(Map.of(), session(), name -> {
            askedX.add(name);
            return Optional.of("unix:path=/from/x");
        });

        assertThat(address).isEqualTo("unix:path=/from/session,guid=1234");
        assertThat(askedX).isEmpty();
    }

    @Test
    void theRootWindowPropertyIsTheLastResort() throws IOException {
        List<String> askedX = new ArrayList<>();

        String address = A11yBusLocator.locate(Map.of(), session(), name -> {
            askedX.add(name);
            return Optional.of("unix:path=/from/x");
        });

        assertThat(address).isEqualTo("unix:path=/from/x");
        assertThat(askedX).containsExactly("AT_SPI_BUS");
    }

    @Test
    void withNothingTheMessageNamesAllThreeSources() {
        assertThatThrownBy(() -> A11yBusLocator.locate(Map.of(), null, null))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("AT_SPI_BUS_ADDRESS is not set")
                .hasMessageContaining("no session bus")
                .hasMessageContaining("no X display support");
    }

    @Test
    void withASessionBusButNoLauncherTheMessageSaysWhatEachSourceLacked() throws IOException {
        BusConnection session = session();

        assertThatThrownBy(() -> A11yBusLocator.locate(Map.of(), session, NO_PROPERTY))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("AT_SPI_BUS_ADDRESS is not set")
                .hasMessageContaining("org.a11y.Bus.GetAddress failed")
                .hasMessageContaining("no AT_SPI_BUS property on the X root window");
    }

    private void fake(String a11yAddress) throws IOException {
        open.add(FakeA11yBus.start(bus.address(), a11yAddress, true, false));
    }

    private BusConnection session() throws IOException {
        BusConnection c = BusConnection.open(new Transports(null).open(bus.address()), "session", true, 5000);
        open.add(c);
        return c;
    }
}
