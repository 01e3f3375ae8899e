package io.github.javaatspi.bus.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BusAddressTest {
    @Test
    void oneAddressHasItsTransportAndParameters() {
        List<BusAddress> list = BusAddress.parseList("unix:path=/run/x,guid=abc");

        assertThat(list).hasSize(1);
        BusAddress a = list.get(0);
        assertThat(a.transport()).isEqualTo("unix");
        assertThat(a.param("path")).isEqualTo("/run/x");
        assertThat(a.param("guid")).isEqualTo("abc");
        assertThat(a.param("abstract")).isNull();
        assertThat(a.params()).containsExactly(Map.entry("path", "/run/x"), Map.entry("guid", "abc"));
    }

    @Test
    void aListIsSeparatedBySemicolonsAndKeepsItsOrder() {
        List<BusAddress> list = BusAddress.parseList("unix:abstract=/tmp/dbus-1;unix:path=/run/bus;");

        assertThat(list).extracting(BusAddress::transport).containsExactly("unix", "unix");
        assertThat(list.get(0).param("abstract")).isEqualTo("/tmp/dbus-1");
        assertThat(list.get(1).param("path")).isEqualTo("/run/bus");
    }

    @Test
    void valuesAreUnescaped() {
        BusAddress a = BusAddress.parseList("unix:path=%2frun%2Fuser%2f1000%20x/bus").get(0);

        assertThat(a.param("path")).isEqualTo("/run/user/1000 x/bus");
    }

    @Test
    void anEscapeAtTheVeryEndIsUnescapedToo() {
        assertThat(BusAddress.parseList("unix:path=/tmp/a%2c").get(0).param("path")).isEqualTo("/tmp/a,");
    }

    @Test
    void escapedUtf8BytesBecomeOneCharacter() {
        assertThat(BusAddress.parseList("unix:path=/tmp/%c3%a9").get(0).param("path")).isEqualTo("/tmp/é");
    }

    @Test
    void aTransportWithoutParametersIsAllowed() {
        BusAddress a = BusAddress.parseList("autolaunch:").get(0);

        assertThat(a.transport()).isEqualTo("autolaunch");
        assertThat(a.params()).isEmpty();
    }

    @Test
    void toStringGivesTheAddressBack() {
        assertThat(BusAddress.parseList("unix:path=/run/x,guid=abc").get(0)).hasToString("unix:path=/run/x,guid=abc");
    }

    @Test
    void emptyAddressesAreRefused() {
        assertThatThrownBy(() -> BusAddress.parseList("")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("empty");
        assertThatThrownBy(() -> BusAddress.parseList(null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("empty");
        assertThatThrownBy(() -> BusAddress.parseList(";;")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("empty");
    }

    @Test
    void anAddressWithoutTransportIsRefused() {
        assertThatThrownBy(() -> BusAddress.parseList("nocolon")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("without transport").hasMessageContaining("nocolon");
        assertThatThrownBy(() -> BusAddress.parseList(":path=/x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("without transport");
    }

    @Test
    void aParameterWithoutValueIsRefused() {
        assertThatThrownBy(() -> BusAddress.parseList("unix:path")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("malformed key=value 'path'");
        assertThatThrownBy(() -> BusAddress.parseList("unix:=x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("malformed");
    }
}
