package io.github.javaatspi.atspi.dispatch;

import java.util.List;

/**
 * Introspection XML generated from the adaptor tables, so it always matches what we serve
 * (dbus-java's own introspection splits struct returns into several arguments).
 */
final class Introspection {
    private static final String HEADER = "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\"\n"
            + " \"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">\n";

    private Introspection() {
    }

    static String xml(List<Adaptor> adaptors, List<String> childNodes) {
        StringBuilder sb = new StringBuilder(HEADER).append("<node>\n");
        for (Adaptor a : adaptors) {
            sb.append("  <interface name=\"").append(a.name()).append("\">\n");
            for (Member m : a.members()) {
                sb.append("    <method name=\"").append(m.name()).append("\">\n");
                for (String t : Signatures.split(m.in())) {
                    sb.append("      <arg direction=\"in\" type=\"").append(t).append("\"/>\n");
                }
                for (String t : Signatures.split(m.out())) {
                    sb.append("      <arg direction=\"out\" type=\"").append(t).append("\"/>\n");
                }
                sb.append("    </method>\n");
            }
            for (Property p : a.properties()) {
                sb.append("    <property name=\"").append(p.name()).append("\" type=\"").append(p.type())
                        .append("\" access=\"").append(p.writable() ? "readwrite" : "read").append("\"/>\n");
            }
            sb.append("  </interface>\n");
        }
        for (String child : childNodes) {
            sb.append("  <node name=\"").append(child).append("\"/>\n");
        }
        return sb.append("</node>\n").toString();
    }
}
