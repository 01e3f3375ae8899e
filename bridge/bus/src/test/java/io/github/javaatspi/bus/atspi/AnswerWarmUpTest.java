package io.github.javaatspi.bus.atspi;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.text.Boundary;
import io.github.javaatspi.bus.wire.Transports;
import io.github.javaatspi.model.ActionInfo;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.SelectionPort;
import io.github.javaatspi.model.SelectionState;
import io.github.javaatspi.model.TextState;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import io.github.javaatspi.model.ValueState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

/**
 * The warm-up's questions over a real peer-to-peer connection to a real endpoint: every one is
 * answered (a question the server refused would warm the error path, not the answers), it stops
 * when told, and it asks about the first objects of the tree only.
 */
class AnswerWarmUpTest {
    private static final long FRAME = 2;
    private static final long BUTTON = 3;
    private static final long FIELD = 4;
    private static final long SLIDER = 5;
    private static final long COMBO = 6;
    private static final long LIST = 7;

    @AutoClose
    private final ServedTree served = new ServedTree();
    private final Tree tree = served.tree;

    @Test
    void everyQuestionIsAnsweredAndTheInterfacesOfEachObjectAreAsked() throws Exception {
        showForm();

        int answered = AnswerWarmUp.run(new Transports(null), served.serve(":1.5"), tree, 500, 10_000, () -> false);

        assertThat(answered).as("calls answered without an error").isEqualTo(500);
        assertThat(AnswerWarmUp.questions(tree)).extracting(q -> q.path() + " " + q.iface() + "." + q.member())
                .contains(ObjectPaths.of(BUTTON) + " " + Interfaces.ACTION + ".GetKeyBinding",
                        ObjectPaths.of(FIELD) + " " + Interfaces.PROPERTIES + ".Get",
                        ObjectPaths.of(FRAME) + " " + Interfaces.ACCESSIBLE + ".GetChildAtIndex",
                        ObjectPaths.ROOT + " " + Interfaces.ACCESSIBLE + ".GetAttributes");
        assertThat(AnswerWarmUp.questions(tree)).filteredOn(q -> q.iface().equals(Interfaces.PROPERTIES))
                .extracting(q -> q.args()[0] + "." + q.args()[1])
                .contains(Interfaces.TEXT + ".CaretOffset", Interfaces.VALUE + ".CurrentValue");
    }

    @Test
    void aFieldIsAskedForItsPiecesOfTextAndAWrappingTextIsNot() {
        showForm();
        assertThat(AnswerWarmUp.questions(tree)).filteredOn(q -> q.path().equals(ObjectPaths.of(FIELD))
                        && q.iface().equals(Interfaces.TEXT))
                .extracting(q -> q.member() + List.of(q.args()))
                .contains("GetTextAtOffset[3, " + Boundary.WORD_START.ordinal() + "]",
                        "GetTextAtOffset[3, " + Boundary.CHAR.ordinal() + "]", "GetAttributeRun[3, false]");

        Node wrapping = Node.builder(FIELD, Role.TEXT).parent(FRAME).name("Notes")
                .capabilities(Set.of(Capability.TEXT)).text(new TextState("Dear Ada,", 0, 0, 0, 1, true)).build();
        tree.apply(new TreeUpdate(List.of(wrapping), new long[0]), ChangeHandler.NONE);

        assertThat(AnswerWarmUp.questions(tree)).filteredOn(q -> q.path().equals(ObjectPaths.of(FIELD)))
                .extracting(AnswerWarmUp.Question::member).doesNotContain("GetTextAtOffset");
    }

    @Test
    void theQuestionsThatWaitForTheEventThreadAreAskedOnceEach() throws Exception {
        List<String> live = new CopyOnWriteArrayList<>();
        NoUi ui = new NoUi() {
            @Override
            public double alpha(long id) {
                live.add("alpha " + id);
                return 1.0;
            }

            @Override
            public SelectionPort selection() {
                return new SelectionPort() {
                    @Override
                    public long selectedChild(long container, int selectedIndex) {
                        live.add("selected child " + container + " " + selectedIndex);
                        return NodeId.NONE;
                    }
                };
            }
        };
        try (ServedTree withUi = new ServedTree(ui)) {
            Node root = Node.builder(NodeId.ROOT, Role.APPLICATION).children(FRAME).build();
            Node frame = Node.builder(FRAME, Role.FRAME).parent(NodeId.ROOT).name("Form")
                    .capabilities(Set.of(Capability.COMPONENT)).children(LIST, COMBO).build();
            // A list with nothing selected is not asked; the combo box after it is.
            Node list = Node.builder(LIST, Role.LIST).parent(FRAME).capabilities(Set.of(Capability.SELECTION))
                    .selection(new SelectionState(0, 3)).build();
            Node combo = Node.builder(COMBO, Role.COMBO_BOX).parent(FRAME).name("Colour")
                    .capabilities(Set.of(Capability.SELECTION)).selection(new SelectionState(1, 3)).build();
            withUi.tree.apply(new TreeUpdate(List.of(root, frame, list, combo), new long[0]), ChangeHandler.NONE);

            int answered = AnswerWarmUp.run(new Transports(null), withUi.serve(":1.5"), withUi.tree, 300, 10_000,
                    () -> false);

            assertThat(live).containsExactly("alpha " + FRAME, "selected child " + COMBO + " 0");
            assertThat(answered).isEqualTo(302);
        }
    }

    @Test
    void itStopsWhenTold() throws Exception {
        showForm();
        AtomicInteger asked = new AtomicInteger();

        int answered = AnswerWarmUp.run(new Transports(null), served.serve(":1.5"), tree, 10_000, 10_000,
                () -> asked.incrementAndGet() > 100);

        assertThat(answered).isEqualTo(100);
    }

    @Test
    void onlyTheFirstObjectsAreAskedAboutBreadthFirst() {
        long[] children = LongStream.rangeClosed(2, 301).toArray();
        List<Node> nodes = new ArrayList<>();
        nodes.add(Node.builder(NodeId.ROOT, Role.APPLICATION).children(children).build());
        for (long id : children) {
            nodes.add(Node.builder(id, Role.LABEL).parent(NodeId.ROOT).build());
        }
        tree.apply(new TreeUpdate(nodes, new long[0]), ChangeHandler.NONE);

        List<String> paths = AnswerWarmUp.questions(tree).stream().map(AnswerWarmUp.Question::path).distinct().toList();

        assertThat(paths).hasSize(AnswerWarmUp.MAX_OBJECTS);
        assertThat(paths.get(0)).isEqualTo(ObjectPaths.ROOT);
        assertThat(paths.get(1)).isEqualTo(ObjectPaths.of(2));
    }

    private void showForm() {
        Node root = Node.builder(NodeId.ROOT, Role.APPLICATION).name("Demo").children(FRAME).build();
        Node frame = Node.builder(FRAME, Role.FRAME).parent(NodeId.ROOT).name("Form")
                .children(BUTTON, FIELD, SLIDER).build();
        Node button = Node.builder(BUTTON, Role.BUTTON).parent(FRAME).name("OK")
                .capabilities(Set.of(Capability.ACTION)).actions(List.of(new ActionInfo("click", "click", "", "O")))
                .build();
        Node field = Node.builder(FIELD, Role.TEXT).parent(FRAME).name("Name")
                .capabilities(Set.of(Capability.TEXT))
                .text(new TextState("Ada Lovelace", 3, 3, 3, 0, false, Map.of("family-name", "Dialog"))).build();
        Node slider = Node.builder(SLIDER, Role.SLIDER).parent(FRAME).name("Volume")
                .capabilities(Set.of(Capability.VALUE)).value(new ValueState(5, 0, 10, 1, "5")).build();
        tree.apply(new TreeUpdate(List.of(root, frame, button, field, slider), new long[0]), ChangeHandler.NONE);
    }
}
