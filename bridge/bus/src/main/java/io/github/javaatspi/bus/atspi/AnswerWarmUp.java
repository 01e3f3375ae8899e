package io.github.javaatspi.bus.atspi;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.text.Boundary;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.Transports;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.TextState;
import io.github.javaatspi.model.Tree;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Asks the application's own peer-to-peer socket the questions a screen reader asks, a few
 * thousand times, once a screen reader listens. A fresh JVM answers its first calls in the
 * interpreter, at about 50 µs of CPU each against 3 once compiled; Orca asks 60–70 questions per
 * key and waits for each, so the first keys a user presses in a newly started application are
 * the slow ones. Running the whole path a client's call takes (socket, parser, dispatcher,
 * marshalling, reply) through a connection of our own has the JIT compile it first.
 *
 * <p>Bounded: at most {@code calls} calls about at most {@link #MAX_OBJECTS} objects of the
 * published tree, {@link #IN_FLIGHT} at a time, within {@code budgetMillis}; it stops early when
 * {@code stop} says so, and closes its connection. The calls it repeats are questions the
 * published tree answers on the reader thread, so the event thread is not asked anything then;
 * the objects read are re-read once if their snapshot is old, as for any client. At the end it
 * asks, once each, the {@linkplain #eventThreadQuestions questions that wait for the event
 * thread}. A p2p caller has no bus name, so the warm-up counts as no client of the events.
 */
public final class AnswerWarmUp {
    private static final Logger LOG = LoggerFactory.getLogger(AnswerWarmUp.class);
    /** The first objects of the tree, breadth first: a screen reader's first questions are about these. */
    static final int MAX_OBJECTS = 200;
    static final int IN_FLIGHT = 8;
    private static final long CONNECT_MILLIS = 2000;

    private AnswerWarmUp() {
    }

    /** Runs on the calling thread; returns how many calls were answered. Never throws. */
    public static int run(Transports transports, String address, Tree tree, int calls, long budgetMillis,
            BooleanSupplier stop) {
        List<Question> questions = questions(tree);
        if (calls <= 0 || questions.isEmpty()) {
            return 0;
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(budgetMillis);
        int answered = 0;
        try (BusConnection c = BusConnection.open(transports.open(address), "javaatspi-warm-up-reader", false,
                CONNECT_MILLIS)) {
            Deque<CompletableFuture<?>> inFlight = new ArrayDeque<>();
            for (int sent = 0; sent < calls && !stop.getAsBoolean() && System.nanoTime() < deadline; sent++) {
                Question q = questions.get(sent % questions.size());
                inFlight.add(c.call(null, q.path, q.iface, q.member, q.signature, q.args));
                if (inFlight.size() >= IN_FLIGHT) {
                    answered += await(inFlight.poll(), deadline);
                }
            }
            while (!inFlight.isEmpty()) {
                answered += await(inFlight.poll(), deadline);
            }
            for (Question q : eventThreadQuestions(tree)) {
                if (stop.getAsBoolean()) {
                    break;
                }
                answered += await(c.call(null, q.path, q.iface, q.member, q.signature, q.args), deadline);
            }
        } catch (IOException | RuntimeException e) {
            LOG.debug("warming up the answers stopped: {}", e.toString());
        } catch (TimeoutException e) {
            LOG.debug("warming up the answers ran out of time after {} calls", answered);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return answered;
    }

    private static int await(CompletableFuture<?> reply, long deadline)
            throws InterruptedException, TimeoutException {
        try {
            reply.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            return 1;
        } catch (ExecutionException e) {
            // An error reply went through the same path; it counts as warming, not as an answer.
            return 0;
        }
    }

    /** What Orca asks most (traced while it ran the suite), for the first objects of the tree. */
    static List<Question> questions(Tree tree) {
        List<Question> out = new ArrayList<>();
        Deque<Long> queue = new ArrayDeque<>(List.of(NodeId.ROOT));
        int objects = 0;
        while (!queue.isEmpty() && objects < MAX_OBJECTS) {
            Node n = tree.get(queue.poll());
            if (n == null) {
                continue;
            }
            objects++;
            String path = ObjectPaths.of(n.id());
            for (String property : List.of("Name", "Description", "ChildCount", "Parent")) {
                out.add(Question.get(path, Interfaces.ACCESSIBLE, property));
            }
            for (String member : List.of("GetRole", "GetState", "GetAttributes", "GetRelationSet", "GetInterfaces")) {
                out.add(new Question(path, Interfaces.ACCESSIBLE, member, null));
            }
            if (n.id() != NodeId.ROOT) {
                out.add(new Question(path, Interfaces.ACCESSIBLE, "GetIndexInParent", null));
            }
            if (n.childAt(0) != NodeId.NONE) {
                out.add(new Question(path, Interfaces.ACCESSIBLE, "GetChildAtIndex", "i", 0));
            }
            if (n.text() != null && n.has(Capability.TEXT)) {
                out.add(Question.get(path, Interfaces.TEXT, "CaretOffset"));
                out.add(Question.get(path, Interfaces.TEXT, "CharacterCount"));
                textQuestions(path, n.text(), out);
            }
            if (!n.actions().isEmpty()) {
                out.add(new Question(path, Interfaces.ACTION, "GetName", "i", 0));
                out.add(new Question(path, Interfaces.ACTION, "GetKeyBinding", "i", 0));
            }
            if (n.value() != null && n.has(Capability.VALUE)) {
                out.add(Question.get(path, Interfaces.VALUE, "CurrentValue"));
            }
            for (int k = 0; k < n.listedCount(); k++) {
                queue.add(n.listedAt(k));
            }
        }
        return out;
    }

    /**
     * Questions that may wait for the event thread, asked once each: a window's opacity (always
     * asked of the event thread) and the choice of the first combo box that has one (from the
     * snapshot when its popup's list is read whole, else asked of the event thread). The
     * session's first call to the event thread paid 7–11 ms in the Orca suite — the hand-over to
     * a worker, the event-thread call's classes and method handles linked — while Orca waited on
     * whichever call came first (a window's extents, a combo box's choice, against 1.4–2.7 ms
     * for the same calls later); the opacity is the cheapest question that takes that way.
     * Asked once each, not repeated, so the warm-up keeps the event thread for no more than two
     * short turns.
     */
    static List<Question> eventThreadQuestions(Tree tree) {
        List<Question> out = new ArrayList<>();
        Node root = tree.get(NodeId.ROOT);
        Node window = root == null || root.listedCount() == 0 ? null : tree.get(root.listedAt(0));
        if (window != null && window.has(Capability.COMPONENT)) {
            out.add(new Question(ObjectPaths.of(window.id()), Interfaces.COMPONENT, "GetAlpha", null));
        }
        Deque<Long> queue = new ArrayDeque<>(List.of(NodeId.ROOT));
        int objects = 0;
        while (!queue.isEmpty() && objects++ < MAX_OBJECTS) {
            Node n = tree.get(queue.poll());
            if (n == null) {
                continue;
            }
            if (n.role() == Role.COMBO_BOX && n.selection() != null && n.selection().selected() > 0) {
                out.add(new Question(ObjectPaths.of(n.id()), Interfaces.SELECTION, "GetSelectedChild", "i", 0));
                break;
            }
            for (int k = 0; k < n.listedCount(); k++) {
                queue.add(n.listedAt(k));
            }
        }
        return out;
    }

    /**
     * The pieces of text Orca asks for on caret moves, where the snapshot answers them (a text
     * that wraps waits for its rows). The first word asked for costs the JVM's word-break rules
     * being loaded: 8-12 ms that Orca otherwise waited for on the first Left in a field.
     */
    private static void textQuestions(String path, TextState text, List<Question> out) {
        if (text.wraps()) {
            return;
        }
        int at = Math.max(0, Math.min(text.caret(), text.text().length() - 1));
        for (Boundary b : List.of(Boundary.CHAR, Boundary.WORD_START, Boundary.SENTENCE_START, Boundary.LINE_START)) {
            out.add(new Question(path, Interfaces.TEXT, "GetTextAtOffset", "iu", at, (long) b.ordinal()));
        }
        out.add(new Question(path, Interfaces.TEXT, "GetCharacterAtOffset", "i", at));
        if (text.plainAttributes() != null) {
            out.add(new Question(path, Interfaces.TEXT, "GetAttributeRun", "ib", at, false));
            out.add(new Question(path, Interfaces.TEXT, "GetDefaultAttributes", null));
        }
    }

    record Question(String path, String iface, String member, String signature, Object... args) {
        static Question get(String path, String iface, String property) {
            return new Question(path, Interfaces.PROPERTIES, "Get", "ss", iface, property);
        }
    }
}
