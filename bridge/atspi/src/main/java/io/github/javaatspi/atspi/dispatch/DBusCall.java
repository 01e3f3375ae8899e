package io.github.javaatspi.atspi.dispatch;

/**
 * An incoming method call with its arguments already converted to plain Java values
 * ({@code Long} for unsigned integers, {@code String} for object paths and signatures,
 * {@code Object[]} for structs, {@code Object[]{signature, value}} for variants).
 */
public record DBusCall(String sender, String path, String iface, String member, String signature, Object[] args) {
    public DBusCall {
        signature = signature == null ? "" : signature;
        args = args == null ? new Object[0] : args;
    }
}
