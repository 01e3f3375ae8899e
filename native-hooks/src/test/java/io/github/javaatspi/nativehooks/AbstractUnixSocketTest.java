package io.github.javaatspi.nativehooks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.PlainValues;
import io.github.javaatspi.bus.wire.Transports;
import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.PrivateBus;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.messages.Message;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code unix:abstract=} buses, as older distributions run them, through JNA. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class AbstractUnixSocketTest {
    private static final String PREFIX = "unix:abstract=";
    private static PrivateBus bus;
    private final List<AutoCloseable> open = new ArrayList<>();

    @BeforeAll
    static void startBus() throws IOException {
        bus = PrivateBus.onAbstractSocket();
        assertThat(bus.address()).startsWith(PREFIX);
    }

    @AfterAll
    static void stopBus() {
        if (bus != null) {
            bus.close();
        }
    }

    @AfterEach
    void closeAll() throws Exception {
        for (AutoCloseable c : open) {
            c.close();
        }
    }

    @Test
    void aBusConnectionOverAnAbstractSocketSaysHelloAndCalls() throws IOException {
        BusConnection c = track(BusConnection.open(AbstractUnixSocket.connect(abstractName()), "t", true, 5000));

        assertThat(c.uniqueName()).startsWith(":");
        assertThat(listNames(c)).contains(c.uniqueName(), "org.freedesktop.DBus");
    }

    @Test
    void theConnectorLetsTransportsOpenAbstractAddresses() throws IOException {
        Transports transports = new Transports(AbstractUnixSocket.connector());

        BusConnection c = track(BusConnection.open(transports.open(bus.address()), "t-connector", true, 5000));

        assertThat(c.uniqueName()).startsWith(":");
        assertThat(listNames(c)).contains(c.uniqueName());
    }

    @Test
    void largeMessagesGoBothWaysIntact() throws Exception {
        Transports transports = new Transports(AbstractUnixSocket.connector());
        BusConnection server = track(BusConnection.open(transports.open(bus.address()), "t-echo", true, 5000));
        server.onMethodCall(call -> {
            server.reply(call, "s", call.args()[0]);
        });
        BusConnection client = track(BusConnection.open(transports.open(bus.address()), "t-big", true, 5000));
        char[] chars = new char[300_000];
        for (int i = 0; i < chars.length; i++) {
            chars[i] = (char) ('a' + i % 26);
        }
        String big = new String(chars);

        Message reply = client.callSync(server.uniqueName(), "/echo", "io.github.javaatspi.Echo", "Echo", "s", 10_000, big);

        assertThat((String) reply.getParameters()[0]).isEqualTo(big);
    }

    @Test
    void aNameNobodyListensOnIsRefused() {
        String nobody = "/tmp/jatspi-nobody-" + UUID.randomUUID();

        assertThatThrownBy(() -> AbstractUnixSocket.connect(nobody))
                .isInstanceOf(IOException.class).hasMessageContaining(nobody);
        assertThatThrownBy(() -> new Transports(AbstractUnixSocket.connector()).open(PREFIX + nobody))
                .isInstanceOf(IOException.class);
    }

    @Test
    void anOverlongNameIsRefusedBeforeAnySystemCall() {
        assertThatThrownBy(() -> AbstractUnixSocket.connect("x".repeat(AbstractUnixSocket.MAX_NAME + 1)))
                .isInstanceOf(IOException.class).hasMessageContaining("longer than");
    }

    @Test
    void closeWakesAThreadBlockedInRead() throws Exception {
        // Without authentication the daemon says nothing, so a read blocks.
        AbstractUnixSocket socket = AbstractUnixSocket.connect(abstractName());
        ExecutorService reader = Executors.newSingleThreadExecutor(r -> new Thread(r, "t-blocked-reader"));
        try {
            AtomicReference<Thread> thread = new AtomicReference<>();
            Future<Integer> read = reader.submit(() -> {
                thread.set(Thread.currentThread());
                return socket.read(ByteBuffer.allocate(16));
            });
            Deadline.awaitTrue("the reader to block in read()", Duration.ofSeconds(10),
                    () -> thread.get() != null && inNativeRead(thread.get()));
            assertThat(read).isNotDone();

            socket.close();

            assertThat(read.get(5, TimeUnit.SECONDS)).isEqualTo(-1);
            assertThat(socket.isOpen()).isFalse();
        } finally {
            socket.close();
            reader.shutdownNow();
        }
    }

    @Test
    void closingTheChannelEndsTheConnectionsReaderThread() throws Exception {
        AbstractUnixSocket socket = AbstractUnixSocket.connect(abstractName());
        String threadName = "t-reader-" + UUID.randomUUID();
        BusConnection c = track(BusConnection.open(socket, threadName, true, 5000));
        Thread readerThread = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals(threadName)).findFirst().orElseThrow();
        Deadline.awaitTrue("the connection's reader to block in read()", Duration.ofSeconds(10),
                () -> inNativeRead(readerThread));

        socket.close();

        readerThread.join(5000);
        assertThat(readerThread.isAlive()).as("reader thread still running").isFalse();
        assertThat(c.isOpen()).isFalse();
    }

    // ---- helpers ----

    private static String abstractName() {
        return bus.address().substring(PREFIX.length());
    }

    private static boolean inNativeRead(Thread t) {
        return Arrays.stream(t.getStackTrace()).anyMatch(
                e -> e.getClassName().equals("com.sun.jna.Native") && e.getMethodName().startsWith("invoke"))
                && Arrays.stream(t.getStackTrace()).anyMatch(e -> e.getMethodName().equals("read"));
    }

    private <T extends AutoCloseable> T track(T c) {
        open.add(c);
        return c;
    }

    private static List<String> listNames(BusConnection c) throws IOException {
        Message reply = c.callSync(BusConnection.DBUS_NAME, BusConnection.DBUS_PATH, BusConnection.DBUS_NAME, "ListNames",
                null, 5000);
        Object names;
        try {
            names = PlainValues.convert(reply.getParameters()[0]);
        } catch (DBusException e) {
            throw new IOException(e);
        }
        List<String> out = new ArrayList<>();
        if (names instanceof List<?> l) {
            l.forEach(n -> out.add(String.valueOf(n)));
        } else if (names instanceof Object[] a) {
            for (Object n : a) {
                out.add(String.valueOf(n));
            }
        }
        return out;
    }
}
