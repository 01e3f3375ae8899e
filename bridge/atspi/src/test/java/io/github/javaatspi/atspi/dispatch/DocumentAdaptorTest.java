package io.github.javaatspi.atspi.dispatch;

import static io.github.javaatspi.atspi.Interfaces.ACCESSIBLE;
import static io.github.javaatspi.atspi.Interfaces.DOCUMENT;
import static io.github.javaatspi.atspi.Interfaces.PROPERTIES;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.DocumentState;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.TextState;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code org.a11y.atspi.Document} through the dispatcher. */
class DocumentAdaptorTest {
    private static final long EDITOR = 2;
    private static final long UNSELECTED = 3;
    private static final long FIELD = 4;
    private static final String EDITOR_PATH = ObjectPaths.of(EDITOR);
    private static final Map<String, String> ATTRIBUTES = Map.of("MimeType", "text/html",
            "DocURL", "https://example.org/");

    private final Tree tree = new Tree();
    private final RecordingUi ui = new RecordingUi();
    private Dispatcher dispatcher;

    @BeforeEach
    void setUp() {
        Set<Capability> document = Set.of(Capability.TEXT, Capability.DOCUMENT);
        Node root = Node.builder(NodeId.ROOT, Role.APPLICATION).children(EDITOR, UNSELECTED, FIELD).build();
        Node editor = Node.builder(EDITOR, Role.TEXT).parent(NodeId.ROOT).capabilities(document)
                .text(new TextState("Hello world", 2, 2, 5, 0)).document(new DocumentState("de_AT", ATTRIBUTES)).build();
        Node unselected = Node.builder(UNSELECTED, Role.TEXT).parent(NodeId.ROOT).capabilities(document)
                .text(new TextState("Plain", 3, 3, 3, 0)).document(new DocumentState("en", Map.of())).build();
        Node field = Node.builder(FIELD, Role.TEXT).parent(NodeId.ROOT).capabilities(Set.of(Capability.TEXT))
                .text(new TextState("field", 0, 0, 0, 0)).build();
        tree.apply(new TreeUpdate(List.of(root, editor, unselected, field), new long[0]), ChangeHandler.NONE);
        AtspiContext ctx = new AtspiContext(tree, ui, new ApplicationInfo("Toolkit", "1"), RegistryPort.NONE);
        ctx.busName(":1.5");
        dispatcher = new AtspiServer(ctx, signal -> { }, () -> "").dispatcher();
    }

    @Test
    void theDocumentsLanguageAndAttributesComeFromTheSnapshot() {
        assertThat(call(EDITOR, "GetLocale", "").values()).containsExactly("de_AT");
        assertThat(call(EDITOR, "GetAttributes", "").values()).containsExactly(ATTRIBUTES);
        assertThat(call(EDITOR, "GetAttributeValue", "s", "MimeType").values()).containsExactly("text/html");
        assertThat(call(EDITOR, "GetAttributeValue", "s", "Title").values()).as("an attribute it does not have")
                .containsExactly("");
    }

    @Test
    void aSwingDocumentHasNoPages() {
        assertThat(property("CurrentPageNumber")).containsExactly("i", -1);
        assertThat(property("PageCount")).containsExactly("i", 0);
    }

    @Test
    void theTextSelectionIsTheTextsOneSelectionWithItsActiveEnd() {
        Object[] self = {":1.5", EDITOR_PATH};

        List<?> selections = (List<?>) call(EDITOR, "GetTextSelections", "").values()[0];

        assertThat(selections).hasSize(1);
        assertThat((Object[]) selections.get(0)).containsExactly(self, 2, self, 5, true);
        assertThat((List<?>) call(UNSELECTED, "GetTextSelections", "").values()[0]).isEmpty();
    }

    @Test
    void oneRangeOfItsOwnTextIsSelectedWithTheCaretAtItsActiveEnd() {
        assertThat(set(List.<Object[]>of(range(EDITOR_PATH, 1, EDITOR_PATH, 4, false)))).isTrue();
        assertThat(set(new Object[] {range(EDITOR_PATH, 3, EDITOR_PATH, 7, true)})).isTrue();
        assertThat(set(List.<Object[]>of(range(EDITOR_PATH, 0, EDITOR_PATH, 11, false)))).as("up to the end").isTrue();

        assertThat(ui.selections).containsExactly(EDITOR + " 1..4", EDITOR + " 7..3", EDITOR + " 0..11");
    }

    @Test
    void noRangeClearsTheSelectionWhereTheCaretIs() {
        assertThat(set(List.of())).isTrue();

        assertThat(ui.selections).containsExactly(EDITOR + " 2..2");
    }

    @Test
    void rangesItCannotSelectAreRefused() {
        String other = ObjectPaths.of(FIELD);
        assertThat(set(List.<Object[]>of(range(EDITOR_PATH, 0, EDITOR_PATH, 1, false), range(EDITOR_PATH, 2, EDITOR_PATH, 3,
                false)))).as("two ranges").isFalse();
        assertThat(set(List.<Object[]>of(range(other, 0, other, 1, false)))).as("another object's text").isFalse();
        assertThat(set(List.<Object[]>of(range(EDITOR_PATH, 0, other, 1, false)))).as("ending in another object").isFalse();
        assertThat(set(List.<Object[]>of(range(EDITOR_PATH, 0, EDITOR_PATH, 12, false)))).as("past the end").isFalse();
        assertThat(set(List.<Object[]>of(range(EDITOR_PATH, -1, EDITOR_PATH, 2, false)))).as("before the start").isFalse();
        assertThat(set(List.<Object[]>of(range(EDITOR_PATH, 4, EDITOR_PATH, 2, false)))).as("backwards").isFalse();

        assertThat(ui.selections).isEmpty();
    }

    @Test
    void onlyDocumentsHaveTheInterface() {
        assertThat(interfaces(EDITOR)).contains(DOCUMENT);
        assertThat(interfaces(FIELD)).doesNotContain(DOCUMENT);
    }

    private static Object[] range(String start, int startOffset, String end, int endOffset, boolean startIsActive) {
        return new Object[] {new Object[] {":1.9", start}, startOffset, new Object[] {":1.9", end}, endOffset,
            startIsActive};
    }

    private boolean set(Object selections) {
        return (Boolean) call(EDITOR, "SetTextSelections", "a((so)i(so)ib)", selections).values()[0];
    }

    private Object[] property(String name) {
        return (Object[]) dispatcher.prepare(new DBusCall(":1.9", EDITOR_PATH, PROPERTIES, "Get", "ss",
                new Object[] {DOCUMENT, name})).run().values()[0];
    }

    @SuppressWarnings("unchecked")
    private List<Object> interfaces(long id) {
        return (List<Object>) dispatcher.prepare(new DBusCall(":1.9", ObjectPaths.of(id), ACCESSIBLE, "GetInterfaces",
                "", new Object[0])).run().values()[0];
    }

    private Reply call(long id, String member, String signature, Object... args) {
        return dispatcher.prepare(new DBusCall(":1.9", ObjectPaths.of(id), DOCUMENT, member, signature, args)).run();
    }
}
