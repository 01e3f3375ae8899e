package io.github.javaatspi.atspi.events;

import java.util.Map;

/** A signal to broadcast: source path, interface, member, signature and body values. */
public record AtspiSignal(String path, String iface, String member, String signature, Object[] args) {
    private static final String EVENT_SIGNATURE = "siiva{sv}";

    /**
     * An AT-SPI event in the {@code siiva{sv}} form: detail, detail1, detail2, any_data as a
     * variant {@code {signature, value}}, and the (empty) properties dictionary.
     */
    public static AtspiSignal event(String path, String iface, String member, String detail, int detail1,
            int detail2, String anySignature, Object anyValue) {
        return new AtspiSignal(path, iface, member, EVENT_SIGNATURE,
                new Object[] {detail, detail1, detail2, new Object[] {anySignature, anyValue}, Map.of()});
    }

    /** The AT-SPI event type string, e.g. {@code object:state-changed:focused}, for logs and tests. */
    public String eventType() {
        String klass = iface.substring(iface.lastIndexOf('.') + 1).toLowerCase(java.util.Locale.ROOT);
        String major = member.replaceAll("([a-z])([A-Z])", "$1-$2").toLowerCase(java.util.Locale.ROOT);
        String detail = args.length > 0 && args[0] instanceof String s ? s : "";
        return klass + ":" + major + (detail.isEmpty() ? "" : ":" + detail);
    }
}
