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
 * known; {@code place} is where a component was on the screen when read (null for objects that
 * are no component of their own, or were not showing); {@code text}, {@code value} and
 * {@code table} are null for objects without them.
 * {@code links} lists a hypertext's hyperlinks (empty for other objects); {@code image} and
 * {@code document} are null for objects that show no image or no document; {@code cell} and
 * {@code selection} are null for objects without them.
 *
 * <p>{@code children} lists every child, unless {@code sparse} is set: then the container
 * exposes its children lazily, {@code children} lists only the ones read so far and
 * {@code sparse} tells how many there are and where the listed ones sit (see
 * {@link SparseChildren}). {@link #childCount()}, {@link #childAt(int)} and
 * {@link #indexOfChild(long)} answer for both kinds; code that visits the children it can reach
 * walks {@link #listedCount()} and {@link #listedAt(int)}.
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
        ScreenPlace place,
        TextState text,
        ValueState value,
        TableState table,
        List<LinkState> links,
        ImageState image,
        DocumentState document,
        SparseChildren sparse,
        CellState cell,
        SelectionState selection) {

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
        if (sparse != null && sparse.listed() != children.length) {
            throw new IllegalArgumentException(children.length + " children listed at " + sparse);
        }
    }

    /** A copy of the listed child ids; prefer {@link #childCount()} and {@link #childAt(int)}. */
    @Override
    public long[] children() {
        return children.clone();
    }

    /** How many children there are, listed or not. */
    public int childCount() {
        return sparse == null ? children.length : sparse.count();
    }

    /** The child id at {@code index}, or {@link NodeId#NONE} when out of range or not read yet. */
    public long childAt(int index) {
        if (sparse != null) {
            int k = sparse.listedAt(index);
            return k >= 0 ? children[k] : NodeId.NONE;
        }
        return index >= 0 && index < children.length ? children[index] : NodeId.NONE;
    }

    /** The position of {@code child} among the children, or -1. */
    public int indexOfChild(long child) {
        for (int k = 0; k < children.length; k++) {
            if (children[k] == child) {
                return positionOfListed(k);
            }
        }
        return -1;
    }

    /** Whether the children are exposed lazily (see {@link SparseChildren}). */
    public boolean isSparse() {
        return sparse != null;
    }

    /** How many children are listed: all of them, or the ones read so far of a sparse container. */
    public int listedCount() {
        return children.length;
    }

    /** The {@code k}-th listed child id. */
    public long listedAt(int k) {
        return children[k];
    }

    /** The position among all children of the {@code k}-th listed child. */
    public int positionOfListed(int k) {
        return sparse == null ? k : sparse.positionAt(k);
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
                && Objects.equals(bounds, o.bounds) && Objects.equals(place, o.place) && Objects.equals(text, o.text)
                && Objects.equals(value, o.value) && Objects.equals(table, o.table)
                && links.equals(o.links) && Objects.equals(image, o.image) && Objects.equals(document, o.document)
                && Objects.equals(sparse, o.sparse) && Objects.equals(cell, o.cell)
                && Objects.equals(selection, o.selection);
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
                + Arrays.toString(children) + (sparse == null ? "" : " of " + sparse) + " " + states + "]";
    }

    public static Builder builder(long id, Role role) {
        return new Builder(id, role);
    }

    public Builder toBuilder() {
        return new Builder(id, role).parent(parent).indexInParent(indexInParent).name(name)
                .description(description).helpText(helpText).accessibleId(accessibleId).locale(locale)
                .states(states).children(children).attributes(attributes).relations(relations)
                .capabilities(capabilities).actions(actions).bounds(bounds).place(place).text(text).value(value).table(table)
                .links(links).image(image).document(document)
                .sparse(sparse).cell(cell).selection(selection);
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
        private ScreenPlace place;
        private TextState text;
        private ValueState value;
        private TableState table;
        private List<LinkState> links;
        private ImageState image;
        private DocumentState document;
        private SparseChildren sparse;
        private CellState cell;
        private SelectionState selection;

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

        /** Adds one capability to those given so far. */
        public Builder capability(Capability c) {
            Set<Capability> more = capabilities == null || capabilities.isEmpty()
                    ? EnumSet.noneOf(Capability.class) : EnumSet.copyOf(capabilities);
            more.add(c);
            capabilities = more;
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

        public Builder place(ScreenPlace v) {
            place = v;
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

        public Builder sparse(SparseChildren v) {
            sparse = v;
            return this;
        }

        public Builder cell(CellState v) {
            cell = v;
            return this;
        }

        public Builder selection(SelectionState v) {
            selection = v;
            return this;
        }

        public Node build() {
            return new Node(id, parent, indexInParent, role, name, description, helpText, accessibleId,
                    locale, states, children, attributes, relations, capabilities, actions, bounds, place, text,
                    value, table, links, image, document, sparse, cell, selection);
        }
    }
}
