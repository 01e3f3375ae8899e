package io.github.javaatspi.stack;

/** The configuration of the message buses we start: one listen address, EXTERNAL auth, allow all. */
final class BusConfig {
    private static final String TEMPLATE = """
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>@ADDRESS@</listen>
              <auth>EXTERNAL</auth>
              <policy context="default">
                <allow send_destination="*" eavesdrop="true"/>
                <allow eavesdrop="true"/>
                <allow own="*"/>
              </policy>
            </busconfig>
            """;

    private BusConfig() {
    }

    /** A bus with no service directories (nothing is auto-started) listening on {@code address}. */
    static String listeningOn(String address) {
        return TEMPLATE.replace("@ADDRESS@", address.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"));
    }
}
