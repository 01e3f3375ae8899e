package io.github.javaatspi.atspi.dispatch;

import io.github.javaatspi.atspi.AtspiContext;
import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.LinkPaths;
import io.github.javaatspi.atspi.ObjectPaths;
import io.github.javaatspi.model.Node;
import io.github.javaatspi.model.NodeId;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Routes a call by path, interface and member (dbus-java's own routing ignores the interface,
 * so {@code Accessible.GetAttributes} and {@code Document.GetAttributes} would collide), checks
 * its signature, and serves the standard {@code Properties}, {@code Introspectable} and
 * {@code Peer} interfaces from the adaptor tables.
 */
public final class Dispatcher {
    private static final Map<String, List<String>> CONTAINER_PATHS = Map.of(
            "/", List.of("org"),
            "/org", List.of("a11y"),
            "/org/a11y", List.of("atspi"),
            "/org/a11y/atspi", List.of("accessible", "cache"),
            "/org/a11y/atspi/accessible", List.of("root"));

    private final AtspiContext ctx;
    private final AdaptorIndex accessibleAdaptors;
    private final AdaptorIndex cacheAdaptors;
    private final AdaptorIndex linkAdaptors;
    private volatile String machineId;

    /** @param linkAdaptors what hyperlink objects ({@link LinkPaths}) offer */
    public Dispatcher(AtspiContext ctx, List<Adaptor> accessibleAdaptors, List<Adaptor> cacheAdaptors,
            List<Adaptor> linkAdaptors) {
        this.ctx = ctx;
        this.accessibleAdaptors = new AdaptorIndex(accessibleAdaptors);
        this.cacheAdaptors = new AdaptorIndex(cacheAdaptors);
        this.linkAdaptors = new AdaptorIndex(linkAdaptors);
    }

    /**
     * Builds every interface's members now (see {@link Adaptor}): for a screen reader, whose
     * first calls about a focused widget ask most of them, before its user's first key.
     */
    public void prepareAll() {
        accessibleAdaptors.prepare();
        cacheAdaptors.prepare();
        linkAdaptors.prepare();
    }

    /** A resolved call, ready to run on the reader thread or, when it may wait, on a worker. */
    public interface Invocation {
        boolean mayWait();

        Reply run();

        /** While the key is equal (see {@link Member#kept}), the answer is too; null: built anew each time. */
        default Object keptKey() {
            return null;
        }
    }

    /** Resolves {@code call}; throws {@link AtspiError} for anything that cannot be answered. */
    public Invocation prepare(DBusCall call) {
        Exported obj = resolve(call);
        if (obj.target.node() != null && obj.target.id() != NodeId.ROOT) {
            ctx.ui().revalidate(obj.target.id());
        }
        String iface = call.iface();
        if (Interfaces.PEER.equals(iface)) {
            return now(peer(call));
        }
        if (Interfaces.INTROSPECTABLE.equals(iface)) {
            expect(call, "");
            if (!call.member().equals("Introspect")) {
                throw DBusErrors.unknownMethod(call);
            }
            return now(Reply.of("s", Introspection.xml(obj.adaptors.offered(obj.target).stream().map(AdaptorIndex.Entry::adaptor).toList(), obj.childNodes)));
        }
        if (Interfaces.PROPERTIES.equals(iface)) {
            return properties(call, obj);
        }
        Member member = findMember(call, obj);
        expect(call, member.in());
        Target target = obj.target;
        Object[] args = call.args();
        boolean mayWait = member.mayWait().test(target, args);
        return new Invocation() {
            @Override
            public boolean mayWait() {
                return mayWait;
            }

            @Override
            public Reply run() {
                return new Reply(member.out(), member.handler().invoke(target, args));
            }

            @Override
            public Object keptKey() {
                return member.keptWhile() == null ? null : member.keptWhile().apply(target);
            }
        };
    }

    private Exported resolve(DBusCall call) {
        String path = call.path();
        List<String> children = CONTAINER_PATHS.get(path);
        if (children != null) {
            return new Exported(new Target(ctx, path, null), AdaptorIndex.EMPTY, children);
        }
        if (ObjectPaths.CACHE.equals(path)) {
            return new Exported(new Target(ctx, path, null), cacheAdaptors, List.of());
        }
        LinkPaths.LinkPath link = LinkPaths.parse(path);
        if (link != null) {
            return resolveLink(call, link);
        }
        long id = ObjectPaths.idOf(path);
        Node node = id == NodeId.NONE ? null : ctx.tree().get(id);
        if (node == null) {
            throw DBusErrors.unknownObject(call);
        }
        return new Exported(new Target(ctx, path, node), accessibleAdaptors, List.of());
    }

    /** A hyperlink exists while its hypertext is published and still lists that many links. */
    private Exported resolveLink(DBusCall call, LinkPaths.LinkPath link) {
        Node owner = ctx.tree().get(link.owner());
        if (owner == null || link.index() >= owner.links().size()) {
            throw DBusErrors.unknownObject(call);
        }
        return new Exported(new Target(ctx, call.path(), owner, link.index()), linkAdaptors, List.of());
    }

    private static Member findMember(DBusCall call, Exported obj) {
        if (call.iface() == null) {
            // D-Bus lets a call name no interface: the first offered member of that name answers.
            for (AdaptorIndex.Entry e : obj.adaptors.offered(obj.target)) {
                Member m = e.member(call.member());
                if (m != null) {
                    return m;
                }
            }
            throw DBusErrors.unknownMethod(call);
        }
        AdaptorIndex.Entry e = obj.adaptors.offered(obj.target, call.iface());
        Member m = e == null ? null : e.member(call.member());
        if (m == null) {
            throw DBusErrors.unknownMethod(call);
        }
        return m;
    }

    private static void expect(DBusCall call, String signature) {
        if (!call.signature().equals(signature)) {
            throw DBusErrors.invalidArgs("Method \"" + call.member() + "\" on interface \"" + call.iface()
                    + "\" expects signature \"" + signature + "\", got \"" + call.signature() + "\"");
        }
    }

    private Invocation properties(DBusCall call, Exported obj) {
        switch (call.member()) {
            case "Get" -> {
                expect(call, "ss");
                Property p = property(obj, Args.s(call.args(), 0), Args.s(call.args(), 1));
                return lazy(() -> Reply.of("v", (Object) new Object[] {p.type(), p.getter().apply(obj.target)}));
            }
            case "GetAll" -> {
                expect(call, "s");
                Adaptor a = adaptor(obj, Args.s(call.args(), 0)).adaptor();
                return lazy(() -> {
                    Map<String, Object> all = new LinkedHashMap<>();
                    for (Property p : a.properties()) {
                        all.put(p.name(), new Object[] {p.type(), p.getter().apply(obj.target)});
                    }
                    return Reply.of("a{sv}", all);
                });
            }
            case "Set" -> {
                expect(call, "ssv");
                Property p = property(obj, Args.s(call.args(), 0), Args.s(call.args(), 1));
                if (!p.writable()) {
                    throw new AtspiError(DBusErrors.PROPERTY_READ_ONLY, "Property " + p.name() + " is read-only");
                }
                Object[] variant = (Object[]) call.args()[2];
                if (!p.type().equals(variant[0])) {
                    throw DBusErrors.invalidArgs("Property " + p.name() + " has type " + p.type() + ", not " + variant[0]);
                }
                return lazy(() -> {
                    p.setter().accept(obj.target, variant[1]);
                    return Reply.EMPTY;
                });
            }
            default -> throw DBusErrors.unknownMethod(call);
        }
    }

    private static AdaptorIndex.Entry adaptor(Exported obj, String iface) {
        AdaptorIndex.Entry e = obj.adaptors.offered(obj.target, iface);
        if (e == null) {
            throw new AtspiError(DBusErrors.UNKNOWN_INTERFACE, "No interface " + iface + " on " + obj.target.path());
        }
        return e;
    }

    private static Property property(Exported obj, String iface, String name) {
        Property p = adaptor(obj, iface).property(name);
        if (p == null) {
            throw new AtspiError(DBusErrors.UNKNOWN_PROPERTY, "No property " + iface + "." + name);
        }
        return p;
    }

    private Reply peer(DBusCall call) {
        switch (call.member()) {
            case "Ping" -> {
                expect(call, "");
                return Reply.EMPTY;
            }
            case "GetMachineId" -> {
                expect(call, "");
                return Reply.of("s", machineId());
            }
            default -> throw DBusErrors.unknownMethod(call);
        }
    }

    private String machineId() {
        String id = machineId;
        if (id == null) {
            id = "";
            for (String file : List.of("/etc/machine-id", "/var/lib/dbus/machine-id")) {
                try {
                    id = Files.readString(Path.of(file), StandardCharsets.US_ASCII).trim();
                    break;
                } catch (IOException e) {
                    // try the next location
                }
            }
            machineId = id;
        }
        return id;
    }

    private static Invocation now(Reply reply) {
        return lazy(() -> reply);
    }

    private static Invocation lazy(java.util.function.Supplier<Reply> supplier) {
        return new Invocation() {
            @Override
            public boolean mayWait() {
                return false;
            }

            @Override
            public Reply run() {
                return supplier.get();
            }
        };
    }

    private record Exported(Target target, AdaptorIndex adaptors, List<String> childNodes) {
    }
}
