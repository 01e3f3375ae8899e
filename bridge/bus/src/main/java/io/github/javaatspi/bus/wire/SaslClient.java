package io.github.javaatspi.bus.wire;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The client side of D-Bus authentication with the EXTERNAL mechanism (our uid, checked by the kernel). */
public final class SaslClient {
    private static final int MAX_LINE = 512;

    private SaslClient() {
    }

    /** Authenticates and sends BEGIN; returns the server's guid. */
    public static String authenticate(WireChannel channel) throws IOException {
        String uid = Integer.toString(currentUid());
        StringBuilder hex = new StringBuilder();
        for (byte b : uid.getBytes(StandardCharsets.US_ASCII)) {
            hex.append(String.format("%02x", b));
        }
        send(channel, "\0AUTH EXTERNAL " + hex + "\r\n");
        String answer = readLine(channel);
        if (!answer.startsWith("OK")) {
            throw new IOException("D-Bus authentication refused: " + answer);
        }
        send(channel, "BEGIN\r\n");
        return answer.substring(2).trim();
    }

    /** The process's user id (the owner of {@code /proc/self}). */
    public static int currentUid() throws IOException {
        return (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
    }

    static void send(WireChannel channel, String line) throws IOException {
        channel.writeFully(new ByteBuffer[] {ByteBuffer.wrap(line.getBytes(StandardCharsets.US_ASCII))});
    }

    static String readLine(WireChannel channel) throws IOException {
        StringBuilder sb = new StringBuilder();
        ByteBuffer one = ByteBuffer.allocate(1);
        while (sb.length() < MAX_LINE) {
            one.clear();
            if (channel.read(one) < 0) {
                throw new IOException("connection closed during D-Bus authentication");
            }
            char c = (char) one.get(0);
            if (c == '\n' && sb.length() > 0 && sb.charAt(sb.length() - 1) == '\r') {
                return sb.substring(0, sb.length() - 1);
            }
            sb.append(c);
        }
        throw new IOException("over-long line during D-Bus authentication");
    }
}
