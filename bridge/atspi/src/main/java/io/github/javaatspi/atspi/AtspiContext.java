package io.github.javaatspi.atspi;

import io.github.javaatspi.model.NodeId;
import io.github.javaatspi.model.Tree;
import io.github.javaatspi.model.UiPort;

/**
 * Everything the adaptors and the event translator share for one connection to the
 * accessibility bus: the published tree, the live-question port, what the registry told us.
 */
public final class AtspiContext {
    private final Tree tree;
    private final UiPort ui;
    private final ApplicationInfo application;
    private final RegistryPort registry;
    private volatile String busName = "";
    private volatile Object[] desktop = {Interfaces.REGISTRY_NAME, ObjectPaths.ROOT};
    private volatile int applicationId = -1;

    public AtspiContext(Tree tree, UiPort ui, ApplicationInfo application, RegistryPort registry) {
        this.tree = tree;
        this.ui = ui;
        this.application = application;
        this.registry = registry;
    }

    public Tree tree() {
        return tree;
    }

    public UiPort ui() {
        return ui;
    }

    public ApplicationInfo application() {
        return application;
    }

    public RegistryPort registry() {
        return registry;
    }

    public String busName() {
        return busName;
    }

    public void busName(String name) {
        busName = name;
    }

    /** The desktop reference {@code Socket.Embed} returned: the root's parent. */
    public Object[] desktop() {
        return desktop.clone();
    }

    public void desktop(Object[] ref) {
        desktop = ref.clone();
    }

    public int applicationId() {
        return applicationId;
    }

    public void applicationId(int id) {
        applicationId = id;
    }

    /** The {@code (so)} reference to node {@code id}; {@link NodeId#NONE} gives the null reference. */
    public Object[] ref(long id) {
        return new Object[] {busName, ObjectPaths.of(id)};
    }
}
