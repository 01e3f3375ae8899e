package io.github.javaatspi.bus.wire;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * The server side of D-Bus authentication, EXTERNAL mechanism only: the client must claim the
 * user id it has (which the kernel told us, see {@code PeerServer}) and that id must be ours.
 * File-descriptor passing is declined. The caller bounds the time this may take.
 */
public final class SaslServer {
    private static final int MAX_LINES = 16;

    private SaslServer() {
    }

    /**
     * Runs the handshake up to BEGIN.
     *
     * @param ownUid the only user id accepted
     * @param guid our server guid (32 hex digits)
     * @throws IOException when the client does not authenticate as {@code ownUid}
     */
    public static void authenticate(WireChannel channel, int ownUid, String guid) throws IOException {
        ByteBuffer nul = ByteBuffer.allocate(1);
        if (channel.read(nul) < 0 || nul.get(0) != 0) {
            throw new IOException("a D-Bus client starts with a NUL byte");
        }
        boolean authenticated = false;
        boolean awaitingData = false;
        for (int i = 0; i < MAX_LINES; i++) {
            String line = SaslClient.readLine(channel);
            if (line.equals("BEGIN") && authenticated) {
                return;
            }
            if (line.startsWith("AUTH EXTERNAL") && !authenticated) {
                String claim = line.substring("AUTH EXTERNAL".length()).trim();
                if (claim.isEmpty()) {
                    awaitingData = true;
                    SaslClient.send(channel, "DATA\r\n");
                    continue;
                }
                authenticated = accept(channel, claim, ownUid, guid);
            } else if (line.startsWith("DATA") && awaitingData && !authenticated) {
                String claim = line.substring("DATA".length()).trim();
                // An empty answer means "the identity the kernel gave you", which is ours here.
                authenticated = claim.isEmpty() ? ok(channel, guid) : accept(channel, claim, ownUid, guid);
            } else if (line.startsWith("NEGOTIATE_UNIX_FD") && authenticated) {
                SaslClient.send(channel, "ERROR file descriptor passing is not offered\r\n");
            } else if (line.startsWith("AUTH") || line.startsWith("CANCEL") || line.startsWith("ERROR")) {
                SaslClient.send(channel, "REJECTED EXTERNAL\r\n");
            } else {
                SaslClient.send(channel, "ERROR unknown command\r\n");
            }
        }
        throw new IOException("too many D-Bus authentication lines");
    }

    private static boolean accept(WireChannel channel, String hexClaim, int ownUid, String guid) throws IOException {
        if (!Integer.toString(ownUid).equals(decodeHex(hexClaim))) {
            SaslClient.send(channel, "REJECTED EXTERNAL\r\n");
            throw new IOException("a D-Bus client claimed another user id");
        }
        return ok(channel, guid);
    }

    private static boolean ok(WireChannel channel, String guid) throws IOException {
        SaslClient.send(channel, "OK " + guid + "\r\n");
        return true;
    }

    private static String decodeHex(String hex) {
        if (hex.length() % 2 != 0 || hex.length() > 64) {
            return "";
        }
        byte[] bytes = new byte[hex.length() / 2];
        for (int i = 0; i < bytes.length; i++) {
            int hi = Character.digit(hex.charAt(2 * i), 16);
            int lo = Character.digit(hex.charAt(2 * i + 1), 16);
            if (hi < 0 || lo < 0) {
                return "";
            }
            bytes[i] = (byte) (hi * 16 + lo);
        }
        return new String(bytes, StandardCharsets.US_ASCII);
    }
}
