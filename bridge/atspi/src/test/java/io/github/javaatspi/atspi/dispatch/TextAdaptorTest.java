package io.github.javaatspi.atspi.dispatch;

import static io.github.javaatspi.atspi.Interfaces.TEXT;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.TextLine;
import io.github.javaatspi.model.TextPort;
import io.github.javaatspi.model.TextRun;
import io.github.javaatspi.model.TextState;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Lines of text as a client asks for them: from the snapshot at once when the text does not
 * wrap, from the live component's rows when it does; attributes from the snapshot when the text
 * is plain, from the live component when it has runs of its own.
 */
class TextAdaptorTest {
    private static final long PLAIN = 2;
    private static final long WRAPPING = 3;
    private static final long PLAIN_ATTRIBUTES = 4;
    private static final Map<String, String> FONT = Map.of("family-name", "Dialog", "size", "12");
    private static final String TEXT_OF_TWO_LINES = "Dear Ada,\nsee you soon.";
    private static final long LINE_START = 5;

    private final Tree tree = new Tree();
    private final List<String> rowsAsked = new ArrayList<>();
    private final List<String> attributesAsked = new ArrayList<>();
    private Dispatcher dispatcher;

    @BeforeEach
    void setUp() {
        Node root = Node.builder(NodeId.ROOT, Role.APPLICATION).name("Demo")
                .children(PLAIN, WRAPPING, PLAIN_ATTRIBUTES).build();
        Node plain = text(PLAIN, new TextState(TEXT_OF_TWO_LINES, 12, 12, 12, 1, false));
        Node wrapping = text(WRAPPING, new TextState(TEXT_OF_TWO_LINES, 12, 12, 12, 1, true));
        Node attributed = text(PLAIN_ATTRIBUTES, new TextState(TEXT_OF_TWO_LINES, 12, 12, 12, 1, false, FONT));
        tree.apply(new TreeUpdate(List.of(root, plain, wrapping, attributed), new long[0]), ChangeHandler.NONE);
        DispatcherTest.FakeUi ui = new DispatcherTest.FakeUi() {
            @Override
            public TextPort text() {
                return new TextPort() {
                    @Override
                    public TextLine rowAt(long id, int offset) {
                        rowsAsked.add(id + "@" + offset);
                        // The live component shows "see you " and "soon." as two rows.
                        return offset < 18 ? new TextLine(10, 18, 18) : new TextLine(18, 23, 23);
                    }

                    @Override
                    public TextRun attributeRun(long id, int offset) {
                        attributesAsked.add(id + "@" + offset);
                        return new TextRun(10, 14, Map.of("weight", "700"));
                    }

                    @Override
                    public Map<String, String> defaultAttributes(long id) {
                        attributesAsked.add(id + " defaults");
                        return Map.of("size", "10");
                    }
                };
            }
        };
        AtspiContext ctx = new AtspiContext(tree, ui, new ApplicationInfo("Toolkit", "1"), RegistryPort.NONE);
        ctx.busName(":1.5");
        dispatcher = new AtspiServer(ctx, signal -> { }, () -> "").dispatcher();
    }

    @Test
    void aLineOfATextThatDoesNotWrapComesFromTheSnapshotWithoutWaiting() {
        Dispatcher.Invocation line = prepare(PLAIN, "GetTextAtOffset", 12, LINE_START);

        assertThat(line.mayWait()).isFalse();
        assertThat(line.run().values()).containsExactly("see you soon.", 10, 23);
        assertThat(rowsAsked).isEmpty();
    }

    @Test
    void aLineOfAWrappingTextIsTheLiveComponentsRowAndMayWaitForIt() {
        Dispatcher.Invocation line = prepare(WRAPPING, "GetTextAtOffset", 12, LINE_START);

        assertThat(line.mayWait()).isTrue();
        assertThat(line.run().values()).containsExactly("see you ", 10, 18);
        assertThat(rowsAsked).containsExactly(WRAPPING + "@12");
    }

    @Test
    void aPlainTextsAttributeRunComesFromTheSnapshotWithoutWaiting() {
        Dispatcher.Invocation run = prepare(PLAIN_ATTRIBUTES, "GetAttributeRun", "ib", 12, true);

        assertThat(run.mayWait()).isFalse();
        assertThat(run.run().values()).containsExactly(FONT, 0, 23);
        assertThat(prepare(PLAIN_ATTRIBUTES, "GetDefaultAttributes", "").run().values()).containsExactly(FONT);
        assertThat(prepare(PLAIN_ATTRIBUTES, "GetAttributeValue", "is", 3, "size").mayWait()).isFalse();
        assertThat(attributesAsked).isEmpty();
    }

    @Test
    void theAttributeRunOfATextWithoutSnapshotAttributesIsTheLiveComponentsAndMayWaitForIt() {
        Dispatcher.Invocation run = prepare(PLAIN, "GetAttributeRun", "ib", 12, true);

        assertThat(run.mayWait()).isTrue();
        assertThat(run.run().values()).containsExactly(Map.of("size", "10", "weight", "700"), 10, 14);
        assertThat(attributesAsked).containsExactly(PLAIN + "@12", PLAIN + " defaults");
    }

    private Dispatcher.Invocation prepare(long id, String member, Object... args) {
        return prepare(id, member, "iu", args);
    }

    private Dispatcher.Invocation prepare(long id, String member, String signature, Object... args) {
        return dispatcher.prepare(new DBusCall(":1.9", ObjectPaths.of(id), TEXT, member, signature, args));
    }

    private static Node text(long id, TextState text) {
        return Node.builder(id, Role.TEXT).parent(NodeId.ROOT).name("Notes")
                .capabilities(Set.of(Capability.COMPONENT, Capability.TEXT)).text(text).build();
    }
}
