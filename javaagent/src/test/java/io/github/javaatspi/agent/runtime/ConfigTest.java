package io.github.javaatspi.agent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class ConfigTest {
    @Test
    void withNothingSetEverythingHasItsDefault() {
        Config c = Config.load(new Properties(), Map.of());

        assertThat(c.enabled()).isNull();
        assertThat(c.appName()).isEqualTo("Java application");
        assertThat(c.toolkitName()).isEqualTo(Config.DEFAULT_TOOLKIT).isEqualTo("Java Swing");
        assertThat(c.edtBudgetMillis()).isEqualTo(300);
        assertThat(c.maxChildren()).isEqualTo(5000);
        assertThat(c.revalidateMillis()).isEqualTo(500);
        assertThat(c.keyBudgetMillis()).isEqualTo(1000);
        assertThat(c.peerToPeer()).isTrue();
        assertThat(c.compilerNiceStep()).isEqualTo(10);
        assertThat(c.warmUpCalls()).isEqualTo(2000);
        assertThat(c.warmUpReads()).isEqualTo(12);
    }

    @Test
    void theWarmUpCanBeSwitchedOffOrSized() {
        assertThat(Config.load(new Properties(), Map.of("JAVAATSPI_WARM_UP_CALLS", "0")).warmUpCalls()).isZero();
        assertThat(Config.load(props("javaatspi.warmUpCalls", "5000"), Map.of()).warmUpCalls()).isEqualTo(5000);
        assertThat(Config.load(props("javaatspi.warmUpCalls", "-1"), Map.of()).warmUpCalls()).isEqualTo(2000);
        assertThat(Config.load(new Properties(), Map.of("JAVAATSPI_WARM_UP_READS", "0")).warmUpReads()).isZero();
        assertThat(Config.load(props("javaatspi.warmUpReads", "3"), Map.of()).warmUpReads()).isEqualTo(3);
        assertThat(Config.load(props("javaatspi.warmUpReads", "lots"), Map.of()).warmUpReads()).isEqualTo(12);
    }

    @Test
    void theCompilersCanBeLeftAloneOrLoweredByAnyNiceStep() {
        assertThat(Config.load(new Properties(), Map.of("JAVAATSPI_COMPILER_NICE_STEP", "0")).compilerNiceStep())
                .isZero();
        assertThat(Config.load(props("javaatspi.compilerNiceStep", "19"), Map.of()).compilerNiceStep()).isEqualTo(19);
        assertThat(Config.load(props("javaatspi.compilerNiceStep", "20"), Map.of()).compilerNiceStep()).isEqualTo(10);
        assertThat(Config.load(props("javaatspi.compilerNiceStep", "-5"), Map.of()).compilerNiceStep()).isEqualTo(10);
    }

    @Test
    void thePeerToPeerSocketCanBeSwitchedOff() {
        assertThat(Config.load(props("javaatspi.peerToPeer", "false"), Map.of()).peerToPeer()).isFalse();
        assertThat(Config.load(new Properties(), Map.of("JAVAATSPI_PEER_TO_PEER", "no")).peerToPeer()).isFalse();
    }

    @Test
    void theEnvironmentVariableIsUsedWhenNoPropertyIsSet() {
        Config c = Config.load(new Properties(), Map.of("JAVAATSPI_EDT_BUDGET_MILLIS", "700",
                "JAVAATSPI_MAX_CHILDREN", "10", "JAVAATSPI_REVALIDATE_MILLIS", "0", "JAVAATSPI_APP_NAME", "From env",
                "JAVAATSPI_TOOLKIT_NAME", "J2SE-access-bridge", "JAVAATSPI_ENABLED", "true"));

        assertThat(c.edtBudgetMillis()).isEqualTo(700);
        assertThat(c.maxChildren()).isEqualTo(10);
        assertThat(c.revalidateMillis()).isZero();
        assertThat(c.appName()).isEqualTo("From env");
        assertThat(c.toolkitName()).isEqualTo("J2SE-access-bridge");
        assertThat(c.enabled()).isTrue();
    }

    @Test
    void theSystemPropertyWinsOverTheEnvironmentVariable() {
        Config c = Config.load(props("javaatspi.edtBudgetMillis", "250", "javaatspi.appName", "From property"),
                Map.of("JAVAATSPI_EDT_BUDGET_MILLIS", "700", "JAVAATSPI_APP_NAME", "From env"));

        assertThat(c.edtBudgetMillis()).isEqualTo(250);
        assertThat(c.appName()).isEqualTo("From property");
    }

    @Test
    void enabledAcceptsTheUsualSpellings() {
        assertThat(enabled("true")).isTrue();
        assertThat(enabled("yes")).isTrue();
        assertThat(enabled("1")).isTrue();
        assertThat(enabled(" ON ")).isTrue();
        assertThat(enabled("TRUE")).isTrue();
        assertThat(enabled("false")).isFalse();
        assertThat(enabled("no")).isFalse();
        assertThat(enabled("0")).isFalse();
        assertThat(enabled("off")).isFalse();
    }

    @Test
    void anUnreadableEnabledFollowsTheDesktop() {
        assertThat(enabled("maybe")).isNull();
        assertThat(enabled("")).isNull();
        assertThat(enabled("  ")).isNull();
    }

    @Test
    void numbersOutOfRangeFallBackToTheDefault() {
        Config low = Config.load(props("javaatspi.edtBudgetMillis", "5", "javaatspi.maxChildren", "0",
                "javaatspi.revalidateMillis", "-1"), Map.of());
        Config high = Config.load(props("javaatspi.edtBudgetMillis", "5001", "javaatspi.maxChildren", "1000001",
                "javaatspi.revalidateMillis", "60001"), Map.of());

        assertThat(low.edtBudgetMillis()).isEqualTo(300);
        assertThat(low.maxChildren()).isEqualTo(5000);
        assertThat(low.revalidateMillis()).isEqualTo(500);
        assertThat(high.edtBudgetMillis()).isEqualTo(300);
        assertThat(high.maxChildren()).isEqualTo(5000);
        assertThat(high.revalidateMillis()).isEqualTo(500);
    }

    @Test
    void theLimitsThemselvesAreAccepted() {
        Config c = Config.load(props("javaatspi.edtBudgetMillis", "10", "javaatspi.maxChildren", "1000000",
                "javaatspi.revalidateMillis", "60000"), Map.of());

        assertThat(c.edtBudgetMillis()).isEqualTo(10);
        assertThat(c.maxChildren()).isEqualTo(1_000_000);
        assertThat(c.revalidateMillis()).isEqualTo(60_000);
    }

    @Test
    void nonNumbersFallBackToTheDefault() {
        Config c = Config.load(props("javaatspi.edtBudgetMillis", "fast", "javaatspi.maxChildren", "12.5"),
                Map.of("JAVAATSPI_REVALIDATE_MILLIS", "0x10"));

        assertThat(c.edtBudgetMillis()).isEqualTo(300);
        assertThat(c.maxChildren()).isEqualTo(5000);
        assertThat(c.revalidateMillis()).isEqualTo(500);
    }

    @Test
    void valuesAreTrimmed() {
        Config c = Config.load(props("javaatspi.edtBudgetMillis", " 400 ", "javaatspi.appName", "  Editor  "), Map.of());

        assertThat(c.edtBudgetMillis()).isEqualTo(400);
        assertThat(c.appName()).isEqualTo("Editor");
    }

    @Test
    void withoutAnExplicitNameTheApplicationIsNamedAfterItsCommand() {
        Config c = Config.load(props("sun.java.command", "/opt/editor/editor.jar --open x"), Map.of());

        assertThat(c.appName()).isEqualTo("editor");
    }

    private static Boolean enabled(String value) {
        return Config.load(props("javaatspi.enabled", value), Map.of()).enabled();
    }

    private static Properties props(String... keysAndValues) {
        Properties p = new Properties();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            p.setProperty(keysAndValues[i], keysAndValues[i + 1]);
        }
        return p;
    }
}
