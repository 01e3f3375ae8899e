package io.github.javaatspi.model;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The frozen state of one accessible object, as the toolkit side last read it. Everything a
 * client may read without waiting for the UI thread is here; what is too large or too volatile
 * to copy (long texts, live extents, hit tests) is asked for through {@link UiPort}.
 *
 * <p>{@code indexInParent} is kept by the {@link Tree}: producers may leave it at -1.
 * {@code bounds} are relative to the parent (a window's are on the screen) and null when not
 * known; {@code text}, {@code value} and {@code table} are null for objects without them.
 * {@code links} lists a hypertext's hyperlinks (empty for other objects); {@code image} and
 * {@code document} are null for objects that show no image or no document.
 */
public record Node(
        long id,
        long parent,
        int indexInParent,
        Role role,
        String name,
        String description,
        String helpText,
        String accessibleId,
        String locale,
        StateSet states,
        long[] children,
        Map<String, String> attributes,
        List<Relation> relations,
        Set<Capability> capabilities,
        List<ActionInfo> actions,
        Rect bounds,
        TextState text,
        ValueState value,
        TableState table,
        List<LinkState> links,
        ImageState image,
        DocumentState document) {

    private static final long[] NO_CHILDREN = new long[0];

    public Node {
        Objects.requireNonNull(role, "role");
        name = Objects.requireNonNullElse(name, "");
        description = Objects.requireNonNullElse(description, "");
        helpText = Objects.requireNonNullElse(helpText, "");
        accessibleId = Objects.requireNonNullElse(accessibleId, "");
        locale = Objects.requireNonNullElse(locale, "");
        states = Objects.requireNonNullElse(states, StateSet.EMPTY);
        children = children == null || children.length == 0 ? NO_CHILDREN : children.clone();
        attributes = attributes == null ? Map.of() : Map.copyOf(attributes);
        relations = relations == null ? List.of() : List.copyOf(relations);
        capabilities = capabilities == null || capabilities.isEmpty()
                ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(capabilities));
        actions = actions == null ? List.of() : List.copyOf(actions);
        links = links == null ? List.of() : List.copyOf(links);
    }

    /** A copy of the child ids; prefer {@link #childCount()} and {@link #childAt(int)}. */
    @Override
    public long[] children() {
        return children.clone();
    }

    public int childCount() {
        return children.length;
    }

    /** The child id at {@code index}, or {@link NodeId#NONE} when out of range. */
    public long childAt(int index) {
        return index >= 0 && index < children.length ? children[index] : NodeId.NONE;
    }

    /** The position of {@code child} among the children, or -1. */
    public int indexOfChild(long child) {
        for (int i = 0; i < children.length; i++) {
            if (children[i] == child) {
                return i;
            }
        }
        return -1;
    }

    public boolean has(Capability c) {
        return capabilities.contains(c);
    }

    public boolean has(State s) {
        return states.contains(s);
    }

    public Node withIndexInParent(int index) {
        return index == indexInParent ? this : toBuilder().indexInParent(index).build();
    }

    public Node withStates(StateSet newStates) {
        return toBuilder().states(newStates).build();
    }

    /** Same content, ignoring the tree-maintained index. */
    public boolean sameContentAs(Node o) {
        return id == o.id && parent == o.parent && role == o.role && name.equals(o.name)
                && description.equals(o.description) && helpText.equals(o.helpText)
                && accessibleId.equals(o.accessibleId) && locale.equals(o.locale)
                && states.equals(o.states) && Arrays.equals(children, o.children)
                && attributes.equals(o.attributes) && relations.equals(o.relations)
                && capabilities.equals(o.capabilities) && actions.equals(o.actions)
                && Objects.equals(bounds, o.bounds) && Objects.equals(text, o.text)
                && Objects.equals(value, o.value) && Objects.equals(table, o.table)
                && links.equals(o.links) && Objects.equals(image, o.image) && Objects.equals(document, o.document);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Node n && n.indexInParent == indexInParent && sameContentAs(n);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(id) * 31 + Arrays.hashCode(children) + name.hashCode();
    }

    @Override
    public String toString() {
        return "Node[" + id + " " + role + " '" + name + "' parent=" + parent + " children="
                + Arrays.toString(children) + " " + states + "]";
    }

    public static Builder builder(long id, Role role) {
        return new Builder(id, role);
    }

    public Builder toBuilder() {
        return new Builder(id, role).parent(parent).indexInParent(indexInParent).name(name)
                .description(description).helpText(helpText).accessibleId(accessibleId).locale(locale)
                .states(states).children(children).attributes(attributes).relations(relations)
                .capabilities(capabilities).actions(actions).bounds(bounds).text(text).value(value).table(table)
                .links(links).image(image).document(document);
    }

    /** Builds a {@link Node}; only {@code id} and {@code role} are required. */
    public static final class Builder {
        private final long id;
        private Role role;
        private long parent = NodeId.NONE;
        private int indexInParent = -1;
        private String name;
        private String description;
        private String helpText;
        private String accessibleId;
        private String locale;
        private StateSet states;
        private long[] children;
        private Map<String, String> attributes;
        private List<Relation> relations;
        private Set<Capability> capabilities;
        private List<ActionInfo> actions;
        private Rect bounds;
        private TextState text;
        private ValueState value;
        private TableState table;
        private List<LinkState> links;
        private ImageState image;
        private DocumentState document;

        private Builder(long id, Role role) {
            this.id = id;
            this.role = role;
        }

        public long id() {
            return id;
        }

        public Builder role(Role v) {
            role = v;
            return this;
        }

        public Builder parent(long v) {
            parent = v;
            return this;
        }

        public Builder indexInParent(int v) {
            indexInParent = v;
            return this;
        }

        public Builder name(String v) {
            name = v;
            return this;
        }

        public Builder description(String v) {
            description = v;
            return this;
        }

        public Builder helpText(String v) {
            helpText = v;
            return this;
        }

        public Builder accessibleId(String v) {
            accessibleId = v;
            return this;
        }

        public Builder locale(String v) {
            locale = v;
            return this;
        }

        public Builder states(StateSet v) {
            states = v;
            return this;
        }

        public Builder children(long... v) {
            children = v;
            return this;
        }

        public Builder attributes(Map<String, String> v) {
            attributes = v;
            return this;
        }

        public Builder relations(List<Relation> v) {
            relations = v;
            return this;
        }

        public Builder capabilities(Set<Capability> v) {
            capabilities = v;
            return this;
        }

        public Builder actions(List<ActionInfo> v) {
            actions = v;
            return this;
        }

        public Builder bounds(Rect v) {
            bounds = v;
            return this;
        }

        public Builder text(TextState v) {
            text = v;
            return this;
        }

        public Builder value(ValueState v) {
            value = v;
            return this;
        }

        public Builder table(TableState v) {
            table = v;
            return this;
        }

        public Builder links(List<LinkState> v) {
            links = v;
            return this;
        }

        public Builder image(ImageState v) {
            image = v;
            return this;
        }

        public Builder document(DocumentState v) {
            document = v;
            return this;
        }

        public Node build() {
            return new Node(id, parent, indexInParent, role, name, description, helpText, accessibleId,
                    locale, states, children, attributes, relations, capabilities, actions, bounds, text, value,
                    table, links, image, document);
        }
    }
}
