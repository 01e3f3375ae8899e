package io.github.javaatspi.atspi.adaptors;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;

import java.util.List;
import java.util.function.Supplier;

/** {@code org.a11y.atspi.Application}, on the root only. */
public final class ApplicationAdaptor {
    private static List<Property> properties() {
        return List.of(
                Property.read("ToolkitName", "s", t -> t.ctx().application().toolkitName()),
                Property.read("Version", "s", t -> t.ctx().application().toolkitVersion()),
                Property.read("ToolkitVersion", "s", t -> t.ctx().application().toolkitVersion()),
                Property.read("AtspiVersion", "s", t -> "2.1"),
                Property.read("InterfaceVersion", "u", t -> 1L),
                new Property("Id", "i", t -> t.ctx().applicationId(),
                        (t, v) -> t.ctx().applicationId(((Number) v).intValue())));
    }

    private ApplicationAdaptor() {
    }

    /** @param busAddress the peer-to-peer address for {@code GetApplicationBusAddress} ("" for none) */
    public static Adaptor create(Supplier<String> busAddress) {
        return new Adaptor(Interfaces.APPLICATION) {
            @Override
            public boolean appliesTo(Target t) {
                return t.isRoot();
            }

            @Override
            protected Adaptor.Table build() {
                return ApplicationAdaptor.table(busAddress);
            }
        };
    }

    private static Adaptor.Table table(Supplier<String> busAddress) {
        return new Adaptor.Table(List.of(
                Member.of("GetLocale", "u", "s", (t, a) -> AccessibleAdaptor.one(t.node().locale())),
                Member.of("GetApplicationBusAddress", "", "s", (t, a) -> AccessibleAdaptor.one(busAddress.get()))),
                properties());
    }

}
