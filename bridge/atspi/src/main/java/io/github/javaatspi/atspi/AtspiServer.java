package io.github.javaatspi.atspi;

import io.github.javaatspi.atspi.adaptors.AccessibleAdaptor;
import io.github.javaatspi.atspi.adaptors.ActionAdaptor;
import io.github.javaatspi.atspi.adaptors.ApplicationAdaptor;
import io.github.javaatspi.atspi.adaptors.CacheAdaptor;
import io.github.javaatspi.atspi.adaptors.CacheItems;
import io.github.javaatspi.atspi.adaptors.CollectionAdaptor;
import io.github.javaatspi.atspi.adaptors.ComponentAdaptor;
import io.github.javaatspi.atspi.adaptors.DocumentAdaptor;
import io.github.javaatspi.atspi.adaptors.EditableTextAdaptor;
import io.github.javaatspi.atspi.adaptors.HyperlinkAdaptor;
import io.github.javaatspi.atspi.adaptors.HypertextAdaptor;
import io.github.javaatspi.atspi.adaptors.ImageAdaptor;
import io.github.javaatspi.atspi.adaptors.InterfaceCatalog;
import io.github.javaatspi.atspi.adaptors.SelectionAdaptor;
import io.github.javaatspi.atspi.adaptors.TableAdaptor;
import io.github.javaatspi.atspi.adaptors.TableCellAdaptor;
import io.github.javaatspi.atspi.adaptors.TextAdaptor;
import io.github.javaatspi.atspi.adaptors.ValueAdaptor;
import io.github.javaatspi.atspi.dispatch.Dispatcher;
import io.github.javaatspi.atspi.events.EventInterest;
import io.github.javaatspi.atspi.events.EventTranslator;
import io.github.javaatspi.atspi.events.SignalSink;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Wires the AT-SPI side for one context: the adaptors (in {@code GetInterfaces} order), those of
 * hyperlink objects, the dispatcher that serves them and the translator that turns tree changes
 * into signals.
 */
public final class AtspiServer {
    private final Dispatcher dispatcher;
    private final EventTranslator translator;

    public AtspiServer(AtspiContext ctx, SignalSink sink, Supplier<String> peerToPeerAddress) {
        this(ctx, sink, EventInterest.EVERYTHING, Runnable::run, peerToPeerAddress);
    }

    /**
     * @param interest who listens, for the choices the translator makes (see {@link EventTranslator})
     * @param later runs a task on the tree thread a moment later (see {@link EventTranslator})
     */
    public AtspiServer(AtspiContext ctx, SignalSink sink, EventInterest interest, Consumer<Runnable> later,
            Supplier<String> peerToPeerAddress) {
        InterfaceCatalog catalog = new InterfaceCatalog();
        catalog.add(AccessibleAdaptor.create(catalog));
        catalog.add(ApplicationAdaptor.create(peerToPeerAddress));
        catalog.add(ComponentAdaptor.create());
        catalog.add(ActionAdaptor.create());
        catalog.add(ValueAdaptor.create());
        catalog.add(TextAdaptor.create());
        catalog.add(EditableTextAdaptor.create());
        catalog.add(CollectionAdaptor.create(catalog));
        catalog.add(HypertextAdaptor.create());
        catalog.add(ImageAdaptor.create());
        catalog.add(DocumentAdaptor.create());
        catalog.add(SelectionAdaptor.create());
        catalog.add(TableAdaptor.create());
        catalog.add(TableCellAdaptor.create());
        CacheItems items = new CacheItems(catalog);
        this.dispatcher = new Dispatcher(ctx, catalog.adaptors(), List.of(CacheAdaptor.create(items)),
                List.of(HyperlinkAdaptor.create(), ActionAdaptor.create()));
        this.translator = new EventTranslator(ctx, items, sink, interest, later);
    }

    public Dispatcher dispatcher() {
        return dispatcher;
    }

    public EventTranslator translator() {
        return translator;
    }
}
