package io.github.javaatspi.atspi.adaptors;

import static io.github.javaatspi.atspi.adaptors.AccessibleAdaptor.one;
import static io.github.javaatspi.atspi.adaptors.Coordinates.rect;
import static io.github.javaatspi.atspi.adaptors.Coordinates.space;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.Adaptor;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Property;
import io.github.javaatspi.atspi.dispatch.Target;
import io.github.javaatspi.model.Capability;
import io.github.javaatspi.model.ImageState;
import io.github.javaatspi.model.Rect;

import java.util.List;

/**
 * {@code org.a11y.atspi.Image} for objects that show an icon. Description, locale and size come
 * from the snapshot (properties are answered on the connection's reader thread, which never
 * waits); where the icon is drawn inside its object is a live question for the UI thread.
 */
public final class ImageAdaptor {
    private ImageAdaptor() {
    }

    public static Adaptor create() {
        return new Adaptor(Interfaces.IMAGE) {
            @Override
            public boolean appliesTo(Target t) {
                return t.node() != null && t.node().has(Capability.IMAGE) && t.node().image() != null;
            }

            @Override
            protected Adaptor.Table build() {
                return ImageAdaptor.table();
            }
        };
    }

    private static Adaptor.Table table() {
        return new Adaptor.Table(List.of(
                Member.waiting("GetImageExtents", "u", "(iiii)", (t, a) -> one(rect(extents(t, a)))),
                Member.waiting("GetImagePosition", "u", "ii", (t, a) -> {
                    Rect r = extents(t, a);
                    return new Object[] {r.x(), r.y()};
                }),
                Member.of("GetImageSize", "", "ii", (t, a) -> new Object[] {image(t).width(), image(t).height()})),
                List.of(
                        Property.read("version", "u", t -> 1L),
                        Property.read("ImageDescription", "s", t -> image(t).description()),
                        // The icon says nothing about its language: the object's locale is the best answer.
                        Property.read("ImageLocale", "s", t -> t.node().locale())));
    }

    private static ImageState image(Target t) {
        return t.node().image();
    }

    private static Rect extents(Target t, Object[] args) {
        return t.ctx().ui().imageExtents(t.id(), space(args, 0));
    }
}
