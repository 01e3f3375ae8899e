package io.github.javaatspi.agent.runtime;

import java.util.Locale;
import java.util.Map;
import java.util.Properties;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bridge's settings: system properties {@code javaatspi.*}, or the matching environment
 * variables {@code JAVAATSPI_*}. A bad value costs one log line and its default.
 *
 * @param enabled {@code TRUE}/{@code FALSE} force the bridge on or off; null follows {@code org.a11y.Status}
 */
public record Config(Boolean enabled, String appName, String toolkitName, long edtBudgetMillis, int maxChildren,
        long revalidateMillis, long keyBudgetMillis, boolean peerToPeer, int compilerNiceStep, int warmUpCalls,
        int warmUpReads) {
    private static final Logger LOG = LoggerFactory.getLogger(Config.class);

    /** The toolkit name we report; see ARCHITECTURE.md for why not JAW's "J2SE-access-bridge". */
    static final String DEFAULT_TOOLKIT = "Java Swing";

    public static Config load(Properties props, Map<String, String> env) {
        Reader r = new Reader(props, env);
        return new Config(
                r.bool("enabled"),
                r.string("appName", AppName.guess(props)),
                r.string("toolkitName", DEFAULT_TOOLKIT),
                r.number("edtBudgetMillis", 300, 10, 5000),
                (int) r.number("maxChildren", 5000, 1, 1_000_000),
                r.number("revalidateMillis", 500, 0, 60_000),
                // A loaded desktop's screen reader may take a few hundred ms to answer; a key
                // that passes unanswered may reach the app before the reader knows of it, and
                // the reader then misreads the caret move it causes. A hung reader costs this once.
                r.number("keyBudgetMillis", 1000, 20, 2000),
                !Boolean.FALSE.equals(r.bool("peerToPeer")),
                // How far the optimizing (C2) JIT compilers give way to a listening screen reader (0: not at all);
                // ARCHITECTURE.md, "The Orca suite", has the measurement behind the default.
                (int) r.number("compilerNiceStep", 10, 0, 19),
                // How many calls the bridge asks itself once a screen reader listens, so that the
                // JIT compiles the answers before the user's first keys (0: none); ARCHITECTURE.md,
                // "Warming up the answers", has the measurement behind the default.
                (int) r.number("warmUpCalls", 2000, 0, 100_000),
                // How many times the event thread reads the tree again then, in short turns, until
                // the user's first key (0: not at all); ARCHITECTURE.md, "Warming up the reads".
                (int) r.number("warmUpReads", 12, 0, 1000));
    }

    /** Reads one setting from the property, else the environment variable. */
    private record Reader(Properties props, Map<String, String> env) {
        String raw(String key) {
            String v = props.getProperty("javaatspi." + key);
            if (v == null) {
                v = env.get("JAVAATSPI_" + key.replaceAll("([a-z])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT));
            }
            return v == null || v.isBlank() ? null : v.trim();
        }

        String string(String key, String fallback) {
            String v = raw(key);
            return v != null ? v : fallback;
        }

        Boolean bool(String key) {
            String v = raw(key);
            if (v == null) {
                return null;
            }
            return switch (v.toLowerCase(Locale.ROOT)) {
                case "true", "yes", "1", "on" -> Boolean.TRUE;
                case "false", "no", "0", "off" -> Boolean.FALSE;
                default -> {
                    LOG.warn("Ignoring javaatspi.{}={}: expected true or false", key, v);
                    yield null;
                }
            };
        }

        long number(String key, long fallback, long min, long max) {
            String v = raw(key);
            if (v == null) {
                return fallback;
            }
            try {
                long n = Long.parseLong(v);
                if (n >= min && n <= max) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            LOG.warn("Ignoring javaatspi.{}={}: expected a number from {} to {}; using {}", key, v, min, max, fallback);
            return fallback;
        }
    }
}
