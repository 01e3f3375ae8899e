package io.github.javaatspi.bus.atspi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.IncomingCall;
import io.github.javaatspi.bus.wire.Transports;
import io.github.javaatspi.model.DeviceKey;
import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.PrivateBus;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.freedesktop.dbus.exceptions.DBusException;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Keystroke-listener tracking and key forwarding against a real {@code dbus-daemon}, with a
 * scripted registry (a connection owning the registry's name) and a scripted screen reader.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class KeystrokeTrackingTest {
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static PrivateBus bus;

    private final List<BusConnection> connections = new ArrayList<>();
    private final List<Boolean> told = new CopyOnWriteArrayList<>();
    private final List<Object[]> listed = new CopyOnWriteArrayList<>();
    private final BlockingQueue<IncomingCall> notified = new LinkedBlockingQueue<>();
    /** RequestName's answer when the caller now owns the name. */
    private static final long PRIMARY_OWNER = 1;
    private volatile boolean consumeEverything;
    private BusConnection registry;
    private BusConnection app;

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
    void listenersListedByTheRegistryCountOnlyWhileTheirOwnerLives() throws Exception {
        BusConnection reader = connect("screen-reader");
        startRegistry();
        listed.add(listener(reader.uniqueName(), 0));
        listed.add(listener(":1.9999", 0));
        KeystrokeTracking tracking = track();

        tracking.refresh();

        assertThat(tracking.any()).isTrue();
        assertThat(told).containsExactly(true);
        reader.close();
        Deadline.awaitTrue("the vanished listener to count no more", WAIT, () -> !tracking.any());
        assertThat(told).containsExactly(true, false);
    }

    @Test
    void aListenerListedOnlyUnderADeadNameIsNobody() throws Exception {
        startRegistry();
        listed.add(listener(":1.9999", 0));
        KeystrokeTracking tracking = track();

        tracking.refresh();

        assertThat(tracking.any()).isFalse();
        assertThat(told).isEmpty();
    }

    @Test
    void registrationsAnnouncedLaterAreCountedPerModifierMask() throws Exception {
        BusConnection reader = connect("orca");
        startRegistry();
        KeystrokeTracking tracking = track();
        tracking.refresh();

        announce("KeystrokeListenerRegistered", listener(reader.uniqueName(), 0));
        announce("KeystrokeListenerRegistered", listener(reader.uniqueName(), 1));
        Deadline.awaitTrue("the registration to count", WAIT, tracking::any);
        announce("KeystrokeListenerDeregistered", listener(reader.uniqueName(), 0));
        announce("KeystrokeListenerRegistered", listener(reader.uniqueName(), 2));
        announce("KeystrokeListenerDeregistered", listener(reader.uniqueName(), 1));
        announce("KeystrokeListenerDeregistered", listener(reader.uniqueName(), 2));

        Deadline.awaitTrue("the last deregistration", WAIT, () -> told.size() == 2);
        assertThat(tracking.any()).isFalse();
        assertThat(told).containsExactly(true, false);
    }

    @Test
    void aKeyGoesToNotifyListenersSyncInTheFormTheRegistryAcceptsAndTheAnswerComesBack() throws Exception {
        startRegistry();
        consumeEverything = true;
        DeviceEventForwarder forwarder = new DeviceEventForwarder(app, Executors.newSingleThreadExecutor());
        CompletableFuture<Boolean> answer = new CompletableFuture<>();

        forwarder.forward(new DeviceKey(true, 0xff63, 118, 0x10, 1234, "Insert", true), answer::complete);

        assertThat(answer.get(10, TimeUnit.SECONDS)).isTrue();
        IncomingCall call = notified.poll(10, TimeUnit.SECONDS);
        assertThat(call.signature()).isEqualTo("(uiiiisb)");
        Object[] event = (Object[]) call.args()[0];
        assertThat(event).containsExactly(0L, 0xff63, 118, 0x10, 1234, "Insert", true);
    }

    @Test
    void aFailedCallIsNotConsumed() throws Exception {
        startRegistry();
        registry.close();
        DeviceEventForwarder forwarder = new DeviceEventForwarder(app, Executors.newSingleThreadExecutor());
        CompletableFuture<Boolean> answer = new CompletableFuture<>();

        forwarder.forward(new DeviceKey(false, 'a', 38, 0, 1, "a", true), answer::complete);

        assertThat(answer.get(10, TimeUnit.SECONDS)).isFalse();
    }

    // ---- fixture ----

    private KeystrokeTracking track() {
        KeystrokeTracking tracking = new KeystrokeTracking(app, told::add);
        tracking.subscribe();
        return tracking;
    }

    /** A connection that owns the registry's name and answers as its DeviceEventController does. */
    private void startRegistry() throws Exception {
        registry = connect("registry");
        // The previous test's registry may still own the name: the daemon drops a closed
        // connection's names a moment later, and a call then went to the closing one (seen once).
        Deadline.awaitTrue("the registry's name", Duration.ofSeconds(10), this::ownsRegistryName);
        registry.onMethodCall(call -> {
            switch (call.member()) {
                case "GetKeystrokeListeners" -> registry.reply(call, "a(souua(iisi)u(bbb))", new ArrayList<>(listed));
                case "NotifyListenersSync" -> {
                    notified.add(call);
                    registry.reply(call, "b", consumeEverything);
                }
                default -> registry.replyError(call, "org.freedesktop.DBus.Error.UnknownMethod", call.member());
            }
        });
        app = connect("app");
    }

    private boolean ownsRegistryName() {
        try {
            Object[] result = registry.callSync(BusConnection.DBUS_NAME, BusConnection.DBUS_PATH,
                    BusConnection.DBUS_NAME, "RequestName", "su", 5000, Interfaces.REGISTRY_NAME, 4L).getParameters();
            return ((Number) result[0]).longValue() == PRIMARY_OWNER;
        } catch (IOException | DBusException e) {
            throw new IllegalStateException("RequestName failed", e);
        }
    }

    private void announce(String member, Object[] listener) {
        registry.emitSignal(KeystrokeTracking.DEC_PATH, Interfaces.DEVICE_EVENT_LISTENER, member,
                "(souua(iisi)u(bbb))", (Object) listener);
    }

    /** A registration as Orca makes it: press and release, any key, one modifier mask, synchronous. */
    private static Object[] listener(String busName, long mask) {
        return new Object[] {busName, "/org/a11y/atspi/listeners/0", 0L, 3L, new ArrayList<>(), mask,
            new Object[] {true, true, false}};
    }

    private BusConnection connect(String name) throws IOException {
        BusConnection c = BusConnection.open(new Transports(null).open(bus.address()), "test-" + name, true, 5000);
        connections.add(c);
        return c;
    }
}
