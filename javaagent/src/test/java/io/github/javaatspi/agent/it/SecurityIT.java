package io.github.javaatspi.agent.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.javaatspi.stack.Deadline;
import io.github.javaatspi.stack.EventRecorder;
import io.github.javaatspi.stack.KeystrokeListeners;
import io.github.javaatspi.stack.ManagedProcess;
import io.github.javaatspi.testapps.ReliabilityApp;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * What must never leave the application or happen to it: a password on the bus, a port open to
 * the network, a change to something the user could not change either. (A peer-to-peer peer of
 * another user is refused: PeerServerTest.)
 */
class SecurityIT extends DesktopIT {
    private static final Duration LIMIT = Duration.ofSeconds(15);
    private static final String TYPED = "Zq7Xv9Wk";

    @Test
    void aPasswordNeverTravelsOnTheBus() throws Exception {
        String name = Fixture.uniqueName("password", 17);
        // Without the peer-to-peer socket every answer crosses the bus, where the monitor sees it.
        try (ManagedProcess app = Reliability.start(stack, client, name, "javaatspi.peerToPeer", "false");
                ManagedProcess monitor = stack.start("monitor", List.of("dbus-monitor", "--address",
                        stack.a11yBusAddress()), stack.environment());
                EventRecorder events = client.listen(name, "object:");
                EventRecorder keys = new KeystrokeListeners(stack).start()) {
            Deadline.awaitTrue("dbus-monitor to start", LIMIT, () -> monitor.output().contains("NameAcquired"));
            client.json("focus", name, "--find", "password text|PIN");
            client.json("wait-node", name, "--find", "password text|PIN", "--state", "focused");
            keys("End", "BackSpace");
            for (char c : TYPED.toCharArray()) {
                keys(String.valueOf(c));
            }
            Deadline.awaitTrue("the typed characters to arrive", LIMIT, () -> events.events().stream()
                    .filter(e -> "object:text-changed:insert".equals(e.get("type"))).count() >= TYPED.length());
            client.json("walk", name);
            Map<String, Object> text = client.json("text", name, "--find", "password text|PIN");
            assertThat((String) text.get("text")).doesNotContain("Tr0ub", TYPED.substring(0, 3));

            String traffic = monitor.output();
            assertThat(traffic).as("the bus saw the session").contains("member=TextChanged", "string \"PIN\"");
            assertThat(traffic).doesNotContain(ReliabilityApp.SECRET, TYPED, "Tr0ub4dor", TYPED.substring(2, 6));
        }
    }

    @Test
    void theAppListensOnNoNetworkPort() throws Exception {
        String name = Fixture.uniqueName("ports", 17);
        try (ManagedProcess app = Reliability.start(stack, client, name)) {
            client.json("walk", name);
            String listening = stack.run(List.of("ss", "-H", "-ltunp"), 20);
            assertThat(listening).doesNotContain("pid=" + app.pid() + ",");
        }
    }

    @Test
    void nothingChangesWhatTheUserCouldNotChange() throws Exception {
        String name = Fixture.uniqueName("refusals", 17);
        try (ManagedProcess app = Reliability.start(stack, client, name)) {
            client.json("action", name, "--find", "push button|Disabled");
            assertThat(client.json("value", name, "--find", "slider|Locked", "--set", "9"))
                    .containsEntry("current", 5.0);
            Map<String, Object> fixed = client.json("text", name, "--find", "text|Fixed");
            assertThat((List<?>) fixed.get("interfaces")).map(String::valueOf).doesNotContain("EditableText");
            Map<String, Object> node = client.json("node", name, "--find", "text|Fixed");
            assertThat(client.json("call-path", (String) node.get("bus"), (String) node.get("path"),
                    "org.a11y.atspi.EditableText", "SetTextContents", "s", "changed"))
                    .containsEntry("ok", false);
            // Ask the app for a report: once its line is out, the disabled button's click would have run.
            client.json("action", name, "--find", "push button|Report");
            Deadline.awaitTrue("the report", LIMIT, () -> app.output().contains("report "));
            assertThat(client.json("wait-node", name, "--find", "label|The disabled button ran", "--absent",
                    "--timeout", "1")).as("the disabled button did not run").containsEntry("ok", true);
            assertThat(client.json("value", name, "--find", "slider|Locked")).containsEntry("current", 5.0);
            assertThat(client.json("text", name, "--find", "text|Fixed")).containsEntry("text", "fixed");
        }
    }
}
