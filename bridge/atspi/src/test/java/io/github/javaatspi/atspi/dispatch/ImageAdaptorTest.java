package io.github.javaatspi.atspi.dispatch;

import static io.github.javaatspi.atspi.Interfaces.ACCESSIBLE;
import static io.github.javaatspi.atspi.Interfaces.IMAGE;
import static io.github.javaatspi.atspi.Interfaces.PROPERTIES;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.ImageState;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code org.a11y.atspi.Image} through the dispatcher. */
class ImageAdaptorTest {
    private static final long LOGO = 2;
    private static final long PLAIN = 3;

    private final Tree tree = new Tree();
    private final RecordingUi ui = new RecordingUi();
    private Dispatcher dispatcher;

    @BeforeEach
    void setUp() {
        Node root = Node.builder(NodeId.ROOT, Role.APPLICATION).children(LOGO, PLAIN).build();
        Node logo = Node.builder(LOGO, Role.LABEL).parent(NodeId.ROOT).name("Logo").locale("de_AT")
                .capabilities(Set.of(Capability.COMPONENT, Capability.IMAGE))
                .image(new ImageState("Red logo", 24, 16)).build();
        Node plain = Node.builder(PLAIN, Role.LABEL).parent(NodeId.ROOT).name("Plain")
                .capabilities(Set.of(Capability.COMPONENT)).build();
        tree.apply(new TreeUpdate(List.of(root, logo, plain), new long[0]), ChangeHandler.NONE);
        AtspiContext ctx = new AtspiContext(tree, ui, new ApplicationInfo("Toolkit", "1"), RegistryPort.NONE);
        ctx.busName(":1.5");
        dispatcher = new AtspiServer(ctx, signal -> { }, () -> "").dispatcher();
    }

    @Test
    void descriptionLocaleAndSizeComeFromTheSnapshotWithoutWaiting() {
        assertThat(property("ImageDescription")).containsExactly("s", "Red logo");
        assertThat(property("ImageLocale")).as("the object's locale").containsExactly("s", "de_AT");
        assertThat(prepare(LOGO, "GetImageSize", "").mayWait()).isFalse();
        assertThat(prepare(LOGO, "GetImageSize", "").run().values()).containsExactly(24, 16);
        assertThat(ui.imageQuestions).isEmpty();
    }

    @Test
    void whereTheImageIsIsALiveQuestionInTheAskedCoordinates() {
        Dispatcher.Invocation screen = prepare(LOGO, "GetImageExtents", "u", 0L);

        assertThat(screen.mayWait()).isTrue();
        assertThat((Object[]) screen.run().values()[0]).containsExactly(128, 207, 24, 16);
        assertThat(prepare(LOGO, "GetImagePosition", "u", 2L).run().values()).containsExactly(28, 7);
        assertThat(ui.imageQuestions).containsExactly(LOGO + " SCREEN", LOGO + " PARENT");
    }

    @Test
    void anUnknownCoordinateTypeIsInvalidArgs() {
        assertThatThrownBy(() -> prepare(LOGO, "GetImageExtents", "u", 3L).run()).isInstanceOfSatisfying(
                AtspiError.class, e -> assertThat(e.errorName()).isEqualTo(DBusErrors.INVALID_ARGS));
        assertThat(ui.imageQuestions).isEmpty();
    }

    @Test
    void onlyObjectsThatShowAnImageHaveTheInterface() {
        assertThat(interfaces(LOGO)).contains(IMAGE);
        assertThat(interfaces(PLAIN)).doesNotContain(IMAGE);
        assertThatThrownBy(() -> prepare(PLAIN, "GetImageSize", "")).isInstanceOfSatisfying(AtspiError.class,
                e -> assertThat(e.errorName()).isEqualTo(DBusErrors.UNKNOWN_METHOD));
    }

    private Object[] property(String name) {
        Reply reply = dispatcher.prepare(new DBusCall(":1.9", ObjectPaths.of(LOGO), PROPERTIES, "Get", "ss",
                new Object[] {IMAGE, name})).run();
        return (Object[]) reply.values()[0];
    }

    @SuppressWarnings("unchecked")
    private List<Object> interfaces(long id) {
        return (List<Object>) dispatcher.prepare(new DBusCall(":1.9", ObjectPaths.of(id), ACCESSIBLE, "GetInterfaces",
                "", new Object[0])).run().values()[0];
    }

    private Dispatcher.Invocation prepare(long id, String member, String signature, Object... args) {
        return dispatcher.prepare(new DBusCall(":1.9", ObjectPaths.of(id), IMAGE, member, signature, args));
    }
}
