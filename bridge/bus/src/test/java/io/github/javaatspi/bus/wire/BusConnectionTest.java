package io.github.javaatspi.bus.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.stack.PrivateBus;
import java.io.IOException;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.freedesktop.dbus.exceptions.DBusException;
import org.freedesktop.dbus.messages.Message;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Our own connection loop against a real {@code dbus-daemon}. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BusConnectionTest {
    private static final String IFACE = "io.github.javaatspi.Test";
    private static final String PATH = "/io/github/javaatspi/Test";
    private static PrivateBus bus;

    private final List<BusConnection> connections = new ArrayList<>();

    @BeforeAll
    static void startBus() throws IOException {
        bus = PrivateBus.onPath();
    }

    @AfterAll
    static void stopBus() {
        if (bus != null) {
            bus.close();
        }
    }

    @AfterEach
    void closeConnections() {
        connections.forEach(BusConnection::close);
    }

    @Test
    void helloGivesAUniqueName() throws IOException {
        BusConnection c = connect("hello");

        assertThat(c.uniqueName()).startsWith(":");
        assertThat(c.isOpen()).isTrue();
        assertThat(c.isReaderThread()).isFalse();
    }

    @Test
    void listNamesContainsOurName() throws IOException {
        BusConnection c = connect("names");

        assertThat(listNames(c)).contains(c.uniqueName(), "org.freedesktop.DBus");
    }

    @Test
    void twoConnectionsGetDifferentNames() throws IOException {
        assertThat(connect("one").uniqueName()).isNotEqualTo(connect("two").uniqueName());
    }

    @Test
    void aConnectionThatServesAMethodIsCalledByAnother() throws IOException {
        BusConnection server = connect("server");
        BlockingQueue<String> seenOn = new LinkedBlockingQueue<>();
        server.onMethodCall(call -> {
            seenOn.add(server.isReaderThread() + " " + call.iface() + "." + call.member() + " " + call.path());
            server.reply(call, "s", "hello " + call.args()[0]);
        });
        BusConnection client = connect("client");

        Message reply = client.callSync(server.uniqueName(), PATH, IFACE, "Greet", "s", 5000, "world");

        assertThat(params(reply)).containsExactly("hello world");
        assertThat(seenOn).containsExactly("true " + IFACE + ".Greet " + PATH);
    }

    @Test
    void severalCallsInFlightGetTheirOwnAnswers() throws Exception {
        BusConnection server = connect("echo");
        server.onMethodCall(call -> server.reply(call, "i", ((Integer) call.args()[0]) * 2));
        BusConnection client = connect("caller");

        List<CompletableFuture<Message>> calls = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            calls.add(client.call(server.uniqueName(), PATH, IFACE, "Double", "i", i));
        }

        for (int i = 0; i < 50; i++) {
            assertThat(params(calls.get(i).get(10, TimeUnit.SECONDS))).containsExactly(2 * i);
        }
    }

    @Test
    void anErrorReplySurfacesAsDBusCallExceptionWithTheErrorName() throws IOException {
        BusConnection server = connect("refuser");
        server.onMethodCall(call -> server.replyError(call, "io.github.javaatspi.Error.Nope", "not today"));
        BusConnection client = connect("hopeful");

        assertThatThrownBy(() -> client.callSync(server.uniqueName(), PATH, IFACE, "Please", null, 5000))
                .isInstanceOfSatisfying(DBusCallException.class, e -> {
                    assertThat(e.errorName()).isEqualTo("io.github.javaatspi.Error.Nope");
                    assertThat(e.getMessage()).contains("not today");
                });
    }

    @Test
    void aConnectionThatServesNothingRefusesCallsButAnswersPing() throws IOException {
        BusConnection idle = connect("idle");
        BusConnection client = connect("prober");

        assertThatThrownBy(() -> client.callSync(idle.uniqueName(), PATH, IFACE, "Anything", null, 5000))
                .isInstanceOfSatisfying(DBusCallException.class,
                        e -> assertThat(e.errorName()).isEqualTo("org.freedesktop.DBus.Error.UnknownMethod"));
        assertThat(client.callSync(idle.uniqueName(), "/", "org.freedesktop.DBus.Peer", "Ping", null, 5000)).isNotNull();
    }

    @Test
    void aFailingHandlerAnswersWithAnError() throws IOException {
        BusConnection server = connect("buggy");
        server.onMethodCall(call -> {
            throw new IllegalStateException("bug in the handler");
        });
        BusConnection client = connect("victim");

        assertThatThrownBy(() -> client.callSync(server.uniqueName(), PATH, IFACE, "Crash", null, 5000))
                .isInstanceOfSatisfying(DBusCallException.class,
                        e -> assertThat(e.errorName()).isEqualTo("org.freedesktop.DBus.Error.Failed"));
        assertThat(server.isOpen()).as("the reader survives a failing handler").isTrue();
        assertThat(listNames(client)).contains(server.uniqueName());
    }

    @Test
    void aCallThatIsNeverAnsweredTimesOutAndLeavesNothingPending() throws Exception {
        BusConnection silent = connect("silent");
        silent.onMethodCall(call -> { });
        BusConnection client = connect("patient");

        long start = System.nanoTime();
        assertThatThrownBy(() -> client.callSync(silent.uniqueName(), PATH, IFACE, "Wait", null, 200))
                .isInstanceOf(IOException.class)
                .isNotInstanceOf(DBusCallException.class)
                .hasMessageContaining("Wait").hasMessageContaining("200 ms");
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isBetween(150L, 3000L);

        assertThat(pending(client)).isEmpty();
        assertThat(listNames(client)).as("the connection still works").contains(silent.uniqueName());
        assertThat(pending(client)).isEmpty();
    }

    @Test
    void aSignalReachesAConnectionThatAskedForIt() throws Exception {
        BusConnection sender = connect("sender");
        BusConnection receiver = connect("receiver");
        BlockingQueue<Object[]> received = new LinkedBlockingQueue<>();
        receiver.onSignal(s -> IFACE.equals(s.getInterface()) && "Tick".equals(s.getName()),
                s -> received.add(new Object[] {receiver.isReaderThread(), s.getPath(), s.getSource(), params(s)[0]}));
        receiver.addMatch("type='signal',interface='" + IFACE + "'");
        // AddMatch went out before this call; the bus handles a connection's messages in order.
        listNames(receiver);

        sender.emitSignal(PATH, IFACE, "Tick", "s", "tock");

        Object[] got = received.poll(10, TimeUnit.SECONDS);
        assertThat(got).as("the signal arrived").isNotNull();
        assertThat(got).containsExactly(true, PATH, sender.uniqueName(), "tock");
    }

    @Test
    void aSignalNobodyAskedForIsNotDelivered() throws Exception {
        BusConnection sender = connect("shouter");
        BusConnection receiver = connect("deaf");
        BlockingQueue<String> names = new LinkedBlockingQueue<>();
        receiver.onSignal(s -> IFACE.equals(s.getInterface()), s -> names.add(s.getName()));
        receiver.addMatch("type='signal',interface='" + IFACE + "',member='Wanted'");
        listNames(receiver);

        // The bus keeps one sender's order: were Unwanted delivered, it would come first.
        sender.emitSignal(PATH, IFACE, "Unwanted", "s", "x");
        sender.emitSignal(PATH, IFACE, "Wanted", "s", "y");

        assertThat(names.poll(10, TimeUnit.SECONDS)).isEqualTo("Wanted");
    }

    @Test
    void closeFailsPendingCallsAndRunsCloseListeners() throws Exception {
        BusConnection silent = connect("never");
        silent.onMethodCall(call -> { });
        BusConnection client = connect("closing");
        CountDownLatch closed = new CountDownLatch(1);
        client.onClose(closed::countDown);
        CompletableFuture<Message> pendingCall = client.call(silent.uniqueName(), PATH, IFACE, "Forever", null);
        // Make sure the call is out and waiting rather than racing with close().
        listNames(client);
        assertThat(pendingCall).isNotDone();

        client.close();

        assertThat(closed.await(10, TimeUnit.SECONDS)).as("close listener ran").isTrue();
        assertThat(client.isOpen()).isFalse();
        assertThatThrownBy(() -> pendingCall.get(10, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .cause().isInstanceOf(IOException.class).hasMessageContaining("closed");
        assertThat(pending(client)).isEmpty();
        CountDownLatch late = new CountDownLatch(1);
        client.onClose(late::countDown);
        assertThat(late.getCount()).as("a listener added after close runs at once").isZero();
    }

    @Test
    void theOtherSideGoingAwayClosesTheConnection() throws Exception {
        WireChannel channel = new Transports(null).open(bus.address());
        BusConnection c = BusConnection.open(channel, "test-dropped", true, 5000);
        connections.add(c);
        CountDownLatch closed = new CountDownLatch(1);
        c.onClose(closed::countDown);

        channel.close();

        assertThat(closed.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(c.isOpen()).isFalse();
    }

    @Test
    void aBlockingCallOnTheReaderThreadIsRefused() throws IOException {
        BusConnection server = connect("reentrant");
        AtomicReference<RuntimeException> refused = new AtomicReference<>();
        server.onMethodCall(call -> {
            try {
                server.callSync(BusConnection.DBUS_NAME, BusConnection.DBUS_PATH, BusConnection.DBUS_NAME, "ListNames",
                        null, 1000);
                server.reply(call, "s", "not refused");
            } catch (IllegalStateException e) {
                refused.set(e);
                server.reply(call, "s", "refused");
            } catch (IOException e) {
                server.reply(call, "s", "failed: " + e);
            }
        });
        BusConnection client = connect("asker");

        Message reply = client.callSync(server.uniqueName(), PATH, IFACE, "Reenter", null, 5000);

        assertThat(params(reply)).containsExactly("refused");
        assertThat(refused.get()).isInstanceOf(IllegalStateException.class).hasMessageContaining("reader thread");
    }

    @Test
    void transportsRefuseWhatTheyCannotOpenAndSayWhy() {
        Transports transports = new Transports(null);

        assertThatThrownBy(() -> transports.open("tcp:host=x,port=1"))
                .isInstanceOf(IOException.class).hasMessageContaining("'tcp' is not supported");
        assertThatThrownBy(() -> transports.open("unix:abstract=x"))
                .isInstanceOf(IOException.class).hasMessageContaining("abstract").hasMessageContaining("native-hooks");
        assertThatThrownBy(() -> transports.open("unix:guid=abc"))
                .isInstanceOf(IOException.class).hasMessageContaining("without path= or abstract=");
        assertThatThrownBy(() -> transports.open("nocolon"))
                .isInstanceOf(IOException.class).hasMessageContaining("without transport");
        assertThatThrownBy(() -> transports.open("unix:path=/nonexistent/jatspi/bus"))
                .isInstanceOf(IOException.class);
    }

    @Test
    void transportsTryTheEntriesOfAListInOrder() throws IOException {
        String list = "tcp:host=x,port=1;unix:path=/nonexistent/jatspi/bus;" + bus.address();

        BusConnection c = BusConnection.open(new Transports(null).open(list), "test-list", true, 5000);
        connections.add(c);

        assertThat(c.uniqueName()).startsWith(":");
    }

    @Test
    void anAbstractAddressGoesToTheConnector() throws IOException {
        List<String> asked = new ArrayList<>();
        Transports transports = new Transports(name -> {
            asked.add(name);
            return new Transports(null).open(bus.address());
        });

        BusConnection c = BusConnection.open(transports.open("unix:abstract=/tmp/some-name,guid=1"), "test-abs", true,
                5000);
        connections.add(c);

        assertThat(asked).containsExactly("/tmp/some-name");
        assertThat(c.uniqueName()).startsWith(":");
    }

    // ---- helpers ----

    private BusConnection connect(String name) throws IOException {
        BusConnection c = BusConnection.open(new Transports(null).open(bus.address()), "test-" + name, true, 5000);
        connections.add(c);
        return c;
    }

    static List<String> listNames(BusConnection c) throws IOException {
        Message reply = c.callSync(BusConnection.DBUS_NAME, BusConnection.DBUS_PATH, BusConnection.DBUS_NAME, "ListNames",
                null, 5000);
        Object names = PlainValues.convert(params(reply)[0]);
        List<String> out = new ArrayList<>();
        if (names instanceof List<?> l) {
            l.forEach(n -> out.add(String.valueOf(n)));
        } else if (names instanceof Object[] a) {
            for (Object n : a) {
                out.add(String.valueOf(n));
            }
        } else {
            throw new AssertionError("unexpected ListNames reply " + names);
        }
        return out;
    }

    static Object[] params(Message m) {
        try {
            return PlainValues.convertAll(m.getParameters());
        } catch (DBusException e) {
            throw new AssertionError("unreadable message " + m, e);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<Long, ?> pending(BusConnection c) throws ReflectiveOperationException {
        Field f = BusConnection.class.getDeclaredField("pending");
        f.setAccessible(true);
        return (Map<Long, ?>) f.get(c);
    }
}
