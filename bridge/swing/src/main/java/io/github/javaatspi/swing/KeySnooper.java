package io.github.javaatspi.swing;

import io.github.javaatspi.model.DeviceKey;
import io.github.javaatspi.model.KeyForwarder;

import java.awt.Component;
import java.awt.EventQueue;
import java.awt.KeyEventDispatcher;
import java.awt.Toolkit;
import java.awt.event.KeyEvent;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.accessibility.Accessible;
import javax.accessibility.AccessibleContext;
import javax.accessibility.AccessibleRole;
import javax.swing.JLabel;
import javax.swing.JPasswordField;
import javax.swing.Timer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Lets assistive technologies hear each key before the application and keep the ones they take
 * (Orca's commands), without ever blocking the event thread: hold and replay.
 *
 * <p>A key event is taken out of Swing's dispatch (this dispatcher returns true), sent to the
 * screen reader, and when the answer comes — or the budget runs out — either dropped (consumed:
 * press, typed character and release alike) or posted again to the event queue, where this
 * dispatcher lets it through and everything else (the application's own dispatchers, input
 * methods, key bindings, mnemonics) sees it exactly once, as without the bridge. Keys that arrive
 * while others are held queue behind them, so the order never changes. When the screen reader
 * misses the budget, keys pass at once (still reported to it) until it answers in time again.
 *
 * <p>A key's release reaches the screen reader only once what its press changed has been
 * published (see {@link #KeySnooper}), or after a short wait: as with GTK, whose key snooper
 * reads the release only after handling the press. Sent at once, the release of a key typed
 * quickly reached Orca before the focus event of its press, and Orca handled it first (4.5–13 ms
 * in one to three steps of each scenario of the Orca suite). Keys that follow a release keep
 * their place behind it on the way to the screen reader. The application does not wait for
 * that: a release shares its press's fate (a screen reader decides a key on its press), so it
 * follows its press into the application at once; waiting for its own answer as well made every
 * key of fast typing wait for the one before it.
 *
 * <p>A replayed press's dispatch is watched ({@link ReplayWatch}): it comes when AWT's toolkit
 * thread sleeps, and AWT's wait for the X server's time (every selection a key makes) would
 * otherwise last until that thread's poll times out.
 *
 * <p>Everything but {@link #setActive} runs on the event thread.
 */
public final class KeySnooper implements KeyEventDispatcher {
    private static final Logger LOG = LoggerFactory.getLogger(KeySnooper.class);
    /** More unanswered keys than this and the screen reader counts as hung: keys pass at once. */
    static final int MAX_UNANSWERED = 32;
    /** A replayed event not back after this long was dropped by AWT (no focused window): stop waiting for it. */
    static final long LOST_REPLAY_NANOS = Duration.ofSeconds(1).toNanos();
    private static final int TICK_MILLIS = 20;
    private static final Runnable NOTHING = () -> { };
    /** Keys Orca uses as its command modifier: keys typed while one is held are commands, not text. */
    private static final Set<Integer> COMMAND_KEYSYMS = Set.of(0xff63, 0xff9e, 0xffe5, 0xffe6);

    private enum Fate { PENDING, FOLLOWS_PRESS, DELIVER, POSTED, DROP }

    /** One held key event and what becomes of it. */
    private static final class Held {
        final KeyEvent event;
        /** What the screen reader hears of a press or release; null for a typed character. */
        final DeviceKey key;
        final long arrived;
        Fate fate = Fate.PENDING;
        boolean sent;
        long deadline;
        long postedAt;
        /** For a typed character or a release: the press it belongs to. */
        Held press;
        /** A press a screen reader consumed: its character and release are dropped too. */
        boolean consumed;
        /** A press whose changes in the application have been published: its release may be sent. */
        boolean published;

        Held(KeyEvent event, DeviceKey key, long arrived) {
            this.event = event;
            this.key = key;
            this.arrived = arrived;
        }
    }

    private final Supplier<XKeyboard> keyboard;
    private final KeyForwarder forwarder;
    private final Consumer<Runnable> afterPublished;
    private final ReplayWatch replayWatch;
    private KeyDescriber describer;
    private final long budgetNanos;
    private final long releaseWaitNanos;
    private final Deque<Held> held = new ArrayDeque<>();
    /** Keys not yet sent to the screen reader, in the order they came: a release waits for its press. */
    private final Deque<Held> unsent = new ArrayDeque<>();
    private final Set<KeyEvent> replays = Collections.newSetFromMap(new IdentityHashMap<>());
    /** The last press of each key that is down, by key: its release shares its fate. */
    private final Map<Integer, Held> pressesDown = new HashMap<>();
    private final Set<Integer> commandKeysDown = new HashSet<>();
    private final Timer clock = new Timer(TICK_MILLIS, e -> tick());
    private Held lastPress;
    private boolean slow;
    private int unanswered;
    private boolean active;

    /**
     * @param keyboard the keyboard's X description, asked for on the event thread the first time
     *     someone listens for keys
     * @param afterPublished given a task on the event thread once a press has been dispatched, runs
     *     it (on any thread) once what the events dispatched so far changed has been published to
     *     the screen reader — or never, if that cannot be known
     * @param budget how long a key may wait for the screen reader's answer
     * @param releaseWait how long a release waits, at most, for its press's changes to be published
     * @param replayWatch watches the dispatch of each replayed press while keys are snooped
     */
    public KeySnooper(Supplier<XKeyboard> keyboard, KeyForwarder forwarder, Consumer<Runnable> afterPublished,
            Duration budget, Duration releaseWait, ReplayWatch replayWatch) {
        this.keyboard = keyboard;
        this.forwarder = forwarder;
        this.afterPublished = afterPublished;
        this.replayWatch = replayWatch;
        this.budgetNanos = budget.toNanos();
        this.releaseWaitNanos = releaseWait.toNanos();
    }

    /**
     * Starts or stops snooping (only while someone listens for keys) through the {@link KeyGate};
     * any thread.
     */
    public void setActive(boolean active) {
        EventQueue.invokeLater(() -> {
            if (active && !this.active) {
                if (describer == null) {
                    describer = new KeyDescriber(keyboard.get());
                    prepare();
                }
                replayWatch.start();
                KeyGate.attach(this);
                this.active = true;
                LOG.debug("forwarding keys to assistive technologies");
            } else if (!active && this.active) {
                KeyGate.detach(this);
                this.active = false;
                releaseAll();
                replayWatch.stop();
                LOG.debug("no longer forwarding keys");
            }
        });
    }

    @Override
    public boolean dispatchKeyEvent(KeyEvent e) {
        if (replays.remove(e)) {
            returned(e);
            return false;
        }
        return switch (e.getID()) {
            case KeyEvent.KEY_PRESSED, KeyEvent.KEY_RELEASED -> hold(e);
            case KeyEvent.KEY_TYPED -> holdTyped(e);
            default -> false;
        };
    }

    private boolean hold(KeyEvent e) {
        boolean pressed = e.getID() == KeyEvent.KEY_PRESSED;
        DeviceKey key = describer.describe(e, isSecret(e.getComponent()), !commandKeysDown.isEmpty());
        int id = key.keycode() != 0 ? key.keycode() : -e.getKeyCode();
        trackCommandKey(key, id);
        Held h = new Held(e, key, System.nanoTime());
        if (pressed) {
            lastPress = h;
            pressesDown.put(id, h);
        } else {
            h.press = pressesDown.remove(id);
        }
        boolean passAtOnce = slow || unanswered >= MAX_UNANSWERED;
        if (h.press != null && h.press.consumed) {
            h.fate = Fate.DROP;
        } else if (h.press != null) {
            h.fate = Fate.FOLLOWS_PRESS;
        } else if (passAtOnce) {
            h.fate = Fate.DELIVER;
        }
        unsent.addLast(h);
        if (passAtOnce) {
            sendAll();
        } else {
            sendReady();
        }
        if ((h.fate == Fate.DELIVER || h.fate == Fate.FOLLOWS_PRESS) && held.isEmpty()) {
            updateClock();
            return false;
        }
        enqueue(h);
        return true;
    }

    /** Sends the keys at the front of {@link #unsent} that need not wait, in order. */
    private void sendReady() {
        long now = System.nanoTime();
        while (!unsent.isEmpty() && !waitsForItsPress(unsent.peekFirst(), now)) {
            send(unsent.pollFirst(), now);
        }
    }

    /** Sends every key not yet sent; the undecided ones pass without waiting for an answer. */
    private void sendAll() {
        long now = System.nanoTime();
        while (!unsent.isEmpty()) {
            Held h = unsent.pollFirst();
            if (h.fate == Fate.PENDING) {
                h.fate = Fate.DELIVER;
            }
            send(h, now);
        }
    }

    /**
     * A release whose press the application has (or will have) handled, while what that changed
     * is not yet published. A consumed press changed nothing; one still undecided is waited for.
     */
    private boolean waitsForItsPress(Held h, long now) {
        Held press = h.press;
        return h.event.getID() == KeyEvent.KEY_RELEASED && press != null && !press.consumed && !press.published
                && press.fate != Fate.DROP && now - h.arrived < releaseWaitNanos;
    }

    private void send(Held h, long now) {
        h.sent = true;
        h.deadline = now + budgetNanos;
        unanswered++;
        forwarder.forward(h.key, new Answer(h, now));
    }

    /**
     * Pays the key path's first run ahead of the first key, once, when a screen reader first
     * listens: in a fresh JVM the first key waited 2–4 ms for it (the keymap fetched, classes
     * loaded, lambdas linked) before the screen reader heard of it, and the way the first
     * press's "published" notice travels linked four more lambdas (0.2–0.4 ms each in a fresh
     * JVM) while the screen reader waited for the press's events. Nothing is sent.
     */
    private void prepare() {
        describer.prepare();
        isSecret(new JLabel());
        Held rehearsal = new Held(null, null, 0L);
        new Answer(rehearsal, 0L);
        new Published(rehearsal);
        forwarder.prepare();
        // The way a press's "published" travels (tree source, tree thread), with nothing to tell.
        afterPublished.accept(NOTHING);
    }

    /** The screen reader's answer for one held key, taken to the event thread (a class: see {@link #prepare}). */
    private final class Answer implements Consumer<Boolean>, Runnable {
        private final Held key;
        private final long sent;
        private volatile boolean consumed;

        Answer(Held key, long sent) {
            this.key = key;
            this.sent = sent;
        }

        @Override
        public void accept(Boolean consumed) {
            this.consumed = consumed;
            EventQueue.invokeLater(this);
        }

        @Override
        public void run() {
            answered(key, consumed, sent);
        }
    }

    /**
     * Tells a dispatched press that what it changed has been published, on the event thread
     * (a class: see {@link #prepare}).
     */
    private final class Published implements Runnable {
        private final Held press;

        Published(Held press) {
            this.press = press;
        }

        @Override
        public void run() {
            if (!EventQueue.isDispatchThread()) {
                EventQueue.invokeLater(this);
                return;
            }
            press.published = true;
            sendReady();
        }
    }

    private boolean holdTyped(KeyEvent e) {
        Held press = lastPress;
        if (press != null && press.consumed) {
            return true;
        }
        if (held.isEmpty()) {
            return false;
        }
        Held h = new Held(e, null, System.nanoTime());
        h.press = press;
        h.fate = Fate.FOLLOWS_PRESS;
        enqueue(h);
        return true;
    }

    private void enqueue(Held h) {
        held.addLast(h);
        updateClock();
        pump();
    }

    /** The clock ticks while a key is held or waits to be sent. */
    private void updateClock() {
        if (held.isEmpty() && unsent.isEmpty()) {
            clock.stop();
        } else if (!clock.isRunning()) {
            clock.start();
        }
    }

    private void answered(Held h, boolean consumed, long sent) {
        unanswered--;
        if (System.nanoTime() - sent <= budgetNanos && slow) {
            slow = false;
            LOG.debug("the screen reader answers in time again: keys wait for its answer");
        }
        if (h.fate != Fate.PENDING) {
            if (consumed && h.fate != Fate.DROP) {
                LOG.debug("a key was consumed after the application had it (past its deadline, or a release)");
            }
            return;
        }
        h.fate = consumed ? Fate.DROP : Fate.DELIVER;
        h.consumed = consumed && h.event.getID() == KeyEvent.KEY_PRESSED;
        if (h.consumed) {
            sendReady();
        }
        pump();
    }

    /** Delivers or drops decided keys from the front of the queue, in order, up to the first undecided one. */
    private void pump() {
        long now = System.nanoTime();
        for (Iterator<Held> it = held.iterator(); it.hasNext(); ) {
            Held h = it.next();
            if (h.fate == Fate.FOLLOWS_PRESS) {
                h.fate = h.press != null && h.press.consumed ? Fate.DROP : Fate.DELIVER;
            } else if (h.press != null && h.press.consumed) {
                // A release whose press was consumed goes too, whatever its own answer.
                h.fate = Fate.DROP;
            }
            if (h.fate == Fate.PENDING) {
                break;
            }
            if (h.fate == Fate.DROP) {
                it.remove();
            } else if (h.fate == Fate.DELIVER) {
                h.fate = Fate.POSTED;
                h.postedAt = now;
                replays.add(h.event);
                Toolkit.getDefaultToolkit().getSystemEventQueue().postEvent(h.event);
            }
        }
        updateClock();
    }

    /** A replayed event is being dispatched: it leaves the queue; a press's release may follow once it is published. */
    private void returned(KeyEvent e) {
        if (e.getID() == KeyEvent.KEY_PRESSED) {
            replayWatch.dispatching();
        }
        for (Iterator<Held> it = held.iterator(); it.hasNext(); ) {
            Held h = it.next();
            if (h.event == e) {
                it.remove();
                if (e.getID() == KeyEvent.KEY_PRESSED) {
                    afterPublished.accept(new Published(h));
                }
                break;
            }
        }
        updateClock();
    }

    private void tick() {
        long now = System.nanoTime();
        sendReady();
        for (Iterator<Held> it = held.iterator(); it.hasNext(); ) {
            Held h = it.next();
            if (h.fate == Fate.PENDING && h.sent && now - h.deadline > 0) {
                h.fate = Fate.DELIVER;
                if (!slow) {
                    slow = true;
                    LOG.debug("the screen reader did not answer within {} ms: keys pass at once until it does",
                            budgetNanos / 1_000_000);
                }
            } else if (h.fate == Fate.POSTED && now - h.postedAt > LOST_REPLAY_NANOS) {
                replays.remove(h.event);
                it.remove();
            }
        }
        if (slow) {
            sendAll();
        }
        pump();
    }

    /** Lets every held key through, in order (snooping stops). */
    private void releaseAll() {
        for (Held h : held) {
            if (h.fate == Fate.PENDING) {
                h.fate = Fate.DELIVER;
            }
        }
        pump();
        held.clear();
        unsent.clear();
        replays.clear();
        pressesDown.clear();
        commandKeysDown.clear();
        unanswered = 0;
        slow = false;
        clock.stop();
    }

    private void trackCommandKey(DeviceKey key, int id) {
        if (COMMAND_KEYSYMS.contains(key.keysym())) {
            if (key.pressed()) {
                commandKeysDown.add(id);
            } else {
                commandKeysDown.remove(id);
            }
        }
    }

    private static boolean isSecret(Component c) {
        if (c instanceof JPasswordField) {
            return true;
        }
        AccessibleContext ctx = c instanceof Accessible a ? GuardedContext.getAccessibleContext(a, null) : null;
        return ctx != null && GuardedContext.getAccessibleRole(ctx, null) == AccessibleRole.PASSWORD_TEXT;
    }
}
