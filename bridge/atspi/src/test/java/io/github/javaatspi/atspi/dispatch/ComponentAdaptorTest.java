package io.github.javaatspi.atspi.dispatch;

import static io.github.javaatspi.atspi.Interfaces.COMPONENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ChangeHandler;
import io.github.javaatspi.model.CoordSpace;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Rect;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.ScreenPlace;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.TreeUpdate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code org.a11y.atspi.Component}'s extents: from the snapshot while nothing has moved since the
 * component was read, from the UI thread otherwise.
 */
class ComponentAdaptorTest {
    private static final long PLACED = 2;
    private static final long UNPLACED = 3;
    private static final String PLACED_PATH = "/org/a11y/atspi/accessible/2";
    private static final String UNPLACED_PATH = "/org/a11y/atspi/accessible/3";
    private static final long SCREEN = 0;
    private static final long WINDOW = 1;
    private static final long PARENT = 2;

    private final Tree tree = new Tree();
    private final MovingUi ui = new MovingUi();
    private Dispatcher dispatcher;

    @BeforeEach
    void setUp() {
        Set<Capability> component = Set.of(Capability.COMPONENT);
        Node root = Node.builder(NodeId.ROOT, Role.APPLICATION).name("Demo").children(PLACED, UNPLACED).build();
        Node placed = Node.builder(PLACED, Role.BUTTON).parent(NodeId.ROOT).name("OK").capabilities(component)
                .place(new ScreenPlace(new Rect(110, 220, 30, 40), 100, 200, 5, 6, 7, true)).build();
        Node unplaced = Node.builder(UNPLACED, Role.TABLE_CELL).parent(NodeId.ROOT).name("cell")
                .capabilities(component).build();
        tree.apply(new TreeUpdate(List.of(root, placed, unplaced), new long[0]), ChangeHandler.NONE);
        AtspiContext ctx = new AtspiContext(tree, ui, new ApplicationInfo("Toolkit", "1"), RegistryPort.NONE);
        ctx.busName(":1.5");
        dispatcher = new AtspiServer(ctx, signal -> { }, () -> "").dispatcher();
        ui.epoch = 7;
    }

    @Test
    void aPlaceReadSinceTheLastMoveAnswersOnTheReaderThreadWithoutTheUi() {
        assertThat(prepare(PLACED_PATH, "GetExtents", "u", SCREEN).mayWait()).isFalse();
        assertThat(extents(PLACED_PATH, SCREEN)).containsExactly(110, 220, 30, 40);
        assertThat(extents(PLACED_PATH, WINDOW)).containsExactly(10, 20, 30, 40);
        assertThat(prepare(PLACED_PATH, "GetExtents", "u", PARENT).mayWait()).isFalse();
        assertThat(extents(PLACED_PATH, PARENT)).containsExactly(5, 6, 30, 40);
        assertThat(call(PLACED_PATH, "GetPosition", "u", WINDOW).values()).containsExactly(10, 20);
        assertThat(call(PLACED_PATH, "GetPosition", "u", PARENT).values()).containsExactly(5, 6);
        assertThat(call(PLACED_PATH, "GetSize", "").values()).containsExactly(30, 40);
        assertThat(call(PLACED_PATH, "Contains", "iiu", 115, 225, SCREEN).values()).containsExactly(true);
        assertThat(call(PLACED_PATH, "Contains", "iiu", 115, 225, WINDOW).values()).containsExactly(false);
        assertThat(ui.asked).isEmpty();
    }

    @Test
    void aMovePinnedToAnotherNodeLeavesThePlaceAlone() {
        ui.epoch = 9;
        ui.untracked = 7;
        ui.moved.put(UNPLACED, 9L);

        assertThat(prepare(PLACED_PATH, "GetExtents", "u", SCREEN).mayWait()).isFalse();
        assertThat(extents(PLACED_PATH, SCREEN)).containsExactly(110, 220, 30, 40);
        assertThat(ui.asked).isEmpty();
    }

    @Test
    void aMoveOfTheNodeOrOfOneItSitsInOutdatesThePlace() {
        ui.epoch = 9;
        ui.untracked = 7;
        ui.moved.put(NodeId.ROOT, 8L);
        assertThat(prepare(PLACED_PATH, "GetExtents", "u", SCREEN).mayWait()).as("an ancestor moved").isTrue();

        ui.moved.clear();
        ui.moved.put(PLACED, 9L);
        assertThat(prepare(PLACED_PATH, "GetExtents", "u", SCREEN).mayWait()).as("it moved").isTrue();

        ui.moved.clear();
        ui.untracked = 8;
        assertThat(prepare(PLACED_PATH, "GetExtents", "u", SCREEN).mayWait()).as("something that is no node moved")
                .isTrue();
    }

    @Test
    void aPlaceNotNestedInItsAncestorsHoldsOnlyWhileNothingMoves() {
        ScreenPlace place = tree.get(PLACED).place();
        tree.apply(new TreeUpdate(List.of(tree.get(PLACED).toBuilder().place(new ScreenPlace(place.onScreen(),
                place.windowX(), place.windowY(), place.parentX(), place.parentY(), place.epoch(), false)).build()),
                new long[0]), ChangeHandler.NONE);
        ui.untracked = 7;
        assertThat(prepare(PLACED_PATH, "GetExtents", "u", SCREEN).mayWait()).isFalse();

        ui.epoch = 8;
        ui.moved.put(UNPLACED, 8L);
        assertThat(prepare(PLACED_PATH, "GetExtents", "u", SCREEN).mayWait()).isTrue();
    }

    @Test
    void afterAMoveTheUiIsAsked() {
        ui.epoch = 8;

        assertThat(prepare(PLACED_PATH, "GetExtents", "u", SCREEN).mayWait()).isTrue();
        assertThat(extents(PLACED_PATH, SCREEN)).containsExactly(1, 2, 3, 4);
        assertThat(ui.asked).containsExactly(PLACED + " SCREEN");
    }

    @Test
    void objectsWithoutAPlaceAskTheUi() {
        assertThat(prepare(UNPLACED_PATH, "GetSize", "").mayWait()).isTrue();
        assertThat(prepare(UNPLACED_PATH, "GetExtents", "u", PARENT).mayWait()).isTrue();

        extents(UNPLACED_PATH, SCREEN);
        extents(UNPLACED_PATH, PARENT);

        assertThat(ui.asked).containsExactly(UNPLACED + " SCREEN", UNPLACED + " PARENT");
    }

    @Test
    void aBadCoordinateTypeIsInvalidArgsWhereverTheAnswerWouldComeFrom() {
        assertThatThrownBy(() -> call(PLACED_PATH, "GetExtents", "u", 7L)).isInstanceOfSatisfying(AtspiError.class,
                e -> assertThat(e.errorName()).isEqualTo(DBusErrors.INVALID_ARGS));
        assertThat(ui.asked).isEmpty();
    }

    private Object[] extents(String path, long space) {
        return (Object[]) call(path, "GetExtents", "u", space).values()[0];
    }

    private Dispatcher.Invocation prepare(String path, String member, String signature, Object... args) {
        return dispatcher.prepare(new DBusCall(":1.9", path, COMPONENT, member, signature, args));
    }

    private Reply call(String path, String member, String signature, Object... args) {
        return prepare(path, member, signature, args).run();
    }

    /**
     * A UI whose geometry epoch the test moves on, which tells the moves it pinned to nodes when
     * the test sets them (else every move counts for all), and records the extents it is asked for.
     */
    private static final class MovingUi extends DispatcherTest.FakeUi {
        final List<String> asked = new ArrayList<>();
        final Map<Long, Long> moved = new HashMap<>();
        volatile long epoch;
        volatile long untracked = -1;

        @Override
        public long geometryEpoch() {
            return epoch;
        }

        @Override
        public long untrackedMoveEpoch() {
            return untracked < 0 ? super.untrackedMoveEpoch() : untracked;
        }

        @Override
        public long moveEpochOf(long id) {
            return moved.getOrDefault(id, 0L);
        }

        @Override
        public Rect extents(long id, CoordSpace space) {
            asked.add(id + " " + space);
            return new Rect(1, 2, 3, 4);
        }
    }
}
