package io.github.javaatspi.swing;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.model.DeviceKey;
import io.github.javaatspi.model.KeyForwarder;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.EventQueue;
import java.awt.KeyEventDispatcher;
import java.awt.KeyboardFocusManager;
import java.awt.Toolkit;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javax.swing.JFrame;
import javax.swing.JPasswordField;
import javax.swing.JTextField;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Hold and replay against real Swing dispatch: key events posted to a focused text field go
 * through the snooper, a scripted screen reader answers, and the field shows what the user
 * would see.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class KeySnooperTest {
    private static final Duration RELEASE_WAIT = Duration.ofSeconds(5);
    private final List<DeviceKey> heard = new CopyOnWriteArrayList<>();
    private final List<String> fieldSaw = new CopyOnWriteArrayList<>();
    private final List<String> laterDispatcherSaw = new CopyOnWriteArrayList<>();
    /** Presses dispatched whose publication the test announces itself (see {@link #startPublishingByHand}). */
    private final List<Runnable> publications = new CopyOnWriteArrayList<>();
    private JFrame frame;
    private JTextField field;
    private KeySnooper snooper;
    private KeyEventDispatcher laterDispatcher;
    /** What the snooper's replay watch wakes the toolkit with. */
    private ToolkitNudge nudge = ToolkitNudge.NONE;

    @BeforeAll
    static void needsADisplay() {
        OnEdt.requireDisplay("KeySnooperTest");
    }

    @BeforeEach
    void showField() throws Exception {
        OnEdt.run(() -> {
            frame = new JFrame("Keys");
            field = new JTextField(20);
            field.setName("field");
            field.addKeyListener(new KeyAdapter() {
                @Override
                public void keyPressed(KeyEvent e) {
                    fieldSaw.add("press " + e.getKeyChar());
                }

                @Override
                public void keyReleased(KeyEvent e) {
                    fieldSaw.add("release " + e.getKeyChar());
                }
            });
            frame.add(field);
            frame.pack();
            frame.setVisible(true);
        });
        OnEdt.focus(field);
    }

    @AfterEach
    void tearDown() throws Exception {
        if (snooper != null) {
            snooper.setActive(false);
        }
        OnEdt.run(() -> {
            if (laterDispatcher != null) {
                KeyboardFocusManager.getCurrentKeyboardFocusManager().removeKeyEventDispatcher(laterDispatcher);
            }
            frame.dispose();
        });
    }

    @Test
    void switchingOnReadiesTheWayOnceAndSendsNoKey() throws Exception {
        AtomicInteger prepared = new AtomicInteger();
        KeyForwarder forwarder = new KeyForwarder() {
            @Override
            public void forward(DeviceKey key, Consumer<Boolean> answer) {
                heard.add(key);
                answer.accept(false);
            }

            @Override
            public void prepare() {
                prepared.incrementAndGet();
            }
        };
        snooper = new KeySnooper(PortableKeyboard::new, forwarder, Runnable::run, Duration.ofSeconds(5), RELEASE_WAIT,
                new ReplayWatch(() -> ToolkitNudge.NONE));
        snooper.setActive(true);
        snooper.setActive(false);
        snooper.setActive(true);
        OnEdt.run(() -> { });

        assertThat(prepared).hasValue(1);
        assertThat(heard).isEmpty();
    }

    @Test
    void keysNobodyTakesReachTheFieldOnceAndInOrder() throws Exception {
        start((key, answer) -> answer.accept(false), Duration.ofSeconds(5));

        type("abc");

        awaitText("abc");
        awaitSaw("release c");
        assertThat(heard).extracting(DeviceKey::text).containsExactly("a", "a", "b", "b", "c", "c");
        assertThat(fieldSaw).containsExactly("press a", "release a", "press b", "release b", "press c", "release c");
    }

    @Test
    void aConsumedKeyLosesItsPressCharacterAndRelease() throws Exception {
        start(answerLater((key, answer) -> answer.accept(key.pressed() && key.text().equals("t"))),
                Duration.ofSeconds(5));

        type("atb");

        awaitText("ab");
        awaitSaw("release b");
        assertThat(fieldSaw).containsExactly("press a", "release a", "press b", "release b");
        assertThat(heard).extracting(DeviceKey::text).contains("t");
    }

    @Test
    void aSilentScreenReaderCostsOneBudgetThenKeysPassAtOnce() throws Exception {
        start((key, answer) -> { }, Duration.ofMillis(150));

        type("xyz");

        awaitText("xyz");
        awaitSaw("release z");
        assertThat(heard).hasSize(6);
        assertThat(fieldSaw).containsExactly("press x", "release x", "press y", "release y", "press z", "release z");
    }

    @Test
    void theApplicationsOwnDispatchersSeeEveryKeyExactlyOnce() throws Exception {
        // As in a real start: the gate first, then the application's dispatcher, then a listener.
        KeyGate.install();
        OnEdt.run(() -> {
            laterDispatcher = e -> {
                if (e.getID() == KeyEvent.KEY_TYPED) {
                    laterDispatcherSaw.add(String.valueOf(e.getKeyChar()));
                }
                return false;
            };
            KeyboardFocusManager.getCurrentKeyboardFocusManager().addKeyEventDispatcher(laterDispatcher);
        });
        start(answerLater((key, answer) -> answer.accept(key.pressed() && key.text().equals("x"))),
                Duration.ofSeconds(5));

        type("hexy");

        awaitText("hey");
        assertThat(laterDispatcherSaw).containsExactly("h", "e", "y");
    }

    @Test
    void aReleaseReachesTheScreenReaderOnlyOnceWhatItsPressChangedIsPublishedAndTheFieldAtOnce()
            throws Exception {
        startPublishingByHand(RELEASE_WAIT);

        type("ab");

        OnEdt.awaitTrue("the first press handled", () -> publications.size() == 1);
        awaitSaw("release a");
        // a's release followed its press into the field; the screen reader hears it, and the b
        // behind it, only once a's press is published.
        assertThat(heard).extracting(KeySnooperTest::describe).containsExactly("press a");
        assertThat(fieldSaw).containsExactly("press a", "release a");

        publications.get(0).run();
        OnEdt.awaitTrue("the second press handled", () -> publications.size() == 2);
        awaitSaw("release b");
        awaitText("ab");
        assertThat(heard).extracting(KeySnooperTest::describe).containsExactly("press a", "release a", "press b");

        publications.get(1).run();
        OnEdt.awaitTrue("b's release heard", () -> heard.size() == 4);
        assertThat(heard).extracting(KeySnooperTest::describe)
                .containsExactly("press a", "release a", "press b", "release b");
        assertThat(fieldSaw).containsExactly("press a", "release a", "press b", "release b");
    }

    @Test
    void aPublicationThatNeverComesHoldsBackTheReleasesReportOnlyForItsWait() throws Exception {
        startPublishingByHand(Duration.ofMillis(200));

        type("q");

        awaitSaw("release q");
        OnEdt.awaitTrue("q's release heard after its wait", () -> heard.size() == 2);
        assertThat(publications).hasSize(1);
        assertThat(heard).extracting(KeySnooperTest::describe).containsExactly("press q", "release q");
        assertThat(fieldSaw).containsExactly("press q", "release q");
    }

    @Test
    void aConsumedPressesReleaseNeedsNoPublication() throws Exception {
        startPublishingByHand((key, answer) -> answer.accept(key.pressed() && key.text().equals("k")), RELEASE_WAIT);

        type("kz");

        // k's release goes without waiting: nothing of k reached the application to publish.
        OnEdt.awaitTrue("z's press handled", () -> publications.size() == 1);
        awaitSaw("release z");
        awaitText("z");
        assertThat(heard).extracting(KeySnooperTest::describe).containsExactly("press k", "release k", "press z");
        publications.get(0).run();
        OnEdt.awaitTrue("z's release heard", () -> heard.size() == 4);
        assertThat(fieldSaw).containsExactly("press z", "release z");
    }

    @Test
    void aReplayedKeyWhoseHandlingWaitsOnTheEventThreadHasTheToolkitNudged() throws Exception {
        CountDownLatch nudged = new CountDownLatch(1);
        List<Boolean> wokenByTheNudge = new CopyOnWriteArrayList<>();
        nudge = nudged::countDown;
        field.addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                if (e.getKeyChar() == 'w') {
                    // As AWT waits for the X server's time when a text takes the selection.
                    try {
                        wokenByTheNudge.add(nudged.await(5, TimeUnit.SECONDS));
                    } catch (InterruptedException ie) {
                        Thread.currentThread().interrupt();
                    }
                }
            }
        });
        start((key, answer) -> answer.accept(false), Duration.ofSeconds(5));

        type("w");

        awaitText("w");
        assertThat(wokenByTheNudge).containsExactly(true);
    }

    @Test
    void whileNobodyListensNothingIsForwarded() throws Exception {
        start((key, answer) -> answer.accept(true), Duration.ofSeconds(5));
        snooper.setActive(false);

        type("no");

        awaitText("no");
        assertThat(heard).isEmpty();
    }

    @Test
    void aPasswordFieldsTextKeysAreReportedWithoutKeysymOrText() throws Exception {
        JPasswordField secret = OnEdt.call(() -> {
            JPasswordField p = new JPasswordField(10);
            p.setName("secret");
            frame.add(p, BorderLayout.SOUTH);
            frame.pack();
            return p;
        });
        OnEdt.focus(secret);
        start((key, answer) -> answer.accept(false), Duration.ofSeconds(5));

        type("pw");

        OnEdt.awaitTrue("the password typed", () -> new String(secret.getPassword()).equals("pw"));
        assertThat(heard).hasSize(4).allSatisfy(k -> {
            assertThat(k.keysym()).isEqualTo(DeviceKey.VOID_SYMBOL);
            assertThat(k.keycode()).isZero();
            assertThat(k.text()).isEmpty();
        });
    }

    // ---- fixture ----

    private void start(BiConsumer<DeviceKey, Consumer<Boolean>> screenReader, Duration budget) throws Exception {
        start(screenReader, budget, Runnable::run, RELEASE_WAIT);
    }

    /** A screen reader that takes no key; each dispatched press's publication waits in {@link #publications}. */
    private void startPublishingByHand(Duration releaseWait) throws Exception {
        startPublishingByHand((key, answer) -> answer.accept(false), releaseWait);
    }

    /**
     * Each dispatched press's publication waits in {@link #publications}, which holds none when this
     * returns: a test that counts them must not count the rehearsal (it once did, and timed out
     * when the press it waited for was published before its first look).
     */
    private void startPublishingByHand(BiConsumer<DeviceKey, Consumer<Boolean>> screenReader, Duration releaseWait)
            throws Exception {
        start(screenReader, Duration.ofSeconds(5), publications::add, releaseWait);
        // Starting rehearses the way a press's publication travels, once, with nothing to tell.
        assertThat(publications).as("the rehearsal").hasSize(1);
        publications.get(0).run();
        assertThat(heard).isEmpty();
        publications.clear();
    }

    private void start(BiConsumer<DeviceKey, Consumer<Boolean>> screenReader, Duration budget,
            Consumer<Runnable> afterPublished, Duration releaseWait) throws Exception {
        KeyForwarder forwarder = (key, answer) -> {
            heard.add(key);
            screenReader.accept(key, answer);
        };
        snooper = new KeySnooper(PortableKeyboard::new, forwarder, afterPublished, budget, releaseWait,
                new ReplayWatch(() -> nudge));
        snooper.setActive(true);
        // setActive posts to the event thread: once a task posted after it ran, the snooper is installed.
        OnEdt.run(() -> { });
    }

    /** Answers from another thread after a short while, as the bus does. */
    private static BiConsumer<DeviceKey, Consumer<Boolean>> answerLater(BiConsumer<DeviceKey, Consumer<Boolean>> rule) {
        return (key, answer) -> new Thread(() -> {
            try {
                Thread.sleep(30);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            rule.accept(key, answer);
        }).start();
    }

    /** Posts press, typed and release for each character, all at once, as a fast typist's keys arrive. */
    private void type(String text) throws Exception {
        OnEdt.run(() -> {
            EventQueue queue = Toolkit.getDefaultToolkit().getSystemEventQueue();
            Component target = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
            long when = System.currentTimeMillis();
            for (char c : text.toCharArray()) {
                int code = KeyEvent.getExtendedKeyCodeForChar(c);
                queue.postEvent(new KeyEvent(target, KeyEvent.KEY_PRESSED, when, 0, code, c));
                queue.postEvent(new KeyEvent(target, KeyEvent.KEY_TYPED, when, 0, KeyEvent.VK_UNDEFINED, c));
                queue.postEvent(new KeyEvent(target, KeyEvent.KEY_RELEASED, when, 0, code, c));
            }
        });
    }

    private static String describe(DeviceKey key) {
        return (key.pressed() ? "press " : "release ") + key.text();
    }

    private void awaitSaw(String event) {
        OnEdt.awaitTrue("the field to see " + event, () -> fieldSaw.contains(event));
    }

    private void awaitText(String expected) {
        OnEdt.awaitTrue("the field to read '" + expected + "'", () -> field.getText().equals(expected));
    }
}
