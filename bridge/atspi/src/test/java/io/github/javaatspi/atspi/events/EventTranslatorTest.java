package io.github.javaatspi.atspi.events;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.atspi.ApplicationInfo;
import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.AtspiServer;
import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.RegistryPort;
import io.github.javaatspi.atspi.adaptors.CacheItems;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Role;
import io.github.javaatspi.model.State;
import io.github.javaatspi.model.StateSet;
import io.github.javaatspi.model.Tree;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class EventTranslatorTest {
    private final List<AtspiSignal> signals = new ArrayList<>();
    private EventTranslator translator;

    @BeforeEach
    void setUp() {
        AtspiContext ctx = new AtspiContext(new Tree(), null, new ApplicationInfo("Toolkit", "1"), RegistryPort.NONE);
        ctx.busName(":1.5");
        translator = new AtspiServer(ctx, signals::add, () -> "").translator();
    }

    @Test
    void addedWindowIsCachedAndAnnouncedAsCreated() {
        translator.nodeAdded(window().build());

        assertThat(types()).containsExactly("cache:add-accessible", "window:create");
        AtspiSignal cache = signals.get(0);
        assertThat(cache.path()).isEqualTo("/org/a11y/atspi/cache");
        assertThat(cache.signature()).isEqualTo(CacheItems.ITEM_SIGNATURE);
        assertThat((Object[]) cache.args()[0]).hasSize(10);
        assertThat(signals.get(1).path()).isEqualTo("/org/a11y/atspi/accessible/2");
        assertThat(signals.get(1).iface()).isEqualTo(Interfaces.EVENT_WINDOW);
    }

    @Test
    void addedTransientObjectIsNotCached() {
        translator.nodeAdded(Node.builder(7, Role.TOOL_TIP).parent(2).states(StateSet.of(State.TRANSIENT)).build());

        assertThat(signals).isEmpty();
    }

    @Test
    void childrenChangeIsAnnouncedAsRemovalsThenAdditionsWithIndexAndReference() {
        Node old = Node.builder(5, Role.PANEL).parent(2).children(10, 11, 12).build();

        translator.nodeUpdated(old, old.toBuilder().children(10, 12, 13).build());

        assertThat(signals).hasSize(2).allSatisfy(s -> {
            assertThat(s.path()).isEqualTo("/org/a11y/atspi/accessible/5");
            assertThat(s.iface()).isEqualTo(Interfaces.EVENT_OBJECT);
            assertThat(s.member()).isEqualTo("ChildrenChanged");
            assertThat(s.signature()).isEqualTo("siiva{sv}");
        });
        assertThat(signals.get(0).args()).startsWith("remove", 1, 0);
        assertThat(anyData(signals.get(0))).containsExactly("(so)", new Object[] {":1.5", "/org/a11y/atspi/accessible/11"});
        assertThat(signals.get(1).args()).startsWith("add", 2, 0);
        assertThat(anyData(signals.get(1))).containsExactly("(so)", new Object[] {":1.5", "/org/a11y/atspi/accessible/13"});
    }

    @Test
    void nameChangeIsAPropertyChangeCarryingTheNewName() {
        Node old = Node.builder(5, Role.LABEL).parent(2).name("Old").build();

        translator.nodeUpdated(old, old.toBuilder().name("New").build());

        assertThat(types()).containsExactly("object:property-change:accessible-name");
        assertThat(anyData(signals.get(0))).containsExactly("s", "New");
    }

    @Test
    void everyFlippedStateIsAnnouncedWithItsNewValue() {
        Node old = Node.builder(5, Role.CHECK_BOX).parent(2).states(StateSet.of(State.SENSITIVE, State.SHOWING)).build();

        translator.nodeUpdated(old, old.withStates(StateSet.of(State.CHECKED, State.SHOWING)));

        assertThat(signals).extracting(s -> s.eventType() + " " + s.args()[1])
                .containsExactly("object:state-changed:checked 1", "object:state-changed:sensitive 0");
    }

    @Test
    void windowBecomingActiveIsAlsoAnnouncedAsActivated() {
        Node old = window().build();

        translator.nodeUpdated(old, old.withStates(StateSet.of(State.ACTIVE)));

        assertThat(types()).containsExactly("object:state-changed:active", "window:activate");
    }

    @Test
    void removedObjectIsDefunctBeforeItLeavesTheCache() {
        translator.nodeRemoved(Node.builder(5, Role.BUTTON).parent(2).build());

        assertThat(types()).containsExactly("object:state-changed:defunct", "cache:remove-accessible");
        assertThat(signals.get(0).args()[1]).isEqualTo(1);
        assertThat((Object[]) signals.get(1).args()[0]).containsExactly(":1.5", "/org/a11y/atspi/accessible/5");
    }

    @Test
    void removedWindowIsAlsoAnnouncedAsDestroyed() {
        translator.nodeRemoved(window().build());

        assertThat(types()).containsExactly("object:state-changed:defunct", "window:destroy", "cache:remove-accessible");
    }

    @Test
    void eventTypeJoinsClassMajorAndDetail() {
        AtspiSignal checked = AtspiSignal.event("/p", Interfaces.EVENT_OBJECT, "StateChanged", "checked", 1, 0, "i", 0);
        AtspiSignal create = AtspiSignal.event("/p", Interfaces.EVENT_WINDOW, "Create", "", 0, 0, "s", "");

        assertThat(checked.eventType()).isEqualTo("object:state-changed:checked");
        assertThat(create.eventType()).isEqualTo("window:create");
    }

    private static Node.Builder window() {
        return Node.builder(2, Role.FRAME).parent(NodeId.ROOT).name("Main");
    }

    private List<String> types() {
        return signals.stream().map(AtspiSignal::eventType).toList();
    }

    private static Object[] anyData(AtspiSignal s) {
        return (Object[]) s.args()[3];
    }
}
