package io.github.javaatspi.bus.atspi;

import io.github.javaatspi.atspi.Interfaces;
import io.github.javaatspi.atspi.dispatch.AtspiError;
import io.github.javaatspi.atspi.dispatch.DBusCall;
import io.github.javaatspi.atspi.dispatch.DBusErrors;
import io.github.javaatspi.atspi.dispatch.Dispatcher;
import io.github.javaatspi.atspi.dispatch.Errors;
import io.github.javaatspi.atspi.dispatch.Member;
import io.github.javaatspi.atspi.dispatch.Reply;
import io.github.javaatspi.atspi.events.ListenerRegistry;
import io.github.javaatspi.bus.wire.BusConnection;
import io.github.javaatspi.bus.wire.IncomingCall;
import io.github.javaatspi.bus.wire.MessageWriter;
import io.github.javaatspi.model.UiUnavailableException;

import java.lang.ref.SoftReference;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Serves the AT-SPI dispatcher on one connection. Calls answered from the published tree run
 * right on the reader thread (no hop); calls that may wait for the UI thread or the bus go to
 * the worker pool, so one busy question never holds up the others.
 */
public final class AtspiEndpoint {
    private static final Logger LOG = LoggerFactory.getLogger(AtspiEndpoint.class);

    private final BusConnection connection;
    private final Dispatcher dispatcher;
    private final Executor workers;
    private final ListenerRegistry clients;
    private final ClientActivity activity;
    /** The last kept answer ({@link Member#kept}); soft, as a big tree's is megabytes. */
    private volatile KeptAnswer kept;

    /**
     * @param clients told about every caller, which makes it a client of the bridge
     * @param activity told of every call
     */
    public AtspiEndpoint(BusConnection connection, Dispatcher dispatcher, Executor workers, ListenerRegistry clients,
            ClientActivity activity) {
        this.connection = connection;
        this.dispatcher = dispatcher;
        this.workers = workers;
        this.clients = clients;
        this.activity = activity;
    }

    /** Installs this endpoint as the connection's method handler. */
    public void serve() {
        connection.onMethodCall(this::handle);
    }

    private void handle(IncomingCall m) {
        activity.called();
        clients.called(m.sender());
        if (LOG.isTraceEnabled()) {
            // What a screen reader asks, call by call: the way to see why it is slow or wrong.
            // Not the text a client writes into a field (it may be a password).
            Object args = Interfaces.EDITABLE_TEXT.equals(m.iface()) ? "(text not logged)" : m.args();
            LOG.trace("call {} {} {}.{} {}", m.sender(), m.path(), m.iface(), m.member(), args);
        }
        DBusCall call = new DBusCall(m.sender(), m.path(), m.iface(), m.member(), m.signature(), m.args());
        Dispatcher.Invocation invocation;
        try {
            invocation = dispatcher.prepare(call);
        } catch (RuntimeException e) {
            fail(m, call, e);
            return;
        }
        if (!invocation.mayWait()) {
            run(m, call, invocation);
            return;
        }
        try {
            workers.execute(() -> run(m, call, invocation));
        } catch (RejectedExecutionException e) {
            connection.replyError(m, DBusErrors.LIMITS_EXCEEDED, "too many calls are waiting for the application");
        }
    }

    private void run(IncomingCall m, DBusCall call, Dispatcher.Invocation invocation) {
        Reply reply;
        Object key;
        try {
            // The key comes first: an answer built while the tree changes is kept under the key
            // from before the change, which no longer matches once the change is applied.
            key = invocation.keptKey();
            KeptAnswer last = key == null ? null : kept;
            byte[] body = last == null ? null : last.bodyFor(call, key);
            if (body != null) {
                connection.replyWithBody(m, last.signature(), body);
                return;
            }
            reply = invocation.run();
        } catch (RuntimeException e) {
            fail(m, call, e);
            return;
        }
        byte[] body = key == null ? null : MessageWriter.bodyOf(reply.signature(), reply.values());
        if (body == null) {
            connection.reply(m, reply.signature(), reply.values());
            return;
        }
        kept = new KeptAnswer(call.path(), call.iface(), call.member(), key, reply.signature(),
                new SoftReference<>(body));
        connection.replyWithBody(m, reply.signature(), body);
    }

    private record KeptAnswer(String path, String iface, String member, Object key, String signature,
            SoftReference<byte[]> body) {
        /** The body kept for the same question with an equal key, if the collector left it. */
        byte[] bodyFor(DBusCall call, Object wanted) {
            boolean same = path.equals(call.path()) && Objects.equals(iface, call.iface())
                    && member.equals(call.member()) && key.equals(wanted);
            return same ? body.get() : null;
        }
    }

    private void fail(IncomingCall m, DBusCall call, RuntimeException e) {
        AtspiError error = Errors.toDBus(e, call);
        // A failure of ours is a bug to hear of every time. The application's code failing, an
        // object gone or a busy event thread are answers a client must expect; the failing
        // application code itself was reported once where it failed (the toolkit side).
        if (!(e instanceof AtspiError) && !(e instanceof UiUnavailableException)
                && error.errorName().equals(DBusErrors.FAILED)) {
            LOG.warn("{}.{} on {} failed", call.iface(), call.member(), call.path(), e);
        } else if (LOG.isTraceEnabled()) {
            // The answer a client got instead, traced with its call (an object asked after it left);
            // like the call's arguments, not the message about text a client writes into a field.
            Object message = Interfaces.EDITABLE_TEXT.equals(call.iface()) ? "(not logged)" : error.getMessage();
            LOG.trace("error {} for {}.{} on {}: {}", error.errorName(), call.iface(), call.member(), call.path(),
                    message);
        }
        connection.replyError(m, error.errorName(), error.getMessage());
    }
}
